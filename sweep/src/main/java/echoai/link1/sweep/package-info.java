/**
 * The bench's worlds on Apache Spark (issue 18, docs/sweep.md): a grid of arms × world seeds is
 * cut into seed blocks, one Spark task each; every task runs the bench's own per-world code and
 * returns JSON lines, which the driver writes one file per block and arm; the complete rows are
 * aggregated into the bench's documents. Lives in its own module so that Spark is on no other
 * jar's classpath.
 *
 * <ul>
 *   <li>{@link echoai.link1.sweep.Grid} — the grid file (JSON or YAML): arms, room points,
 *       seed range, block size.</li>
 *   <li>{@link echoai.link1.sweep.RoomArms} — a grid's rooms arms: points × profiles × modes
 *       (understanding-rooms), and their row files.</li>
 *   <li>{@link echoai.link1.sweep.RoomPointSpec} — one room point as the grid file writes
 *       it.</li>
 *   <li>{@link echoai.link1.sweep.SeedBlock} — one task's seeds.</li>
 *   <li>{@link echoai.link1.sweep.BlockWork} — what a task runs: a block's rows as JSON lines.</li>
 *   <li>{@link echoai.link1.sweep.BlockRows} — a finished block, executor to driver.</li>
 *   <li>{@link echoai.link1.sweep.UnderstandingRow} — a world's E4 understanding figures and
 *       deaf control.</li>
 *   <li>{@link echoai.link1.sweep.BlockStore} — rows/ARM/FROM-TO.jsonl, temp then rename; resume.</li>
 *   <li>{@link echoai.link1.sweep.SparkSweep} — the pending blocks on Spark, written as they end.</li>
 *   <li>{@link echoai.link1.sweep.SweepProgress} — blocks done / total, rate, ETA on stderr.</li>
 *   <li>{@link echoai.link1.sweep.Aggregate} — rows to E4.json, E5.json, predictions.json,
 *       understanding-rooms.json.</li>
 *   <li>{@link echoai.link1.sweep.BenchComparison} — the sweep beside the bench, row by row.</li>
 *   <li>{@link echoai.link1.sweep.SweepResult} — sweep.json: the v1 rules (and V2-2's U1–U5
 *       on rooms arms) beside the registered verdicts.</li>
 *   <li>{@link echoai.link1.sweep.Sweep} — one sweep end to end.</li>
 *   <li>{@link echoai.link1.sweep.SweepPerf} — the bench and the sweep side by side.</li>
 *   <li>{@link echoai.link1.sweep.PerfFigures} — perf.json's record.</li>
 *   <li>{@link echoai.link1.sweep.LoadAverage} — the machine's load beside timings.</li>
 *   <li>{@link echoai.link1.sweep.SweepCommand} — {@code link1-sweep}: the command line.</li>
 * </ul>
 */
package echoai.link1.sweep;
