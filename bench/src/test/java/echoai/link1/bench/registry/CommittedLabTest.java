package echoai.link1.bench.registry;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The committed verdicts recompute: judging a copy of lab/link1/ again, from its documents and
 * with every registration the registry holds, changes no byte of any verdict file (a build
 * stamp aside, which the staging keeps). The slow judge (V2-3's Monte Carlo model, two minutes)
 * is left to {@code ./link1 bench --judge}.
 */
class CommittedLabTest {
    @Test
    void judgingTheCommittedLabAgainChangesNothing(@TempDir Path dir) throws IOException {
        Path lab = Path.of("lab", "link1");
        Path copy = dir.resolve("link1");
        try (Stream<Path> files = Files.walk(lab)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".json")).toList()) {
                Path to = copy.resolve(lab.relativize(f).toString());
                Files.createDirectories(to.getParent());
                Files.copy(f, to);
            }
        }
        Bench.Outcome outcome = Bench.judge(copy, false);
        List<String> changed = outcome.files().stream()
                .filter(o -> o.change() == Staging.Change.NEW
                        || o.change() == Staging.Change.CHANGED)
                .map(o -> o.file() + " " + o.change()).toList();
        assertThat(changed).isEmpty();
        assertThat(outcome.tallies()).hasSize(Registry.registrations().size());
    }
}
