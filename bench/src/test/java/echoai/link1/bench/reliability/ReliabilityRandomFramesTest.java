package echoai.link1.bench.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ReliabilityRandomFramesTest {
    @Test
    void crcPassRateIsAboutOneIn65536AndChecksNest() {
        ReliabilityResult.RandomFrames o = ReliabilityRandomFrames.run(5, 400_000);
        long crc = o.corruptPassedCrc();
        // expected 6.1; a Poisson count outside [1, 20] would mean the CRC check is broken
        assertThat(crc).isBetween(1L, 20L);
        assertThat(o.acceptedCorrupt()).isLessThanOrEqualTo(crc);
        assertThat(o.corruptSpeechShaped()).isLessThanOrEqualTo(o.acceptedCorrupt());
        assertThat(ReliabilityRandomFrames.run(5, 400_000)).isEqualTo(o);
    }
}
