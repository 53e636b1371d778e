package echoai.link1.bench.e2;

import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Json;
import echoai.link1.bench.air.AirPoint;
import echoai.link1.bench.air.AirTrial;
import echoai.link1.bench.air.AirTrials;
import echoai.link1.bench.air.CorruptCount;
import echoai.link1.modem.AirProfile;
import echoai.link1.modem.DropReason;
import echoai.link1.modem.FrameReceiver;
import echoai.link1.modem.TonePlan;
import echoai.link1.room.Room;
import echoai.link1.room.RoomConfig;
import echoai.link1.room.RoomKind;
import echoai.link1.session.AirPath;
import echoai.link1.session.Seeds;
import java.util.ArrayList;
import java.util.List;

/**
 * E2 {@code --extended}: per room × K the threshold (lowest SNR on a 1 dB grid, −16..+4 dB, from
 * which up PER ≤ 1 % over 500 frames); the long-echo room (echo + 0.35 at 613 samples); the
 * reverb room pooled over 50 room draws × 10 frames; and 3 hours of white noise and 3 hours of
 * noise plus the sweeping interferer per K, counting candidates and accepted frames; and
 * frames under the interferer ({@link E2Interferer}, dev seeds).
 */
public final class E2Extended {
    public static final int THRESHOLD_FRAMES = 500;
    static final int GRID_LOW_DB = -16;
    static final int GRID_HIGH_DB = 4;
    static final int PER_MAX_BASIS_POINTS = 100;
    static final double[] LONG_ECHO_SNR_DB = {-6, -3, 0, 10};
    static final double[] REVERB_SNR_DB = {10, 20, 30};
    public static final int REVERB_DRAWS = 50;
    public static final int REVERB_FRAMES_PER_DRAW = 10;
    static final int NOISE_HOURS = 3;
    private static final int NOISE_CHUNK_SAMPLES = 60 * 16_000;
    private static final double NOISE_SIGMA = 3000;

    private final BenchContext ctx;
    private final int base;
    private final List<AirTrial.Outcome> outcomes = new ArrayList<>();

    E2Extended(BenchContext ctx, int base) {
        this.ctx = ctx;
        this.base = base;
    }

    /** Runs the extended sweeps; their outcomes are then in {@link #outcomes()}. */
    E2Result.Extended run() throws Exception {
        E2Result.Thresholds thresholds = thresholds();
        List<AirPoint> longEcho = simple(RoomKind.LONG_ECHO, LONG_ECHO_SNR_DB);
        List<E2Result.ReverbPoint> reverb = reverb();
        List<NoiseRun> noise = noise();
        return new E2Result.Extended(thresholds, longEcho, reverb, noise,
                E2Interferer.run(ctx, outcomes));
    }

    /** Every simulated trial run so far (for the demodulator's speed). */
    List<AirTrial.Outcome> outcomes() {
        return List.copyOf(outcomes);
    }

    private long seed(String name) {
        return Seeds.mix(base, Seeds.stream("E2/extended/" + name));
    }

    private E2Result.Thresholds thresholds() throws Exception {
        String definition = "lowest SNR on the 1 dB grid " + GRID_LOW_DB + ".." + GRID_HIGH_DB
                + " dB from which up every grid point has PER <= 1 % over " + THRESHOLD_FRAMES
                + " random frames";
        List<AirTrial.Point> points = new ArrayList<>();
        for (RoomKind room : E2Modem.ROOMS) {
            for (TonePlan plan : TonePlan.values()) {
                for (int snr = GRID_LOW_DB; snr <= GRID_HIGH_DB; snr++) {
                    points.add(new AirTrial.Point(AirTrial.Content.RANDOM, room, plan, snr,
                            THRESHOLD_FRAMES, seed(room.label() + "/k" + plan.groups() + "/" + snr)));
                }
            }
        }
        List<AirTrial.Outcome> outcomes = AirTrials.map(ctx, "E2 thresholds", points, AirTrial::run);
        this.outcomes.addAll(outcomes);
        List<E2Result.ThresholdCurve> curves = new ArrayList<>();
        int perCurve = GRID_HIGH_DB - GRID_LOW_DB + 1;
        for (int c = 0; c < outcomes.size() / perCurve; c++) {
            List<AirTrial.Outcome> curve = outcomes.subList(c * perCurve, (c + 1) * perCurve);
            Integer threshold = null;
            for (int i = curve.size() - 1; i >= 0; i--) {
                AirTrial.Outcome o = curve.get(i);
                if ((long) o.lost() * 10_000 > (long) PER_MAX_BASIS_POINTS * o.point().frames()) {
                    break;
                }
                threshold = (int) o.point().snrDb();
            }
            AirTrial.Point first = curve.get(0).point();
            curves.add(new E2Result.ThresholdCurve(first.room().label(), first.plan().groups(),
                    threshold, E2Modem.points(curve)));
        }
        return new E2Result.Thresholds(definition, curves);
    }

    private List<AirPoint> simple(RoomKind room, double[] snrs) throws Exception {
        List<AirTrial.Point> points = new ArrayList<>();
        for (TonePlan plan : TonePlan.values()) {
            for (double snr : snrs) {
                points.add(new AirTrial.Point(AirTrial.Content.RANDOM, room, plan, snr,
                        THRESHOLD_FRAMES, seed(room.label() + "/k" + plan.groups() + "/" + snr)));
            }
        }
        List<AirTrial.Outcome> outcomes = AirTrials.map(ctx, "E2 " + room.label(), points, AirTrial::run);
        this.outcomes.addAll(outcomes);
        return E2Modem.points(outcomes);
    }

    /** Each point pools {@value #REVERB_DRAWS} recordings, each with its own room draw. */
    private List<E2Result.ReverbPoint> reverb() throws Exception {
        List<AirTrial.Point> points = new ArrayList<>();
        for (TonePlan plan : TonePlan.values()) {
            for (double snr : REVERB_SNR_DB) {
                for (int d = 0; d < REVERB_DRAWS; d++) {
                    points.add(new AirTrial.Point(AirTrial.Content.RANDOM, RoomKind.REVERB, plan, snr,
                            REVERB_FRAMES_PER_DRAW, seed("reverb/k" + plan.groups() + "/" + snr + "/" + d)));
                }
            }
        }
        List<AirTrial.Outcome> outcomes = AirTrials.map(ctx, "E2 reverb", points, AirTrial::run);
        this.outcomes.addAll(outcomes);
        List<E2Result.ReverbPoint> out = new ArrayList<>();
        for (int i = 0; i < outcomes.size(); i += REVERB_DRAWS) {
            List<AirTrial.Outcome> pool = outcomes.subList(i, i + REVERB_DRAWS);
            AirTrial.Point p = pool.get(0).point();
            AirTrials.Pool sum = AirTrials.pool(pool);
            out.add(new E2Result.ReverbPoint(p.plan().groups(), Json.fixed(p.snrDb(), 1),
                    REVERB_DRAWS, sum.frames(), sum.lost(), Json.ratio(sum.lost(), sum.frames(), 4),
                    sum.corruptPassedCrc(), sum.acceptedCorrupt(), sum.corruptSpeechShaped(),
                    sum.recordingsWithLoss()));
        }
        return out;
    }

    private record NoiseCase(TonePlan plan, boolean interferer) {
    }

    private List<NoiseRun> noise() throws Exception {
        List<NoiseCase> cases = new ArrayList<>();
        for (TonePlan plan : TonePlan.values()) {
            cases.add(new NoiseCase(plan, false));
            cases.add(new NoiseCase(plan, true));
        }
        return AirTrials.map(ctx, "E2 noise", cases, this::noiseRun);
    }

    /** White noise (σ = 3000) in 60 s pieces, each with its own seed, through one receiver. */
    private NoiseRun noiseRun(NoiseCase c) {
        String name = "noise/k" + c.plan().groups() + (c.interferer() ? "/interferer" : "");
        FrameReceiver demod = AirPath.listener(AirProfile.ofK(c.plan().groups()),
                Integer.MAX_VALUE, null);
        short[] silence = new short[NOISE_CHUNK_SAMPLES];
        int chunks = NOISE_HOURS * 3600 * 16_000 / NOISE_CHUNK_SAMPLES;
        for (int i = 0; i < chunks; i++) {
            RoomConfig rc = new RoomConfig(RoomKind.DRY, 0, seed(name + "/" + i), 0, 0,
                    c.interferer() ? 0 : Double.NaN);
            demod.accept(Room.apply(silence, NOISE_SIGMA * NOISE_SIGMA, rc).samples());
        }
        CorruptCount corrupt = new CorruptCount();
        demod.finish().forEach(f -> corrupt.add(f.frame()));
        return new NoiseRun(c.plan().groups(), NOISE_HOURS, c.interferer()
                ? "white noise sigma 3000 + sweeping interferer of equal power"
                : "white noise sigma 3000", demod.greetings(), demod.candidates(),
                AirTrials.dropped(demod::dropped), corrupt.passedCrc(), corrupt.accepted(),
                corrupt.speechShaped());
    }
}
