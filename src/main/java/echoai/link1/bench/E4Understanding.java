package echoai.link1.bench;

import echoai.link1.session.Arm;
import echoai.link1.session.ArmPlan;
import echoai.link1.session.ArmRunner;
import echoai.link1.session.AirChannel;
import echoai.link1.results.WorldResult;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import echoai.link1.agent.ListeningRule;
import echoai.link1.agent.Outbox;
import echoai.link1.agent.TalkingAgent;
import echoai.link1.agent.Veteran;
import echoai.link1.agent.WireChannel;
import echoai.link1.speech.Claim;
import echoai.nexus0.Agent;
import echoai.nexus0.RingWorld;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * E4 — understanding: per arm and world the E4 keys ({@link WorldResult}); then the
 * understanding figures of {@link Understanding} on arm T and the deaf-B control (B hears T's
 * claims but ignores them: its life must equal arm S's, digest and first-visit harm).
 * The arms are {@link ArmPlan}s: S, T, X, L, D by wire now; air arms are added by listing them.
 */
public final class E4Understanding implements Experiment {
    private final List<ArmPlan> plans;

    /** The registered E4: S, T, X, L, D by wire, then A10 and A0 (T by air, echo room, K=1). */
    public E4Understanding() {
        this(registeredArms());
    }

    /** The spec's arms: the five wire arms, then T through the simulated echo room at 10 and 0 dB. */
    public static List<ArmPlan> registeredArms() {
        List<ArmPlan> plans = new ArrayList<>(ArmPlan.wireArms());
        plans.add(AirChannel.echoArm("A10", Arm.T, 10));
        plans.add(AirChannel.echoArm("A0", Arm.T, 0));
        return List.copyOf(plans);
    }

    /** E4 over {@code plans} (must include S and T for the understanding figures). */
    public E4Understanding(List<ArmPlan> plans) {
        this.plans = List.copyOf(plans);
    }

    @Override
    public String id() {
        return "E4";
    }

    @Override
    public String title() {
        return "understanding: B's first-visit harm with silence (S), truth (T), permuted referents"
                + " (X), inverted sign (L), changed world (D), truth by air through the echo room at 10"
                + " and 0 dB, K=1 (A10, A0); the P3 guards; Lowe et al. 2019 metrics";
    }

    /** One world's results: per arm, then the understanding figures and the deaf control. */
    private record SeedRun(Map<String, WorldResult> arms, Understanding.WorldFigures figures,
                           WorldResult deaf) {
    }

    @Override
    public ObjectNode run(BenchContext ctx) throws Exception {
        List<SeedRun> runs = Worlds.map(ctx, id(), this::runSeed);
        ObjectNode doc = Json.document(this, ctx.seeds());
        ObjectNode config = doc.putObject("config");
        config.put("lifeTurns", Agent.LIFE_TURNS);
        config.put("adviceBudget", ListeningRule.ADVICE_BUDGET);
        config.put("speakerId", Veteran.ID);
        config.put("listenerId", TalkingAgent.ID);
        ObjectNode channels = config.putObject("channels");
        for (ArmPlan plan : plans) {
            channels.put(plan.name(), plan.channel().apply(ctx.seeds().base()).name());
        }
        ObjectNode arms = doc.putObject("arms");
        for (ArmPlan plan : plans) {
            List<WorldResult> worlds = new ArrayList<>();
            for (SeedRun run : runs) {
                worlds.add(run.arms().get(plan.name()));
            }
            arms.set(plan.name(), armNode(worlds));
        }
        doc.set("understanding", understanding(runs));
        return doc;
    }

    private SeedRun runSeed(long seed) {
        Map<String, WorldResult> arms = new LinkedHashMap<>();
        for (ArmPlan plan : plans) {
            arms.put(plan.name(), plan.run(seed));
        }
        List<Claim> truth = new Veteran(RingWorld.world(seed)).claims();
        byte[] bytes = WireChannel.bytes(new Outbox(Veteran.ID).frames(truth));
        TalkingAgent b = ArmRunner.listenLife(seed, Arm.T, bytes, false);
        TalkingAgent deaf = ArmRunner.listenLife(seed, Arm.T, bytes, true);
        WorldResult deafResult = ArmRunner.result(seed, "deafT", deaf,
                new Outbox(Veteran.ID).frames(truth));
        return new SeedRun(arms, Understanding.measure(seed, truth, b), deafResult);
    }

    /** The JSON of one arm: its worlds and a few totals. */
    static ObjectNode armNode(List<WorldResult> worlds) {
        ObjectNode node = Json.object();
        ArrayNode list = node.putArray("worlds");
        int fvh = 0;
        int postcards = 0;
        int holds = 0;
        for (WorldResult w : worlds) {
            list.add(WorldRows.json(w));
            fvh += w.firstVisitHarm();
            postcards += w.postcards();
            holds += w.firewallHolds() ? 1 : 0;
        }
        ObjectNode totals = node.putObject("totals");
        totals.put("worlds", worlds.size());
        totals.put("first_visit_harm", fvh);
        totals.put("postcards", postcards);
        totals.put("p3_holds", holds);
        return node;
    }

    private static ObjectNode understanding(List<SeedRun> runs) {
        ObjectNode u = Json.object();
        int visits = 0;
        int moved = 0;
        int shuffled = 0;
        double cic = 0;
        double cicIgnoring = 0;
        int deafEqual = 0;
        ArrayNode per = Json.array();
        for (SeedRun run : runs) {
            Understanding.WorldFigures f = run.figures();
            visits += f.firstVisits();
            moved += f.movedBySilence();
            shuffled += f.changedByShuffle();
            cic += f.cicBits();
            cicIgnoring += f.cicIgnoringBits();
            WorldResult s = run.arms().get(Arm.S.name());
            boolean equal = s != null && s.coreDigest().equals(run.deaf().coreDigest())
                    && s.firstVisitHarm() == run.deaf().firstVisitHarm();
            deafEqual += equal ? 1 : 0;
            ObjectNode w = per.addObject();
            w.put("seed", f.seed());
            w.put("first_visits", f.firstVisits());
            w.put("moved_by_silence", f.movedBySilence());
            w.put("changed_by_shuffle", f.changedByShuffle());
            w.put("cic_bits_mean", Json.fixed(f.firstVisits() == 0 ? 0 : f.cicBits() / f.firstVisits(), 6));
            w.put("deaf_first_visit_harm", run.deaf().firstVisitHarm());
            w.put("deaf_equals_S", equal);
        }
        u.put("measuredOn", "arm T, B's first visits (first turn on each cell), decisions before the gate");
        ObjectNode deaf = u.putObject("deafControl");
        deaf.put("worlds", runs.size());
        deaf.put("equalToS", deafEqual);
        ObjectNode pl = u.putObject("positiveListening");
        pl.put("firstVisits", visits);
        pl.put("changedBySilence", moved);
        pl.put("rate", Json.ratio(moved, visits, 6));
        ObjectNode c = u.putObject("cic");
        c.put("messages", "uniform over {silence, true claims, each other referent's claims}");
        c.put("bitsMeanPerFirstVisit", Json.fixed(visits == 0 ? 0 : cic / visits, 6));
        c.put("ignoringListenerBits", Json.fixed(visits == 0 ? 0 : cicIgnoring / visits, 6));
        ObjectNode sh = u.putObject("shuffledClaims");
        sh.put("firstVisits", visits);
        sh.put("actionChanged", shuffled);
        sh.put("rate", Json.ratio(shuffled, visits, 6));
        u.set("perWorld", per);
        return u;
    }
}
