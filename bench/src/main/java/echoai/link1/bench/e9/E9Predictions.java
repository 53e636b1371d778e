package echoai.link1.bench.e9;

import echoai.link1.agent.ListeningRule;
import echoai.link1.bench.Json;
import echoai.link1.bench.e9.DiscoveryVerdicts.BoundedLiar;
import echoai.link1.bench.e9.DiscoveryVerdicts.DigestAlone;
import echoai.link1.bench.e9.DiscoveryVerdicts.Guards;
import echoai.link1.bench.e9.DiscoveryVerdicts.NoFalse;
import echoai.link1.bench.e9.DiscoveryVerdicts.OnceIdentified;
import echoai.link1.bench.e9.DiscoveryVerdicts.Paired;
import echoai.link1.bench.e9.DiscoveryVerdicts.RightMember;
import echoai.link1.bench.rules.Prediction;
import echoai.link1.session.DiscoveryFigures;
import echoai.link1.session.E9World;
import echoai.link1.session.WorldResult;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * E9's predictions D1–D7 ({@code docs/spec/E9.md}) from one E9 result; thresholds as
 * registered there.
 */
public final class E9Predictions {
    static final String D1 = "harm(DISC) < harm(S) in >= 75 % of worlds";
    static final String D2 = "among the worlds where B identified A's perception, harm(DISC) <="
            + " harm(T) + 1 in >= 90 %";
    static final String D3 = "B acts on a false identification in <= 1 % of the worlds of DISC-X"
            + " and of DISC, and harm(DISC-X) <= harm(S) + 1 in >= 95 % of worlds";
    static final String D4 = "harm(TNEQ) = harm(S) in >= 90 % of worlds and harm(TNEQ) < harm(S)"
            + " in <= 5 %";
    static final String D5 = "DISC: B identifies A's perception and its belief ends on its own"
            + " member in >= 90 % of worlds";
    static final String D6 = "every arm and world: every P3 guard holds at its full count"
            + " (oracle and twin agree on every turn)";
    static final String D7 = "code assertion, reported: diversions(DISC-L) <= ADVICE_BUDGET x"
            + " sites counted, every world";
    private static final BigDecimal P75 = new BigDecimal("0.75");
    private static final BigDecimal P90 = new BigDecimal("0.90");
    private static final BigDecimal P95 = new BigDecimal("0.95");
    private static final BigDecimal P05 = new BigDecimal("0.05");
    private static final BigDecimal P01 = new BigDecimal("0.01");

    private E9Predictions() {
    }

    /** Every verdict pending, with why. */
    static DiscoveryVerdicts pending(String why) {
        return new DiscoveryVerdicts(Prediction.pending(D1, why), Prediction.pending(D2, why),
                Prediction.pending(D3, why), Prediction.pending(D4, why),
                Prediction.pending(D5, why), Prediction.pending(D6, why),
                Prediction.pending(D7, why));
    }

    /** D1–D7 from an E9 result (any seed set; the caller decides whether it counts). */
    public static DiscoveryVerdicts judge(E9Result e9) {
        List<E9World> s = e9.arms().get("S").worlds();
        List<E9World> t = e9.arms().get("T").worlds();
        List<E9World> tneq = e9.arms().get("TNEQ").worlds();
        List<E9World> disc = e9.arms().get("DISC").worlds();
        List<E9World> discX = e9.arms().get("DISC-X").worlds();
        List<E9World> discL = e9.arms().get("DISC-L").worlds();
        Paired d1 = paired(disc, s, 0);
        DigestAlone d4 = new DigestAlone(paired(tneq, s, 0), rate(paired(tneq, s, 0).equal(),
                s.size()), rate(paired(tneq, s, 0).better(), s.size()));
        return new DiscoveryVerdicts(
                Prediction.judged(d1.rate().compareTo(P75) >= 0, D1, d1),
                d2(disc, t), d3(disc, discX, s),
                Prediction.judged(d4.equalRate().compareTo(P90) >= 0
                        && d4.betterRate().compareTo(P05) <= 0, D4, d4),
                d5(disc), d6(e9), d7(discL));
    }

    /** {@code arm} against {@code other}: better when harm(arm) < harm(other) - slack. */
    private static Paired paired(List<E9World> arm, List<E9World> other, int slack) {
        int better = 0;
        int equal = 0;
        int worse = 0;
        int harm = 0;
        int otherHarm = 0;
        for (int i = 0; i < arm.size(); i++) {
            int a = arm.get(i).world().firstVisitHarm();
            int o = other.get(i).world().firstVisitHarm();
            harm += a;
            otherHarm += o;
            better += a < o - slack ? 1 : 0;
            equal += a == o ? 1 : 0;
            worse += a > o ? 1 : 0;
        }
        return new Paired(arm.size(), better, equal, worse, rate(better, arm.size()), harm,
                otherHarm);
    }

    private static Prediction<OnceIdentified> d2(List<E9World> disc, List<E9World> t) {
        int identified = 0;
        int within = 0;
        int withinAll = 0;
        for (int i = 0; i < disc.size(); i++) {
            boolean ok = disc.get(i).world().firstVisitHarm()
                    <= t.get(i).world().firstVisitHarm() + 1;
            withinAll += ok ? 1 : 0;
            if (disc.get(i).discovery().identified()) {
                identified++;
                within += ok ? 1 : 0;
            }
        }
        BigDecimal r = rate(within, identified);
        return Prediction.judged(identified > 0 && r.compareTo(P90) >= 0, D2,
                new OnceIdentified(disc.size(), identified, within, r, withinAll));
    }

    private static Prediction<NoFalse> d3(List<E9World> disc, List<E9World> discX,
                                          List<E9World> s) {
        int falseX = (int) discX.stream().filter(w -> w.discovery().falseIdentification())
                .count();
        int falseDisc = (int) disc.stream().filter(w -> w.discovery().falseIdentification())
                .count();
        int within = 0;
        for (int i = 0; i < discX.size(); i++) {
            within += discX.get(i).world().firstVisitHarm() <= s.get(i).world().firstVisitHarm()
                    + 1 ? 1 : 0;
        }
        BigDecimal r = rate(within, discX.size());
        boolean holds = rate(falseX, discX.size()).compareTo(P01) <= 0
                && rate(falseDisc, disc.size()).compareTo(P01) <= 0 && r.compareTo(P95) >= 0;
        return Prediction.judged(holds, D3, new NoFalse(discX.size(), falseX, falseDisc, within,
                r));
    }

    private static Prediction<RightMember> d5(List<E9World> disc) {
        int identified = 0;
        int right = 0;
        List<Integer> sites = new ArrayList<>();
        int turnMax = -1;
        for (E9World w : disc) {
            DiscoveryFigures d = w.discovery();
            if (d.identified()) {
                identified++;
                right += d.narrowedToMember() ? 1 : 0;
                sites.add(d.identifySites());
                turnMax = Math.max(turnMax, d.identifyTurn());
            }
        }
        sites.sort(null);
        BigDecimal r = rate(right, disc.size());
        int min = sites.isEmpty() ? 0 : sites.get(0);
        int median = sites.isEmpty() ? 0 : sites.get((sites.size() - 1) / 2);
        int max = sites.isEmpty() ? 0 : sites.get(sites.size() - 1);
        return Prediction.judged(r.compareTo(P90) >= 0, D5, new RightMember(disc.size(),
                identified, right, r, min, median, max, turnMax));
    }

    private static Prediction<Guards> d6(E9Result e9) {
        Map<String, Integer> byArm = new LinkedHashMap<>();
        int rows = 0;
        int holding = 0;
        for (Map.Entry<String, E9Result.Arm> arm : e9.arms().entrySet()) {
            int h = 0;
            for (E9World w : arm.getValue().worlds()) {
                rows++;
                h += w.world().firewallHolds() ? 1 : 0;
            }
            holding += h;
            byArm.put(arm.getKey(), h);
        }
        return Prediction.judged(rows > 0 && holding == rows, D6, new Guards(rows, holding,
                byArm));
    }

    private static Prediction<BoundedLiar> d7(List<E9World> discL) {
        int violations = 0;
        int max = 0;
        int harm = 0;
        int identified = 0;
        for (E9World w : discL) {
            WorldResult r = w.world();
            violations += r.diversions() > ListeningRule.ADVICE_BUDGET * r.sitesCounted() ? 1 : 0;
            max = Math.max(max, r.diversions());
            harm += r.firstVisitHarm();
            identified += w.discovery().identified() ? 1 : 0;
        }
        return Prediction.judged(violations == 0, D7, new BoundedLiar(discL.size(), violations,
                max, harm, identified));
    }

    private static BigDecimal rate(int num, int den) {
        return Json.ratio(num, den, 4);
    }
}
