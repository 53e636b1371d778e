package echoai.link1.bench.e8;

import echoai.link1.bench.Json;
import echoai.link1.bench.e8.E8Verdicts.Guards;
import echoai.link1.bench.e8.E8Verdicts.HarmAgainst;
import echoai.link1.bench.e8.E8Verdicts.Liar;
import echoai.link1.bench.e8.E8Verdicts.NoChange;
import echoai.link1.bench.e8.E8Verdicts.StopsBelieving;
import echoai.link1.bench.rules.Prediction;
import echoai.link1.session.E8World;
import echoai.link1.session.SpeakerFigures;
import echoai.link1.session.WorldResult;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * E8's predictions W1–W6 ({@code docs/spec/E8.md}) from one E8 result; thresholds as registered
 * there. "Harm" is first-visit harm; "today's rule" is {@code SET:notrust}, the wrong speakers
 * heard last.
 */
public final class E8Predictions {
    static final String W1 = "{H, L}: harm(H+L:trust) <= harm(H:trust) + 1 in >= 90 % of worlds,"
            + " and harm(H+L:trust) < harm(H+L:notrust) in >= 75 %";
    static final String W2 = "in H+L:trust and H+L+L:trust, for each liar: among the worlds where"
            + " B contradicted it at least twice, no diversion on its claims after the 2nd"
            + " contradiction in >= 90 %";
    static final String W3 = "{H} alone: H:trust's core digest and diversions equal H:notrust's"
            + " (arm T's life) in every world";
    static final String W4 = "{H, M0.3}: harm(H+M0.3:trust) <= harm(H:trust) + 1 in >= 90 % of"
            + " worlds";
    static final String W5 = "{H, L, L}: harm(H+L+L:trust) <= harm(H:trust) + 1 in >= 90 % of"
            + " worlds, and harm(H+L+L:trust) < harm(H+L+L:notrust) in >= 75 %";
    static final String W6 = "every arm and world: every P3 guard holds at its full count (oracle"
            + " and twin agree on every turn)";
    private static final BigDecimal P75 = new BigDecimal("0.75");
    private static final BigDecimal P90 = new BigDecimal("0.90");

    private E8Predictions() {
    }

    /** Every verdict pending, with why. */
    static E8Verdicts pending(String why) {
        return new E8Verdicts(Prediction.pending(W1, why), Prediction.pending(W2, why),
                Prediction.pending(W3, why), Prediction.pending(W4, why),
                Prediction.pending(W5, why), Prediction.pending(W6, why));
    }

    /** W1–W6 from an E8 result (any seed set; the caller decides whether it counts). */
    public static E8Verdicts judge(E8Result e8) {
        return judge(e8, "", "", W1, W2, W3, W4, W5, W6);
    }

    /**
     * W1–W6's rules on the arms named {@code prefix + set + ":" + rule + suffix} ({H}'s arms
     * without the suffix), with the rules' texts given.
     */
    public static E8Verdicts judge(E8Result e8, String prefix, String suffix, String... rules) {
        List<E8World> honest = worlds(e8, prefix + "H:trust");
        HarmAgainst w1 = harm(e8, prefix + "H+L", suffix, honest);
        HarmAgainst w4 = harm(e8, prefix + "H+M0.3", suffix, honest);
        HarmAgainst w5 = harm(e8, prefix + "H+L+L", suffix, honest);
        return new E8Verdicts(
                Prediction.judged(holds(w1, true), rules[0], w1),
                w2(e8, rules[1], prefix, suffix),
                w3(rules[2], honest, worlds(e8, prefix + "H:notrust")),
                Prediction.judged(holds(w4, false), rules[3], w4),
                Prediction.judged(holds(w5, true), rules[4], w5), w6(e8, rules[5]));
    }

    public static List<E8World> worlds(E8Result e8, String arm) {
        E8Result.Arm a = e8.arms().get(arm);
        if (a == null) {
            throw new IllegalArgumentException("E8 result must hold arm " + arm);
        }
        return a.worlds();
    }

    public static boolean holds(HarmAgainst h, boolean below) {
        return h.worlds() > 0 && h.withinRate().compareTo(P90) >= 0
                && (!below || h.belowRate().compareTo(P75) >= 0);
    }

    /** {@code set}'s trusting arm against {H}'s harm + 1 and against today's rule. */
    public static HarmAgainst harm(E8Result e8, String set, String suffix, List<E8World> honest) {
        List<E8World> trust = worlds(e8, set + ":trust" + suffix);
        List<E8World> today = worlds(e8, set + ":notrust" + suffix);
        int within = 0;
        int below = 0;
        int todayWithin = 0;
        int harm = 0;
        int honestHarm = 0;
        int todayHarm = 0;
        for (int i = 0; i < trust.size(); i++) {
            int t = trust.get(i).world().firstVisitHarm();
            int h = honest.get(i).world().firstVisitHarm();
            int n = today.get(i).world().firstVisitHarm();
            within += t <= h + 1 ? 1 : 0;
            below += t < n ? 1 : 0;
            todayWithin += n <= h + 1 ? 1 : 0;
            harm += t;
            honestHarm += h;
            todayHarm += n;
        }
        int w = trust.size();
        return new HarmAgainst(set + ":trust" + suffix, w, within, rate(within, w), below, rate(below, w),
                harm, honestHarm, todayHarm, todayWithin, rate(todayWithin, w));
    }

    private static Prediction<StopsBelieving> w2(E8Result e8, String rule, String prefix,
                                                 String suffix) {
        List<Liar> liars = new ArrayList<>();
        boolean holds = true;
        for (String set : List.of(prefix + "H+L", prefix + "H+L+L")) {
            List<E8World> trust = worlds(e8, set + ":trust" + suffix);
            List<E8World> today = worlds(e8, set + ":notrust" + suffix);
            int speakers = trust.isEmpty() ? 0 : trust.get(0).speakers().size();
            for (int k = 0; k < speakers; k++) {
                if (!trust.get(0).speakers().get(k).kind().equals("L")) {
                    continue;
                }
                Liar l = liar(set + ":trust" + suffix, trust, today, k);
                holds &= l.contradictedTwice() > 0 && l.rate().compareTo(P90) >= 0;
                liars.add(l);
            }
        }
        return Prediction.judged(holds && !liars.isEmpty(), rule, new StopsBelieving(liars));
    }

    private static Liar liar(String arm, List<E8World> trust, List<E8World> today, int k) {
        int twice = 0;
        int zero = 0;
        int after = 0;
        int todayTwice = 0;
        int todayZero = 0;
        for (int i = 0; i < trust.size(); i++) {
            SpeakerFigures s = trust.get(i).speakers().get(k);
            if (s.diversionsAfterSecond() >= 0) {
                twice++;
                zero += s.diversionsAfterSecond() == 0 ? 1 : 0;
                after += s.diversionsAfterSecond();
            }
            SpeakerFigures n = today.get(i).speakers().get(k);
            if (n.diversionsAfterSecond() >= 0) {
                todayTwice++;
                todayZero += n.diversionsAfterSecond() == 0 ? 1 : 0;
            }
        }
        int id = trust.isEmpty() ? 0 : trust.get(0).speakers().get(k).id();
        return new Liar(arm, id, trust.size(), twice, zero, rate(zero, twice), after, todayZero,
                todayTwice, rate(todayZero, todayTwice));
    }

    private static Prediction<NoChange> w3(String rule, List<E8World> trust,
                                           List<E8World> today) {
        int digest = 0;
        int diversions = 0;
        int disbelieved = 0;
        int contradictions = 0;
        int agreements = 0;
        for (int i = 0; i < trust.size(); i++) {
            WorldResult t = trust.get(i).world();
            WorldResult n = today.get(i).world();
            digest += t.coreDigest().equals(n.coreDigest()) ? 1 : 0;
            diversions += t.diversions() == n.diversions() ? 1 : 0;
            SpeakerFigures h = trust.get(i).speakers().get(0);
            disbelieved += h.everDisbelieved() ? 1 : 0;
            contradictions += h.contradictions();
            agreements += h.agreements();
        }
        int w = trust.size();
        return Prediction.judged(w > 0 && digest == w && diversions == w, rule,
                new NoChange(w, digest, diversions, disbelieved, contradictions, agreements));
    }

    private static Prediction<Guards> w6(E8Result e8, String rule) {
        Map<String, Integer> byArm = new LinkedHashMap<>();
        int rows = 0;
        int holding = 0;
        for (Map.Entry<String, E8Result.Arm> arm : e8.arms().entrySet()) {
            int h = 0;
            for (E8World w : arm.getValue().worlds()) {
                rows++;
                h += w.world().firewallHolds() ? 1 : 0;
            }
            holding += h;
            byArm.put(arm.getKey(), h);
        }
        return Prediction.judged(rows > 0 && holding == rows, rule, new Guards(rows, holding,
                byArm));
    }

    private static BigDecimal rate(int num, int den) {
        return Json.ratio(num, den, 4);
    }
}
