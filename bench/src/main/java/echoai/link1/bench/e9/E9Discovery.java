package echoai.link1.bench.e9;

import echoai.link1.bench.SeedPolicy;
import echoai.link1.bench.Doc;
import echoai.link1.agent.ListeningRule;
import echoai.link1.agent.PerceptionBelief;
import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.Json;
import echoai.link1.bench.Worlds;
import echoai.link1.session.DiscoveryRunner;
import echoai.link1.session.E9World;
import echoai.link1.session.PerceptionArm;
import echoai.nexus0.Agent;
import echoai.nexus0.Perception;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * E9 (v2, {@code docs/spec/E9.md}): referents without shared perception, by wire. Per world
 * the six arms of {@link PerceptionArm} — S, T, TNEQ (the T≠), DISC, DISC-X, DISC-L —
 * each E4's row (first-visit harm, harm, diversions, postcards, every P3 guard) and, for the
 * discovering arms, when B identified A's perception, after how many sites, whether it acted on
 * a false translation and whether its belief ends on its member. Writes {@code v2/E9.json}.
 * Not in {@code bench all}.
 */
public final class E9Discovery implements Experiment<E9Result> {
    /** Its document. */
    public static final Doc<E9Result> DOC = new Doc<>("v2/E9.json", E9Result.class);
    /** The arms in the order they are written. */
    public static final List<PerceptionArm> ARMS = List.of(PerceptionArm.values());

    private final String id;
    private final Doc<E9Result> doc;
    private final String registration;
    private final String evalSeeds;

    /** The registered experiment. */
    public E9Discovery() {
        this("E9", DOC, "E9", null);
    }

    /**
     * E9's experiment under another id, document and registration, the same in every other
     * respect: E9-fresh, E9 once more on fresh eval seeds ({@code docs/spec/E9.md}).
     *
     * @param id the experiment's id
     * @param doc its document
     * @param registration the registration whose eval seeds it runs on
     * @param evalSeeds those seeds as {@code --seeds} takes them, or null for the default
     */
    public E9Discovery(String id, Doc<E9Result> doc, String registration, String evalSeeds) {
        this.id = id;
        this.doc = doc;
        this.registration = registration;
        this.evalSeeds = evalSeeds;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public Doc<E9Result> doc() {
        return doc;
    }

    /** E9's eval run takes the default seeds; another registration's names its own range. */
    @Override
    public String command(String seedSet) {
        return evalSeeds == null || (seedSet != null && !seedSet.equals("eval"))
                ? Experiment.super.command(seedSet)
                : "./link1 bench " + id + " --seeds " + evalSeeds;
    }

    @Override
    public String title() {
        return "referents without shared perception: B perceives through an unknown member of a"
                + " family of " + Perception.MEMBERS + " encoders and discovers A's from A's"
                + " postcards and its own perceptions; S, T, TNEQ (no discovery), DISC, DISC-X"
                + " (unrelated world), DISC-L (liar's values), by wire";
    }

    @Override
    public boolean inAll() {
        return false;
    }

    @Override
    public E9Result run(BenchContext ctx) throws Exception {
        List<List<E9World>> runs = Worlds.map(ctx, id(), E9Discovery::world);
        Map<String, E9Result.Arm> arms = new LinkedHashMap<>();
        for (int i = 0; i < ARMS.size(); i++) {
            List<E9World> worlds = new ArrayList<>();
            for (List<E9World> run : runs) {
                worlds.add(run.get(i));
            }
            arms.put(ARMS.get(i).label(), E9Result.Arm.of(worlds));
        }
        return new E9Result(Json.SCHEMA_VERSION, id(), title(), ctx.seeds().label(), config(),
                arms);
    }

    /** Every arm of one world, in {@link #ARMS} order. */
    static List<E9World> world(long seed) {
        List<E9World> out = new ArrayList<>(ARMS.size());
        for (PerceptionArm arm : ARMS) {
            out.add(DiscoveryRunner.run(seed, arm));
        }
        return out;
    }

    private static E9Result.Config config() {
        Map<String, String> arms = new LinkedHashMap<>();
        arms.put("S", "silence");
        arms.put("T", "A's true claims, B perceives as A (E4's T)");
        arms.put("TNEQ", "A's true claims, B perceives through its member, looks testimony up by"
                + " its own referents (no discovery)");
        arms.put("DISC", "A's true claims, B perceives through its member and discovers A's"
                + " perception");
        arms.put("DISC-X", "claims of A's life in an unrelated world, B discovers");
        arms.put("DISC-L", "A's referents, its values negated (E4's L), B discovers");
        return new E9Result.Config(Agent.LIFE_TURNS, ListeningRule.ADVICE_BUDGET,
                PerceptionBelief.EVIDENCE_BITS, Perception.MEMBERS,
                "landmark rotl16(L, rotation) XOR key (16 x 65536), the four relation atoms"
                        + " permuted (24), the six axes' signs flipped (64); identity = v1",
                "Perception.draw(Seeds.mix(seed, Seeds.stream(\"" + PerceptionArm.PERCEPTION_STREAM
                        + "\")))",
                "world(Seeds.mix(seed, Seeds.stream(\"" + PerceptionArm.UNRELATED_STREAM + "\")))",
                arms);
    }

    @Override
    public SeedPolicy seedPolicy() {
        return SeedPolicy.registeredBy(registration);
    }
}
