package echoai.arch;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A package's {@code package-info.java} links every public top-level type of the package. */
class PackageInfoTest {
    @ParameterizedTest
    @ValueSource(strings = {"echoai.link1.agent", "echoai.link1.session"})
    void listsEveryPublicType(String pkg) throws IOException {
        Path dir = MainSources.packageDir(pkg).orElseThrow();
        String info = Files.readString(dir.resolve("package-info.java"));
        List<String> missing = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                String type = file.getFileName().toString().replace(".java", "");
                Pattern declared = Pattern.compile("(?m)^public\\s+(?:final\\s+|sealed\\s+"
                        + "|abstract\\s+)*(?:class|record|interface|enum)\\s+" + type + "\\b");
                if (declared.matcher(Files.readString(file)).find()
                        && !info.contains("{@link " + pkg + "." + type + "}")) {
                    missing.add(type);
                }
            }
        }
        assertThat(missing).as("public types of %s not in its package-info", pkg).isEmpty();
    }
}
