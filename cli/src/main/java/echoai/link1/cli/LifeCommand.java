package echoai.link1.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import echoai.link1.bench.Json;
import echoai.nexus0.Agent;
import echoai.nexus0.Auditor;
import echoai.nexus0.Gate;
import echoai.nexus0.LifeSummary;
import echoai.nexus0.RingWorld;
import echoai.nexus0.TurnRecord;
import java.io.PrintWriter;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code link1 life [--seed N] [--d] [--telemetry]}: a NEXUS-0 veteran lives 256 turns; prints its
 * summary as one line of JSON, or with {@code --telemetry} the echo-nexus v1 lines (per turn a
 * telemetry line with {@code action_name} and a frame line with {@code observer.position}, then
 * two result lines of at most 180 characters carrying the summary and the digest).
 */
@Command(name = "life", mixinStandardHelpOptions = true,
        description = {"A NEXUS-0 veteran lives 256 turns in world(seed); prints its summary.",
            "The summary is one line of JSON.",
            "--telemetry prints echo-nexus backend v1 JSON lines instead (telemetry, frame,",
            "result)."})
final class LifeCommand implements Callable<Integer> {
    static final String ORIGIN = EchoNexusLines.ORIGIN;
    /** Grid code of the agent's own cell in a frame. */
    static final int GRID_AGENT = 4;

    @Spec
    private CommandSpec spec;

    @Mixin
    private WorldOptions worldOptions;

    @Option(names = "--telemetry", description = "echo-nexus backend v1 JSON lines.")
    private boolean telemetry;

    @Override
    public Integer call() {
        RingWorld world = worldOptions.world();
        PrintWriter out = spec.commandLine().getOut();
        Agent agent = new Agent(world);
        Auditor auditor = new Auditor();
        while (!agent.isOver()) {
            TurnRecord rec = agent.turn();
            auditor.check(rec, agent.snapshot());
            if (telemetry) {
                EchoNexusLines.print(out, telemetryLine(rec));
                EchoNexusLines.print(out, frameLine(world, rec));
            }
        }
        ObjectNode summary = summary(world, agent, auditor);
        if (telemetry) {
            for (String text : resultTexts(summary)) {
                EchoNexusLines.print(out, EchoNexusLines.result(text));
            }
        } else {
            out.println(Json.line(summary));
        }
        out.flush();
        return Main.EXIT_OK;
    }

    static ObjectNode summary(RingWorld world, Agent agent, Auditor auditor) {
        LifeSummary life = agent.summary();
        ObjectNode doc = Json.object();
        doc.put("seed", world.seed());
        doc.put("world", WorldCommand.worldName(world));
        doc.put("turns", life.turns());
        doc.put("harm", life.harm());
        doc.put("return", life.totalReturn());
        doc.put("cam", life.camSize());
        doc.put("tried", life.tried());
        doc.put("gate_vetoes", life.vetoes());
        doc.put("gate_passes", life.passes());
        doc.put("cortex_calls", life.cortexCalls());
        doc.put("false_facts", auditor.falseFacts());
        doc.put("destroyed", auditor.destroyed());
        doc.put("digest", agent.digest());
        return doc;
    }

    /**
     * The summary as two result texts of at most 180 characters each: the measures first, then
     * the audit and the core digest (the last result line is the one a 1.5.x side panel keeps).
     */
    static List<String> resultTexts(ObjectNode s) {
        String who = String.format("NEXUS-0 veteran, %s(%d)", s.get("world").asText(),
                s.get("seed").asLong());
        String measures = String.format("%s, %d turns: harm %d (turns with negative reward), "
                        + "return %d, CAM %d, tried %d (s,a) pairs, gate vetoes %d of %d verdicts",
                who, s.get("turns").asInt(), s.get("harm").asInt(), s.get("return").asInt(),
                s.get("cam").asInt(), s.get("tried").asInt(), s.get("gate_vetoes").asInt(),
                s.get("gate_vetoes").asInt() + s.get("gate_passes").asInt());
        String audit = String.format("%s: cortex_calls %d, false_facts %d, destroyed %d, digest %s",
                who, s.get("cortex_calls").asInt(), s.get("false_facts").asInt(),
                s.get("destroyed").asInt(), s.get("digest").asText());
        return List.of(measures, audit);
    }

    static ObjectNode telemetryLine(TurnRecord rec) {
        ObjectNode line = Json.object();
        line.put("kind", "telemetry");
        line.put("origin", ORIGIN);
        line.put("turn", rec.turn());
        line.put("wsp", HexFormat.of().formatHex(rec.observation().toBytes()));
        line.put("action", rec.action().ordinal());
        line.put("action_name", rec.action().name());
        line.put("reward", rec.reward());
        line.put("gate", rec.verdict() == Gate.Verdict.VETO ? 1 : 0);
        ArrayNode q = line.putArray("q");
        q.add(rec.qApproach()).add(rec.qAvoid()).add(rec.qWait());
        line.put("cam_used", rec.camSize());
        return line;
    }

    /** The ring after the move: kinds, the agent's cell as {@link #GRID_AGENT} and the observer. */
    static ObjectNode frameLine(RingWorld world, TurnRecord rec) {
        return EchoNexusLines.frame(
                cell -> cell == rec.nextCell() ? GRID_AGENT : world.kind(cell).gridCode(),
                rec.nextCell(), rec.turn());
    }
}
