/**
 * The bench: registered experiments E0–E6 over seeded worlds, predictions P1–P7, JSON and plots.
 * Experiments return records; {@link echoai.link1.bench.Json} is the only code that turns them
 * into JSON or back.
 *
 * <ul>
 *   <li>{@link echoai.link1.bench.Experiment} — one experiment: context in, its results record
 *       ({@code echoai.link1.results}) out.</li>
 *   <li>{@link echoai.link1.bench.registry.Experiments} — the registry, in run order.</li>
 *   <li>{@link echoai.link1.bench.registry.Bench} — runs experiments, writes JSON and {@code perf.json}.</li>
 *   <li>{@link echoai.link1.bench.BenchContext} — seeds, output folder, switches, progress, timings.</li>
 *   <li>{@link echoai.link1.bench.PerfLog} — the timings of one run, merged into perf.json.</li>
 *   <li>{@link echoai.link1.bench.SeedSet} — eval 1000..1063, dev 0..15, or a range.</li>
 *   <li>{@link echoai.link1.bench.Json} — the one JSON writer and reader of the results records
 *       (snake_case keys in component order, exact decimals).</li>
 *   <li>{@link echoai.link1.bench.Progress} — progress to stderr, never stdout.</li>
 *   <li>{@link echoai.link1.bench.arms.Understanding} — Lowe et al. 2019 metrics at B's first visits.</li>
 *   <li>{@link echoai.link1.bench.e4.E4Understanding} — E4: arms, P3 guards, understanding.</li>
 *   <li>{@link echoai.link1.bench.e5.E5Dialogue} — E5: dialogue by wire.</li>
 *   <li>{@link echoai.link1.bench.v1.Predictions} — P1–P7 from the E-files to predictions.json.</li>
 *   <li>{@link echoai.link1.bench.e3.RoomTestRows} — a room-test row from the browser page
 *       (docs/web.md) read strictly, or refused with the rule it breaks.</li>
 *   <li>{@link echoai.link1.bench.e3.E3Import} — {@code bench E3 --import}: rows into E3.json's
 *       {@code contributed}, all or none, never twice; a loop run carries them over.</li>
 * </ul>
 *
 * <p>Package-private and not in {@code bench all}: {@code E2Rooms} (E2-rooms, the profiles
 * through the physical room) and {@code E2RoomsNoise} (its false-frame mode), dev seed bases only
 * until docs/spec registers them; {@code UnderstandingRooms} (understanding-rooms, v2 V2-2: the
 * arms through the physical room), {@code ClaimLossModel} (its harm-from-PER model),
 * {@code V2RoomsPredictions} and {@code V2RoomsRegistration} (U1–U5 and their registered
 * figures).
 *
 * <p>Not in {@code bench all}: {@link echoai.link1.bench.e9.E9Discovery} (E9, docs/spec/E9.md:
 * referents without shared perception, by wire) and its verdicts, package-private
 * {@code E9Predictions} (D1–D7 into {@code v2/predictions.json}); {@link
 * echoai.link1.bench.e8.E8Trust} (E8, docs/spec/E8.md: trust earned, not assumed, by wire; the eval
 * seeds refused until its registration) and its verdicts, package-private {@code E8Predictions}
 * (W1–W6 into {@code v2/predictions.json}).
 *
 * <p>Package-private, opt-in, dev seed bases only: {@code E2RoomsGgwave} (E2-rooms-ggwave, issue
 * 16's peer arm: ggwave through the same room draws as K1, K2, R; docs/room.md), with
 * {@code GgwaveBridge} (ggwave's node process, scripts/ggwave), {@code GgwaveWaveform} (its
 * 48 kHz waveform into the room's 16 kHz input), {@code GgwaveTrial} and
 * {@code GgwaveComparisons}; {@code E2RoomsGgwaveFair} (E2-rooms-ggwave-fair, issue 28 item 7:
 * the same arms at equal SNR and at equal energy per postcard, ggwave NORMAL the reference) and
 * {@code GgwaveSeparations} (its pairwise verdicts: better or worse only where the 95 % Wilson
 * intervals of PER separate, ties as ties), with {@code GgwaveFairPredictions} (V2-4's G1–G5
 * into {@code v2/predictions.json}).
 */
package echoai.link1.bench;
