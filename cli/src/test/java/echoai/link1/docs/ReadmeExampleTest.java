package echoai.link1.docs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The library examples: the README's ten lines, docs/library.md's and docs/messages.md's. Each
 * java block followed by a text block compiles against the project's classes and prints exactly
 * that text. The library page has the facade's example first, then the layers' one.
 */
class ReadmeExampleTest {
    private static final Pattern PAIR = Pattern.compile(
            "```java\\n(.*?)```\\s*```text\\n(.*?)```", Pattern.DOTALL);

    @Test
    void theReadmesExampleCompilesRunsAndPrintsWhatTheReadmeSays(@TempDir Path dir)
            throws Exception {
        assertThat(examples(dir, Path.of("README.md"))).containsExactly("ReadmeExample");
    }

    @Test
    void everyLibraryExampleCompilesRunsAndPrintsWhatThePageSays(@TempDir Path dir)
            throws Exception {
        assertThat(examples(dir, Path.of("docs", "library.md")))
                .contains("FacadeExample", "WavExample", "LibraryExample");
    }

    @Test
    void everyMessagesExampleCompilesRunsAndPrintsWhatThePageSays(@TempDir Path dir)
            throws Exception {
        assertThat(examples(dir, Path.of("docs", "messages.md")))
                .containsExactly("MessageExample", "TwoWayExample", "StationExample");
    }

    /** Checks every example of {@code page}; their class names. */
    private List<String> examples(Path dir, Path page) throws Exception {
        Matcher m = PAIR.matcher(Files.readString(page, StandardCharsets.UTF_8));
        List<String> classes = new java.util.ArrayList<>();
        while (m.find()) {
            classes.add(check(dir, m.group(1), m.group(2)));
        }
        return classes;
    }

    /** Compiles and runs {@code source}, checks it prints {@code expected}; its class name. */
    private String check(Path dir, String source, String expected) throws Exception {
        Matcher name = Pattern.compile("public class (\\w+)").matcher(source);
        assertThat(name.find()).isTrue();
        Path file = dir.resolve(name.group(1) + ".java");
        Files.writeString(file, source, StandardCharsets.UTF_8);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assumeTrue(javac != null, "no system Java compiler (a JRE, not a JDK)");
        ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
        int rc = javac.run(null, diagnostics, diagnostics, "-classpath",
                System.getProperty("java.class.path"), "-d", dir.toString(), file.toString());
        assertThat(rc).as("javac: %s", diagnostics.toString(StandardCharsets.UTF_8)).isZero();

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream old = System.out;
        try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()},
                getClass().getClassLoader())) {
            Method main = loader.loadClass(name.group(1)).getMethod("main", String[].class);
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            main.invoke(null, (Object) new String[0]);
        } finally {
            System.setOut(old);
        }
        List<String> printed = out.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(printed).as(name.group(1)).containsExactlyElementsOf(expected.lines().toList());
        return name.group(1);
    }
}
