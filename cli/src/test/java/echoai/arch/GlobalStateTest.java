package echoai.arch;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Library code does not change process-wide settings: no {@code System.setProperty} outside
 * {@code cli} (a library user's JVM is theirs; {@code java.awt.headless} was once set by the E2
 * plot, and the JDK already runs headless where there is no display).
 */
class GlobalStateTest {
    @Test
    void onlyTheCliSetsSystemProperties() throws IOException {
        List<String> offenders = MainSources.javaFiles().stream()
                .filter(f -> !MainSources.packageOf(f).startsWith("echoai.link1.cli"))
                .filter(f -> read(f).contains("System.setProperty("))
                .map(Path::toString).toList();
        assertThat(offenders).isEmpty();
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new IllegalStateException(file.toString(), e);
        }
    }
}
