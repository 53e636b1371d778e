package echoai.link1.bench.e8baselines;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.Json;
import echoai.link1.bench.e8.E8Result;
import echoai.link1.session.E8World;
import echoai.link1.session.SpeakerSet;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The baselines ran on E8's worlds: their trust, notrust and known arms give E8.json's rows world
 * for world — the committed run, and the code on three of E8's eval worlds — so the majority and
 * reputation figures sit beside E8's on the same lives; and every arm of the committed run holds
 * every P3 guard.
 */
class E8BaselinesTest {
    private static final Path E8 = Path.of("lab/link1/v2/E8.json");
    private static final Path RUN = Path.of("lab/link1/" + E8Baselines.DOC.file());

    @Test
    void everySetHasTheFiveRulesInOrder() {
        assertThat(E8Baselines.ARMS).hasSize(5 * SpeakerSet.values().length);
        assertThat(E8Baselines.ARMS.subList(0, 5).stream().map(E8Baselines.Arm::name))
                .containsExactly("H:trust", "H:notrust", "H:known", "H:majority",
                        "H:reputation");
    }

    @Test
    void theCodeGivesE8sRowsOnE8sEvalWorlds() throws IOException {
        E8Result e8 = Json.read(E8, E8Result.class);
        for (long seed : List.of(1000L, 1031L, 1063L)) {
            List<E8World> rows = E8Baselines.world(seed);
            int index = (int) (seed - 1000);
            int compared = 0;
            for (int i = 0; i < E8Baselines.ARMS.size(); i++) {
                E8Result.Arm registered = e8.arms().get(E8Baselines.ARMS.get(i).name());
                if (E8Baselines.ARMS.get(i).e8() != null) {
                    assertThat(rows.get(i)).as("seed %d %s", seed, E8Baselines.ARMS.get(i)
                            .name()).isEqualTo(registered.worlds().get(index));
                    compared++;
                } else {
                    assertThat(registered).isNull();
                    assertThat(rows.get(i).world().firewallHolds()).isTrue();
                }
            }
            assertThat(compared).isEqualTo(15);
        }
    }

    @Test
    void theCommittedRunsE8ArmsAreE8JsonsWorldForWorld() throws IOException {
        assertThat(RUN).isRegularFile();
        E8Result e8 = Json.read(E8, E8Result.class);
        E8Result run = Json.read(RUN, E8Result.class);
        assertThat(run.seedSet()).isEqualTo(e8.seedSet());
        int compared = 0;
        for (Map.Entry<String, E8Result.Arm> arm : run.arms().entrySet()) {
            E8Result.Arm registered = e8.arms().get(arm.getKey());
            assertThat(arm.getValue().totals().p3Holds()).as(arm.getKey())
                    .isEqualTo(arm.getValue().totals().worlds());
            if (registered != null) {
                assertThat(arm.getValue().worlds()).as(arm.getKey())
                        .isEqualTo(registered.worlds());
                assertThat(arm.getValue().totals()).isEqualTo(registered.totals());
                compared++;
            }
        }
        assertThat(compared).isEqualTo(15);
        assertThat(run.arms()).hasSize(25);
    }
}
