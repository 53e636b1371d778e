package echoai.link1.bench.e7;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.link1.bench.BenchContext;
import echoai.link1.bench.PerfLog;
import echoai.link1.bench.Progress;
import echoai.link1.bench.SeedSet;
import echoai.link1.devices.PipeWireLoop;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

/**
 * E7's live run on the PipeWire loop: three OS processes, every one ends, the replay of the
 * transmit log gives the deliveries made live, and a killed veteran loses nothing delivered.
 */
class E7LiveTest {
    @Test
    @EnabledIf("loopPresent")
    void twoVeteransAndANoviceOnTheLoopAndOnceWithAVeteranKilled() throws Exception {
        BenchContext ctx = new BenchContext(SeedSet.DEV, Path.of("unused"), false, 1, Map.of(),
                Progress.NONE, new PerfLog());
        E7LiveResult r = new E7Live(1).run(ctx);
        assertThat(r.scenarios()).extracting(E7LiveResult.Scenario::name)
                .containsExactly("all", "veteran-1-killed");
        E7LiveResult.Scenario all = r.scenarios().get(0);
        assertThat(all.everyProcessEnded()).isTrue();
        assertThat(all.transmissions()).hasSize(2);
        assertThat(all.deliveredLive()).as("the loop is bit-exact and the frames did not overlap")
                .hasSize(2 - all.replayCollisions());
        assertThat(all.sameDeliveries()).isTrue();
        E7LiveResult.Scenario killed = r.scenarios().get(1);
        assertThat(killed.everyProcessEnded()).isTrue();
        assertThat(killed.processes()).filteredOn(E7LiveResult.AgentProcess::killed).hasSize(1);
        assertThat(killed.deliveredBeforeKillKept()).isTrue();
        assertThat(killed.sameDeliveries()).isTrue();
    }

    @Test
    void withoutTheLoopItSaysSoInOneLine() {
        org.junit.jupiter.api.Assumptions.assumeFalse(PipeWireLoop.detected());
        BenchContext ctx = new BenchContext(SeedSet.DEV, Path.of("unused"), false, 1, Map.of(),
                Progress.NONE, new PerfLog());
        assertThatThrownBy(() -> new E7Live(1).run(ctx)).hasMessageContaining("PipeWire loop")
                .hasMessageNotContaining("\n");
    }

    static boolean loopPresent() {
        return PipeWireLoop.detectedAt(16_000);
    }
}
