package echoai.link1.bench.e7;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.BenchContext;
import echoai.link1.bench.BuildInfo;
import echoai.link1.bench.Json;
import echoai.link1.bench.PerfLog;
import echoai.link1.bench.Progress;
import echoai.link1.bench.SeedSet;
import echoai.link1.modem.AirProfile;
import echoai.link1.session.MediumAccess;
import echoai.link1.session.RoomPlacement;
import echoai.link1.session.RoomSetup;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** E7 one world at a time: the merged parts are the one-pass result; a kept part is reused only by its own clean build. */
class E7PartsTest {
    private static final BuildInfo CLEAN = new BuildInfo("0123456789abcdef0123456789abcdef01234567",
            BuildInfo.CLEAN);

    private static final E7Room ROOM = small();
    private static List<E7Room.World> worlds;

    @BeforeAll
    static void liveTwoWorlds() {
        worlds = List.of(ROOM.world(3), ROOM.world(4));
    }

    private static E7Room small() {
        List<RoomSetup> claims = List.of(
                E7Room.setup(AirProfile.K1, 1, RoomPlacement.NEAR, MediumAccess.Mode.TDMA),
                E7Room.setup(AirProfile.K1, 1, RoomPlacement.NEAR, MediumAccess.Mode.CSMA));
        List<RoomSetup> dialogue = List.of(
                E7Room.setup(AirProfile.K1, 1, RoomPlacement.NEAR, MediumAccess.Mode.CSMA));
        return new E7Room(claims, dialogue);
    }

    @Test
    void mergedOneWorldPartsAreTheOnePassResultAndSurviveTheirJson(@TempDir Path dir)
            throws Exception {
        E7Room e = ROOM;
        E7Result whole = e.assemble("3-4", worlds);
        E7Result a = e.assemble("3-4", List.of(worlds.get(0)));
        E7Result b = e.assemble("3-4", List.of(worlds.get(1)));
        Path fa = E7Parts.file(dir, 3);
        Files.createDirectories(fa.getParent());
        Files.writeString(fa, Json.withBuild(Json.text(a), CLEAN, null), StandardCharsets.UTF_8);
        E7Result back = E7Parts.reusable(fa, 3, "3-4", CLEAN);
        assertThat(back).isEqualTo(a);
        assertThat(Json.text(E7Parts.merge(List.of(back, b)))).isEqualTo(Json.text(whole));
        assertThat(whole.arms().get(1).summary()).isNotEqualTo(a.arms().get(1).summary());
    }

    @Test
    void aPartIsReusedOnlyByTheCleanBuildThatKeptItForItsSeedSetAndWorld(@TempDir Path dir)
            throws Exception {
        E7Result a = ROOM.assemble("3-4", List.of(worlds.get(0)));
        Path f = E7Parts.file(dir, 3);
        Files.createDirectories(f.getParent());
        Files.writeString(f, Json.withBuild(Json.text(a), CLEAN, null), StandardCharsets.UTF_8);
        assertThat(E7Parts.reusable(f, 3, "3-4", CLEAN)).isNotNull();
        assertThat(E7Parts.reusable(f, 4, "3-4", CLEAN)).as("another world").isNull();
        assertThat(E7Parts.reusable(f, 3, "dev", CLEAN)).as("another seed set").isNull();
        BuildInfo other = new BuildInfo("f".repeat(40), BuildInfo.CLEAN);
        assertThat(E7Parts.reusable(f, 3, "3-4", other)).as("another commit").isNull();
        BuildInfo dirty = new BuildInfo(CLEAN.commit(), BuildInfo.DIRTY);
        Files.writeString(f, Json.withBuild(Json.text(a), dirty, null), StandardCharsets.UTF_8);
        assertThat(E7Parts.reusable(f, 3, "3-4", dirty)).as("a dirty tree").isNull();
        String text = Json.withBuild(Json.text(a), CLEAN, null);
        Files.writeString(f, text.substring(0, text.length() / 2), StandardCharsets.UTF_8);
        assertThat(E7Parts.reusable(f, 3, "3-4", CLEAN)).as("cut short").isNull();
        assertThat(E7Parts.reusable(E7Parts.file(dir, 9), 9, "3-4", CLEAN)).isNull();
    }

    @Test
    void aRunKeepsEveryWorldAndGivesTheSameBytesAgain(@TempDir Path dir) throws Exception {
        E7Room e = ROOM;
        BenchContext ctx = new BenchContext(SeedSet.parse("3"), dir, false, 1,
                Map.of(E7Parts.RESUME, "true"), Progress.NONE, new PerfLog());
        E7Result first = e.run(ctx);
        assertThat(E7Parts.file(dir, 3)).isRegularFile();
        assertThat(Json.text(e.run(ctx))).isEqualTo(Json.text(first))
                .isEqualTo(Json.text(e.assemble("3", List.of(worlds.get(0)))));
    }
}
