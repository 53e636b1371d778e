package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bench E3 --import ROW.json...}: a line per row added or skipped, exit 0; a bad file,
 * a bad combination or a missing E3.json is one line and exit 2, and E3.json is left as it was.
 */
class BenchImportCommandTest {
    @TempDir
    Path dir;
    private Path e3;
    private Path example;

    @BeforeEach
    void lab() throws IOException {
        e3 = Files.copy(Path.of("lab/link1/E3.json"), dir.resolve("E3.json"));
        Matcher m = Pattern.compile("(?s)```json\n(.*?)```").matcher(
                Files.readString(Path.of("docs/web.md"), StandardCharsets.UTF_8));
        assertThat(m.find()).isTrue();
        example = Files.writeString(dir.resolve("example.json"), m.group(1));
    }

    @Test
    void aValidRowIsAddedOnceAndSkippedAfter() throws IOException {
        Ran first = Ran.link1("bench", "E3", "--import", example.toString(), "--out",
                dir.toString());
        assertThat(first.code()).as(first.err()).isEqualTo(Main.EXIT_OK);
        assertThat(first.out()).startsWith("added example.json (2026-12-02, sha256 ")
                .endsWith(" to " + e3 + System.lineSeparator());
        assertThat(Files.readString(e3)).contains("\"file\" : \"example.json\"");
        byte[] once = Files.readAllBytes(e3);
        Ran again = Ran.link1("bench", "E3", "--out", dir.toString(), "--import",
                example.toString());
        assertThat(again.code()).isEqualTo(Main.EXIT_OK);
        assertThat(again.out()).startsWith("skipped example.json (2026-12-02, sha256 ")
                .contains("): already in E3.json");
        assertThat(Files.readAllBytes(e3)).isEqualTo(once);
    }

    @Test
    void oneBadFileIsOneLineExitTwoAndNothingImported() throws IOException {
        Path bad = Files.writeString(dir.resolve("bad.json"), Files.readString(example)
                .replace("\"date\" : \"2026-12-02\"", "\"date\" : \"2026-02-30\""));
        byte[] before = Files.readAllBytes(e3);
        Ran ran = Ran.link1("bench", "E3", "--import", example.toString(), bad.toString(),
                "--out", dir.toString());
        assertThat(ran.code()).isEqualTo(Main.EXIT_USAGE);
        assertThat(ran.out()).isEmpty();
        assertThat(ran.err().strip()).isEqualTo("link1: bench E3 --import: " + bad
                + ": date must be a real calendar date, YYYY-MM-DD: '2026-02-30'; nothing"
                + " imported");
        assertThat(Files.readAllBytes(e3)).isEqualTo(before);
    }

    /**
     * A row with no evidence of a run — what the page saved before any listening: every
     * profile 0 of 16, nothing listened — is refused, and with it the whole import, the reason
     * on one line, exit 2, E3.json untouched. So is a row of schema version 1, which recorded no
     * run at all.
     */
    @Test
    void aRowWithNoEvidenceOfARunRefusesTheWholeImport() throws IOException {
        String text = Files.readString(example);
        Path unmeasured = Files.writeString(dir.resolve("unmeasured.json"), text
                .replace("\"listened_s\" : 162.4", "\"listened_s\" : 0"));
        Path old = Files.writeString(dir.resolve("old.json"), text
                .replace("\"schema_version\" : 2", "\"schema_version\" : 1")
                .replace("  \"listened_s\" : 162.4,\n  \"heard\" : 17,\n", ""));
        byte[] before = Files.readAllBytes(e3);
        Ran ran = Ran.link1("bench", "E3", "--import", example.toString(),
                unmeasured.toString(), "--out", dir.toString());
        assertThat(ran.code()).isEqualTo(Main.EXIT_USAGE);
        assertThat(ran.out()).isEmpty();
        assertThat(ran.err().strip()).isEqualTo("link1: bench E3 --import: " + unmeasured
                + ": listened_s must be in (0, 86400]: 0 (the listener never listened: no run of"
                + " the test); nothing imported");
        Ran v1 = Ran.link1("bench", "E3", "--import", old.toString(), "--out", dir.toString());
        assertThat(v1.code()).isEqualTo(Main.EXIT_USAGE);
        assertThat(v1.err().strip()).startsWith("link1: bench E3 --import: " + old
                + ": schema_version 1 records no run").endsWith("; nothing imported")
                .doesNotContain("\n");
        assertThat(Files.readAllBytes(e3)).isEqualTo(before);
    }

    /**
     * End to end: the row the page itself made in web's BrowserPageTest (Chromium, the fake
     * microphone playing the room test's K2 recording) is imported as it is.
     */
    @Test
    void theRowThePageMadeIsImported() throws IOException {
        Path fromPage = Path.of("web/target/room-test-row-from-page.json");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isRegularFile(fromPage),
                "web's BrowserPageTest has not run (no Chromium or Node)");
        Path row = Files.copy(fromPage, dir.resolve("from-page.json"));
        Ran ran = Ran.link1("bench", "E3", "--import", row.toString(), "--out", dir.toString());
        assertThat(ran.code()).as(ran.err()).isEqualTo(Main.EXIT_OK);
        assertThat(ran.out()).startsWith("added from-page.json (");
        assertThat(Files.readString(e3)).contains("\"file\" : \"from-page.json\"")
                .contains("\"listener\" : \"headless Chromium\"");
    }

    @Test
    void aDryRunSaysWhatItWouldAddAndWritesNothing() throws IOException {
        byte[] before = Files.readAllBytes(e3);
        Ran ran = Ran.link1("bench", "E3", "--import", example.toString(), "--dry-run", "--out",
                dir.toString());
        assertThat(ran.code()).isEqualTo(Main.EXIT_OK);
        assertThat(ran.out()).startsWith("would add example.json");
        assertThat(Files.readAllBytes(e3)).isEqualTo(before);
    }

    @Test
    void badCombinationsAreOneLineAndExitTwo() throws IOException {
        String[][] refused = {
            {"bench", "E2", "--import", example.toString()},
            {"bench", "E3", "E6", "--import", example.toString()},
            {"bench", "E3", "--frames", "3", "--import", example.toString()},
            {"bench", "E3", "--devices", "--import", example.toString()},
            {"bench", "E3", "--import", dir.resolve("absent.json").toString()},
        };
        byte[] before = Files.readAllBytes(e3);
        for (String[] args : refused) {
            String[] withOut = java.util.Arrays.copyOf(args, args.length + 2);
            withOut[args.length] = "--out";
            withOut[args.length + 1] = dir.toString();
            Ran ran = Ran.link1(withOut);
            assertThat(ran.code()).as(String.join(" ", args)).isEqualTo(Main.EXIT_USAGE);
            assertThat(ran.err().strip()).startsWith("link1: ").doesNotContain("\n");
        }
        assertThat(Files.readAllBytes(e3)).isEqualTo(before);
        Ran noLab = Ran.link1("bench", "E3", "--import", example.toString(), "--out",
                dir.resolve("empty").toString());
        assertThat(noLab.code()).isEqualTo(Main.EXIT_USAGE);
        assertThat(noLab.err()).contains("no E3.json in");
    }
}
