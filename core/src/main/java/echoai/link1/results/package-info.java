/**
 * Plain records of what the bench measures: one record per result document and the per-world
 * row, plus pure statistics over them. JDK only, so the core library can carry them; the
 * bench's one JSON mapper ({@code echoai.link1.bench.Json}) serialises them: every key is the
 * component name in snake_case, keys in component order, decimals as written (fixed scale).
 * Map keys are data (arm names, reason names, experiment ids) and stay as they are.
 *
 * <ul>
 *   <li>{@link echoai.link1.results.E0Result} — {@code E0.json}: frame integrity.</li>
 *   <li>{@link echoai.link1.results.E1Result} — {@code E1.json}: RS(15,11).</li>
 *   <li>{@link echoai.link1.results.E2Result} — {@code E2.json} and {@code extended/E2.json}:
 *       the modem in the simulated room.</li>
 *   <li>{@link echoai.link1.results.E2RoomsResult} — {@code v2/E2-rooms.json} and
 *       {@code v2/E2-rooms-noise.json}: the air profiles through the physical room (not yet
 *       registered).</li>
 *   <li>{@link echoai.link1.results.E3Result} — {@code E3.json}: real air.</li>
 *   <li>{@link echoai.link1.results.E4Result} — {@code E4.json}: understanding.</li>
 *   <li>{@link echoai.link1.results.E5Result} — {@code E5.json}: dialogue.</li>
 *   <li>{@link echoai.link1.results.E6Result} — {@code E6.json}: two processes.</li>
 *   <li>{@link echoai.link1.results.ReliabilityResult} — {@code reliability.json}.</li>
 *   <li>{@link echoai.link1.results.PredictionsResult} — {@code predictions.json}: P1–P7.</li>
 *   <li>{@link echoai.link1.results.PerfResult} — {@code perf.json}: every timing.</li>
 *   <li>{@link echoai.link1.results.Prediction} — one prediction: verdict, rule, numbers.</li>
 *   <li>{@link echoai.link1.results.Verdict} — green, red or pending.</li>
 *   <li>{@link echoai.link1.results.WorldResult} — one arm in one world: first-visit harm,
 *       harm, return, diversions, postcards sent/lost/corrupt, and the P3 guards.</li>
 *   <li>{@link echoai.link1.results.ArmResult} — an arm's worlds and totals (E4, E5).</li>
 *   <li>{@link echoai.link1.results.AirPoint} — one point of an E2 sweep.</li>
 *   <li>{@link echoai.link1.results.RoomsPoint} — one point of E2-rooms for one profile.</li>
 *   <li>{@link echoai.link1.results.RoomsNoiseRun} — background-only audio through the
 *       physical room and one profile's receiver.</li>
 *   <li>{@link echoai.link1.results.NoiseRun} — noise-only audio through a receiver.</li>
 *   <li>{@link echoai.link1.results.Dropped} — demodulator drops by reason.</li>
 *   <li>{@link echoai.link1.results.StdinTrial} — one abused-stdin trial of {@code listen}.</li>
 *   <li>{@link echoai.link1.results.ListenerReport} — what B's process knows after a world
 *       ({@code listen}): bytes read, frames heard, its life; no postcard accounting.</li>
 *   <li>{@link echoai.link1.results.FrameLine} — a frame found in a recording (CLI line).</li>
 *   <li>{@link echoai.link1.results.FramePerBlockLine} — the same with its RS counts per block
 *       ({@code modem decode --per-block}).</li>
 *   <li>{@link echoai.link1.results.RoomLine} — what {@code link1 room} did (CLI line).</li>
 *   <li>{@link echoai.link1.results.Paired} — arm-vs-arm statistics paired by seed.</li>
 *   <li>{@link echoai.link1.results.Uncertainty} — 95 % Wilson intervals of rates and exact
 *       two-sided sign tests of paired comparisons (reported; they change no verdict).</li>
 * </ul>
 */
package echoai.link1.results;
