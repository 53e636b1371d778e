package echoai.link1.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The minimal pom docs/library.md shows is the one that is built: {@code consumer/pom.xml}
 * (which {@code .ci/run} verifies), its opening comment aside, so a reader who copies the page
 * copies a pom that works.
 */
class LibraryPomTest {
    @Test
    void thePagesPomIsTheConsumersPom() throws Exception {
        String page = Files.readString(Path.of("docs", "library.md"), StandardCharsets.UTF_8);
        Matcher m = Pattern.compile("```xml\\n(.*?)```", Pattern.DOTALL).matcher(page);
        assertThat(m.find()).as("an xml block in docs/library.md").isTrue();
        String pom = Files.readString(Path.of("consumer", "pom.xml"), StandardCharsets.UTF_8);
        String withoutOpeningComment = pom.replaceFirst("(?s)<!--.*?-->\\n", "");
        assertThat(m.group(1)).isEqualTo(withoutOpeningComment);
        assertThat(withoutOpeningComment).contains("<artifactId>maven-compiler-plugin</artifactId>")
                .contains("<artifactId>maven-resources-plugin</artifactId>")
                .contains("<artifactId>link1-core</artifactId>");
    }
}
