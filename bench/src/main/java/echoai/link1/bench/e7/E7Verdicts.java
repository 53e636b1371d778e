package echoai.link1.bench.e7;


import echoai.link1.bench.Copies;
import echoai.link1.bench.rules.Prediction;
import echoai.link1.bench.rules.Uncertainty;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The verdicts of E7's registered predictions (docs/spec/E7.md, M1–M6), from an eval run's
 * {@code v2/E7.json}.
 *
 * @param m1 collisions with carrier sense, 4 veterans near B, profile R
 * @param m2 goodput against the TDMA bound, the same arm
 * @param m3 B's first-visit harm equal to T's, the same arm
 * @param m4 the dialogue by air with retries, 1 veteran near B
 * @param m5 nothing accepted corrupt, every arm
 * @param m6 P3 in every world and arm
 */
public record E7Verdicts(Prediction<Rate> m1, Prediction<Ratio> m2, Prediction<Worlds> m3,
                         Prediction<Dialogue> m4, Prediction<Corrupt> m5,
                         Prediction<Firewall> m6) {
    /**
     * The verdicts.
     *
     * @param m1 never null
     * @param m2 never null
     * @param m3 never null
     * @param m4 never null
     * @param m5 never null
     * @param m6 never null
     */
    public E7Verdicts {
        Objects.requireNonNull(m1, "m1");
        Objects.requireNonNull(m2, "m2");
        Objects.requireNonNull(m3, "m3");
        Objects.requireNonNull(m4, "m4");
        Objects.requireNonNull(m5, "m5");
        Objects.requireNonNull(m6, "m6");
    }

    /**
     * A pooled rate of one arm.
     *
     * @param arm the arm
     * @param count the events (collisions)
     * @param of out of (frames sent)
     * @param rate count / of
     * @param ci95 its Wilson interval
     */
    public record Rate(String arm, long count, long of, BigDecimal rate, Uncertainty.Interval ci95) {
    }

    /**
     * A pooled ratio of one arm against its bound.
     *
     * @param arm the arm
     * @param bound the bound's arm
     * @param ratio the pooled ratio
     * @param worldMean the mean of the worlds' ratios
     * @param worldMeanCi95 its t interval
     */
    public record Ratio(String arm, String bound, BigDecimal ratio, BigDecimal worldMean,
                        Uncertainty.Interval worldMeanCi95) {
    }

    /**
     * Worlds that pass a per-world rule in one arm.
     *
     * @param arm the arm
     * @param worlds worlds
     * @param passing worlds that pass
     * @param share passing / worlds
     * @param ci95 its Wilson interval
     */
    public record Worlds(String arm, int worlds, int passing, BigDecimal share,
                         Uncertainty.Interval ci95) {
    }

    /**
     * The dialogue's two rules.
     *
     * @param harm worlds with harm ≤ harm(T) + 1
     * @param fewerPostcards worlds with fewer postcards than T's broadcast
     * @param worldsOverT the seeds of the worlds with as many postcards as T or more
     */
    public record Dialogue(Worlds harm, Worlds fewerPostcards, List<Long> worldsOverT) {
        /**
         * The dialogue's numbers.
         *
         * @param harm never null
         * @param fewerPostcards never null
         * @param worldsOverT copied
         */
        public Dialogue {
            Objects.requireNonNull(harm, "harm");
            Objects.requireNonNull(fewerPostcards, "fewerPostcards");
            worldsOverT = List.copyOf(worldsOverT);
        }
    }

    /**
     * Corrupt frames over every arm.
     *
     * @param arms arms counted
     * @param framesSent transmissions, every arm
     * @param acceptedCorrupt per arm with any, the count (empty when none)
     * @param corruptPassedCrc per arm with any, corrupt frames past the CRC
     */
    public record Corrupt(int arms, long framesSent, Map<String, Long> acceptedCorrupt,
                          Map<String, Long> corruptPassedCrc) {
        /**
         * The counts; the maps are copied in order.
         *
         * @param arms arms
         * @param framesSent frames
         * @param acceptedCorrupt per arm
         * @param corruptPassedCrc per arm
         */
        public Corrupt {
            acceptedCorrupt = Copies.ordered(acceptedCorrupt);
            corruptPassedCrc = Copies.ordered(corruptPassedCrc);
        }
    }

    /**
     * P3 over every arm.
     *
     * @param arms arms (room and wire)
     * @param worldRows world rows checked
     * @param failing the arms with a world where a guard failed or did not run in full
     */
    public record Firewall(int arms, int worldRows, List<String> failing) {
        /**
         * The counts.
         *
         * @param arms arms
         * @param worldRows rows
         * @param failing copied
         */
        public Firewall {
            failing = List.copyOf(failing);
        }
    }
}
