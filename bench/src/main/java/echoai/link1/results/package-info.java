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
 *   <li>{@link echoai.link1.results.GgwaveResult} — {@code v2/dev/ggwave.json}: ggwave as a
 *       peer arm through E2-rooms' physical rooms (dev seeds); its rows
 *       {@link echoai.link1.results.GgwavePoint} and
 *       {@link echoai.link1.results.GgwaveComparison}.</li>
 *   <li>{@link echoai.link1.results.GgwaveFairResult} — {@code v2/ggwave-fair.json}: the
 *       ggwave comparison at equal SNR and at equal energy per postcard (issue 28, item 7),
 *       with its arms, points, pairwise verdicts and tallies as nested records.</li>
 *   <li>{@link echoai.link1.results.GgwaveFairVerdicts} — V2-4's verdicts G1–G5 in
 *       {@code v2/predictions.json} (ggwave, fairly).</li>
 *   <li>{@link echoai.link1.results.E3Result} — {@code E3.json}: real air.</li>
 *   <li>{@link echoai.link1.results.E3Contribution} — a room-test row in {@code E3.json}'s
 *       {@code contributed}: measured by users through the browser page (docs/web.md),
 *       validated on import, with its SHA-256 and file name.</li>
 *   <li>{@link echoai.link1.results.E4Result} — {@code E4.json}: understanding.</li>
 *   <li>{@link echoai.link1.results.E5Result} — {@code E5.json}: dialogue.</li>
 *   <li>{@link echoai.link1.results.E6Result} — {@code E6.json}: two processes.</li>
 *   <li>{@link echoai.link1.results.ReliabilityResult} — {@code reliability.json}.</li>
 *   <li>{@link echoai.link1.results.PredictionsResult} — {@code predictions.json}: P1–P7.</li>
 *   <li>{@link echoai.link1.results.PerfResult} — {@code perf.json}: every timing.</li>
 *   <li>{@link echoai.link1.results.Prediction} — one prediction: verdict, rule, numbers.</li>
 *   <li>{@link echoai.link1.results.Verdict} — green, red or pending.</li>
 *   <li>{@link echoai.link1.session.WorldResult} — one arm in one world: first-visit harm,
 *       harm, return, diversions, postcards sent/lost/corrupt, and the P3 guards.</li>
 *   <li>{@link echoai.link1.results.ArmResult} — an arm's worlds and totals (E4, E5).</li>
 *   <li>{@link echoai.link1.results.AirPoint} — one point of an E2 sweep.</li>
 *   <li>{@link echoai.link1.results.RoomsPoint} — one point of E2-rooms for one profile.</li>
 *   <li>{@link echoai.link1.results.RoomsNoiseRun} — background-only audio through the
 *       physical room and one profile's receiver.</li>
 *   <li>{@link echoai.link1.results.E2RoomsNoiseResult} — {@code v2/E2-rooms-noise.json}: the
 *       false-frame runs and issue 16's target (0 frames delivered in 12 h).</li>
 *   <li>{@link echoai.link1.results.NoiseRun} — noise-only audio through a receiver.</li>
 *   <li>{@link echoai.link1.results.Dropped} — demodulator drops by reason.</li>
 *   <li>{@link echoai.link1.results.StdinTrial} — one abused-stdin trial of {@code listen}.</li>
 *   <li>{@link echoai.link1.session.ListenerReport} — what B's process knows after a world
 *       ({@code listen}): bytes read, frames heard, its life; no postcard accounting.</li>
 *   <li>{@link echoai.link1.results.FrameLine} — a frame found in a recording (CLI line).</li>
 *   <li>{@link echoai.link1.results.FramePerBlockLine} — the same with its RS counts per block
 *       ({@code modem decode --per-block}).</li>
 *   <li>{@link echoai.link1.results.RoomLine} — what {@code link1 room} did (CLI line).</li>
 *   <li>{@link echoai.link1.results.RoomsUnderstandingResult} — {@code
 *       v2/understanding-rooms.json}: B's understanding through the physical room (claims
 *       and the E5 dialogue by air, per point and profile; wire S, T, E5 for reference).</li>
 *   <li>{@link echoai.link1.results.E9Result} — {@code v2/E9.json}: referents without shared
 *       perception (docs/spec/E9.md), per arm the worlds and totals.</li>
 *   <li>{@link echoai.link1.session.E9World} — one E9 world of one arm: E4's row and the
 *       discovery figures.</li>
 *   <li>{@link echoai.link1.session.DiscoveryFigures} — when B identified A's perception,
 *       after how many sites, false translations, the member its belief ends on.</li>
 *   <li>{@link echoai.link1.results.DiscoveryVerdicts} — E9's verdicts D1–D7 in
 *       {@code v2/predictions.json}.</li>
 *   <li>{@link echoai.link1.results.E8Result} — {@code v2/E8.json}: trust earned, not assumed
 *       (docs/spec/E8.md), per arm the worlds and totals.</li>
 *   <li>{@link echoai.link1.session.E8World} — one E8 world of one arm: E4's row and, per
 *       speaker, its figures.</li>
 *   <li>{@link echoai.link1.session.SpeakerFigures} — one speaker in one E8 world: claims,
 *       diversions, B's checks of it and its trust trajectory.</li>
 *   <li>{@link echoai.link1.results.E8Verdicts} — E8's verdicts W1–W6 in
 *       {@code v2/predictions.json}.</li>
 *   <li>{@link echoai.link1.results.ArmSummary} — an arm's headline figures over its worlds:
 *       postcards lost with a Wilson interval, harm with a t interval, corrupt frames, P3.</li>
 *   <li>{@link echoai.link1.results.Paired} — arm-vs-arm statistics paired by seed.</li>
 *   <li>{@link echoai.link1.results.Uncertainty} — 95 % Wilson intervals of rates, t intervals of means, and exact
 *       two-sided sign tests of paired comparisons (reported; they change no verdict).</li>
 * </ul>
 */
package echoai.link1.results;

import echoai.link1.session.DiscoveryFigures;
import echoai.link1.session.E8World;
import echoai.link1.session.E9World;
import echoai.link1.session.ListenerReport;
import echoai.link1.session.SpeakerFigures;
import echoai.link1.session.WorldResult;
