/**
 * The bench's shared running parts: what every experiment folder builds on, nothing of any one
 * experiment. Each registered experiment lives in its own package below this one ({@code e0} …
 * {@code e9}, {@code v1} for P1–P7, {@code e2rooms}, {@code understandingrooms}, …) with its
 * code, its result record, its rules and its report section; {@link
 * echoai.link1.bench.registry.Registry} lists the folders once, in run order, and everything that
 * iterates experiments (the CLI's {@code bench}, the report, the glance, provenance, the seed
 * policy) iterates that list.
 *
 * <ul>
 *   <li>{@link echoai.link1.bench.Experiment} — one experiment: context in, its result record out,
 *       with its {@link echoai.link1.bench.Doc} (file and record type), command and
 *       {@link echoai.link1.bench.SeedPolicy}.</li>
 *   <li>{@link echoai.link1.bench.SeedSet} and {@link echoai.link1.bench.SeedRange} — eval
 *       1000–1063, dev 0–15, or a registered fresh range.</li>
 *   <li>{@link echoai.link1.bench.BenchContext} — seeds, output folder, switches, progress,
 *       timings; {@link echoai.link1.bench.PerfLog} the timings of one run, merged into
 *       {@code perf.json}.</li>
 *   <li>{@link echoai.link1.bench.Json} — the one JSON writer and reader of the result records
 *       (snake_case keys in component order, exact decimals); {@link
 *       echoai.link1.bench.StrictJson} for untrusted imports.</li>
 *   <li>{@link echoai.link1.bench.Progress} — progress to stderr, never stdout.</li>
 *   <li>{@link echoai.link1.bench.BuildInfo} — the commit and tree a run was built from.</li>
 * </ul>
 *
 * <p>Subpackages shared by several folders: {@code rules} (predictions, verdicts, uncertainty,
 * the rule rows every report shows), {@code air} (air and ggwave trials), {@code arms} (arm rows
 * and the Lowe et al. 2019 understanding metrics), {@code registry} (the list and the runner).
 */
package echoai.link1.bench;
