package echoai.link1.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LabFolderTest {
    @Test
    void decimalsKeepTheirWrittenScaleAndNamesAreSorted(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("E2.json"), "{\"per\": 0.0100, \"n\": 3}");
        Files.writeString(dir.resolve("E0.json"), "{}");
        Files.writeString(dir.resolve("notes.txt"), "ignored");
        Files.createDirectory(dir.resolve("dev.json"));
        LabFolder lab = LabFolder.read(dir);
        assertThat(lab.names()).containsExactly("E0", "E2");
        assertThat(Blocks.scalar(lab.get("E2").orElseThrow().get("per"))).isEqualTo("0.0100");
        assertThat(lab.get("E4")).isEmpty();
    }

    @Test
    void theExtendedSubfolderIsReadUnderItsPrefix(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("extended"));
        Files.createDirectories(dir.resolve("dev"));
        Files.writeString(dir.resolve("extended/E2.json"), "{\"extended\": {}}");
        Files.writeString(dir.resolve("dev/E4.json"), "{}");
        Files.writeString(dir.resolve("E2.json"), "{}");
        assertThat(LabFolder.read(dir).names()).containsExactly("E2", "extended/E2");
    }

    @Test
    void aMissingFolderIsEmptyAndBadJsonNamesTheFile(@TempDir Path dir) throws IOException {
        assertThat(LabFolder.read(dir.resolve("none")).isEmpty()).isTrue();
        Files.writeString(dir.resolve("E1.json"), "{\"a\": ");
        assertThatThrownBy(() -> LabFolder.read(dir)).isInstanceOf(IOException.class)
                .hasMessageContaining("E1.json: not valid JSON");
    }
}
