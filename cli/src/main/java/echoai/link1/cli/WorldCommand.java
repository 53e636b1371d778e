package echoai.link1.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import echoai.link1.bench.Json;
import echoai.nexus0.Agent;
import echoai.nexus0.CellKind;
import echoai.nexus0.RingWorld;
import java.io.PrintWriter;
import java.util.HexFormat;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code link1 world [--seed N] [--d] [--json | --telemetry]}: the ring, its landmarks and referents,
 * as a text table, as one line of JSON, or with {@code --telemetry} as echo-nexus v1 lines (a frame
 * of the ring with the observer on the agent's start cell, a result line, then the table as text).
 */
@Command(name = "world", mixinStandardHelpOptions = true,
        description = {"Prints NEXUS-0's ring world of a seed: kinds, landmarks, referents.",
            "Each of the 32 cells is of a kind: . empty, T threat (it hurts), G goal (it",
            "rewards), N novel; its referent is the name both agents compute for it.",
            "--d shows arm D's changed world (same landmarks, another placement).",
            "--telemetry prints echo-nexus backend v1 lines (a frame, a result), then the",
            "table."})
final class WorldCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Mixin
    private WorldOptions worldOptions;

    @Option(names = "--json", description = "One JSON document on one line instead of text.")
    private boolean json;

    @Option(names = "--telemetry", description = "echo-nexus backend v1 lines, then the table.")
    private boolean telemetry;

    @Override
    public Integer call() {
        if (json && telemetry) {
            throw new UsageException("--json and --telemetry must not be given together");
        }
        RingWorld world = worldOptions.world();
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(Json.line(toJson(world)));
        } else {
            if (telemetry) {
                int start = new Agent(world).position();
                EchoNexusLines.print(out, EchoNexusLines.frame(cell -> world.kind(cell).gridCode(),
                        start, -1));
                EchoNexusLines.print(out, EchoNexusLines.result(resultText(world, start)));
            }
            out.print(toText(world));
        }
        out.flush();
        return Main.EXIT_OK;
    }

    /** The world in one result text: its kinds, their counts and the agent's start cell. */
    static String resultText(RingWorld world, int startCell) {
        int[] counts = new int[CellKind.values().length];
        for (int cell = 0; cell < RingWorld.CELLS; cell++) {
            counts[world.kind(cell).ordinal()]++;
        }
        StringBuilder sb = new StringBuilder();
        sb.append(worldName(world)).append('(').append(world.seed()).append("), ")
                .append(RingWorld.CELLS).append(" cells ").append(world.kindsString()).append(':');
        String sep = " ";
        for (CellKind kind : CellKind.values()) {
            sb.append(sep).append(counts[kind.ordinal()]).append(' ').append(kind.symbol())
                    .append(' ').append(kind.name().toLowerCase(Locale.ROOT));
            sep = ", ";
        }
        return sb.append("; an agent starts at cell ").append(startCell).toString();
    }

    static String worldName(RingWorld world) {
        return world.isChanged() ? "world_D" : "world";
    }

    static ObjectNode toJson(RingWorld world) {
        ObjectNode doc = Json.object();
        doc.put("seed", world.seed());
        doc.put("world", worldName(world));
        doc.put("kinds", world.kindsString());
        ArrayNode cells = doc.putArray("cells");
        for (int cell = 0; cell < RingWorld.CELLS; cell++) {
            ObjectNode c = cells.addObject();
            c.put("cell", cell);
            c.put("kind", world.kind(cell).name());
            c.put("landmark", String.format("0x%04x", world.landmark(cell)));
            c.put("referent", String.format("0x%04x", world.referent(cell)));
            c.put("observation", HexFormat.of().formatHex(world.observe(cell).toBytes()));
        }
        return doc;
    }

    static String toText(RingWorld world) {
        StringBuilder sb = new StringBuilder();
        sb.append(worldName(world)).append('(').append(world.seed()).append("): ")
                .append(world.kindsString()).append('\n');
        sb.append("cell kind   landmark referent observation\n");
        for (int cell = 0; cell < RingWorld.CELLS; cell++) {
            sb.append(String.format("%4d %-6s 0x%04x   0x%04x   %s%n", cell, world.kind(cell),
                    world.landmark(cell), world.referent(cell),
                    HexFormat.of().formatHex(world.observe(cell).toBytes())));
        }
        return sb.toString();
    }
}
