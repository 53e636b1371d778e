package echoai.link1.bench;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;

class ReliabilityRandomFramesTest {
    @Test
    void crcPassRateIsAboutOneIn65536AndChecksNest() {
        ObjectNode o = ReliabilityRandomFrames.run(5, 400_000);
        long crc = o.get("crc_pass").asLong();
        // expected 6.1; a Poisson count outside [1, 20] would mean the CRC check is broken
        assertThat(crc).isBetween(1L, 20L);
        assertThat(o.get("accepted_every_check").asLong()).isLessThanOrEqualTo(crc);
        assertThat(o.get("accepted_with_speech_shape").asLong())
                .isLessThanOrEqualTo(o.get("accepted_every_check").asLong());
        assertThat(ReliabilityRandomFrames.run(5, 400_000)).isEqualTo(o);
    }
}
