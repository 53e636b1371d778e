package echoai.link1.bench.e2roomsf;


import echoai.link1.bench.rules.Prediction;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * E2-rooms-F's predictions F1–F6 (docs/spec/PROFILE-F.md, "E2-rooms-F"), each with its rule and
 * numbers, under {@code profile_f} in {@code v2/predictions.json}.
 *
 * @param f1 F's PER at most 1 % at every non-stretch case
 * @param f2 F's corrupt_passed_crc summed over every case is 0
 * @param f3 F worse than ggwave NORMAL at no non-stretch case
 * @param f4 F better than NORMAL wherever NORMAL's PER interval lies above that of 0 lost
 * @param f5 F's air time per payload byte at most NORMAL's
 * @param f6 accepted_corrupt summed over every case is 0 for F, R and K1
 */
public record ProfileFVerdicts(Prediction<Cases> f1, Prediction<Long> f2, Prediction<Cases> f3,
                               Prediction<Cases> f4, Prediction<AirTime> f5,
                               Prediction<Map<String, Long>> f6) {
    /**
     * Checks the components.
     *
     * @param f1 F's PER at most 1 % at every non-stretch case
     * @param f2 F's corrupt_passed_crc summed over every case is 0
     * @param f3 F worse than ggwave NORMAL at no non-stretch case
     * @param f4 F better than NORMAL wherever NORMAL's PER interval lies above that of 0 lost
     * @param f5 F's air time per payload byte at most NORMAL's
     * @param f6 accepted_corrupt summed over every case is 0 for F, R and K1
     * @throws NullPointerException when a component is null
     */
    public ProfileFVerdicts {
        Objects.requireNonNull(f1, "f1");
        Objects.requireNonNull(f2, "f2");
        Objects.requireNonNull(f3, "f3");
        Objects.requireNonNull(f4, "f4");
        Objects.requireNonNull(f5, "f5");
        Objects.requireNonNull(f6, "f6");
    }

    /**
     * How many cases a rule looked at, and those where it failed (or, for F4, the cases it
     * applied to).
     *
     * @param cases the cases the rule looked at
     * @param lost  F's lost recordings over those cases
     * @param frames F's recordings over those cases
     * @param failing the cases' names where the rule fails
     * @param applied for F4, the cases where NORMAL lost (its interval above that of 0 lost); else empty
     */
    public record Cases(int cases, long lost, long frames, List<String> failing,
                        List<String> applied) {
        /**
         * Copies the lists.
         *
         * @param cases the cases the rule looked at
         * @param lost F's lost recordings over those cases
         * @param frames F's recordings over those cases
         * @param failing the cases' names where the rule fails
         * @param applied for F4, the cases where NORMAL lost; else empty
         */
        public Cases {
            failing = List.copyOf(failing);
            applied = List.copyOf(applied);
        }
    }

    /**
     * Air time per payload byte, s (4 decimals): F's 16-byte postcard in its 22-byte frame, and
     * ggwave NORMAL's 16-byte payload, the longest over the run's cases.
     *
     * @param f      F's air time per postcard byte
     * @param normal NORMAL's air time per payload byte
     */
    public record AirTime(BigDecimal f, BigDecimal normal) {
        /**
         * Checks the components.
         *
         * @param f F's air time per postcard byte
         * @param normal NORMAL's air time per payload byte
         * @throws NullPointerException when a component is null
         */
        public AirTime {
            Objects.requireNonNull(f, "f");
            Objects.requireNonNull(normal, "normal");
        }
    }
}
