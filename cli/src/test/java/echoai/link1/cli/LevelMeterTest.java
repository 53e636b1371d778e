package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class LevelMeterTest {
    @Test
    void fullScaleSquareIsZeroDbfsAndSilenceIsMinusInfinity() {
        assertThat(LevelMeter.line(1600L * 32768 * 32768, 1600, 16000))
                .isEqualTo("level    0.0 dBFS ############################## "
                        + "   1.0 s");
        assertThat(LevelMeter.line(0, 1600, 8000)).startsWith("level   -inf dBFS  ")
                .endsWith("0.5 s");
    }

    @Test
    void minus20DbfsFillsTwoThirdsOfTheBar() {
        long rms = 3277; // 32768 / 10
        assertThat(LevelMeter.line(1600L * rms * rms, 1600, 0))
                .startsWith("level  -20.0 dBFS " + "#".repeat(20) + " ");
    }
}
