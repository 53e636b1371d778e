package echoai.link1.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** perf.json through the one writer: with the browser block, and an older file without it. */
class PerfResultJsonTest {
    private static final PerfResult.Browser BROWSER = new PerfResult.Browser("cmd",
            "Mozilla/5.0 HeadlessChrome/150", "r", 48_000, new BigDecimal("80.282"), 16,
            List.of(16, 16, 16), new BigDecimal("1016.1"), List.of(new BigDecimal("681.1"),
                    new BigDecimal("700.0"), new BigDecimal("650.4")), new BigDecimal("681.1"),
            new BigDecimal("117.9"), 20, 332_527L, 7, 2_000_000L, 2, new BigDecimal("9.77"));

    @Test
    void theBrowserBlockRoundTripsAsTheLastKey() {
        PerfResult perf = new PerfResult(1, Map.of("E1", 5L), 2, "eval", null, null, 99L, null,
                BROWSER);
        String text = Json.text(perf);
        assertThat(text).contains("\"browser\" : {", "\"real_time_factor\" : 117.9",
                "\"site_bytes\" : 332527", "\"load_average1m\" : 9.77",
                "\"target_real_time_factor\" : 20", "\"target_site_bytes\" : 2000000");
        assertThat(text.indexOf("\"browser\"")).isGreaterThan(text.indexOf("\"last_bench"));
        PerfResult back = Json.parse(text, PerfResult.class);
        assertThat(back).isEqualTo(perf);
        assertThat(Json.text(back)).isEqualTo(text);
    }

    @Test
    void aFileWrittenBeforeTheBrowserBlockStillReads() {
        String old = "{\n  \"schema_version\" : 1,\n  \"threads\" : 2,\n"
                + "  \"last_bench_total_ms\" : 23053\n}\n";
        PerfResult perf = Json.parse(old, PerfResult.class);
        assertThat(perf.browser()).isNull();
        assertThat(perf.threads()).isEqualTo(2);
        assertThat(Json.text(perf)).isEqualTo(old);
        PerfResult merged = perf.merge(new PerfResult(1, null, null, null, null, null, null,
                null, BROWSER));
        assertThat(merged.browser()).isEqualTo(BROWSER);
        assertThat(merged.lastBenchTotalMs()).isEqualTo(23053L);
    }
}
