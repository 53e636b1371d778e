package echoai.link1.bench.arms;

import echoai.link1.bench.rules.Uncertainty;
import echoai.link1.session.WorldResult;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The headline figures of one arm over its worlds (the rooms arms of {@code v2/
 * understanding-rooms.json}): postcards and their fate, B's harm with its 95 % interval, the
 * P3 guards. Computed from the per-world rows by {@link #of(ArmResult)}; it adds no figure the
 * rows do not hold.
 *
 * @param worlds                  worlds run
 * @param postcards               postcards sent to B (E5: ASKs and answers), summed
 * @param lost                    of those, not heard byte-equal, summed
 * @param per                     lost / postcards, 4 decimals (0 when none was sent)
 * @param perCi95                 its 95 % Wilson interval
 * @param acceptedCorrupt         corrupt frames past every frame check, summed
 * @param corruptPassedCrc        corrupt frames past the CRC at B's decoder, summed
 * @param firstVisitHarm          B's first-visit harm, summed
 * @param firstVisitHarmMean      its mean per world, 4 decimals
 * @param firstVisitHarmMeanCi95  the 95 % Student-t interval of that mean
 *                                ({@link Uncertainty#mean95(List)})
 * @param harm                    B's turns with r &lt; 0, summed
 * @param diversions              B's diversions, summed
 * @param p3Holds                 worlds in which every P3 guard held, at its full count
 */
public record ArmSummary(int worlds, long postcards, long lost, BigDecimal per,
                         Uncertainty.Interval perCi95, long acceptedCorrupt,
                         long corruptPassedCrc, long firstVisitHarm,
                         BigDecimal firstVisitHarmMean,
                         Uncertainty.Interval firstVisitHarmMeanCi95, long harm,
                         long diversions, int p3Holds) {
    /**
     * Checks the components.
     *
     * @param worlds worlds run
     * @param postcards postcards sent to B (E5: ASKs and answers), summed
     * @param lost of those, not heard byte-equal, summed
     * @param per lost / postcards, 4 decimals (0 when none was sent)
     * @param perCi95 its 95 % Wilson interval
     * @param acceptedCorrupt corrupt frames past every frame check, summed
     * @param corruptPassedCrc corrupt frames past the CRC at B's decoder, summed
     * @param firstVisitHarm B's first-visit harm, summed
     * @param firstVisitHarmMean its mean per world, 4 decimals
     * @param firstVisitHarmMeanCi95 the 95 % Student-t interval of that mean
     *     ({@link Uncertainty#mean95(List)})
     * @param harm B's turns with r &lt; 0, summed
     * @param diversions B's diversions, summed
     * @param p3Holds worlds in which every P3 guard held, at its full count
     * @throws NullPointerException when a required component is null
     */
    public ArmSummary {
        Objects.requireNonNull(per, "per");
        Objects.requireNonNull(perCi95, "perCi95");
        Objects.requireNonNull(firstVisitHarmMean, "firstVisitHarmMean");
        Objects.requireNonNull(firstVisitHarmMeanCi95, "firstVisitHarmMeanCi95");
    }

    /**
     * The summary of an arm's worlds.
     *
     * @param arm the arm
     * @return the summary
     */
    public static ArmSummary of(ArmResult arm) {
        long postcards = 0;
        long lost = 0;
        long accepted = 0;
        long passed = 0;
        long harm = 0;
        long diversions = 0;
        int p3 = 0;
        List<Long> fvh = new ArrayList<>();
        for (WorldResult w : arm.worlds()) {
            postcards += w.postcards();
            lost += w.postcardsLost();
            accepted += w.acceptedCorrupt();
            passed += w.corruptPassedCrc();
            harm += w.harm();
            diversions += w.diversions();
            p3 += w.firewallHolds() ? 1 : 0;
            fvh.add((long) w.firstVisitHarm());
        }
        long fvhSum = fvh.stream().mapToLong(Long::longValue).sum();
        int n = arm.worlds().size();
        return new ArmSummary(n, postcards, lost, ratio(lost, postcards),
                Uncertainty.wilson95(lost, postcards), accepted, passed, fvhSum,
                ratio(fvhSum, n), Uncertainty.mean95(fvh), harm, diversions, p3);
    }

    private static BigDecimal ratio(long num, long den) {
        return den == 0 ? BigDecimal.ZERO.setScale(Uncertainty.INTERVAL_SCALE)
                : BigDecimal.valueOf(num).divide(BigDecimal.valueOf(den),
                        Uncertainty.INTERVAL_SCALE, java.math.RoundingMode.HALF_UP);
    }
}
