/**
 * E6 — two real processes. A and B in separate OS processes, only bytes through a pipe; the report
 * and the core digest must equal the in-process run.
 *
 * <p>This folder holds the experiment {@link E6Processes} and its result record; no registration:
 * what it measures is reported, not judged; its section of the report; {@link E6Folder} is its one
 * line in the registry ({@code echoai.link1.bench.registry.Registry}).
 */
package echoai.link1.bench.e6;
