package echoai.link1.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The build says up front which tests will skip and what enables them (issue 37, item 2): the
 * root pom's {@code optional-tests} execution looks for the same folders the tests need and
 * names the command for each group; the tests' own assumption messages name it too.
 */
class OptionalTestsNoticeTest {
    @Test
    void theRootPomNamesEachSkippedGroupAndItsCommand() throws Exception {
        String pom = Files.readString(Path.of("pom.xml"), StandardCharsets.UTF_8);
        assertThat(pom).contains("<id>optional-tests</id>", "<phase>validate</phase>",
                "scripts/browser/node_modules/puppeteer-core",
                "scripts/ggwave/node_modules/ggwave",
                "tests that will skip: the browser page's (web BrowserPageTest,"
                        + " BrowserMessageTest, cli BrowserSpeedTest): run npm ci --prefix"
                        + " scripts/browser",
                "tests that will skip: ggwave's (bench GgwaveBridgeTest,"
                        + " E2RoomsGgwaveFairTest): run npm ci --prefix scripts/ggwave",
                "<equals arg1=\"${settings.offline}\" arg2=\"false\"/>");
        // the browser tests' shared driver skips them, each with its reason
        String page = Files.readString(
                Path.of("web/src/test/java/echoai/link1/web/PageSteps.java"));
        assertThat(page).contains("\"scripts/browser/node_modules/puppeteer-core\"")
                .contains("npm ci in scripts/browser");
        for (String test : new String[] {
            "bench/src/test/java/echoai/link1/bench/air/GgwaveBridgeTest.java",
            "bench/src/test/java/echoai/link1/bench/ggwavefair/E2RoomsGgwaveFairTest.java"}) {
            assertThat(Files.readString(Path.of(test))).as(test)
                    .contains("npm ci in").contains("scripts/ggwave");
        }
    }
}
