package echoai.link1.modem;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The modem is integer end to end (STYLE §5): no float or double anywhere in its sources, and
 * floating-point maths only in {@code SineTable}, which builds the two pinned tables once.
 */
class ModemIntegerOnlyTest {
    private static final Pattern FLOATING = Pattern.compile("\\b(float|double|Float|Double)\\b|\\d\\.\\d");
    private static final Pattern MATH = Pattern.compile("\\b(StrictMath|Math\\.(sin|cos|sqrt|log|exp|pow))\\b");

    @Test
    void modemSourcesUseNoFloatingPoint() throws IOException {
        try (Stream<Path> files = Files.list(Path.of("core/src/main/java/echoai/link1/modem"))) {
            for (Path file : files.toList()) {
                String text = Files.readString(file).replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("//.*", "");
                assertThat(FLOATING.matcher(text).find()).as("%s uses floating point", file).isFalse();
                if (!file.getFileName().toString().equals("SineTable.java")) {
                    assertThat(MATH.matcher(text).find()).as("%s uses floating maths", file).isFalse();
                }
            }
        }
    }
}
