package echoai.link1.bench.registry;

import echoai.link1.bench.BuildInfo;
import echoai.link1.bench.Json;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.air.RoomsPoint;
import echoai.link1.bench.e2rooms.E2RoomsResult;
import echoai.link1.bench.e2roomsf.E2RoomsFPredictions;
import echoai.link1.bench.e2roomsf.ProfileFRoomsResult;
import echoai.link1.bench.e7.E7Predictions;
import echoai.link1.bench.e7.E7Result;
import echoai.link1.bench.e8.E8Predictions;
import echoai.link1.bench.e8.E8Result;
import echoai.link1.bench.e8air.E8AirPredictions;
import echoai.link1.bench.e9.E9Predictions;
import echoai.link1.bench.e9.E9Result;
import echoai.link1.bench.ggwavefair.GgwaveFairPredictions;
import echoai.link1.bench.ggwavefair.GgwaveFairResult;
import echoai.link1.bench.registry.V2PredictionsResult.PointPer;
import echoai.link1.bench.rules.Prediction;
import echoai.link1.bench.rules.Uncertainty;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult;
import echoai.link1.bench.understandingrooms.RoomsVerdicts;
import echoai.link1.bench.understandingrooms.V2RoomsPredictions;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The v2 predictions of {@code docs/spec/LINK1-v2.md} (V2-1, E2-rooms: R1–R4, from
 * {@code v2/E2-rooms.json}; V2-2, understanding through rooms: U1–U5, from
 * {@code v2/understanding-rooms.json} by {@link V2RoomsPredictions}) into
 * {@code v2/predictions.json}. Only a run on the registered eval seed set is judged; a dev run
 * gets no verdicts.
 */
public final class V2Predictions {
    /** The file, relative to the bench's output folder. */
    public static final String FILE = "v2/predictions.json";
    /** R1 and R4: a point's PER may be at most 1 %. */
    static final BigDecimal MAX_PER = new BigDecimal("0.0100");
    private static final String R = "r";
    private static final String R1_RULE = "profile R's PER <= 1 % at every non-stretch point"
            + " (108 grid + 8 clock points)";
    private static final String R2_RULE = "profile R's corrupt_passed_crc summed over all 117"
            + " points = 0";
    private static final String R3_RULE = "accepted_corrupt summed over all 117 points = 0 for"
            + " each of K1, K2 and R";
    private static final String R4_RULE = "stretch: profile R's PER <= 1 % at living-rt0.8-3m,"
            + " babble, -5 dB";

    private V2Predictions() {
    }

    /** The understanding-rooms file, relative to the bench's output folder. */
    public static final String ROOMS_FILE = "v2/understanding-rooms.json";
    /** E7's file, relative to the bench's output folder. */
    static final String E7_FILE = "v2/E7.json";
    /** E9's file ({@code docs/spec/E9.md}), relative to the bench's output folder. */
    static final String E9_FILE = "v2/E9.json";
    /** V2-4's file (ggwave, fairly), relative to the bench's output folder. */
    public static final String GGWAVE_FILE = "v2/ggwave-fair.json";
    /** V2-4's registered recordings a point, axis and arm of E2-rooms-ggwave-fair. */
    public static final int GGWAVE_FAIR_FRAMES = GgwaveFairPredictions.REGISTERED_FRAMES;
    /** E8's file ({@code docs/spec/E8.md}), relative to the bench's output folder. */
    static final String E8_FILE = "v2/E8.json";
    /** E2-rooms-F's file ({@code docs/spec/PROFILE-F.md}), relative to the bench's output folder. */
    public static final String PROFILE_F_FILE = "v2/E2-rooms-F.json";
    /** E8-air's file ({@code docs/spec/E8.md}), relative to the bench's output folder. */
    static final String E8_AIR_FILE = "v2/E8-air.json";

    /**
     * Judges and writes when {@code dir/v2/E2-rooms.json} or {@code dir/}{@value #ROOMS_FILE}
     * is an eval run (the other's predictions pending); else null.
     */
    public static Path writeIfPossible(Path dir) throws IOException {
        E2RoomsResult e2 = evalRun(dir.resolve("v2/E2-rooms.json"), E2RoomsResult.class);
        RoomsUnderstandingResult rooms = evalRun(dir.resolve(ROOMS_FILE),
                RoomsUnderstandingResult.class);
        E7Result e7 = evalRun(dir.resolve(E7_FILE), E7Result.class);
        E9Result e9 = evalRun(dir.resolve(E9_FILE), E9Result.class);
        GgwaveFairResult ggwave = evalRun(dir.resolve(GGWAVE_FILE), GgwaveFairResult.class);
        E8Result e8 = evalRun(dir.resolve(E8_FILE), E8Result.class);
        ProfileFRoomsResult f = evalRun(dir.resolve(PROFILE_F_FILE), ProfileFRoomsResult.class);
        E8Result e8Air = evalRun(dir.resolve(E8_AIR_FILE), E8Result.class);
        if (e2 == null && rooms == null && e7 == null && e9 == null && ggwave == null
                && e8 == null && f == null && e8Air == null) {
            return null;
        }
        Path file = dir.resolve(FILE);
        Json.writeDocument(file, judge(e2, rooms, e7, e9, ggwave, e8, f, e8Air),
                BuildInfo.sources(dir, "v2/E2-rooms.json", ROOMS_FILE, E7_FILE, E9_FILE,
                        GGWAVE_FILE, E8_FILE, PROFILE_F_FILE, E8_AIR_FILE));
        return file;
    }

    /** The file's record when it exists and holds an eval run; else null. */
    private static <T extends Record> T evalRun(Path file, Class<T> type) throws IOException {
        if (!Files.exists(file)) {
            return null;
        }
        T doc = Json.read(file, type);
        String seedSet = doc instanceof E2RoomsResult e ? e.seedSet()
                : doc instanceof E7Result r ? r.seedSet()
                : doc instanceof E9Result e9 ? e9.seedSet()
                : doc instanceof GgwaveFairResult g ? g.seedSet()
                : doc instanceof E8Result e8 ? e8.seedSet()
                : doc instanceof ProfileFRoomsResult f ? f.seedSet()
                : ((RoomsUnderstandingResult) doc).seedSet();
        return seedSet.equals(SeedSet.EVAL.label()) ? doc : null;
    }

    /** R1–R4 from one E2-rooms result (V2-2 pending). */
    public static V2PredictionsResult judge(E2RoomsResult e2) {
        return judge(e2, null);
    }

    /**
     * R1–R4 from {@code e2} and U1–U5 from {@code rooms}; either may be null (its predictions
     * pending).
     */
    public static V2PredictionsResult judge(E2RoomsResult e2, RoomsUnderstandingResult rooms) {
        return judge(e2, rooms, null, null);
    }

    /**
     * R1–R4 from {@code e2}, U1–U5 from {@code rooms}, E7's M1–M6 from {@code e7} and E9's
     * D1–D7 from {@code e9}; any may be null (its predictions pending; E7's and E9's left out
     * of the file, so that a file judged before their eval runs keeps its bytes).
     */
    public static V2PredictionsResult judge(E2RoomsResult e2, RoomsUnderstandingResult rooms,
                                            E7Result e7, E9Result e9) {
        return judge(e2, rooms, e7, e9, null, null);
    }

    /**
     * As {@link #judge(E2RoomsResult, RoomsUnderstandingResult, E7Result, E9Result)}, with E8's
     * W1–W6 from {@code e8} (null: left out of the file, so that a file judged before E8's eval
     * run keeps its bytes).
     */
    public static V2PredictionsResult judge(E2RoomsResult e2, RoomsUnderstandingResult rooms,
                                            E7Result e7, E9Result e9, E8Result e8) {
        return judge(e2, rooms, e7, e9, null, e8);
    }

    /**
     * As {@link #judge(E2RoomsResult, RoomsUnderstandingResult, E7Result, E9Result)}, with
     * V2-4's G1–G5 from {@code ggwave} and E8's W1–W6 from {@code e8} (null: left out of the
     * file, so that a file judged before its eval run keeps its bytes).
     */
    static V2PredictionsResult judge(E2RoomsResult e2, RoomsUnderstandingResult rooms,
                                     E7Result e7, E9Result e9, GgwaveFairResult ggwave,
                                     E8Result e8) {
        return judge(e2, rooms, e7, e9, ggwave, e8, null);
    }

    /**
     * As {@link #judge(E2RoomsResult, RoomsUnderstandingResult, E7Result, E9Result,
     * GgwaveFairResult, E8Result)}, with E2-rooms-F's F1–F6 from {@code f} (null: left out).
     */
    static V2PredictionsResult judge(E2RoomsResult e2, RoomsUnderstandingResult rooms,
                                     E7Result e7, E9Result e9, GgwaveFairResult ggwave,
                                     E8Result e8, ProfileFRoomsResult f) {
        return judge(e2, rooms, e7, e9, ggwave, e8, f, null);
    }

    /**
     * As {@link #judge(E2RoomsResult, RoomsUnderstandingResult, E7Result, E9Result,
     * GgwaveFairResult, E8Result, ProfileFRoomsResult)}, with E8-air's A1–A8 from {@code e8Air}
     * (null: left out).
     */
    public static V2PredictionsResult judge(E2RoomsResult e2, RoomsUnderstandingResult rooms,
                                            E7Result e7, E9Result e9, GgwaveFairResult ggwave,
                                            E8Result e8, ProfileFRoomsResult f,
                                            E8Result e8Air) {
        Map<String, String> sources = new LinkedHashMap<>();
        if (e2 != null) {
            sources.put("v2/E2-rooms.json", e2.seedSet());
        }
        if (rooms != null) {
            sources.put(ROOMS_FILE, rooms.seedSet());
        }
        if (e7 != null) {
            sources.put(E7_FILE, e7.seedSet());
        }
        if (e9 != null) {
            sources.put(E9_FILE, e9.seedSet());
        }
        if (ggwave != null) {
            sources.put(GGWAVE_FILE, ggwave.seedSet());
        }
        if (e8 != null) {
            sources.put(E8_FILE, e8.seedSet());
        }
        if (f != null) {
            sources.put(PROFILE_F_FILE, f.seedSet());
        }
        if (e8Air != null) {
            sources.put(E8_AIR_FILE, e8Air.seedSet());
        }
        String none = "no eval run of E2-rooms in v2/E2-rooms.json";
        RoomsVerdicts u = rooms == null ? V2RoomsPredictions.pending("no eval run of"
                + " understanding-rooms in " + ROOMS_FILE) : V2RoomsPredictions.judge(rooms);
        String registered = "docs/spec/LINK1-v2.md, V2-1 and V2-2"
                + (e7 == null ? "" : "; docs/spec/E7.md, E7")
                + (e9 == null ? "" : "; E9: docs/spec/E9.md")
                + (ggwave == null ? "" : "; V2-4: docs/spec/LINK1-v2.md")
                + (e8 == null ? "" : "; E8: docs/spec/E8.md")
                + (f == null ? "" : "; E2-rooms-F: docs/spec/PROFILE-F.md")
                + (e8Air == null ? "" : "; E8-air: docs/spec/E8.md, E8 by air");
        return new V2PredictionsResult(Json.SCHEMA_VERSION, registered, sources, "95 % Wilson"
                + " score intervals of rates, exact sign tests of paired harm (reported; no rule"
                + " uses them)" + (ggwave == null ? "" : "; but V2-4's G1-G4 call a point better"
                + " or worse only where two 95 % Wilson intervals of PER separate")
                + (f == null ? "" : "; E2-rooms-F's F3-F4 likewise"),
                e2 == null ? Prediction.pending(R1_RULE, none) : r1(e2),
                e2 == null ? Prediction.pending(R2_RULE, none) : r2(e2),
                e2 == null ? Prediction.pending(R3_RULE, none) : r3(e2),
                e2 == null ? Prediction.pending(R4_RULE, none) : r4(e2), u,
                e7 == null ? null : E7Predictions.judge(e7),
                e9 == null ? null : E9Predictions.judge(e9),
                ggwave == null ? null : GgwaveFairPredictions.judge(ggwave),
                e8 == null ? null : E8Predictions.judge(e8),
                f == null ? null : E2RoomsFPredictions.judge(f),
                e8Air == null ? null : E8AirPredictions.judge(e8Air));
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
        return Prediction.judged(points > 0 && over.isEmpty(), R1_RULE, new V2PredictionsResult.R1(
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
        return Prediction.judged(points > 0 && corrupt == 0, R2_RULE,
                new V2PredictionsResult.R2(points, corrupt));
    }

    private static Prediction<V2PredictionsResult.R3> r3(E2RoomsResult e2) {
        Map<String, Long> accepted = new LinkedHashMap<>();
        Map<String, Long> passedCrc = new LinkedHashMap<>();
        for (RoomsPoint p : e2.points()) {
            accepted.merge(p.profile(), (long) p.acceptedCorrupt(), Long::sum);
            passedCrc.merge(p.profile(), (long) p.corruptPassedCrc(), Long::sum);
        }
        boolean holds = !accepted.isEmpty() && accepted.values().stream().allMatch(v -> v == 0);
        return Prediction.judged(holds, R3_RULE, new V2PredictionsResult.R3(accepted, passedCrc));
    }

    private static Prediction<PointPer> r4(E2RoomsResult e2) {
        for (RoomsPoint p : e2.points()) {
            if (p.profile().equals(R) && stretch(p)) {
                return Prediction.judged(p.per().compareTo(MAX_PER) <= 0, R4_RULE, per(p));
            }
        }
        return Prediction.pending(R4_RULE, "E2-rooms.json has no stretch point");
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
