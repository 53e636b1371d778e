package echoai.link1.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.link1.bench.e2roomsnoise.E2RoomsNoiseResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Provenance (issue 28, item 3): every document names the build that wrote it. */
class BuildInfoTest {
    private static final E2RoomsNoiseResult DOC = new E2RoomsNoiseResult(1, "E2-rooms-noise",
            "t", "dev", "0", "d", "r", "target", 12, false, List.of());

    @Test
    void theMavenBuildWroteTheCommitAndTheTreeState() {
        BuildInfo b = BuildInfo.current();
        assertThat(b.commit()).matches("[0-9a-f]{40}");
        assertThat(b.tree()).isIn("clean", "dirty");
    }

    @Test
    void aDocumentCarriesItsBuildLastAndReadsBackIntoItsRecord(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("v2/doc.json");
        Json.writeDocument(file, DOC);
        String text = Files.readString(file);
        assertThat(text).startsWith(Json.text(DOC).substring(0, Json.text(DOC).length() - 3))
                .contains("\"build\" : {\n    \"commit\" : \"" + BuildInfo.current().commit())
                .endsWith("\n  }\n}\n");
        assertThat(Json.withoutBuild(text)).isEqualTo(Json.text(DOC));
        assertThat(Json.read(file, E2RoomsNoiseResult.class)).isEqualTo(DOC);
        assertThat(BuildInfo.of(file)).isEqualTo(BuildInfo.current());
        // same code, same bytes
        Json.writeDocument(dir.resolve("again.json"), DOC);
        assertThat(Files.mismatch(file, dir.resolve("again.json"))).isEqualTo(-1);
    }

    @Test
    void aFileWrittenBeforeBuildsWereRecordedSaysSo(@TempDir Path dir) throws Exception {
        Path old = dir.resolve("old.json");
        Json.write(old, DOC);
        assertThat(BuildInfo.of(old)).isNull();
        assertThat(BuildInfo.describe(BuildInfo.of(old))).startsWith("not recorded");
    }

    @Test
    void aJudgementListsTheSourcesFromADirtyTree() {
        Map<String, String> sources = new LinkedHashMap<>();
        sources.put("E4.json", new BuildInfo("a".repeat(40), "clean").label());
        sources.put("E5.json", new BuildInfo("b".repeat(40), "dirty").label());
        sources.put("E2.json", BuildInfo.NOT_RECORDED);
        String text = Json.withBuild(Json.text(DOC), new BuildInfo("c".repeat(40), "clean"),
                sources);
        assertThat(Json.parse(text, com.fasterxml.jackson.databind.JsonNode.class)
                .at("/build/judged_from_dirty_tree").toString()).isEqualTo("[\"E5.json\"]");
        assertThat(text).contains("\"E2.json\" : \"not recorded");
        assertThatThrownBy(() -> new BuildInfo("x", "maybe"))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
