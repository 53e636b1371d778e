package echoai.link1.bench.e2;

import echoai.link1.bench.SeedPolicy;
import echoai.link1.bench.Doc;
import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.Json;
import echoai.link1.bench.PerfResult;
import echoai.link1.bench.air.AirPoint;
import echoai.link1.bench.air.AirTrial;
import echoai.link1.bench.air.AirTrials;
import echoai.link1.bench.rules.Verdict;
import echoai.link1.modem.TonePlan;
import echoai.link1.room.RoomKind;
import echoai.link1.session.Seeds;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * E2: the modem in a clean loop and in the simulated room. SNR {30, 20, 10, 5, 0, −5} dB × room
 * {dry, echo} × K {1, 2}, 200 frames per point in one recording per point (random delay 0–4000,
 * frames 0.25 s apart, 4000-sample tail, {@code max_frames = n + 8}; the room adds that delay
 * and noise only): PER, residual BER over delivered frames, corrupt frames at three levels
 * ({@link echoai.link1.bench.air.CorruptCount}). Twice: random
 * valid-CRC frames, and CLAIM frames. Plus a clean loop of 200 frames per K, and P6's verdict.
 * {@code --extended} adds {@link E2Extended}. Randomness: {@code Seeds.mix(seedBase,
 * Seeds.stream("E2/<sweep>/<room>/k<K>/<snr>"))} per point, so the document does not depend on
 * the number of threads.
 */
public final class E2Modem implements Experiment<E2Result> {
    /** The document of a run with {@code --extended} into the extended folder. */
    public static final Doc<E2Result> EXTENDED_DOC = new Doc<>("extended/E2.json", E2Result.class);
    /** Its document. */
    public static final Doc<E2Result> DOC = new Doc<>("E2.json", E2Result.class);
    static final double[] SNR_DB = {30, 20, 10, 5, 0, -5};
    static final RoomKind[] ROOMS = {RoomKind.DRY, RoomKind.ECHO};
    static final int FRAMES = 200;
    /** P6: PER bound of the echo room at ≥ 10 dB with K=1 (1 %, as a fraction of 10⁴). */
    public static final int P6_PER_MAX_BASIS_POINTS = 100;
    /** The document's title. */
    static final String TITLE = "Modem: clean loop and simulated room (SNR x room x K), PER,"
            + " residual BER, corrupt frames";
    /** What a corrupt frame is, and its three levels (E2's {@code config.corrupt}). */
    static final String CORRUPT = "a delivered frame not byte-equal to any frame sent;"
            + " corrupt_passed_crc: delivered by the receiver (past its CRC); accepted_corrupt:"
            + " of those, past every check of the frame parser (the spec's accepted corrupt);"
            + " corrupt_speech_shaped: of those, with a speech act's exact shape";

    @Override
    public String id() {
        return "E2";
    }

    @Override
    public Doc<E2Result> doc() {
        return DOC;
    }

    @Override
    public String title() {
        return TITLE;
    }

    @Override
    public E2Result run(BenchContext ctx) throws Exception {
        int base = ctx.seeds().base();
        List<AirTrial.Outcome> clean = AirTrials.map(ctx, "E2 clean", cleanPoints(base), AirTrial::run);
        List<AirTrial.Outcome> random = AirTrials.map(ctx, "E2 random",
                sweep(base, AirTrial.Content.RANDOM), AirTrial::run);
        List<AirTrial.Outcome> claim = AirTrials.map(ctx, "E2 claim",
                sweep(base, AirTrial.Content.CLAIM), AirTrial::run);
        E2Result.P6 p6 = p6(clean, random, claim);
        List<AirTrial.Outcome> all = new ArrayList<>(clean);
        all.addAll(random);
        all.addAll(claim);
        E2Result.Extended extended = null;
        if (ctx.extended()) {
            E2Extended ext = new E2Extended(ctx, base);
            extended = ext.run();
            all.addAll(ext.outcomes());
        }
        ctx.perf().e2(new PerfResult.E2(Json.fixed(AirTrials.realTimeFactor(all), 0),
                Json.fixed(audioHours(all), 3)));
        return new E2Result(Json.SCHEMA_VERSION, id(), title(), ctx.seeds().label(), base,
                "Seeds.mix(seedBase, Seeds.stream(\"E2/<sweep>/<room>/k<K>/<snrDb>\")) per point",
                config(), points(clean), points(random), points(claim), p6, extended);
    }

    static List<AirPoint> points(List<AirTrial.Outcome> outcomes) {
        return outcomes.stream().map(AirTrials::point).toList();
    }

    private static double audioHours(List<AirTrial.Outcome> all) {
        long samples = 0;
        for (AirTrial.Outcome o : all) {
            samples += o.audioSamples();
        }
        return samples / 16_000.0 / 3600;
    }

    private static E2Result.Config config() {
        List<BigDecimal> snr = new ArrayList<>();
        for (double s : SNR_DB) {
            snr.add(Json.fixed(s, 1));
        }
        List<String> rooms = new ArrayList<>();
        for (RoomKind r : ROOMS) {
            rooms.add(r.label());
        }
        return new E2Result.Config(snr, rooms, List.of(1, 2), FRAMES,
                "one per point: 4000 zeros, each frame followed by 4000 zeros;"
                + " room adds a uniform random delay of 0..4000 samples and white noise only",
                "n + 8",
                "mean power of the modulator output over its active samples"
                + " (greeting and slots) / noise variance over 0-8 kHz",
                "CRC-16/CCITT-FALSE (LinkFrame.crcOk); GMD reliabilities r = 65536*P2/P1",
                "20 uniform random bytes + their CRC",
                "real CLAIM frames: each drawn uniformly from the 781 frames the"
                + " veterans of dev worlds 0..15 send in arm T (sender 1, their own sequence"
                + " numbers)",
                "200 random frames per K, no room, no noise, no delay",
                CORRUPT,
                "bit errors of delivered frames against the frame sent in their"
                + " place / bits delivered");
    }

    private static List<AirTrial.Point> cleanPoints(int base) {
        List<AirTrial.Point> out = new ArrayList<>();
        for (TonePlan plan : TonePlan.values()) {
            long seed = Seeds.mix(base, Seeds.stream("E2/clean/k" + plan.groups()));
            out.add(new AirTrial.Point(AirTrial.Content.RANDOM, RoomKind.DRY, plan,
                    Double.POSITIVE_INFINITY, FRAMES, seed));
        }
        return out;
    }

    static List<AirTrial.Point> sweep(int base, AirTrial.Content content) {
        String name = content == AirTrial.Content.RANDOM ? "random" : "claim";
        List<AirTrial.Point> out = new ArrayList<>();
        for (RoomKind room : ROOMS) {
            for (TonePlan plan : TonePlan.values()) {
                for (double snr : SNR_DB) {
                    long seed = Seeds.mix(base, Seeds.stream("E2/" + name + "/" + room.label()
                            + "/k" + plan.groups() + "/" + Json.fixed(snr, 1)));
                    out.add(new AirTrial.Point(content, room, plan, snr, FRAMES, seed));
                }
            }
        }
        return out;
    }

    private static E2Result.P6 p6(List<AirTrial.Outcome> clean,
            List<AirTrial.Outcome> random, List<AirTrial.Outcome> claim) {
        int cleanLosses = 0;
        for (AirTrial.Outcome o : clean) {
            cleanLosses += o.lost();
        }
        long worstLost = 0;
        long worstFrames = 1;
        List<AirTrial.Outcome> sweeps = new ArrayList<>(random);
        sweeps.addAll(claim);
        for (AirTrial.Outcome o : sweeps) {
            AirTrial.Point p = o.point();
            if (p.room() == RoomKind.ECHO && p.plan() == TonePlan.K1 && p.snrDb() >= 10
                    && (long) o.lost() * worstFrames > worstLost * p.frames()) {
                worstLost = o.lost();
                worstFrames = p.frames();
            }
        }
        long passedCrc = 0;
        long accepted = 0;
        List<AirTrial.Outcome> all = new ArrayList<>(clean);
        all.addAll(sweeps);
        for (AirTrial.Outcome o : all) {
            passedCrc += o.corruptPassedCrc();
            accepted += o.acceptedCorrupt();
        }
        boolean echoOk = worstLost * 10_000 <= P6_PER_MAX_BASIS_POINTS * worstFrames;
        return new E2Result.P6(cleanLosses, Json.ratio(worstLost, worstFrames, 4), passedCrc,
                accepted, Verdict.of(cleanLosses == 0 && echoOk && passedCrc == 0));
    }

    @Override
    public SeedPolicy seedPolicy() {
        return SeedPolicy.registeredBy("v1");
    }
}
