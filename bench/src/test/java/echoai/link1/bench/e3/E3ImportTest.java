package echoai.link1.bench.e3;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.node.ObjectNode;
import echoai.link1.bench.BuildInfo;
import echoai.link1.bench.Json;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bench E3 --import}: rows are added beside the trials, never twice, all or none; a loop
 * run keeps them.
 */
class E3ImportTest {
    private static final BuildInfo TRIALS_BUILD = new BuildInfo("a".repeat(40), BuildInfo.CLEAN);

    @TempDir
    Path dir;
    private Path e3;

    /** The committed E3.json's trials, written as a loop run of some build would. */
    @BeforeEach
    void loopRun() throws IOException {
        E3Result committed = Json.read(Path.of("lab/link1/E3.json"), E3Result.class);
        e3 = dir.resolve("E3.json");
        Files.writeString(e3, Json.withBuild(Json.text(committed), TRIALS_BUILD, null));
    }

    private Path row(String name, ObjectNode row) throws IOException {
        Path f = dir.resolve(name);
        Files.writeString(f, Json.text(row), StandardCharsets.UTF_8);
        return f;
    }

    @Test
    void aValidRowIsAddedBesideTheTrialsAndReadsBack() throws Exception {
        E3Result before = Json.read(e3, E3Result.class);
        List<E3Import.Step> steps = E3Import.importRows(e3, List.of(row("mine.json",
                RoomTestRowsTest.valid())), true);
        assertThat(steps).singleElement().satisfies(s -> assertThat(s.added()).isTrue());
        E3Result after = Json.read(e3, E3Result.class);
        assertThat(after.trials()).isEqualTo(before.trials());
        assertThat(after.contributed()).singleElement().satisfies(r -> {
            assertThat(r.file()).isEqualTo("mine.json");
            assertThat(r.sha256()).isEqualTo(RoomTestRows.sha256(r));
        });
        assertThat(after).isEqualTo(before.withContributed(after.contributed()));
        String text = Files.readString(e3);
        assertThat(BuildInfo.of(e3)).as("the trials' build is kept").isEqualTo(TRIALS_BUILD);
        assertThat(Json.withoutBuild(text)).isEqualTo(Json.text(after));
        assertThat(dir.toFile().list()).containsExactlyInAnyOrder("E3.json", "mine.json");
    }

    @Test
    void aFileWithoutTheKeyReadsAsNoneAndEveryFileWritesIt() throws Exception {
        String committed = Files.readString(Path.of("lab/link1/E3.json"));
        String old = committed.replace(",\n  \"contributed\" : [ ]", "");
        assertThat(old).isNotEqualTo(committed);
        E3Result doc = Json.parse(old, E3Result.class);
        assertThat(doc.contributed()).isEmpty();
        assertThat(Json.text(doc)).contains("\"contributed\" : [ ]");
    }

    @Test
    void oneBadFileRefusesTheWholeImportAndLeavesE3Unchanged() throws Exception {
        byte[] before = Files.readAllBytes(e3);
        Path good = row("good.json", RoomTestRowsTest.valid());
        Path bad = row("bad.json", RoomTestRowsTest.valid().put("sequence", "room-test-0"));
        assertThatThrownBy(() -> E3Import.importRows(e3, List.of(good, bad), true))
                .isInstanceOf(RoomTestRows.Refused.class)
                .hasMessage(bad + ": sequence must be 'room-test-1': 'room-test-0'");
        assertThat(Files.readAllBytes(e3)).isEqualTo(before);
    }

    @Test
    void aRowAlreadyThereOrTwiceInOneImportIsSkipped() throws Exception {
        Path first = row("first.json", RoomTestRowsTest.valid());
        E3Import.importRows(e3, List.of(first), true);
        byte[] once = Files.readAllBytes(e3);
        Path again = row("again.json", RoomTestRowsTest.valid());
        List<E3Import.Step> steps = E3Import.importRows(e3, List.of(again), true);
        assertThat(steps).singleElement().satisfies(s -> {
            assertThat(s.added()).isFalse();
            assertThat(s.why()).isEqualTo("already in E3.json");
        });
        assertThat(Files.readAllBytes(e3)).isEqualTo(once);
        Path other = row("other.json", RoomTestRowsTest.valid().put("room", "kitchen"));
        Path copy = row("copy.json", RoomTestRowsTest.valid().put("room", "kitchen"));
        steps = E3Import.importRows(e3, List.of(other, copy), true);
        assertThat(steps).extracting(E3Import.Step::added).containsExactly(true, false);
        assertThat(steps.get(1).why()).isEqualTo("the same row as other.json");
        assertThat(Json.read(e3, E3Result.class).contributed()).hasSize(2);
    }

    @Test
    void rowsAreSortedByDateThenSha256AndADryRunWritesNothing() throws Exception {
        Path late = row("late.json", RoomTestRowsTest.valid().put("date", "2027-01-05"));
        Path early = row("early.json", RoomTestRowsTest.valid().put("date", "2026-03-01"));
        Path mid1 = row("mid1.json", RoomTestRowsTest.valid().put("room", "a"));
        Path mid2 = row("mid2.json", RoomTestRowsTest.valid().put("room", "b"));
        byte[] before = Files.readAllBytes(e3);
        assertThat(E3Import.importRows(e3, List.of(late, early), false))
                .allMatch(E3Import.Step::added);
        assertThat(Files.readAllBytes(e3)).isEqualTo(before);
        E3Import.importRows(e3, List.of(late, mid1), true);
        E3Import.importRows(e3, List.of(mid2, early), true);
        List<E3Contribution> rows = Json.read(e3, E3Result.class).contributed();
        assertThat(rows).extracting(E3Contribution::file).startsWith("early.json")
                .endsWith("late.json");
        assertThat(rows).isSortedAccordingTo(E3Import.ORDER);
    }

    @Test
    void aLoopRunCarriesOverTheContributedRows() throws Exception {
        assertThat(E3Import.carriedOver(dir.resolve("none/E3.json"))).isEmpty();
        assertThat(E3Import.carriedOver(e3)).isEmpty();
        E3Import.importRows(e3, List.of(row("mine.json", RoomTestRowsTest.valid())), true);
        List<E3Contribution> kept = E3Import.carriedOver(e3);
        assertThat(kept).isEqualTo(Json.read(e3, E3Result.class).contributed()).hasSize(1);
        Files.writeString(e3, "{\"schema_version\" : 1, \"trial\" : 3}\n");
        assertThatThrownBy(() -> E3Import.carriedOver(e3)).isInstanceOf(IOException.class)
                .hasMessageContaining("not an E3 document");
    }
}
