/**
 * E3 — real air. Speaker to microphone through PipeWire and Java Sound (the digital loop on a
 * headless machine), and the rows contributed from the page's room test.
 *
 * <p>This folder holds the experiment {@link E3RealAir} and its result record; no registration:
 * what it measures is reported, not judged; its section of the report; {@link E3Folder} is its one
 * line in the registry ({@code echoai.link1.bench.registry.Registry}).
 */
package echoai.link1.bench.e3;
