package echoai.link1.bench.e8baselines;

import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.Json;
import echoai.link1.bench.Worlds;
import echoai.link1.bench.e8.E8Result;
import echoai.link1.bench.e8.E8Trust;
import echoai.link1.session.BaselineRule;
import echoai.link1.session.E8World;
import echoai.link1.session.SpeakerSet;
import echoai.link1.session.TrustArm;
import echoai.link1.session.TrustRunner;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The baselines a reviewer expects beside E8's rule, reported and not predicted: per speaker set
 * {H}, {L}, {H, L}, {H, M0.3}, {H, L, L}, by wire in E8's adversarial order (the wrong speakers
 * heard last), five rules — E8's trust, today's rule (no trust) and the known-liar baseline,
 * each run as E8 runs it ({@link TrustRunner#run}), and the majority vote and the reputation
 * baseline ({@link BaselineRule}) — each E4's row per world and per speaker E8's figures. On
 * E8's eval worlds its first three rules give E8.json's rows world for world (a test checks it).
 * Writes {@code v3/E8-baselines.json}, an {@link E8Result} as E8's. Not in {@code bench all}; no
 * rule judges it, so it may run on any seeds.
 */
public final class E8Baselines implements Experiment<E8Result> {
    /** Its document. */
    public static final Doc<E8Result> DOC = new Doc<>("v3/E8-baselines.json", E8Result.class);
    /** The arms in the order they are written: per set, the five rules. */
    public static final List<Arm> ARMS = arms();

    /**
     * One arm: a speaker set and one of E8's rules or one of the baselines.
     *
     * @param set the speakers
     * @param e8 one of E8's rules, or null for a baseline
     * @param baseline the baseline, or null for one of E8's rules
     */
    public record Arm(SpeakerSet set, TrustArm.Rule e8, BaselineRule baseline) {
        /**
         * Checks that exactly one rule is given.
         *
         * @param set never null
         * @param e8 E8's rule, or null
         * @param baseline the baseline, or null
         */
        public Arm {
            if (set == null || (e8 == null) == (baseline == null)) {
                throw new IllegalArgumentException("an arm has a set and one rule: " + set + ", "
                        + e8 + ", " + baseline);
            }
        }

        /**
         * The arm's name, E8's where the rule is E8's.
         *
         * @return e.g. {@code H+L:trust}, {@code H+L:majority}
         */
        public String name() {
            return e8 != null ? new TrustArm(set, e8, false).name() : baseline.armName(set);
        }

        /**
         * The rule's name.
         *
         * @return {@code trust}, {@code notrust}, {@code known}, {@code majority} or
         *         {@code reputation}
         */
        public String rule() {
            return e8 != null ? e8.label() : baseline.label();
        }

        /** One world of the arm. */
        E8World run(long seed) {
            return e8 != null ? TrustRunner.run(seed, new TrustArm(set, e8, false))
                    : TrustRunner.runBaseline(seed, set, baseline);
        }
    }

    /** The experiment. */
    public E8Baselines() {
    }

    private static List<Arm> arms() {
        List<Arm> out = new ArrayList<>();
        for (SpeakerSet s : SpeakerSet.values()) {
            for (TrustArm.Rule r : List.of(TrustArm.Rule.TRUST, TrustArm.Rule.NOTRUST,
                    TrustArm.Rule.KNOWN)) {
                out.add(new Arm(s, r, null));
            }
            for (BaselineRule b : BaselineRule.values()) {
                out.add(new Arm(s, null, b));
            }
        }
        return List.copyOf(out);
    }

    @Override
    public String id() {
        return "E8-baselines";
    }

    @Override
    public Doc<E8Result> doc() {
        return DOC;
    }

    @Override
    public String title() {
        return "the baselines beside E8's rule, reported: {H}, {L}, {H, L}, {H, M0.3}, {H, L, L}"
                + " by wire in the adversarial order, each with E8's trust, today's rule, the"
                + " known-liar baseline, a majority vote across speakers and a reputation"
                + " baseline (beta-binomial counts of borne-out and contradicted claims)";
    }

    @Override
    public boolean inAll() {
        return false;
    }

    @Override
    public E8Result run(BenchContext ctx) throws Exception {
        List<List<E8World>> runs = Worlds.map(ctx, id(), E8Baselines::world);
        Map<String, E8Result.Arm> arms = new LinkedHashMap<>();
        for (int i = 0; i < ARMS.size(); i++) {
            List<E8World> worlds = new ArrayList<>();
            for (List<E8World> run : runs) {
                worlds.add(run.get(i));
            }
            Arm a = ARMS.get(i);
            arms.put(a.name(), E8Result.Arm.of(a.set().label(), a.rule(), TrustArm.ADVERSARIAL,
                    worlds));
        }
        return new E8Result(Json.SCHEMA_VERSION, id(), title(), ctx.seeds().label(), config(),
                arms);
    }

    /**
     * Every arm of one world, in {@link #ARMS} order.
     *
     * @param seed the world seed
     * @return the rows
     */
    public static List<E8World> world(long seed) {
        List<E8World> out = new ArrayList<>(ARMS.size());
        for (Arm arm : ARMS) {
            out.add(arm.run(seed));
        }
        return out;
    }

    /** E8's set-up, with the two baselines' rules added and the one order run. */
    static E8Result.Config config() {
        E8Result.Config e8 = E8Trust.config();
        Map<String, String> rules = new LinkedHashMap<>(e8.rules());
        rules.put(BaselineRule.MAJORITY.label(), "the majority vote: on (site, a) each speaker"
                + " that claimed something there votes once with its latest claim's sign (V < 0"
                + " harm, V >= 0 no harm); the side with more votes wins and B uses the V of the"
                + " winning side's speaker heard last about the site; a tie (as many votes each"
                + " way) gives no advice on that action; LINK-1's rule over those values; no"
                + " learning");
        rules.put(BaselineRule.REPUTATION.label(), "the reputation baseline: E8's counts of"
                + " borne-out (alpha) and contradicted (beta) claims per speaker, prior Beta(1, 1);"
                + " a speaker steers B only while its posterior mean (1 + alpha) / (2 + alpha +"
                + " beta) is above 1/2 (alpha > beta; the same test as P(reliability > 1/2) >"
                + " 1/2), so not before B's own turns bore it out; among those, E8's choice (the"
                + " highest mean, ties to the one heard last); LINK-1's rule over that speaker's"
                + " testimony alone");
        return new E8Result.Config(e8.lifeTurns(), e8.adviceBudget(), e8.trustPrior(),
                e8.threshold(), e8.check(), e8.speakers(), "wire: every speaker's frames in a"
                        + " block in veteran order, the wrong speakers' after the honest one's"
                        + " (adversarial), all heard before B's turn 0; the known-liar baseline"
                        + " hears the honest speaker's alone", rules);
    }
}
