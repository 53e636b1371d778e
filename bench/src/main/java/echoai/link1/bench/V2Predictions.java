package echoai.link1.bench;

import echoai.link1.results.E2RoomsResult;
import echoai.link1.results.Prediction;
import echoai.link1.results.RoomsPoint;
import echoai.link1.results.Uncertainty;
import echoai.link1.results.V2PredictionsResult;
import echoai.link1.results.V2PredictionsResult.PointPer;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The v2 predictions of {@code docs/spec/LINK1-v2.md} (V2-1, E2-rooms: R1–R4), judged from
 * {@code v2/E2-rooms.json} into {@code v2/predictions.json}. Only a run on the registered eval
 * seed set is judged; a dev run gets no verdicts.
 */
public final class V2Predictions {
    /** The file, relative to the bench's output folder. */
    public static final String FILE = "v2/predictions.json";
    /** R1 and R4: a point's PER may be at most 1 %. */
    static final BigDecimal MAX_PER = new BigDecimal("0.0100");
    private static final String R = "r";

    private V2Predictions() {
    }

    /** Judges and writes when {@code dir/v2/E2-rooms.json} is an eval run; else null. */
    public static Path writeIfPossible(Path dir) throws IOException {
        Path rooms = dir.resolve("v2/E2-rooms.json");
        if (!Files.exists(rooms)) {
            return null;
        }
        E2RoomsResult e2 = Json.read(rooms, E2RoomsResult.class);
        if (!e2.seedSet().equals(SeedSet.EVAL.label())) {
            return null;
        }
        Path file = dir.resolve(FILE);
        Json.write(file, judge(e2));
        return file;
    }

    /** R1–R4 from one E2-rooms result. */
    public static V2PredictionsResult judge(E2RoomsResult e2) {
        Map<String, String> sources = new LinkedHashMap<>();
        sources.put("v2/E2-rooms.json", e2.seedSet());
        return new V2PredictionsResult(Json.SCHEMA_VERSION, "docs/spec/LINK1-v2.md, V2-1",
                sources, "95 % Wilson score intervals (reported; no rule uses them)", r1(e2),
                r2(e2), r3(e2), r4(e2));
    }

    private static Prediction<V2PredictionsResult.R1> r1(E2RoomsResult e2) {
        List<PointPer> over = new ArrayList<>();
        PointPer worst = null;
        int points = 0;
        long frames = 0;
        long lost = 0;
        for (RoomsPoint p : e2.points()) {
            if (!p.profile().equals(R) || stretch(p)) {
                continue;
            }
            PointPer per = per(p);
            points++;
            frames += p.frames();
            lost += p.lost();
            if (worst == null || p.lost() > worst.lost()) {
                worst = per;
            }
            if (p.per().compareTo(MAX_PER) > 0) {
                over.add(per);
            }
        }
        return Prediction.judged(points > 0 && over.isEmpty(), "profile R's PER <= 1 % at every"
                + " non-stretch point (108 grid + 8 clock points)", new V2PredictionsResult.R1(
                points, over.size(), frames, lost, worst, over));
    }

    private static Prediction<V2PredictionsResult.R2> r2(E2RoomsResult e2) {
        int points = 0;
        long corrupt = 0;
        for (RoomsPoint p : e2.points()) {
            if (p.profile().equals(R)) {
                points++;
                corrupt += p.corruptPassedCrc();
            }
        }
        return Prediction.judged(points > 0 && corrupt == 0, "profile R's corrupt_passed_crc"
                + " summed over all 117 points = 0", new V2PredictionsResult.R2(points, corrupt));
    }

    private static Prediction<V2PredictionsResult.R3> r3(E2RoomsResult e2) {
        Map<String, Long> accepted = new LinkedHashMap<>();
        Map<String, Long> passedCrc = new LinkedHashMap<>();
        for (RoomsPoint p : e2.points()) {
            accepted.merge(p.profile(), (long) p.acceptedCorrupt(), Long::sum);
            passedCrc.merge(p.profile(), (long) p.corruptPassedCrc(), Long::sum);
        }
        boolean holds = !accepted.isEmpty() && accepted.values().stream().allMatch(v -> v == 0);
        return Prediction.judged(holds, "accepted_corrupt summed over all 117 points = 0 for each"
                + " of K1, K2 and R", new V2PredictionsResult.R3(accepted, passedCrc));
    }

    private static Prediction<PointPer> r4(E2RoomsResult e2) {
        for (RoomsPoint p : e2.points()) {
            if (p.profile().equals(R) && stretch(p)) {
                return Prediction.judged(p.per().compareTo(MAX_PER) <= 0, "stretch: profile R's"
                        + " PER <= 1 % at living-rt0.8-3m, babble, -5 dB", per(p));
            }
        }
        return Prediction.pending("stretch: profile R's PER <= 1 % at living-rt0.8-3m, babble,"
                + " -5 dB", "E2-rooms.json has no stretch point");
    }

    /** The stretch point is the one point below 10 dB (docs/spec/LINK1-v2.md). */
    static boolean stretch(RoomsPoint p) {
        return p.snrDb().compareTo(BigDecimal.TEN) < 0;
    }

    private static PointPer per(RoomsPoint p) {
        return new PointPer(p.point(), p.background(), p.snrDb(), p.devices(), p.profile(),
                p.frames(), p.lost(), p.per(), Uncertainty.wilson95(p.lost(), p.frames()));
    }
}
