package echoai.link1.bench.e9fresh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.link1.bench.Experiment;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.e9.E9Discovery;
import echoai.link1.bench.e9.E9Predictions;
import echoai.link1.bench.e9.E9Result;
import echoai.link1.bench.e9.E9Rules;
import echoai.link1.bench.registry.LabFiles;
import echoai.link1.bench.registry.Registry;
import echoai.link1.bench.rules.Sources;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * E9-fresh (docs/spec/E9.md): E9's experiment on its own fresh eval range, under the registry's
 * guard, judged by E9's judge with E9's rules word for word.
 */
class E9FreshTest {
    private final Experiment<?> fresh = Registry.experiment("E9-fresh").orElseThrow();

    @Test
    void itRunsOnItsFreshRangeOrDevSeedsOnly() {
        Registry.checkSeeds(fresh, SeedSet.parse("120000-120063"));
        Registry.checkSeeds(fresh, SeedSet.DEV);
        assertThatThrownBy(() -> Registry.checkSeeds(fresh, SeedSet.EVAL))
                .hasMessageContaining("120000-120063");
        assertThatThrownBy(() -> Registry.checkSeeds(fresh, SeedSet.parse("120000-120010")))
                .isInstanceOf(IllegalArgumentException.class);
        // and E9 itself may not take the fresh range
        assertThatThrownBy(() -> Registry.checkSeeds(Registry.experiment("E9").orElseThrow(),
                SeedSet.parse("120000-120063"))).isInstanceOf(IllegalArgumentException.class);
        assertThat(fresh.command(null)).isEqualTo("./link1 bench E9-fresh --seeds 120000-120063");
        assertThat(new E9Discovery().command(null)).isEqualTo("./link1 bench E9");
    }

    @Test
    void theRulesAreE9sWordForWordAndItsRangeIsFresh() {
        E9FreshRules rules = new E9FreshRules();
        assertThat(rules.rules()).isEqualTo(new E9Rules().rules());
        assertThat(rules.fresh()).isTrue();
        for (var other : Registry.registrations()) {
            if (!other.id().equals("E9-fresh")) {
                assertThat(other.evalSeeds().overlaps(rules.evalSeeds())).as(other.id()).isFalse();
            }
        }
    }

    /** Judged from a run (here E9's committed one) as E9's judge judges it. */
    @Test
    void itJudgesAsE9sJudge() throws Exception {
        E9Result run = LabFiles.read(Path.of("lab/link1")).get(E9Discovery.DOC);
        E9FreshVerdicts v = new E9FreshRules().judge(new Sources().with(E9FreshFolder.DOC, run,
                run.seedSet()));
        assertThat(v.verdicts()).isEqualTo(E9Predictions.judge(run));
        assertThat(v.seeds()).isEqualTo(run.seedSet());
        assertThat(new E9FreshRules().rows(v)).extracting(r -> r.id())
                .containsExactly("D1", "D2", "D3", "D4", "D5", "D6", "D7");
        assertThat(new E9FreshRules().judge(new Sources())).isNull();
    }
}
