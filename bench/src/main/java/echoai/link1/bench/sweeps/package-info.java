/**
 * Sweeps on Apache Spark. The bench's own per-world code over more seeds or a grid of room points,
 * run by link1-sweep (docs/sweep.md). Reported, not registered: a rule evaluated on a sweep stands
 * beside the registered verdict, which stays as it is.
 *
 * <p>This folder holds no experiment of its own: it judges documents that other folders write; no
 * registration: what it measures is reported, not judged; its section of the report; {@link
 * SweepsFolder} is its one line in the registry ({@code echoai.link1.bench.registry.Registry}).
 */
package echoai.link1.bench.sweeps;
