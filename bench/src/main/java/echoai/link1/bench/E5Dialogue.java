package echoai.link1.bench;

import echoai.link1.session.Dialogue;
import echoai.link1.results.ArmResult;
import echoai.link1.results.E5Result;
import echoai.link1.results.WorldResult;

import echoai.link1.agent.ListeningRule;
import echoai.link1.agent.WireChannel;
import echoai.nexus0.Agent;
import java.util.List;
import java.util.Map;

/** E5 — dialogue by wire ({@link Dialogue}): B asks, A answers; ASKs and UNKNOWNs counted. */
public final class E5Dialogue implements Experiment<E5Result> {
    @Override
    public String id() {
        return "E5";
    }

    @Override
    public String title() {
        return "dialogue by wire: B asks about a non-empty site with an untried action, A answers"
                + " from its final state (CLAIMs or UNKNOWN); first-visit harm, postcards, P3";
    }

    @Override
    public E5Result run(BenchContext ctx) throws Exception {
        List<WorldResult> worlds = Worlds.map(ctx, id(),
                seed -> Dialogue.run(seed, new WireChannel()).result());
        return new E5Result(Json.SCHEMA_VERSION, id(), title(), ctx.seeds().label(),
                new E5Result.Config(Agent.LIFE_TURNS, ListeningRule.ADVICE_BUDGET, "wire"),
                Map.of(Dialogue.ARM, ArmResult.of(worlds)));
    }
}
