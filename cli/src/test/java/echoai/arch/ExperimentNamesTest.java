package echoai.arch;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Outside its own folder and the registry, no main source names an experiment (issue 36,
 * item 2): the report, the glance, provenance, perf and the bench command take them from the
 * registry. The few programs built on one experiment's code are listed here, each with its
 * reason; a new one fails this test until it is.
 */
class ExperimentNamesTest {
    /** A reference to a class in an experiment's folder: echoai.link1.bench.&lt;folder&gt;.X. */
    private static final Pattern FOLDER_CLASS = Pattern.compile(
            "\\becho" + "ai\\.link1\\.bench\\.([a-z][a-z0-9]*)\\.[A-Z]");
    /** The bench's packages that are no experiment's folder. */
    private static final Set<String> SHARED = Set.of("rules", "air", "arms", "registry");

    /** Main files outside the folders that use one experiment's code, and why. */
    private static final Map<String, String> ALLOWED = Map.of(
            "cli/src/main/java/echoai/link1/cli/AgentsCommand.java",
            "link1 agents runs E7's room of agents live",
            "cli/src/main/java/echoai/link1/cli/RoomAgentCommand.java",
            "one agent of E7's live room, as a child process",
            "cli/src/main/java/echoai/link1/cli/TrustCommand.java",
            "link1 trust tells E8-air's speakers",
            "cli/src/main/java/echoai/link1/cli/E3ImportRun.java",
            "bench E3 --import reads a recording into E3's record",
            "sweep/", "the sweep reruns v1's and understanding-rooms' worlds on Spark");

    @Test
    void onlyFoldersAndTheRegistryNameAnExperiment() throws IOException {
        List<String> named = new ArrayList<>();
        Set<String> used = new TreeSet<>();
        for (Path file : MainSources.javaFiles()) {
            String pkg = MainSources.packageOf(file);
            if (pkg.startsWith("echoai.link1.bench.")) {
                continue; // a folder names its own experiment; the registry lists them all
            }
            Matcher m = FOLDER_CLASS.matcher(Files.readString(file));
            while (m.find()) {
                if (SHARED.contains(m.group(1))) {
                    continue;
                }
                String allowed = allowedKey(file);
                if (allowed == null) {
                    named.add(file + " names echoai.link1.bench." + m.group(1));
                } else {
                    used.add(allowed);
                }
            }
        }
        assertThat(named).isEmpty();
        assertThat(used).as("every allowance is still needed").isEqualTo(ALLOWED.keySet().stream()
                .collect(TreeSet::new, TreeSet::add, TreeSet::addAll));
    }

    private static String allowedKey(Path file) {
        String f = file.toString().replace('\\', '/');
        return ALLOWED.keySet().stream().filter(k -> k.endsWith("/") ? f.startsWith(k)
                : f.equals(k)).findFirst().orElse(null);
    }

    @Test
    void theScanFindsAFolderReference() {
        Matcher m = FOLDER_CLASS.matcher("import echo" + "ai.link1.bench.e8air.E8Air;");
        assertThat(m.find()).isTrue();
        assertThat(m.group(1)).isEqualTo("e8air");
        assertThat(FOLDER_CLASS.matcher("import echo" + "ai.link1.bench.rules.Rule;").find())
                .isTrue();
        assertThat(FOLDER_CLASS.matcher("import echo" + "ai.link1.bench.Json;").find()).isFalse();
    }
}
