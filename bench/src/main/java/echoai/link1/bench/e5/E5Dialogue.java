package echoai.link1.bench.e5;

import echoai.link1.bench.SeedPolicy;
import echoai.link1.bench.Doc;
import echoai.link1.agent.ListeningRule;
import echoai.link1.agent.WireChannel;
import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.Json;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.Worlds;
import echoai.link1.bench.arms.ArmResult;
import echoai.link1.session.Dialogue;
import echoai.link1.session.WorldResult;
import echoai.nexus0.Agent;
import java.util.List;
import java.util.Map;

/** E5 — dialogue by wire ({@link Dialogue}): B asks, A answers; ASKs and UNKNOWNs counted. */
public final class E5Dialogue implements Experiment<E5Result> {
    /** Its document. */
    public static final Doc<E5Result> DOC = new Doc<>("E5.json", E5Result.class);
    @Override
    public String id() {
        return "E5";
    }

    @Override
    public Doc<E5Result> doc() {
        return DOC;
    }

    @Override
    public String title() {
        return "dialogue by wire: B asks about a non-empty site with an untried action, A answers"
                + " from its final state (CLAIMs or UNKNOWN); first-visit harm, postcards, P3";
    }

    @Override
    public E5Result run(BenchContext ctx) throws Exception {
        return assemble(ctx.seeds(), Worlds.map(ctx, id(), E5Dialogue::runSeed));
    }

    /** One world's row of E5 (a function of the seed only). */
    public static WorldResult runSeed(long seed) {
        return Dialogue.run(seed, new WireChannel()).result();
    }

    /** The E5 document from the rows over {@code seeds}, in seed order (what {@link #run} writes). */
    public E5Result assemble(SeedSet seeds, List<WorldResult> worlds) {
        return new E5Result(Json.SCHEMA_VERSION, id(), title(), seeds.label(),
                new E5Result.Config(Agent.LIFE_TURNS, ListeningRule.ADVICE_BUDGET, "wire"),
                Map.of(Dialogue.ARM, ArmResult.of(worlds)));
    }

    @Override
    public SeedPolicy seedPolicy() {
        return SeedPolicy.registeredBy("v1");
    }
}
