package echoai.arch;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Library code does not change process-wide settings: no {@code System.setProperty} outside
 * {@code cli} (a library user's JVM is theirs; {@code java.awt.headless} was once set by the E2
 * plot, and the JDK already runs headless where there is no display).
 */
class GlobalStateTest {
    private static final Path MAIN = Path.of("src/main/java");

    @Test
    void onlyTheCliSetsSystemProperties() throws IOException {
        try (Stream<Path> files = Files.walk(MAIN)) {
            List<String> offenders = files.filter(f -> f.toString().endsWith(".java"))
                    .filter(f -> !f.startsWith(MAIN.resolve("echoai/link1/cli")))
                    .filter(f -> read(f).contains("System.setProperty("))
                    .map(Path::toString).toList();
            assertThat(offenders).isEmpty();
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new IllegalStateException(file.toString(), e);
        }
    }
}
