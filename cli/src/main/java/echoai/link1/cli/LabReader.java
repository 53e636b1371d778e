package echoai.link1.cli;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import echoai.link1.bench.BuildInfo;
import echoai.link1.bench.Json;
import echoai.link1.bench.PerfResult;
import echoai.link1.bench.e0.E0Result;
import echoai.link1.bench.e1.E1Result;
import echoai.link1.bench.e2.E2Result;
import echoai.link1.bench.e2rooms.E2RoomsResult;
import echoai.link1.bench.e2roomsf.ProfileFRoomsResult;
import echoai.link1.bench.e2roomsnoise.E2RoomsNoiseResult;
import echoai.link1.bench.e3.E3Result;
import echoai.link1.bench.e4.E4Result;
import echoai.link1.bench.e5.E5Result;
import echoai.link1.bench.e6.E6Result;
import echoai.link1.bench.e7.E7Result;
import echoai.link1.bench.e7capture.E7CaptureResult;
import echoai.link1.bench.e7live.E7LiveResult;
import echoai.link1.bench.e8.E8Result;
import echoai.link1.bench.e9.E9Result;
import echoai.link1.bench.ggwavefair.GgwaveFairResult;
import echoai.link1.bench.registry.V2PredictionsResult;
import echoai.link1.bench.reliability.ReliabilityResult;
import echoai.link1.bench.u3rerun.U3RerunResult;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult;
import echoai.link1.bench.v1.PredictionsResult;
import echoai.link1.report.Lab;
import echoai.link1.report.SweepDocs;
import echoai.link1.report.Tree;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Reads a lab folder for the report: each known document into its results record with the
 * bench's one mapper, every other {@code *.json} (and the registered v1 run, {@value #REGISTERED})
 * as a {@link Tree} whose numbers keep their written digits. A known document that does not fit
 * its record is an {@link IOException} naming the file: the report never guesses a schema.
 */
final class LabReader {
    /** The frozen registered run, a subfolder of the lab folder. */
    static final String REGISTERED = "registered-v1";

    private LabReader() {
    }

    /**
     * The documents of {@code dir} and its {@link Lab#EXTENDED}, {@link Lab#V2},
     * {@value #REGISTERED} and {@link Lab#SWEEP} folders.
     */
    static Lab read(Path dir) throws IOException {
        Lab.Builder b = Lab.builder();
        for (Path f : jsonFiles(dir)) {
            readKnown(b, name(f), f);
        }
        for (Path f : jsonFiles(dir.resolve(Lab.EXTENDED))) {
            String name = name(f);
            switch (name) {
                case "E2" -> b.e2Extended(record(f, E2Result.class));
                case "perf" -> b.extendedPerf(record(f, PerfResult.class));
                default -> b.other(Lab.EXTENDED + "/" + name, tree(f));
            }
        }
        for (Path f : jsonFiles(dir.resolve(Lab.V2))) {
            String name = name(f);
            switch (name) {
                case "E2-rooms" -> b.e2Rooms(record(f, E2RoomsResult.class));
                case "E2-rooms-noise" -> b.e2RoomsNoise(record(f, E2RoomsNoiseResult.class));
                case "predictions" -> b.v2Predictions(record(f, V2PredictionsResult.class));
                case "understanding-rooms" -> b.roomsUnderstanding(record(f,
                        RoomsUnderstandingResult.class));
                case "E7" -> b.e7(record(f, E7Result.class));
                case "E7-live" -> b.e7Live(record(f, E7LiveResult.class));
                case "E7-capture" -> b.e7Capture(record(f, E7CaptureResult.class));
                case "E9" -> b.e9(record(f, E9Result.class));
                case "E9-air" -> b.e9Air(record(f, E9Result.class));
                case "understanding-rooms-u3" -> b.roomsU3(record(f,
                        RoomsUnderstandingResult.class));
                case "u3-rerun-predictions" -> b.u3Rerun(record(f, U3RerunResult.class));
                case "ggwave-fair" -> b.ggwaveFair(record(f, GgwaveFairResult.class));
                case "E8" -> b.e8(record(f, E8Result.class));
                case "E8-air" -> b.e8Air(record(f, E8Result.class));
                case "E2-rooms-F" -> b.profileFRooms(record(f, ProfileFRoomsResult.class));
                case "understanding-rooms-f" -> b.roomsF(record(f,
                        RoomsUnderstandingResult.class));
                case "E2-rooms-babble-shuffled" -> b.e2RoomsBabbleShuffled(record(f,
                        E2RoomsResult.class));
                default -> b.other(Lab.V2 + "/" + name, tree(f));
            }
        }
        for (Path f : jsonFiles(dir.resolve(REGISTERED))) {
            b.registered(name(f), tree(f));
        }
        for (Path sub : List.of(dir, dir.resolve(Lab.EXTENDED), dir.resolve(Lab.V2))) {
            for (Path f : jsonFiles(sub)) {
                String rel = dir.relativize(f).toString();
                b.built(rel.substring(0, rel.length() - ".json".length()), built(f));
            }
        }
        for (Path sweep : folders(dir.resolve(Lab.SWEEP))) {
            readSweep(b, sweep);
        }
        return b.build();
    }

    /**
     * One sweep folder: its grid.json, predictions.json, understanding-rooms.json and sweep.json
     * (the rows and the large E4/E5.json are not read). A folder without grid.json is not a sweep.
     */
    private static void readSweep(Lab.Builder b, Path sweep) throws IOException {
        Path grid = sweep.resolve("grid.json");
        if (!Files.isRegularFile(grid)) {
            return;
        }
        Path predictions = sweep.resolve("predictions.json");
        Path rooms = sweep.resolve("understanding-rooms.json");
        Path summary = sweep.resolve("sweep.json");
        b.sweep(new SweepDocs(sweep.getFileName().toString(), tree(grid),
                Files.isRegularFile(predictions) ? record(predictions, PredictionsResult.class)
                        : null,
                Files.isRegularFile(rooms) ? record(rooms, RoomsUnderstandingResult.class)
                        : null,
                Files.isRegularFile(summary) ? tree(summary) : null));
    }

    /** The folders directly in {@code dir}, sorted; none when it is missing. */
    private static List<Path> folders(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> list = Files.list(dir)) {
            return list.filter(Files::isDirectory).sorted().toList();
        }
    }

    private static void readKnown(Lab.Builder b, String name, Path f) throws IOException {
        switch (name) {
            case "E0" -> b.e0(record(f, E0Result.class));
            case "E1" -> b.e1(record(f, E1Result.class));
            case "E2" -> b.e2(record(f, E2Result.class));
            case "E3" -> b.e3(record(f, E3Result.class));
            case "E4" -> b.e4(record(f, E4Result.class));
            case "E5" -> b.e5(record(f, E5Result.class));
            case "E6" -> b.e6(record(f, E6Result.class));
            case "reliability" -> b.reliability(record(f, ReliabilityResult.class));
            case "predictions" -> b.predictions(record(f, PredictionsResult.class));
            case "perf" -> b.perf(record(f, PerfResult.class));
            default -> b.other(name, tree(f));
        }
    }

    private static String name(Path f) {
        String n = f.getFileName().toString();
        return n.substring(0, n.length() - ".json".length());
    }

    /**
     * What a document records of its build (issue 28, item 3): "commit, tree", with the eval
     * sources a judgement read from a dirty tree; or that it records none.
     */
    static String built(Path f) throws IOException {
        com.fasterxml.jackson.databind.JsonNode doc = Json.read(f);
        BuildInfo build = BuildInfo.of(doc);
        if (build == null) {
            return BuildInfo.NOT_RECORDED;
        }
        List<String> dirty = new ArrayList<>();
        doc.path(BuildInfo.KEY).path("judged_from_dirty_tree").forEach(n -> dirty.add(n.asText()));
        return build.label() + (dirty.isEmpty() ? "" : "; judged from a dirty tree: "
                + String.join(", ", dirty));
    }

    /** The {@code *.json} files directly in {@code dir}, sorted; none when it is missing. */
    private static List<Path> jsonFiles(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> list = Files.list(dir)) {
            return list.filter(f -> f.getFileName().toString().endsWith(".json"))
                    .filter(Files::isRegularFile).sorted().toList();
        }
    }

    private static <T> T record(Path f, Class<T> type) throws IOException {
        try {
            return Json.MAPPER.readValue(f.toFile(), type);
        } catch (JsonProcessingException e) {
            throw new IOException(f + ": does not fit " + type.getSimpleName() + " ("
                    + e.getOriginalMessage() + "); rerun the bench for it", e);
        }
    }

    /** Any JSON file as a tree, numbers as written. */
    static Tree tree(Path f) throws IOException {
        try (JsonParser p = Json.MAPPER.getFactory().createParser(f.toFile())) {
            JsonToken t = p.nextToken();
            if (t == null) {
                throw new IOException(f + ": not valid JSON: empty");
            }
            return node(p, t);
        } catch (JsonProcessingException e) {
            throw new IOException(f + ": not valid JSON: " + e.getOriginalMessage(), e);
        }
    }

    private static Tree node(JsonParser p, JsonToken t) throws IOException {
        switch (t) {
            case START_OBJECT -> {
                List<Tree.Member> members = new ArrayList<>();
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String key = p.currentName();
                    members.add(new Tree.Member(key, node(p, p.nextToken())));
                }
                return new Tree.Obj(members);
            }
            case START_ARRAY -> {
                List<Tree> items = new ArrayList<>();
                for (JsonToken e = p.nextToken(); e != JsonToken.END_ARRAY; e = p.nextToken()) {
                    items.add(node(p, e));
                }
                return new Tree.Arr(items);
            }
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> {
                return new Tree.Leaf(p.getText(), Tree.Kind.NUMBER);
            }
            case VALUE_TRUE, VALUE_FALSE -> {
                return new Tree.Leaf(p.getText(), Tree.Kind.BOOLEAN);
            }
            case VALUE_NULL -> {
                return Tree.NULL;
            }
            default -> {
                return new Tree.Leaf(p.getText(), Tree.Kind.STRING);
            }
        }
    }
}
