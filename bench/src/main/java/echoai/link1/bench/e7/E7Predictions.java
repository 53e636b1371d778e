package echoai.link1.bench.e7;

import echoai.link1.bench.Json;
import echoai.link1.bench.rules.Prediction;
import echoai.link1.bench.rules.Uncertainty;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * E7's registered predictions M1–M6 (docs/spec/E7.md) judged from an eval run's
 * {@code v2/E7.json}.
 */
public final class E7Predictions {
    /** The arm of M1–M3: 4 veterans within 1 m of B, profile R, carrier sense. */
    static final String CROWD = "claims:r:near:4:csma";
    /** M2's bound: the same frames under TDMA. */
    static final String CROWD_TDMA = "claims:r:near:4:tdma";
    /** The arm of M4: the dialogue by air with retries, 1 veteran within 1 m. */
    static final String DIALOGUE = "dialogue:r:near:1:csma";
    /** M1: collisions at most 5 % of frames sent. */
    static final BigDecimal MAX_COLLISION_RATE = new BigDecimal("0.0500");
    /** M2: goodput at least 0.8 of the TDMA bound's. */
    static final BigDecimal MIN_GOODPUT_RATIO = new BigDecimal("0.8000");
    /** M3, M4: at least 90 % of the worlds. */
    static final BigDecimal MIN_SHARE = new BigDecimal("0.9000");
    static final String M1_RULE = "collision_rate of " + CROWD + " (pooled: frames that overlapped"
            + " another at B's microphone / frames sent) <= 5 %";
    static final String M2_RULE = "goodput_vs_tdma of " + CROWD + " (pooled: its delivered"
            + " postcards per second of air over " + CROWD_TDMA + "'s) >= 0.8";
    static final String M3_RULE = "in " + CROWD + ", B's first-visit harm equals T's (by wire) in"
            + " >= 90 % of worlds";
    static final String M4_RULE = "in " + DIALOGUE + ", harm <= harm(T) + 1 in >= 90 % of worlds"
            + " and fewer postcards than T's broadcast in every world";
    static final String M5_RULE = "accepted_corrupt summed over every E7 arm = 0";
    static final String M6_RULE = "every P3 guard holds at its full count in every world of every"
            + " E7 arm, wire references included";

    private E7Predictions() {
    }

    /**
     * M1–M6 pending.
     *
     * @param why why they are not judged
     * @return the pending verdicts
     */
    public static E7Verdicts pending(String why) {
        return new E7Verdicts(Prediction.pending(M1_RULE, why), Prediction.pending(M2_RULE, why),
                Prediction.pending(M3_RULE, why), Prediction.pending(M4_RULE, why),
                Prediction.pending(M5_RULE, why), Prediction.pending(M6_RULE, why));
    }

    /**
     * M1–M6 on an E7 result.
     *
     * @param r the result
     * @return the verdicts
     */
    public static E7Verdicts judge(E7Result r) {
        E7Result.Arm crowd = arm(r, CROWD);
        E7Result.Arm dialogue = arm(r, DIALOGUE);
        if (crowd == null || dialogue == null) {
            return pending("E7.json lacks " + (crowd == null ? CROWD : DIALOGUE));
        }
        E7Result.Summary c = crowd.summary();
        Prediction<E7Verdicts.Rate> m1 = Prediction.judged(
                c.collisionRate().compareTo(MAX_COLLISION_RATE) <= 0, M1_RULE,
                new E7Verdicts.Rate(CROWD, c.collisions(), c.framesSent(), c.collisionRate(),
                        c.collisionRateCi95()));
        Prediction<E7Verdicts.Ratio> m2 = Prediction.judged(c.goodputVsTdma() != null
                && c.goodputVsTdma().compareTo(MIN_GOODPUT_RATIO) >= 0, M2_RULE,
                new E7Verdicts.Ratio(CROWD, CROWD_TDMA, c.goodputVsTdma(), c.goodputVsTdmaMean(),
                        c.goodputVsTdmaMeanCi95()));
        E7Verdicts.Worlds equal = worlds(CROWD, c.worlds(), c.harmEqualT());
        Prediction<E7Verdicts.Worlds> m3 = Prediction.judged(
                equal.share().compareTo(MIN_SHARE) >= 0, M3_RULE, equal);
        E7Result.Summary d = dialogue.summary();
        E7Verdicts.Worlds within = worlds(DIALOGUE, d.worlds(), d.harmWithinTPlusOne());
        E7Verdicts.Worlds fewer = worlds(DIALOGUE, d.worlds(), d.fewerPostcardsThanT());
        List<Long> over = new ArrayList<>();
        for (E7Result.Row row : dialogue.rows()) {
            if (row.world().postcards() >= row.postcardsT()) {
                over.add(row.world().seed());
            }
        }
        Prediction<E7Verdicts.Dialogue> m4 = Prediction.judged(
                within.share().compareTo(MIN_SHARE) >= 0 && fewer.passing() == fewer.worlds(),
                M4_RULE, new E7Verdicts.Dialogue(within, fewer, over));
        return new E7Verdicts(m1, m2, m3, m4, m5(r), m6(r));
    }

    private static Prediction<E7Verdicts.Corrupt> m5(E7Result r) {
        Map<String, Long> accepted = new LinkedHashMap<>();
        Map<String, Long> passed = new LinkedHashMap<>();
        long frames = 0;
        long total = 0;
        for (E7Result.Arm a : r.arms()) {
            frames += a.summary().framesSent();
            total += a.summary().acceptedCorrupt();
            if (a.summary().acceptedCorrupt() > 0) {
                accepted.put(a.arm(), a.summary().acceptedCorrupt());
            }
            if (a.summary().corruptPassedCrc() > 0) {
                passed.put(a.arm(), a.summary().corruptPassedCrc());
            }
        }
        return Prediction.judged(!r.arms().isEmpty() && total == 0, M5_RULE,
                new E7Verdicts.Corrupt(r.arms().size(), frames, accepted, passed));
    }

    private static Prediction<E7Verdicts.Firewall> m6(E7Result r) {
        List<String> failing = new ArrayList<>();
        int rows = 0;
        for (E7Result.Arm a : r.arms()) {
            rows += a.rows().size();
            if (a.rows().stream().anyMatch(row -> !row.world().firewallHolds())) {
                failing.add(a.arm());
            }
        }
        for (E7Result.WireArm w : r.wire()) {
            rows += w.result().worlds().size();
            if (w.result().worlds().stream().anyMatch(x -> !x.firewallHolds())) {
                failing.add(w.arm());
            }
        }
        return Prediction.judged(rows > 0 && failing.isEmpty(), M6_RULE,
                new E7Verdicts.Firewall(r.arms().size() + r.wire().size(), rows, failing));
    }

    private static E7Verdicts.Worlds worlds(String arm, int worlds, int passing) {
        return new E7Verdicts.Worlds(arm, worlds, passing, Json.ratio(passing, worlds, 4),
                Uncertainty.wilson95(passing, worlds));
    }

    private static E7Result.Arm arm(E7Result r, String name) {
        return r.arms().stream().filter(a -> a.arm().equals(name)).findFirst().orElse(null);
    }
}
