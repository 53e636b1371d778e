package echoai.link1.bench.understandingrooms;

import echoai.link1.bench.Json;
import echoai.link1.bench.arms.ArmResult;
import echoai.link1.bench.rules.Paired;
import echoai.link1.bench.rules.Prediction;
import echoai.link1.bench.rules.Uncertainty;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult.RoomsArm;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult.WireArm;
import echoai.link1.session.WorldResult;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The V2-2 predictions of {@code docs/spec/LINK1-v2.md} (understanding through rooms, U1–U5),
 * judged from {@code v2/understanding-rooms.json} ({@link RoomsUnderstandingResult}). The
 * registered figures are {@link V2RoomsRegistration}'s; every verdict and number here is
 * computed from the file.
 */
public final class V2RoomsPredictions {
    private static final String S = "S";
    private static final String T = "T";

    private V2RoomsPredictions() {
    }

    /** Every prediction pending: no eval run of understanding-rooms to judge. */
    public static RoomsVerdicts pending(String why) {
        return new RoomsVerdicts(Prediction.pending(u1Rule(), why),
                Prediction.pending(V2RoomsRegistration.U2_RULE, why),
                Prediction.pending(u3Rule(), why), Prediction.pending(u4Rule(), why),
                Prediction.pending(u5Rule(), why));
    }

    /** The profiles U1 and U2 name ("for each of k1 and r"). */
    static final Set<String> REGISTERED_PROFILES = Set.of("k1", "r");

    /**
     * The rules on another grid than V2-2's (a sweep's): U1, U2 and U5 judged, as they hold for
     * any points; U1 and U2 as registered, over the profiles they name (k1, r: other profiles'
     * figures stay in the numbers, outside the verdict; pending when the grid has neither); U3
     * and U4 pending, their figures registered for V2-2's points.
     */
    static RoomsVerdicts judgeOtherGrid(RoomsUnderstandingResult r) {
        String why = "registered for V2-2's points and profiles only (docs/spec/LINK1-v2.md);"
                + " this grid is another";
        boolean named = r.config().profiles().stream().anyMatch(REGISTERED_PROFILES::contains);
        String none = "U1 and U2 name k1 and r; this grid has neither";
        return new RoomsVerdicts(
                named ? u1(r, REGISTERED_PROFILES, true) : Prediction.pending(u1Rule(), none),
                named ? u2(r, REGISTERED_PROFILES, true) : Prediction.pending(
                        V2RoomsRegistration.U2_RULE, none),
                Prediction.pending(u3Rule(), why), Prediction.pending(u4Rule(), why), u5(r));
    }

    /** U1–U5 from one understanding-rooms result. */
    public static RoomsVerdicts judge(RoomsUnderstandingResult r) {
        Set<String> all = Set.copyOf(r.config().profiles());
        return new RoomsVerdicts(u1(r, all, false), u2(r, all, false), u3(r), u4(r), u5(r));
    }

    private static String u1Rule() {
        return "accepted_corrupt summed over every rooms arm (claims and dialogue) = 0 for each"
                + " of k1 and r";
    }

    /** Per profile of {@code r}: "not judged" outside {@code scope}, else green or red. */
    private static Map<String, String> byProfile(RoomsUnderstandingResult r, Set<String> scope,
                                                 Set<String> red) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String p : r.config().profiles()) {
            out.put(p, !scope.contains(p) ? NOT_JUDGED : red.contains(p) ? "red" : "green");
        }
        return out;
    }

    /** What a profile the rule does not name shows beside its figure (issue 28, item 6). */
    static final String NOT_JUDGED = "not judged";

    /**
     * U1; the verdict counts the profiles in {@code scope}, the numbers every profile, and with
     * {@code perProfile} each profile's own verdict ("not judged" outside the scope).
     */
    private static Prediction<RoomsVerdicts.NotMisled> u1(RoomsUnderstandingResult r,
                                                          Set<String> scope, boolean perProfile) {
        Map<String, Long> accepted = new LinkedHashMap<>();
        Map<String, Long> passed = new LinkedHashMap<>();
        long postcards = 0;
        for (RoomsArm a : r.arms()) {
            accepted.merge(a.profile(), a.summary().acceptedCorrupt(), Long::sum);
            passed.merge(a.profile(), a.summary().corruptPassedCrc(), Long::sum);
            postcards += a.summary().postcards();
        }
        boolean holds = accepted.keySet().stream().anyMatch(scope::contains)
                && accepted.entrySet().stream().filter(e -> scope.contains(e.getKey()))
                .allMatch(e -> e.getValue() == 0);
        Set<String> red = new java.util.HashSet<>();
        accepted.forEach((p, n) -> {
            if (n != 0) {
                red.add(p);
            }
        });
        return Prediction.judged(holds, u1Rule(), new RoomsVerdicts.NotMisled(r.arms().size(),
                postcards, accepted, passed, perProfile ? byProfile(r, scope, red) : null));
    }

    /** U2; the verdict counts the arms of the profiles in {@code scope}, the numbers every arm. */
    private static Prediction<RoomsVerdicts.VersusSilence> u2(RoomsUnderstandingResult r,
                                                              Set<String> scope,
                                                              boolean perProfile) {
        List<WorldResult> silence = wire(r, S).worlds();
        List<RoomsVerdicts.ArmVersusSilence> arms = new ArrayList<>();
        List<String> over = new ArrayList<>();
        boolean judged = false;
        boolean failed = false;
        Set<String> red = new java.util.HashSet<>();
        for (RoomsArm a : r.arms()) {
            judged |= scope.contains(a.profile());
            List<WorldResult> worlds = a.result().worlds();
            Paired.Stats stats = Paired.stats(worlds, silence, Paired.HARM);
            long harm = a.summary().firstVisitHarm();
            long s = silence.stream().mapToLong(WorldResult::firstVisitHarm).sum();
            arms.add(new RoomsVerdicts.ArmVersusSilence(a.arm(), harm, s,
                    Uncertainty.signTest(stats)));
            if (!V2RoomsRegistration.u2Holds(harm, s, stats, Paired.sameSeeds(worlds, silence))) {
                over.add(a.arm());
                red.add(a.profile());
                failed |= scope.contains(a.profile());
            }
        }
        return Prediction.judged(judged && !failed, V2RoomsRegistration.U2_RULE,
                new RoomsVerdicts.VersusSilence(arms, over,
                        perProfile ? byProfile(r, scope, red) : null));
    }

    private static String u3Rule() {
        return "at every claims arm, |pooled harm(A) / pooled harm(S) - the registered ratio| <= "
                + V2RoomsRegistration.U3_TOLERANCE.toPlainString()
                + " (the ratio the claim-loss model gives at the PER measured on dev seeds)";
    }

    private static Prediction<RoomsVerdicts.FromChannel> u3(RoomsUnderstandingResult r) {
        long s = wire(r, S).totals().firstVisitHarm();
        List<RoomsVerdicts.PointPrediction> points = new ArrayList<>();
        boolean all = true;
        for (RoomsArm a : claims(r)) {
            V2RoomsRegistration.Registered reg = V2RoomsRegistration.RATIOS.get(a.arm());
            if (reg == null) {
                all = false;
                continue;
            }
            long harm = a.summary().firstVisitHarm();
            BigDecimal observed = ratio(harm, s);
            boolean within = s > 0 && observed.subtract(reg.ratio()).abs()
                    .compareTo(V2RoomsRegistration.U3_TOLERANCE) <= 0;
            all &= within;
            points.add(new RoomsVerdicts.PointPrediction(a.arm(), reg.perDev(), reg.ratio(),
                    reg.ratio().multiply(BigDecimal.valueOf(s)).setScale(4, RoundingMode.HALF_UP),
                    harm, s, observed, a.summary().per(), a.summary().perCi95(), within));
        }
        boolean complete = points.size() == V2RoomsRegistration.RATIOS.size();
        return Prediction.judged(all && complete, u3Rule(), new RoomsVerdicts.FromChannel(
                V2RoomsRegistration.U3_TOLERANCE, points));
    }

    private static String u4Rule() {
        return "per profile, the furthest distance d of living-rt0.5-{0.5,1,2,3}m (white 30 dB)"
                + " such that at every distance <= d harm(A) <= harm(T) + 1 in >= "
                + V2RoomsRegistration.U4_SHARE.movePointRight(2).stripTrailingZeros()
                .toPlainString() + " % of worlds equals the registered range (k1: "
                + V2RoomsRegistration.range("k1").toPlainString() + " m, r: "
                + V2RoomsRegistration.range("r").toPlainString() + " m; 0 = none)";
    }

    private static Prediction<RoomsVerdicts.Range> u4(RoomsUnderstandingResult r) {
        List<WorldResult> truth = wire(r, T).worlds();
        List<RoomsVerdicts.ProfileRange> profiles = new ArrayList<>();
        boolean all = true;
        for (String profile : r.config().profiles()) {
            List<RoomsVerdicts.RangePoint> points = new ArrayList<>();
            BigDecimal reach = BigDecimal.ZERO.setScale(1);
            boolean unbroken = true;
            for (RoomsArm a : claims(r)) {
                if (!a.profile().equals(profile) || !V2RoomsRegistration.onDistanceCurve(a)) {
                    continue;
                }
                Paired.Stats st = Paired.stats(a.result().worlds(), truth, Paired.HARM);
                BigDecimal share = ratio(st.withinOne(), st.worlds());
                points.add(new RoomsVerdicts.RangePoint(a.arm(), a.distanceM(), st.worlds(),
                        st.withinOne(), share, Uncertainty.wilson95(st.withinOne(), st.worlds())));
                unbroken &= st.worlds() > 0 && share.compareTo(V2RoomsRegistration.U4_SHARE) >= 0;
                if (unbroken) {
                    reach = a.distanceM();
                }
            }
            BigDecimal registered = V2RoomsRegistration.range(profile);
            all &= points.size() == V2RoomsRegistration.DISTANCES && reach.compareTo(registered) == 0;
            profiles.add(new RoomsVerdicts.ProfileRange(profile, registered, reach, points));
        }
        all &= !profiles.isEmpty();
        return Prediction.judged(all, u4Rule(), new RoomsVerdicts.Range(
                V2RoomsRegistration.U4_SHARE, profiles));
    }

    private static String u5Rule() {
        return "P3 in every arm (wire and rooms) and every world: every guard holds, each at its"
                + " full count";
    }

    private static Prediction<RoomsVerdicts.Firewall> u5(RoomsUnderstandingResult r) {
        List<ArmResult> arms = new ArrayList<>();
        r.wire().forEach(w -> arms.add(w.result()));
        r.arms().forEach(a -> arms.add(a.result()));
        int rows = 0;
        int holds = 0;
        List<String> failing = new ArrayList<>();
        for (ArmResult a : arms) {
            for (WorldResult w : a.worlds()) {
                rows++;
                if (w.firewallHolds()) {
                    holds++;
                } else {
                    failing.add(w.arm() + "@" + w.seed());
                }
            }
        }
        return Prediction.judged(rows > 0 && failing.isEmpty(), u5Rule(),
                new RoomsVerdicts.Firewall(arms.size(), rows, holds, failing));
    }

    private static ArmResult wire(RoomsUnderstandingResult r, String arm) {
        for (WireArm w : r.wire()) {
            if (w.arm().equals(arm)) {
                return w.result();
            }
        }
        throw new IllegalArgumentException("wire arms must include " + arm + ": "
                + r.wire().stream().map(WireArm::arm).toList());
    }

    private static List<RoomsArm> claims(RoomsUnderstandingResult r) {
        return r.arms().stream().filter(a -> a.mode().equals(UnderstandingRooms.CLAIMS)).toList();
    }

    private static BigDecimal ratio(long num, long den) {
        return Json.ratio(num, den, 4);
    }
}
