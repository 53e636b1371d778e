package echoai.link1.bench.e2roomsq;

import echoai.link1.bench.rules.Prediction;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * E2-rooms-Q's rules Q1–Q7 (docs/spec/PROFILE-Q.md, "E2-rooms-Q"), each with its rule and
 * numbers, in {@code v3/E2-rooms-Q-verdicts.json}.
 *
 * @param q1 Q's PER at most 1 % at every non-stretch case, equal SNR
 * @param q2 Q's corrupt_passed_crc over every case and axis is 0
 * @param q3 accepted_corrupt over every case and axis is 0 for Q and for F
 * @param q4 Q worse than F at no non-stretch case, equal SNR
 * @param q5 Q better than ggwave FASTEST wherever FASTEST loses, equal SNR
 * @param q6 Q better than ggwave FASTEST wherever FASTEST loses, equal peak
 * @param q7 Q's air time at most 1.200 s and below FASTEST's (a check)
 */
public record QVerdicts(Prediction<Cases> q1, Prediction<Long> q2,
                        Prediction<Map<String, Long>> q3, Prediction<Cases> q4,
                        Prediction<Cases> q5, Prediction<Cases> q6, Prediction<AirTime> q7) {
    /**
     * Checks the components.
     *
     * @param q1 Q's PER at most 1 % at every non-stretch case, equal SNR
     * @param q2 Q's corrupt_passed_crc over every case and axis is 0
     * @param q3 accepted_corrupt over every case and axis is 0 for Q and for F
     * @param q4 Q worse than F at no non-stretch case, equal SNR
     * @param q5 Q better than FASTEST wherever FASTEST loses, equal SNR
     * @param q6 Q better than FASTEST wherever FASTEST loses, equal peak
     * @param q7 Q's air time at most 1.200 s and below FASTEST's
     * @throws NullPointerException when a component is null
     */
    public QVerdicts {
        Objects.requireNonNull(q1, "q1");
        Objects.requireNonNull(q2, "q2");
        Objects.requireNonNull(q3, "q3");
        Objects.requireNonNull(q4, "q4");
        Objects.requireNonNull(q5, "q5");
        Objects.requireNonNull(q6, "q6");
        Objects.requireNonNull(q7, "q7");
    }

    /**
     * How many cases a rule looked at, Q's losses over them, and the cases where it failed (or
     * where it applied).
     *
     * @param cases   the cases the rule looked at
     * @param lost    Q's lost recordings over those cases
     * @param frames  Q's recordings over those cases
     * @param failing the cases where the rule fails
     * @param applied for Q5 and Q6, the cases where FASTEST loses; else empty
     */
    public record Cases(int cases, long lost, long frames, List<String> failing,
                        List<String> applied) {
        /**
         * Copies the lists.
         *
         * @param cases the cases the rule looked at
         * @param lost Q's lost recordings over those cases
         * @param frames Q's recordings over those cases
         * @param failing the cases where the rule fails
         * @param applied for Q5 and Q6, the cases where FASTEST loses; else empty
         */
        public Cases {
            failing = List.copyOf(failing);
            applied = List.copyOf(applied);
        }
    }

    /**
     * Air times of one postcard, s.
     *
     * @param q       Q's frame
     * @param fastest ggwave FASTEST's 16-byte payload
     */
    public record AirTime(BigDecimal q, BigDecimal fastest) {
        /**
         * Checks the components.
         *
         * @param q Q's frame
         * @param fastest ggwave FASTEST's 16-byte payload
         * @throws NullPointerException when a component is null
         */
        public AirTime {
            Objects.requireNonNull(q, "q");
            Objects.requireNonNull(fastest, "fastest");
        }
    }
}
