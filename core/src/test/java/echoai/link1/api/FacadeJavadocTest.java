package echoai.link1.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import javax.tools.DocumentationTool;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The javadoc of the facade, of the speech acts it hands out and of the core packages brought
 * up to it (listed in the call) passes every doclint check, "missing" included (every parameter,
 * return value and member documented), with warnings as errors. Every core package is listed;
 * the build's javadoc (at install) checks core the same way (core/pom.xml, docs/library.md).
 */
class FacadeJavadocTest {
    @Test
    void theFacadeAndTheSpeechActsPassEveryDoclintCheck(@TempDir Path out) {
        DocumentationTool javadoc = ToolProvider.getSystemDocumentationTool();
        assumeTrue(javadoc != null, "no javadoc tool (a JRE, not a JDK)");
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        int rc = javadoc.run(null, log, log, "-Xdoclint:all", "-Werror", "-quiet",
                "-d", out.toString(), "-sourcepath", "core/src/main/java", "echoai.link1.api",
                "echoai.link1.speech", "echoai.link1.frame", "echoai.link1.modem",
                "echoai.link1.audio", "echoai.link1.room", "echoai.wsp", "echoai.link1.fec",
                "echoai.link1.message");
        assertThat(rc).as(log.toString(StandardCharsets.UTF_8)).isZero();
    }
}
