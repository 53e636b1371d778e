/**
 * E0 — frame and postcard integrity. Random valid postcards through the 22-byte frame; 1-, 2- and
 * 3-byte corruptions counted by the first check that caught them.
 *
 * <p>This folder holds the experiment {@link E0FrameIntegrity} and its result record; no
 * registration: what it measures is reported, not judged; its section of the report; {@link
 * E0Folder} is its one line in the registry ({@code echoai.link1.bench.registry.Registry}).
 */
package echoai.link1.bench.e0;
