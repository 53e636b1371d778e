package echoai.link1.bench.e7;

import echoai.link1.bench.BuildInfo;
import echoai.link1.bench.Json;
import echoai.link1.bench.arms.ArmResult;
import echoai.link1.bench.arms.ArmSummary;
import echoai.link1.session.MediumAccess;
import echoai.link1.session.RoomAirCounts;
import echoai.link1.session.RoomSetup;
import echoai.link1.session.WorldResult;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * E7's run one world at a time (its eval run takes about 6 CPU-hours): each finished world is
 * kept as a one-world {@link E7Result} in {@code <out>/.partial/<id>/<seed>.json} (E7, E7-Q), with the build
 * that made it, and the run's result is the {@link #merge} of the worlds' — the same bytes as
 * one pass over every seed. With {@code --resume} a world kept by this very build (the same
 * commit, from a clean tree, the same seed set) is read back instead of lived again; anything
 * else is lived again and overwritten.
 */
final class E7Parts {
    /** The folder, under the output folder, that holds each experiment's finished worlds. */
    static final String FOLDER = ".partial";
    /** The option that reads finished worlds back ({@code bench --resume}). */
    static final String RESUME = "resume";

    private E7Parts() {
    }

    /** The file of one world's part of E7's run. */
    static Path file(Path outDir, long seed) {
        return file(outDir, "E7", seed);
    }

    /** The file of one world's part of experiment {@code id}'s run (E7, E7-Q). */
    static Path file(Path outDir, String id, long seed) {
        return outDir.resolve(FOLDER).resolve(id).resolve(seed + ".json");
    }

    /**
     * The part kept for {@code seed}, or null when there is none this build may reuse: none
     * written, another commit, a dirty tree, another seed set, or another world.
     */
    static E7Result reusable(Path file, long seed, String seedSet, BuildInfo build) {
        if (!build.clean() || !Files.isRegularFile(file)) {
            return null;
        }
        try {
            BuildInfo made = BuildInfo.of(file);
            if (made == null || !made.equals(build)) {
                return null;
            }
            E7Result part = Json.read(file, E7Result.class);
            boolean same = part.seedSet().equals(seedSet) && !part.arms().isEmpty()
                    && part.arms().stream().allMatch(a -> a.rows().size() == 1)
                    && part.timelines().stream().allMatch(t -> t.seed() == seed);
            return same ? part : null;
        } catch (IOException | RuntimeException e) {
            return null; // a part cut short or unreadable is lived again
        }
    }

    /** Keeps one world's part. */
    static void keep(Path file, E7Result part) {
        try {
            Json.writeDocument(file, part);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * One result from the worlds' parts, in their order: every arm's rows one after another,
     * the summaries computed again from them (a broadcast arm against its TDMA arm's rows), the
     * first world's timelines.
     *
     * @param parts one-world results of one grid, in seed order, at least one
     * @return the result of the whole run
     */
    static E7Result merge(List<E7Result> parts) {
        E7Result first = parts.get(0);
        List<E7Result.WireArm> wire = new ArrayList<>();
        for (int i = 0; i < first.wire().size(); i++) {
            List<WorldResult> worlds = new ArrayList<>();
            for (E7Result p : parts) {
                worlds.addAll(p.wire().get(i).result().worlds());
            }
            ArmResult r = ArmResult.of(worlds);
            wire.add(new E7Result.WireArm(first.wire().get(i).arm(), ArmSummary.of(r), r));
        }
        List<E7Result.Arm> arms = new ArrayList<>();
        for (int i = 0; i < first.arms().size(); i++) {
            E7Result.Arm a = first.arms().get(i);
            List<E7Result.Row> rows = new ArrayList<>();
            for (E7Result p : parts) {
                rows.addAll(p.arms().get(i).rows());
            }
            int bound = boundOf(first, a);
            RoomAirCounts[] bounds = null;
            if (bound >= 0) {
                List<RoomAirCounts> b = new ArrayList<>();
                for (E7Result p : parts) {
                    b.add(p.arms().get(bound).rows().get(0).air());
                }
                bounds = b.toArray(RoomAirCounts[]::new);
            }
            arms.add(new E7Result.Arm(a.arm(), a.mode(), a.profile(), a.placement(),
                    a.veterans(), a.access(), E7Summaries.of(rows, bounds), rows));
        }
        return new E7Result(first.schemaVersion(), first.experiment(), first.title(),
                first.seedSet(), first.config(), wire, arms, first.timelines());
    }

    /** The index of the TDMA arm a broadcast arm is set against, or −1 (TDMA, dialogue). */
    private static int boundOf(E7Result r, E7Result.Arm a) {
        String tdma = MediumAccess.Mode.TDMA.label();
        if (!a.mode().equals(RoomSetup.CLAIMS) || a.access().equals(tdma)) {
            return -1;
        }
        for (int j = 0; j < r.arms().size(); j++) {
            E7Result.Arm t = r.arms().get(j);
            if (t.mode().equals(a.mode()) && t.profile().equals(a.profile())
                    && t.placement().equals(a.placement()) && t.veterans() == a.veterans()
                    && t.access().equals(tdma)) {
                return j;
            }
        }
        throw new IllegalStateException("no TDMA arm for " + a.arm());
    }
}
