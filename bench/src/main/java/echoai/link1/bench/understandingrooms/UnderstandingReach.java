package echoai.link1.bench.understandingrooms;

import echoai.link1.report.Lab;
import echoai.link1.report.Rooms;
import echoai.link1.bench.rules.Paired;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult.RoomsArm;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult.WireArm;
import echoai.link1.session.WorldResult;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Issue 17's answer in one sentence for the README's glance: how far B's understanding reaches
 * through the room per profile (U4's observed range, from {@code v2/predictions.json}) and B's
 * mean first-visit harm at the farthest distance of the curve against silence (S) and the wire
 * (T), from {@code v2/understanding-rooms.json}. Null unless both files hold an eval run.
 */
public final class UnderstandingReach {
    private UnderstandingReach() {
    }

    public static String glance(Lab lab) {
        RoomsUnderstandingResult u = lab.get(UnderstandingRooms.DOC);
        RoomsVerdicts verdicts = lab.verdicts(RoomsVerdicts.class);
        if (u == null || verdicts == null || verdicts.u4().numbers() == null) {
            return null;
        }
        List<String> ranges = new ArrayList<>();
        for (RoomsVerdicts.ProfileRange r : verdicts.u4().numbers().profiles()) {
            ranges.add(r.observed().signum() == 0
                    ? "not even the nearest point (" + nearest(r) + " m) with " + Rooms.profile(r.profile())
                    : "up to **" + r.observed().stripTrailingZeros().toPlainString() + " m** with "
                            + Rooms.profile(r.profile()));
        }
        Optional<RoomsArm> far = u.arms().stream().filter(a -> a.mode().equals("claims")
                        && a.background().equals(curveBackground(verdicts)))
                .max(Comparator.comparing(RoomsArm::distanceM));
        StringBuilder b = new StringBuilder("- **Understanding through the room** (understanding-rooms, ")
                .append(u.seedSet()).append("; V2-2 U4): B's first-visit harm stays within T's + 1 in ≥ ")
                .append(percent(verdicts.u4().numbers().share())).append(" % of worlds ")
                .append(String.join(" and ", ranges));
        far.ifPresent(a -> {
            List<String> means = new ArrayList<>();
            u.arms().stream().filter(x -> x.mode().equals("claims") && x.point().equals(a.point())
                            && x.background().equals(a.background()))
                    .forEach(x -> means.add(mean(x.summary().firstVisitHarmMean()) + " ("
                            + Rooms.profile(x.profile()) + ")"));
            b.append("; at ").append(a.distanceM().stripTrailingZeros().toPlainString())
                    .append(" m (RT60 ").append(a.rt60S().toPlainString()).append(" s, ")
                    .append(a.background()).append(' ').append(a.snrDb().stripTrailingZeros()
                            .toPlainString()).append(" dB) its mean is ")
                    .append(String.join(", ", means)).append(" against ").append(wire(u, "S"))
                    .append(" in silence (S) and ").append(wire(u, "T")).append(" by wire (T)");
        });
        return b.append('.').toString();
    }

    /**
     * U4's rule for one profile of a file with its own T: the farthest distance of the curve
     * (RT60 0.5 s, white 30 dB) up to which, at every distance, B's first-visit harm stays within
     * T's + 1 in at least {@code share} of the worlds; 0 when the nearest fails; null when the
     * file has no such arm.
     */
    public static BigDecimal reach(RoomsUnderstandingResult r, String profile,
                                   BigDecimal share) {
        List<WorldResult> truth = r.wire().stream().filter(w -> w.arm().equals("T")).findFirst()
                .map(w -> w.result().worlds()).orElse(List.of());
        List<RoomsArm> curve = r.arms().stream().filter(a -> a.mode().equals("claims")
                        && a.profile().equals(profile)
                        && a.rt60S().compareTo(new BigDecimal("0.5")) == 0
                        && a.background().equals("white")
                        && a.snrDb().compareTo(BigDecimal.valueOf(30)) == 0)
                .sorted(Comparator.comparing(RoomsArm::distanceM)).toList();
        if (curve.isEmpty() || truth.isEmpty()) {
            return null;
        }
        BigDecimal reached = BigDecimal.ZERO;
        for (RoomsArm a : curve) {
            Paired.Stats st = Paired.stats(a.result().worlds(), truth, Paired.HARM);
            if (st.worlds() == 0 || BigDecimal.valueOf(st.withinOne()).compareTo(
                    share.multiply(BigDecimal.valueOf(st.worlds()))) < 0) {
                break;
            }
            reached = a.distanceM();
        }
        return reached;
    }

    /** The background of U4's distance curve: that of its first point's arm. */
    private static String curveBackground(RoomsVerdicts verdicts) {
        String arm = verdicts.u4().numbers().profiles().get(0).points().get(0).arm();
        return arm.substring(arm.indexOf('/') + 1, arm.lastIndexOf('/'));
    }

    private static String nearest(RoomsVerdicts.ProfileRange r) {
        return r.points().get(0).distanceM().stripTrailingZeros().toPlainString();
    }

    private static String wire(RoomsUnderstandingResult u, String arm) {
        return u.wire().stream().filter(w -> w.arm().equals(arm)).findFirst()
                .map(WireArm::summary).map(s -> mean(s.firstVisitHarmMean())).orElse("—");
    }

    private static String mean(BigDecimal m) {
        return m.setScale(2, RoundingMode.HALF_EVEN).toPlainString();
    }

    private static String percent(BigDecimal share) {
        return share.movePointRight(2).stripTrailingZeros().toPlainString();
    }
}
