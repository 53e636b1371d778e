package echoai.link1.bench.e7;

import echoai.link1.bench.Json;
import echoai.link1.bench.rules.Uncertainty;
import echoai.link1.session.RoomAirCounts;
import echoai.link1.session.WorldResult;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;

/** An E7 arm's summary from its rows (sums, pooled rates, means with their intervals). */
final class E7Summaries {
    private E7Summaries() {
    }

    /**
     * The summary of {@code rows}; {@code bounds} the TDMA bound's counts in the same worlds
     * (null for the dialogue and TDMA itself).
     */
    static E7Result.Summary of(List<E7Result.Row> rows, RoomAirCounts[] bounds) {
        long sent = 0;
        long distinct = 0;
        long delivered = 0;
        long lost = 0;
        long duplicates = 0;
        long collisions = 0;
        long syncs = 0;
        long candidates = 0;
        long passed = 0;
        long accepted = 0;
        long air = 0;
        long harm = 0;
        long deferrals = 0;
        long abandoned = 0;
        int equal = 0;
        int within = 0;
        int fewer = 0;
        int p3 = 0;
        List<Long> ratios = new ArrayList<>();
        for (E7Result.Row r : rows) {
            RoomAirCounts a = r.air();
            WorldResult w = r.world();
            sent += a.framesSent();
            distinct += a.framesDistinct();
            delivered += a.framesDelivered();
            lost += a.framesLost();
            duplicates += a.duplicatesSuppressed();
            collisions += a.collisions();
            syncs += a.syncs();
            candidates += a.candidates();
            passed += a.corruptPassedCrc();
            accepted += a.acceptedCorrupt();
            air += a.airTimeSamples();
            deferrals += a.deferrals();
            abandoned += a.abandoned();
            harm += w.firstVisitHarm();
            equal += w.firstVisitHarm() == r.harmT() ? 1 : 0;
            within += w.firstVisitHarm() <= r.harmT() + 1 ? 1 : 0;
            fewer += w.postcards() < r.postcardsT() ? 1 : 0;
            p3 += w.firewallHolds() ? 1 : 0;
            if (r.goodputVsTdma() != null) {
                ratios.add(r.goodputVsTdma().movePointRight(4).longValueExact());
            }
        }
        BigDecimal pooled = null;
        BigDecimal mean = null;
        Uncertainty.Interval meanCi = null;
        if (bounds != null && !rows.isEmpty()) {
            long boundDelivered = 0;
            long boundAir = 0;
            for (RoomAirCounts b : bounds) {
                boundDelivered += b.framesDelivered();
                boundAir += b.airTimeSamples();
            }
            pooled = boundDelivered == 0 || air == 0 ? BigDecimal.ZERO.setScale(4)
                    : BigDecimal.valueOf((double) delivered / air
                            / ((double) boundDelivered / boundAir)).setScale(4,
                            RoundingMode.HALF_UP);
            Uncertainty.Interval scaled = Uncertainty.mean95(ratios);
            long sum = ratios.stream().mapToLong(Long::longValue).sum();
            mean = BigDecimal.valueOf(sum).divide(BigDecimal.valueOf(ratios.size()), 8,
                    RoundingMode.HALF_UP).movePointLeft(4).setScale(4, RoundingMode.HALF_UP);
            meanCi = new Uncertainty.Interval(scaled.low().movePointLeft(4).setScale(4,
                    RoundingMode.FLOOR), scaled.high().movePointLeft(4).setScale(4,
                    RoundingMode.CEILING));
        }
        double airS = air / 16_000.0;
        return new E7Result.Summary(rows.size(), sent, distinct, delivered, lost, duplicates,
                collisions, Json.ratio(collisions, sent, 4), Uncertainty.wilson95(collisions, sent),
                syncs, candidates, passed, accepted, Json.fixed(airS, 3),
                Json.fixed(air == 0 ? 0 : delivered / airS, 4), pooled, mean, meanCi, harm, equal,
                within, fewer, p3, deferrals, abandoned);
    }
}
