package echoai.link1.sweep;

import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import echoai.link1.bench.Json;
import echoai.link1.bench.SeedSet;
import java.io.IOException;
import java.io.Serializable;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A sweep's grid: which arms, over which world seeds, cut into blocks of how many seeds. Read
 * from a JSON or YAML file ({@code .yaml}, {@code .yml}):
 *
 * <pre>
 * { "name": "v1-large", "arms": ["S","T","X","L","D","A10","A0","E5"],
 *   "seeds": {"from": 100000, "to": 109999}, "block_size": 64 }
 * </pre>
 *
 * <p>Room points × profiles × modes (understanding-rooms' arms, V2-2) come as {@code points},
 * {@code profiles} and {@code modes} ({@link RoomArms}, {@link RoomPointSpec}); {@code arms} may
 * then be left out:
 *
 * <pre>
 * { "name": "rooms", "points": [{"room": "living-rt0.5-2m", "background": "white",
 *   "snr_db": 30}], "profiles": ["k1", "r"], "modes": ["claims"],
 *   "seeds": {"from": 100000, "to": 100063}, "block_size": 4 }
 * </pre>
 *
 * <p>Arms are the v1 arms of E4 ({@code S T X L D A10 A0}) and E5; they are kept in that
 * registered order whatever order the file lists them in, so the documents are the bench's.
 * Seeds must be the dev seeds' range (within 0–15), exactly the eval seeds (1000–1063, to
 * reproduce the bench) or within the declared sweep range {@value #SWEEP_FROM}–{@value #SWEEP_TO}
 * (docs/spec/LINK1-v2.md, "Large sweeps").
 *
 * @param name      the grid's name (letters, digits, '-', '_'): names the output folder
 * @param arms      v1 arm names in registered order (may be empty when {@code rooms} is given)
 * @param rooms     the rooms arms, or null
 * @param seedFrom  first world seed
 * @param seedTo    last world seed (inclusive)
 * @param blockSize seeds per task, in [1, 1024]
 */
public record Grid(String name, List<String> arms, RoomArms rooms, int seedFrom, int seedTo,
                   int blockSize) implements Serializable {
    /** The v1 arms a grid may name, in registered order (E4's, then E5). */
    public static final List<String> V1_ARMS = List.of("S", "T", "X", "L", "D", "A10", "A0", "E5");
    /** First seed of the declared sweep range. */
    public static final int SWEEP_FROM = 100_000;
    /** Last seed of the declared sweep range. */
    public static final int SWEEP_TO = 109_999;
    private static final Set<String> KEYS = Set.of("name", "arms", "points", "profiles", "modes",
            "seeds", "block_size");

    public Grid {
        if (name == null || !name.matches("[A-Za-z0-9_-]{1,64}")) {
            throw new IllegalArgumentException("name must be 1-64 letters, digits, '-' or '_': "
                    + name);
        }
        arms = rooms != null && (arms == null || arms.isEmpty()) ? List.of() : canonical(arms);
        if (blockSize < 1 || blockSize > 1024) {
            throw new IllegalArgumentException("block_size must be in [1, 1024]: " + blockSize);
        }
        checkSeeds(seedFrom, seedTo);
    }

    /** A grid of v1 arms only. */
    public Grid(String name, List<String> arms, int seedFrom, int seedTo, int blockSize) {
        this(name, arms, null, seedFrom, seedTo, blockSize);
    }

    private static List<String> canonical(List<String> arms) {
        if (arms == null || arms.isEmpty()) {
            throw new IllegalArgumentException("arms must name at least one of " + V1_ARMS
                    + " (or the grid must have points): " + arms);
        }
        for (String arm : arms) {
            if (!V1_ARMS.contains(arm)) {
                throw new IllegalArgumentException("arms must be among " + V1_ARMS + ": " + arm);
            }
        }
        if (Set.copyOf(arms).size() != arms.size()) {
            throw new IllegalArgumentException("arms must not repeat: " + arms);
        }
        return V1_ARMS.stream().filter(arms::contains).toList();
    }

    private static void checkSeeds(int from, int to) {
        if (from > to) {
            throw new IllegalArgumentException("seeds must be ascending: " + from + " > " + to);
        }
        boolean dev = from >= 0 && to <= 15;
        boolean eval = from == 1000 && to == 1063;
        boolean sweep = from >= SWEEP_FROM && to <= SWEEP_TO;
        if (!dev && !eval && !sweep) {
            throw new IllegalArgumentException("seeds must lie within dev 0-15, be exactly eval"
                    + " 1000-1063, or lie within the declared sweep range " + SWEEP_FROM + "-"
                    + SWEEP_TO + ": " + from + "-" + to);
        }
    }

    /** Reads a grid file, YAML when it ends in .yaml or .yml, else JSON. */
    public static Grid read(Path file) throws IOException {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        boolean yaml = name.endsWith(".yaml") || name.endsWith(".yml");
        JsonNode tree;
        try {
            tree = yaml ? new YAMLMapper().readTree(file.toFile()) : Json.read(file);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("GRID is not valid " + (yaml ? "YAML" : "JSON")
                    + " (" + file + "): " + oneLine(e));
        }
        return parse(tree);
    }

    private static String oneLine(JsonProcessingException e) {
        return String.valueOf(e.getOriginalMessage()).replaceAll("\\s+", " ").strip();
    }

    /** A grid from its JSON tree. */
    public static Grid parse(JsonNode tree) {
        if (tree == null || !tree.isObject()) {
            throw new IllegalArgumentException("a grid must be a JSON object");
        }
        for (Iterator<String> it = tree.fieldNames(); it.hasNext(); ) {
            String key = it.next();
            if (!KEYS.contains(key)) {
                throw new IllegalArgumentException("grid key must be one of " + KEYS + ": " + key);
            }
        }
        RoomArms rooms = null;
        if (tree.has("points")) {
            List<RoomPointSpec> points = new ArrayList<>();
            for (JsonNode point : list(tree, "points")) {
                points.add(RoomPointSpec.parse(point));
            }
            rooms = new RoomArms(points, texts(tree, "profiles"),
                    tree.has("modes") ? texts(tree, "modes") : null);
        } else if (tree.has("profiles") || tree.has("modes")) {
            throw new IllegalArgumentException("profiles and modes need points");
        }
        List<String> arms = rooms != null && !tree.has("arms") ? List.of() : texts(tree, "arms");
        JsonNode seeds = required(tree, "seeds");
        return new Grid(required(tree, "name").asText(), arms, rooms, integer(seeds, "from"),
                integer(seeds, "to"), integer(tree, "block_size"));
    }

    private static JsonNode list(JsonNode tree, String key) {
        JsonNode node = required(tree, key);
        if (!node.isArray()) {
            throw new IllegalArgumentException(key + " must be a list: " + node);
        }
        return node;
    }

    private static List<String> texts(JsonNode tree, String key) {
        List<String> out = new ArrayList<>();
        for (JsonNode item : list(tree, key)) {
            if (!item.isTextual()) {
                throw new IllegalArgumentException(key + " must be a list of names: " + item);
            }
            out.add(item.asText());
        }
        return out;
    }

    static JsonNode required(JsonNode tree, String key) {
        JsonNode node = tree.get(key);
        if (node == null || node.isNull()) {
            throw new IllegalArgumentException("grid must have '" + key + "'");
        }
        return node;
    }

    static int integer(JsonNode tree, String key) {
        JsonNode node = required(tree, key);
        if (!node.canConvertToInt() || !node.isIntegralNumber()) {
            throw new IllegalArgumentException(key + " must be an integer: " + node);
        }
        return node.intValue();
    }

    /** The grid as its file says it (also how sweep.json writes it). */
    @JsonValue
    public ObjectNode toTree() {
        ObjectNode tree = Json.object().put("name", name);
        if (rooms == null || !arms.isEmpty()) {
            ArrayNode list = tree.putArray("arms");
            arms.forEach(list::add);
        }
        if (rooms != null) {
            ArrayNode points = tree.putArray("points");
            rooms.points().forEach(p -> points.add(p.toTree()));
            ArrayNode profiles = tree.putArray("profiles");
            rooms.profiles().forEach(profiles::add);
            ArrayNode modes = tree.putArray("modes");
            rooms.modes().forEach(modes::add);
        }
        tree.putObject("seeds").put("from", seedFrom).put("to", seedTo);
        return tree.put("block_size", blockSize);
    }

    /** Puts a number as an integer when it is one (30, not 30.0), so files read as written. */
    static void putNumber(ObjectNode tree, String key, double value) {
        if (value == StrictMath.rint(value) && Math.abs(value) < 1e9) {
            tree.put(key, (long) value);
        } else {
            tree.put(key, value);
        }
    }

    /** Number of worlds. */
    public int worlds() {
        return seedTo - seedFrom + 1;
    }

    /** The seed blocks in ascending order; the last may be shorter. */
    public List<SeedBlock> blocks() {
        List<SeedBlock> out = new ArrayList<>();
        for (long from = seedFrom; from <= seedTo; from += blockSize) {
            out.add(new SeedBlock((int) from, (int) Math.min(seedTo, from + blockSize - 1)));
        }
        return List.copyOf(out);
    }

    /** The seeds as the bench names them: {@code eval}, or {@code from-to}. */
    public SeedSet seedSet() {
        return SeedSet.parse(seedFrom == 1000 && seedTo == 1063 ? "eval" : seedFrom + "-" + seedTo);
    }

    /** What one task runs for this grid. */
    public BlockWork work() {
        return new BlockWork(arms, rooms);
    }

    /** True when the grid names at least one of E4's arms. */
    public boolean hasE4() {
        return arms.stream().anyMatch(a -> !a.equals("E5"));
    }

    /** True when the grid names E5. */
    public boolean hasE5() {
        return arms.contains("E5");
    }
}
