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
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code link1 life --seed N [--d] [--telemetry]}: a NEXUS-0 veteran lives 256 turns; prints its
 * summary as JSON, or with {@code --telemetry} the echo-nexus v1 lines (per turn a telemetry
 * and a frame line, then a result line carrying the summary).
 */
@Command(name = "life", mixinStandardHelpOptions = true,
        description = {"A NEXUS-0 veteran lives 256 turns in world(seed); prints its summary as JSON.",
            "--telemetry prints echo-nexus backend v1 JSON lines instead (telemetry, frame, result)."})
final class LifeCommand implements Callable<Integer> {
    static final String ORIGIN = "LIVE / NEXUS-0";
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
                out.println(Json.line(telemetryLine(rec)));
                out.println(Json.line(frameLine(world, rec)));
            }
        }
        ObjectNode summary = summary(world, agent, auditor);
        if (telemetry) {
            ObjectNode result = Json.object();
            result.put("kind", "result");
            result.put("text", resultText(summary));
            out.println(Json.line(result));
        } else {
            out.print(Json.text(summary));
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

    static String resultText(ObjectNode s) {
        return String.format("NEXUS-0 veteran, %s(%d), %d turns: harm %d (turns with negative reward), "
                        + "return %d, CAM %d, tried %d (s,a) pairs, gate vetoes %d of %d verdicts, "
                        + "cortex_calls %d, false_facts %d, destroyed %d, digest %s",
                s.get("world").asText(), s.get("seed").asLong(), s.get("turns").asInt(),
                s.get("harm").asInt(), s.get("return").asInt(), s.get("cam").asInt(),
                s.get("tried").asInt(), s.get("gate_vetoes").asInt(),
                s.get("gate_vetoes").asInt() + s.get("gate_passes").asInt(),
                s.get("cortex_calls").asInt(), s.get("false_facts").asInt(),
                s.get("destroyed").asInt(), s.get("digest").asText());
    }

    static ObjectNode telemetryLine(TurnRecord rec) {
        ObjectNode line = Json.object();
        line.put("kind", "telemetry");
        line.put("origin", ORIGIN);
        line.put("turn", rec.turn());
        line.put("wsp", HexFormat.of().formatHex(rec.observation().toBytes()));
        line.put("action", rec.action().ordinal());
        line.put("reward", rec.reward());
        line.put("gate", rec.verdict() == Gate.Verdict.VETO ? 1 : 0);
        ArrayNode q = line.putArray("q");
        q.add(rec.qApproach()).add(rec.qAvoid()).add(rec.qWait());
        line.put("cam_used", rec.camSize());
        return line;
    }

    static ObjectNode frameLine(RingWorld world, TurnRecord rec) {
        ObjectNode line = Json.object();
        line.put("kind", "frame");
        line.put("origin", ORIGIN);
        ArrayNode row = line.putArray("grid").addArray();
        for (int cell = 0; cell < RingWorld.CELLS; cell++) {
            row.add(cell == rec.nextCell() ? GRID_AGENT : world.kind(cell).gridCode());
        }
        line.put("turn", rec.turn());
        return line;
    }
}
