package echoai.link1.bench.e8;

import echoai.link1.bench.SeedPolicy;
import echoai.link1.bench.Doc;
import echoai.link1.agent.ListeningRule;
import echoai.link1.agent.TrustRule;
import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.Json;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.Worlds;
import echoai.link1.session.E8World;
import echoai.link1.session.SpeakerKind;
import echoai.link1.session.TrustArm;
import echoai.link1.session.TrustRunner;
import echoai.nexus0.Agent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * E8 (v2, {@code docs/spec/E8.md}): trust earned, not assumed, by wire. Per world the 21 arms of
 * {@link TrustArm#wireArms()} — the speaker sets {H}, {L}, {H, L}, {H, M0.3}, {H, L, L}, each
 * with E8's trust, with today's rule (no trust) in the adversarial order (the wrong speakers
 * heard last), with the known-liar baseline, and for the mixed sets trust and no trust with the
 * honest speaker heard last — each E4's row (first-visit harm, harm, diversions, postcards, every
 * P3 guard) and per speaker its figures (claims, diversions, B's checks of it, diversions after
 * B's 1st and 2nd contradiction of it, its trust trajectory). Writes {@code v2/E8.json}. Not in
 * {@code bench all}.
 *
 * <p>The eval seeds are refused until E8's registration is in the registry (its seed policy).
 */
public final class E8Trust implements Experiment<E8Result> {
    /** Its document. */
    public static final Doc<E8Result> DOC = new Doc<>("v2/E8.json", E8Result.class);
    /** The arms in the order they are written. */
    public static final List<TrustArm> ARMS = TrustArm.wireArms();

    /** The registered experiment. */
    public E8Trust() {
    }

    @Override
    public String id() {
        return "E8";
    }

    @Override
    public Doc<E8Result> doc() {
        return DOC;
    }

    @Override
    public String title() {
        return "trust earned, not assumed: several veterans speak, some wrong (H honest, L signs"
                + " inverted, M0.3 each sign flipped with probability 0.3); B keeps testimony per"
                + " speaker and trusts each from its own turns only; {H}, {L}, {H, L}, {H, M0.3},"
                + " {H, L, L} with trust, today's rule and a known-liar baseline, by wire";
    }

    @Override
    public boolean inAll() {
        return false;
    }

    @Override
    public E8Result run(BenchContext ctx) throws Exception {
        List<List<E8World>> runs = Worlds.map(ctx, id(), E8Trust::world);
        Map<String, E8Result.Arm> arms = new LinkedHashMap<>();
        for (int i = 0; i < ARMS.size(); i++) {
            List<E8World> worlds = new ArrayList<>();
            for (List<E8World> run : runs) {
                worlds.add(run.get(i));
            }
            TrustArm a = ARMS.get(i);
            arms.put(a.name(), E8Result.Arm.of(a.set().label(), a.rule().label(), a.order(),
                    worlds));
        }
        return new E8Result(Json.SCHEMA_VERSION, id(), title(), ctx.seeds().label(), config(),
                arms);
    }

    /** Every arm of one world, in {@link #ARMS} order. */
    static List<E8World> world(long seed) {
        List<E8World> out = new ArrayList<>(ARMS.size());
        for (TrustArm arm : ARMS) {
            out.add(TrustRunner.run(seed, arm));
        }
        return out;
    }

    public static E8Result.Config config() {
        Map<String, String> rules = new LinkedHashMap<>();
        rules.put(TrustArm.Rule.TRUST.label(), "E8's rule: testimony per speaker; a claim of V on"
                + " (site, a) foretells harm iff V < 0 and is settled the first time B itself does"
                + " a there (its reward r < 0 or not): borne out, contradicted, or no evidence (V ="
                + " 0, no harm); Beta(" + TrustRule.PRIOR + " + agreements, " + TrustRule.PRIOR
                + " + contradictions) per speaker; at a site B follows the most trusted speaker"
                + " that spoke of it, ties to the one heard last, among those whose mean is >= "
                + TrustRule.THRESHOLD_NUM + "/" + TrustRule.THRESHOLD_DEN + "; LINK-1's rule over"
                + " that speaker's testimony alone");
        rules.put(TrustArm.Rule.NOTRUST.label(), "today's rule (LINK1.md): a later claim on a"
                + " (referent, action) replaces an earlier one, whoever said it");
        rules.put(TrustArm.Rule.KNOWN.label(), "the known-liar baseline: today's rule on the"
                + " honest speaker's frames alone (the wrong speakers ignored from the start)");
        return new E8Result.Config(Agent.LIFE_TURNS, ListeningRule.ADVICE_BUDGET,
                TrustRule.PRIOR, TrustRule.THRESHOLD_NUM + "/" + TrustRule.THRESHOLD_DEN,
                "sign: V < 0 foretells harm (r < 0); each (speaker, referent, action) settled once,"
                        + " on any turn B does the action at the site (exploration, followed advice"
                        + " or its own greedy)",
                "speaker j = veteran j of the world (Veteran.of: life from cell 8j, id 1 for j = 0,"
                        + " 2 + j after); H says its claims, L inverts every V, M0.3 inverts each V"
                        + " with probability " + SpeakerKind.FLIP_PER_MILLE + "/1000 from"
                        + " SplittableRandom(Seeds.mix(seed, Seeds.stream(\""
                        + SpeakerKind.FLIP_STREAM + "\" + j)))",
                "wire: every speaker's frames in a block in veteran order, the wrong speakers'"
                        + " after the honest one's (adversarial) or before it (honest-last), all"
                        + " heard before B's turn 0",
                rules);
    }

    @Override
    public SeedPolicy seedPolicy() {
        return SeedPolicy.registeredBy("E8");
    }
}
