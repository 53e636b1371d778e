/**
 * The bench: registered experiments E0–E6 over seeded worlds, predictions P1–P7, JSON and plots.
 *
 * <ul>
 *   <li>{@link echoai.link1.bench.Experiment} — one experiment: context in, JSON document out.</li>
 *   <li>{@link echoai.link1.bench.Experiments} — the registry, in run order.</li>
 *   <li>{@link echoai.link1.bench.Bench} — runs experiments, writes JSON and {@code perf.json}.</li>
 *   <li>{@link echoai.link1.bench.BenchContext} — seeds, output folder, switches, progress, timings.</li>
 *   <li>{@link echoai.link1.bench.SeedSet} — eval 1000..1063, dev 0..15, or a range.</li>
 *   <li>{@link echoai.link1.bench.Seeds} — {@code mix(seed, stream)} for non-world randomness.</li>
 *   <li>{@link echoai.link1.bench.Json} — deterministic JSON output.</li>
 *   <li>{@link echoai.link1.bench.Progress} — progress to stderr, never stdout.</li>
 * </ul>
 */
package echoai.link1.bench;
