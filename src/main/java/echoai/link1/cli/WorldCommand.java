package echoai.link1.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import echoai.link1.bench.Json;
import echoai.nexus0.RingWorld;
import java.io.PrintWriter;
import java.util.HexFormat;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code link1 world --seed N [--d] [--json]}: the ring, its landmarks and referents. */
@Command(name = "world", mixinStandardHelpOptions = true,
        description = {"Prints NEXUS-0's ring world of a seed: kinds (. T G N), landmarks, referents.",
            "--d shows arm D's changed world (same landmarks, another placement)."})
final class WorldCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Mixin
    private WorldOptions worldOptions;

    @Option(names = "--json", description = "One JSON document instead of text.")
    private boolean json;

    @Override
    public Integer call() {
        RingWorld world = worldOptions.world();
        PrintWriter out = spec.commandLine().getOut();
        out.print(json ? Json.text(toJson(world)) : toText(world));
        out.flush();
        return Main.EXIT_OK;
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
