package echoai.link1.bench;

import echoai.link1.session.Dialogue;
import echoai.link1.results.WorldResult;

import com.fasterxml.jackson.databind.node.ObjectNode;
import echoai.link1.agent.ListeningRule;
import echoai.link1.agent.WireChannel;
import echoai.nexus0.Agent;
import java.util.List;

/** E5 — dialogue by wire ({@link Dialogue}): B asks, A answers; ASKs and UNKNOWNs counted. */
public final class E5Dialogue implements Experiment {
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
    public ObjectNode run(BenchContext ctx) throws Exception {
        List<WorldResult> worlds = Worlds.map(ctx, id(),
                seed -> Dialogue.run(seed, new WireChannel()).result());
        ObjectNode doc = Json.document(this, ctx.seeds());
        ObjectNode config = doc.putObject("config");
        config.put("lifeTurns", Agent.LIFE_TURNS);
        config.put("adviceBudget", ListeningRule.ADVICE_BUDGET);
        config.put("channel", "wire");
        doc.putObject("arms").set(Dialogue.ARM, E4Understanding.armNode(worlds));
        return doc;
    }
}
