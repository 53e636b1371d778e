package echoai.link1.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** perf.json merges: maps key by key, other sections replaced only when the update has them. */
class PerfResultTest {
    @Test
    void mergeKeepsWhatTheUpdateDoesNotHave() {
        PerfResult.Jmh jmh = new PerfResult.Jmh(BigDecimal.ONE, BigDecimal.ZERO, "ops/s", "thrpt",
                1, 1, 3, 5, "2 s", "jvm", new BigDecimal("4.40"));
        PerfResult old = new PerfResult(1, Map.of("E1", 5L), 2, "eval", Map.of("a", jmh), null,
                99L, null, null);
        PerfResult update = new PerfResult(1, Map.of("E2", 7L), 1, "dev", null,
                new PerfResult.E2(BigDecimal.TEN, BigDecimal.ONE), null, null, null);
        PerfResult merged = old.merge(update);
        assertThat(merged.benchWallMs()).containsExactly(Map.entry("E1", 5L), Map.entry("E2", 7L));
        assertThat(merged.threads()).isEqualTo(1);
        assertThat(merged.seedSet()).isEqualTo("dev");
        assertThat(merged.jmh()).containsOnlyKeys("a");
        assertThat(merged.e2().demodRealTimeFactor()).isEqualTo(BigDecimal.TEN);
        assertThat(merged.lastBenchTotalMs()).isEqualTo(99L);
        assertThat(merged.browser()).isNull();
        assertThat(PerfResult.empty(1).merge(update)).isEqualTo(update);
    }

    @Test
    void theBrowserBlockIsReplacedOnlyByAnUpdateThatHasOne() {
        PerfResult old = PerfResult.empty(1).merge(new PerfResult(1, null, null, null, null, null,
                null, null, browser("40.0")));
        PerfResult jmhOnly = new PerfResult(1, null, null, null, Map.of(), null, null, null, null);
        assertThat(old.merge(jmhOnly).browser()).isEqualTo(browser("40.0"));
        PerfResult again = new PerfResult(1, null, null, null, null, null, null, null,
                browser("25.5"));
        assertThat(old.merge(again).browser().realTimeFactor())
                .isEqualTo(new BigDecimal("25.5"));
    }

    @Test
    void eachProfilesDecodeIsReplacedOnlyByItsOwnUpdate() {
        PerfResult.Decode48k f = decode("link1 modem decode --profile f");
        PerfResult.Decode48k q = decode("link1 modem decode --profile q");
        PerfResult withF = PerfResult.empty(1).merge(new PerfResult(1, null, null, null, null,
                null, null, null, null, f, null));
        PerfResult both = withF.merge(new PerfResult(1, null, null, null, null, null, null, null,
                null, null, q));
        assertThat(both.decode48kF()).isEqualTo(f);
        assertThat(both.decode48kQ()).isEqualTo(q);
        assertThat(both.decode48k()).isNull();
    }

    static PerfResult.Decode48k decode(String command) {
        return new PerfResult.Decode48k(command, new BigDecimal("1800.000"), 48_000, 1241, 1241,
                List.of(1000L), 1000, new BigDecimal("1800.0"), null, null, List.of(), null, 2,
                "jvm", List.of());
    }

    static PerfResult.Browser browser(String factor) {
        return new PerfResult.Browser("cmd", "HeadlessChrome", "r", 48_000,
                new BigDecimal("60.000"), 16, List.of(16, 16, 16), new BigDecimal("1600.0"),
                List.of(new BigDecimal("1500.0"), new BigDecimal("1400.0"),
                        new BigDecimal("1600.0")), new BigDecimal("1500.0"),
                new BigDecimal(factor), 20, 400_000L, 7, 2_000_000L, 2, new BigDecimal("3.50"));
    }
}
