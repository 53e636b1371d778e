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
 * The library example (docs/library.md, section "Example", linked from the README) compiles
 * against the project's classes and prints exactly the text the page shows under it.
 */
class ReadmeExampleTest {
    private static final Path PAGE = Path.of("docs", "library.md");
    private static final String SECTION = "\n## Example\n";
    private static final Pattern BLOCK = Pattern.compile("```(java|text)\\n(.*?)```",
            Pattern.DOTALL);

    @Test
    void theLibraryExampleCompilesRunsAndPrintsWhatThePageSays(@TempDir Path dir)
            throws Exception {
        String page = Files.readString(PAGE, StandardCharsets.UTF_8);
        int at = page.indexOf(SECTION);
        assertThat(at).as("%s section 'Example'", PAGE).isPositive();
        int next = page.indexOf("\n## ", at + 1);
        Matcher m = BLOCK.matcher(page.substring(at, next < 0 ? page.length() : next));
        assertThat(m.find()).as("a java block").isTrue();
        assertThat(m.group(1)).isEqualTo("java");
        String source = m.group(2);
        assertThat(m.find()).as("a text block with the expected output").isTrue();
        String expected = m.group(2);

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
        assertThat(printed).containsExactlyElementsOf(expected.lines().toList());
    }
}
