package echoai.link1.sweep;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import echoai.link1.bench.BuildInfo;
import echoai.link1.bench.Json;
import echoai.link1.bench.arms.ArmResult;
import echoai.link1.bench.e4.E4Result;
import echoai.link1.bench.e5.E5Result;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult;
import echoai.link1.bench.v1.Predictions;
import echoai.link1.session.WorldResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The sweep beside the bench on the same seeds: per arm, how many per-world rows are
 * byte-identical ({@link Json#line}) to the bench's; whether {@code E4.json} and {@code E5.json}
 * are byte-identical; whether {@code predictions.json} is equal once P6 (judged from E2, which a
 * sweep does not run) and E2's entry in {@code sources} are set aside; for the rooms arms,
 * whether {@code understanding-rooms.json} is byte-identical to the bench's (in the folder or
 * its {@code v2/}), rows compared under their row files' names ({@link RoomArms#file}).
 *
 * @param against            the bench folder compared with
 * @param arms               per arm: worlds in the bench and rows identical
 * @param e4Identical        E4.json byte-identical (null when the sweep wrote none: its grid
 *                           has no E4 arm; false when only the sweep has one)
 * @param e5Identical        E5.json byte-identical (likewise)
 * @param predictionsEqualP6Aside predictions.json equal without p6 and sources.E2 (likewise)
 * @param roomsIdentical     understanding-rooms.json byte-identical (absent when the sweep has
 *                           no rooms arms)
 */
public record BenchComparison(String against, Map<String, Rows> arms, Boolean e4Identical,
                              Boolean e5Identical, Boolean predictionsEqualP6Aside,
                              @JsonInclude(JsonInclude.Include.NON_NULL) Boolean roomsIdentical) {
    /**
     * One arm's rows compared.
     *
     * @param worlds    the bench's worlds in this arm
     * @param identical of them, rows byte-identical to the sweep's
     */
    public record Rows(int worlds, int identical) {
    }

    public BenchComparison {
        arms = Collections.unmodifiableMap(new LinkedHashMap<>(arms));
    }

    /** True when every row, both documents and the predictions match. */
    public boolean allEqual() {
        return !Boolean.FALSE.equals(e4Identical) && !Boolean.FALSE.equals(e5Identical)
                && !Boolean.FALSE.equals(predictionsEqualP6Aside)
                && !Boolean.FALSE.equals(roomsIdentical)
                && arms.values().stream().allMatch(r -> r.worlds() == r.identical());
    }

    /** Compares the sweep's documents in {@code sweep} with the bench's in {@code bench}. */
    public static BenchComparison of(Path sweep, Path bench, String benchLabel) throws IOException {
        Map<String, Rows> arms = new LinkedHashMap<>();
        Map<String, ArmResult> ours = new LinkedHashMap<>();
        Map<String, ArmResult> theirs = new LinkedHashMap<>();
        if (Files.exists(sweep.resolve("E4.json")) && Files.exists(bench.resolve("E4.json"))) {
            ours.putAll(Json.read(sweep.resolve("E4.json"), E4Result.class).arms());
            theirs.putAll(Json.read(bench.resolve("E4.json"), E4Result.class).arms());
        }
        if (Files.exists(sweep.resolve("E5.json")) && Files.exists(bench.resolve("E5.json"))) {
            ours.putAll(Json.read(sweep.resolve("E5.json"), E5Result.class).arms());
            theirs.putAll(Json.read(bench.resolve("E5.json"), E5Result.class).arms());
        }
        for (String arm : ours.keySet()) {
            if (theirs.containsKey(arm)) {
                arms.put(arm, rows(theirs.get(arm).worlds(), ours.get(arm).worlds()));
            }
        }
        Boolean rooms = null;
        Path ourRooms = sweep.resolve(Aggregate.ROOMS_FILE);
        if (Files.exists(ourRooms)) {
            Path theirRooms = bench.resolve(Aggregate.ROOMS_FILE);
            if (!Files.exists(theirRooms)) {
                theirRooms = bench.resolve("v2").resolve(Aggregate.ROOMS_FILE);
            }
            rooms = Files.exists(theirRooms) && sameButBuild(ourRooms, theirRooms);
            if (Files.exists(theirRooms)) {
                Map<String, ArmResult> a = roomsArms(ourRooms);
                Map<String, ArmResult> b = roomsArms(theirRooms);
                a.forEach((file, r) -> {
                    if (b.containsKey(file)) {
                        arms.put(file, rows(b.get(file).worlds(), r.worlds()));
                    }
                });
            }
        }
        return new BenchComparison(benchLabel, arms, identical(sweep, bench, "E4.json"),
                identical(sweep, bench, "E5.json"), predictionsEqual(sweep, bench), rooms);
    }

    private static Map<String, ArmResult> roomsArms(Path file) throws IOException {
        RoomsUnderstandingResult r = Json.read(file, RoomsUnderstandingResult.class);
        Map<String, ArmResult> out = new LinkedHashMap<>();
        r.wire().forEach(w -> out.put(RoomArms.file(w.arm()), w.result()));
        r.arms().forEach(a -> out.put(RoomArms.file(a.arm()), a.result()));
        return out;
    }

    private static Rows rows(List<WorldResult> bench, List<WorldResult> sweep) {
        int same = 0;
        for (int i = 0; i < bench.size() && i < sweep.size(); i++) {
            same += Json.line(bench.get(i)).equals(Json.line(sweep.get(i))) ? 1 : 0;
        }
        return new Rows(bench.size(), same);
    }

    /** Null when the sweep did not write {@code name} (its grid has no such arms). */
    private static Boolean identical(Path sweep, Path bench, String name) throws IOException {
        Path fa = sweep.resolve(name);
        Path fb = bench.resolve(name);
        if (!Files.exists(fa)) {
            return null;
        }
        return Files.exists(fb) && sameButBuild(fa, fb);
    }

    /**
     * Byte-identical but for the build block ({@code bench.BuildInfo}): the sweep's documents
     * name the sweep's build, the bench's the bench's (or none, written before provenance).
     */
    static boolean sameButBuild(Path a, Path b) throws IOException {
        return Json.withoutBuild(Files.readString(a)).equals(Json.withoutBuild(Files.readString(b)));
    }

    private static Boolean predictionsEqual(Path sweep, Path bench) throws IOException {
        Path a = sweep.resolve(Predictions.DOC.file());
        Path b = bench.resolve(Predictions.DOC.file());
        if (!Files.exists(a)) {
            return null;
        }
        if (!Files.exists(b)) {
            return false;
        }
        return withoutP6(Json.read(a)).equals(withoutP6(Json.read(b)));
    }

    private static JsonNode withoutP6(JsonNode predictions) {
        ObjectNode copy = predictions.deepCopy();
        copy.remove("p6");
        copy.remove(BuildInfo.KEY);
        if (copy.get("sources") instanceof ObjectNode sources) {
            sources.remove("E2");
        }
        return copy;
    }
}
