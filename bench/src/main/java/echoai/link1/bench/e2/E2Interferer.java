package echoai.link1.bench.e2;

import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Json;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.air.AirTrial;
import echoai.link1.bench.air.AirTrials;
import echoai.link1.modem.TonePlan;
import echoai.link1.room.RoomKind;
import echoai.link1.session.Seeds;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * Extended E2's interferer row (issue 14, item 5): real CLAIM frames through the echo room at
 * {@value #SNR_DB} dB with the receiver's clock {@value #DRIFT_PPM} ppm fast, under the sweeping
 * interferer at each power of {@link #INTERFERER_DB}; per K and power {@value #RECORDINGS}
 * recordings of {@value #FRAMES_PER_RECORDING} frames, each its own draw. The seeds come from
 * the dev base whatever the run's seed set, because the row is a development figure, reported
 * and not registered.
 */
final class E2Interferer {
    static final double[] INTERFERER_DB = {-10, -6, -3, 0, 3, 6};
    static final int SNR_DB = 10;
    static final int DRIFT_PPM = 200;
    static final int RECORDINGS = 25;
    static final int FRAMES_PER_RECORDING = 20;
    static final String DEFINITION = "highest interferer power on the grid (dB over the signal)"
            + " at and below which every grid point has PER <= 1 %";

    private E2Interferer() {
    }

    /** Runs the row; every trial's outcome is added to {@code sink} (for the speed figure). */
    static List<InterfererCurve> run(BenchContext ctx, List<AirTrial.Outcome> sink) throws Exception {
        int base = SeedSet.DEV.base();
        List<AirTrial.Point> points = new ArrayList<>();
        for (TonePlan plan : TonePlan.values()) {
            for (double db : INTERFERER_DB) {
                for (int r = 0; r < RECORDINGS; r++) {
                    long seed = Seeds.mix(base, Seeds.stream("E2/extended/interferer/k"
                            + plan.groups() + "/" + db + "/" + r));
                    points.add(new AirTrial.Point(AirTrial.Content.CLAIM, RoomKind.ECHO, plan,
                            SNR_DB, FRAMES_PER_RECORDING, seed, DRIFT_PPM, db));
                }
            }
        }
        List<AirTrial.Outcome> outcomes = AirTrials.map(ctx, "E2 interferer", points, AirTrial::run);
        sink.addAll(outcomes);
        List<InterfererCurve> curves = new ArrayList<>();
        int perCurve = INTERFERER_DB.length * RECORDINGS;
        for (int c = 0; c < outcomes.size(); c += perCurve) {
            curves.add(curve(base, outcomes.subList(c, c + perCurve)));
        }
        return curves;
    }

    /** One K's curve from its outcomes, weakest interferer first, {@value #RECORDINGS} each. */
    static InterfererCurve curve(int base, List<AirTrial.Outcome> outcomes) {
        List<InterfererCurve.Point> points = new ArrayList<>();
        for (int i = 0; i < outcomes.size(); i += RECORDINGS) {
            points.add(pool(outcomes.subList(i, i + RECORDINGS)));
        }
        AirTrial.Point first = outcomes.get(0).point();
        return new InterfererCurve(first.plan().groups(), first.room().label(),
                Json.fixed(first.snrDb(), 1), Json.fixed(first.driftPpm(), 1), base, RECORDINGS,
                FRAMES_PER_RECORDING, DEFINITION, threshold(points), points);
    }

    private static InterfererCurve.Point pool(List<AirTrial.Outcome> outcomes) {
        AirTrials.Pool p = AirTrials.pool(outcomes);
        return new InterfererCurve.Point(Json.fixed(outcomes.get(0).point().interfererDb(), 1),
                p.frames(), p.lost(), Json.ratio(p.lost(), p.frames(), 4), p.corruptPassedCrc(),
                p.acceptedCorrupt(), p.corruptSpeechShaped(), p.recordingsWithLoss());
    }

    /** The last power of the leading run of points with PER ≤ 1 %, or null if the first fails. */
    static BigDecimal threshold(List<InterfererCurve.Point> points) {
        BigDecimal threshold = null;
        for (InterfererCurve.Point p : points) {
            if ((long) p.lost() * 10_000 > (long) E2Extended.PER_MAX_BASIS_POINTS * p.frames()) {
                break;
            }
            threshold = p.interfererDb();
        }
        return threshold;
    }
}
