package echoai.link1.bench;

import echoai.link1.session.Seeds;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ReliabilityAirFramesTest {
    @Test
    void cleanAirHasNoNibbleErrorsAndNoisyAirSomeButNoWrongFrame() {
        ReliabilityAirFrames.Counts clean = ReliabilityAirFrames.recording(1, 30, 10);
        assertThat(clean.correct()).isEqualTo(10);
        assertThat(clean.nibbleErrors()).isZero();
        ReliabilityAirFrames.Counts noisy = ReliabilityAirFrames.recording(1, -10, 10);
        assertThat(noisy.nibbleErrors()).isPositive();
        assertThat(noisy.wronglyAccepted()).isZero();
        assertThat(noisy.correct() + noisy.lost()).isEqualTo(10);
    }

    @Test
    void calibrationOnDev() {
        if (System.getenv("LINK1_CALIBRATE") == null) {
            return;
        }
        for (int snr = -6; snr >= -14; snr--) {
            ReliabilityAirFrames.Counts c = ReliabilityAirFrames.Counts.ZERO;
            for (int i = 0; i < 10; i++) {
                c = c.plus(ReliabilityAirFrames.recording(Seeds.mix(0, 100 + i), snr, 100));
            }
            System.err.printf("snr %d nibble error %.4f correct %d/%d wrong %d%n", snr,
                    (double) c.nibbleErrors() / (60.0 * c.matchedCandidates()), c.correct(),
                    c.sent(), c.wronglyAccepted());
        }
    }
}
