package echoai.link1.frame;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The frame and speech code is integer only (STYLE §5): no float or double in their sources. */
class NoFloatingPointTest {
    private static final Pattern FLOATING = Pattern.compile("\\b(float|double|Float|Double)\\b");

    @Test
    void frameAndSpeechSourcesUseNoFloatingPoint() throws IOException {
        for (String dir : List.of("core/src/main/java/echoai/link1/frame",
                "core/src/main/java/echoai/link1/speech")) {
            try (Stream<Path> files = Files.list(Path.of(dir))) {
                for (Path file : files.toList()) {
                    assertThat(FLOATING.matcher(Files.readString(file)).find())
                            .as("%s uses float/double", file).isFalse();
                }
            }
        }
    }
}
