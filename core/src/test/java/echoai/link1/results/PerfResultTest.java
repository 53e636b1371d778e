package echoai.link1.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** perf.json merges: maps key by key, other sections replaced only when the update has them. */
class PerfResultTest {
    @Test
    void mergeKeepsWhatTheUpdateDoesNotHave() {
        PerfResult.Jmh jmh = new PerfResult.Jmh(BigDecimal.ONE, BigDecimal.ZERO, "ops/s", "thrpt",
                1, 1, 3, 5, "2 s", "jvm");
        PerfResult old = new PerfResult(1, Map.of("E1", 5L), 2, "eval", Map.of("a", jmh), null,
                99L, null);
        PerfResult update = new PerfResult(1, Map.of("E2", 7L), 1, "dev", null,
                new PerfResult.E2(BigDecimal.TEN, BigDecimal.ONE), null, null);
        PerfResult merged = old.merge(update);
        assertThat(merged.benchWallMs()).containsExactly(Map.entry("E1", 5L), Map.entry("E2", 7L));
        assertThat(merged.threads()).isEqualTo(1);
        assertThat(merged.seedSet()).isEqualTo("dev");
        assertThat(merged.jmh()).containsOnlyKeys("a");
        assertThat(merged.e2().demodRealTimeFactor()).isEqualTo(BigDecimal.TEN);
        assertThat(merged.lastBenchTotalMs()).isEqualTo(99L);
        assertThat(PerfResult.empty(1).merge(update)).isEqualTo(update);
    }
}
