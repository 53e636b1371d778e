package echoai.link1.report.page;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.registry.Registry;
import echoai.link1.bench.rules.Registration;
import echoai.link1.bench.rules.Rule;
import echoai.link1.report.Folder;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** docs/bench/: a page per folder, its head from the registry, the hand-written notes kept. */
class BenchPagesTest {
    @Test
    void everyFolderHasAPageNamingItsRulesAndExperiments() {
        Map<String, String> heads = BenchPages.heads();
        assertThat(heads).hasSize(Registry.folders().size());
        for (Folder f : Registry.folders()) {
            String head = heads.get(BenchPages.path(f));
            assertThat(head).as(f.id()).startsWith("# " + f.title());
            f.experiments().forEach(e -> assertThat(head).contains("| " + e.id() + " | ")
                    .contains("`" + e.command(null) + "`"));
            Registration<?> r = f.registration();
            if (r != null) {
                for (Rule rule : r.rules()) {
                    assertThat(head).contains("| **" + rule.id() + "** |");
                }
            }
        }
    }

    @Test
    void predictionsAndChecksAreApart() {
        String e8 = BenchPages.heads().get("docs/bench/e8.md");
        int predictions = e8.indexOf("### Predictions");
        int checks = e8.indexOf("### Checks");
        assertThat(predictions).isPositive().isLessThan(checks);
        assertThat(e8.substring(predictions, checks)).contains("**W1**").doesNotContain("**W2**");
        assertThat(e8.substring(checks)).contains("**W2**", "**W3**", "**W6**")
                .doesNotContain("**W1**");
    }

    @Test
    void theIndexListsEveryFolderAndAFreshPageKeepsItsNotesWhenSpliced() {
        String index = BenchPages.index();
        Registry.folders().forEach(f -> assertThat(index).contains("](" + f.id() + ".md)"));
        String page = BenchPages.fresh("# old head\n");
        String withNotes = page.replace("None yet.", "Written by hand.");
        String spliced = BenchPages.MARKERS.splice(withNotes, "# new head\n");
        assertThat(spliced).contains("# new head").doesNotContain("# old head")
                .endsWith("## Notes\n\nWritten by hand.\n");
    }
}
