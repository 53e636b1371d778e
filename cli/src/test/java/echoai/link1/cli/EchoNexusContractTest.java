package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import echoai.link1.bench.Json;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The manifest's development tests, run in-process through {@link Main#run} with stdout and
 * stderr merged as echo-nexus merges them, read with the backend v1 line rules
 * ({@link EchoNexusLineRules}).
 */
class EchoNexusContractTest {
    private static final Path ROOT = Path.of("").toAbsolutePath();

    private static String run(int expectedCode, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(code).as("exit code of %s", String.join(" ", args)).isEqualTo(expectedCode);
        return out.toString(StandardCharsets.UTF_8) + err.toString(StandardCharsets.UTF_8);
    }

    /** The CLI arguments of a manifest argv: after the launcher, which must be this checkout's. */
    private static String[] cliArgs(JsonNode argv, Path root) {
        List<String> all = new ArrayList<>();
        argv.forEach(a -> all.add(a.asText()));
        List<String> launcher = EchoNexusManifestCommand.launcher(root);
        assertThat(all.subList(0, launcher.size())).isEqualTo(launcher);
        return all.subList(launcher.size(), all.size()).toArray(String[]::new);
    }

    @Test
    void everyDevelopmentTestFollowsTheLineRules() throws Exception {
        JsonNode manifest = Json.MAPPER.readTree(run(0, "echo-nexus-manifest"));
        int frames = 0;
        int tests = 0;
        for (JsonNode test : manifest.get("tests")) {
            assertThat(test.get("kind").asText()).isEqualTo("development");
            assertThat(Path.of(test.get("cwd").asText())).isEqualTo(ROOT);
            String[] args = cliArgs(test.get("argv"), ROOT);
            EchoNexusLineRules.Tally tally = EchoNexusLineRules.check(run(0, args));
            String id = test.get("id").asText();
            assertThat(tally.violations()).as(id).isEmpty();
            assertThat(tally.frames()).as("frames of %s", id).isPositive();
            assertThat(tally.results()).as("results of %s", id).isPositive();
            if (args[0].equals("life")) {
                assertThat(tally.telemetry()).as(id).isEqualTo(256);
                assertThat(tally.frames()).as(id).isEqualTo(256);
            }
            frames += tally.frames();
            tests++;
        }
        assertThat(tests).isEqualTo(5);
        assertThat(frames).isEqualTo(3 * 256 + 2);
    }

    @Test
    void theSummaryAndTheWorldDocumentAreOneLineEach() {
        for (String[] args : List.of(new String[] {"life", "--seed", "3"},
                new String[] {"life", "--seed", "0", "--d"},
                new String[] {"world", "--seed", "0", "--json"})) {
            EchoNexusLineRules.Tally tally = EchoNexusLineRules.check(run(0, args));
            assertThat(tally.violations()).as(String.join(" ", args)).isEmpty();
            assertThat(tally.lines()).as(String.join(" ", args)).isEqualTo(1);
        }
    }

    @Test
    void theLongestSeedStillFitsTheResultLimit() {
        String seed = Long.toString(Long.MAX_VALUE);
        for (String[] args : List.of(new String[] {"life", "--seed", seed, "--d", "--telemetry"},
                new String[] {"world", "--seed", seed, "--d", "--telemetry"})) {
            EchoNexusLineRules.Tally tally = EchoNexusLineRules.check(run(0, args));
            assertThat(tally.violations()).as(String.join(" ", args)).isEmpty();
        }
    }

    @Test
    void theManifestRunsTheJarWhenItExistsElseTheLauncher(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("link1"), "#!/bin/sh\n");
        JsonNode bare = Json.MAPPER.readTree(run(0, "echo-nexus-manifest", "--cwd", dir.toString()));
        for (JsonNode test : bare.get("tests")) {
            assertThat(test.get("argv").get(0).asText()).isEqualTo("./link1");
        }
        Path jar = dir.resolve("target").resolve("link1.jar");
        Files.createDirectories(jar.getParent());
        Files.write(jar, new byte[0]);
        JsonNode built = Json.MAPPER.readTree(run(0, "echo-nexus-manifest", "--cwd", dir.toString()));
        for (JsonNode test : built.get("tests")) {
            JsonNode argv = test.get("argv");
            assertThat(List.of(argv.get(0).asText(), argv.get(1).asText(), argv.get(2).asText()))
                    .containsExactly("java", "-jar", jar.toAbsolutePath().toString());
            assertThat(argv.get(3).asText()).isIn("life", "world");
        }
    }
}
