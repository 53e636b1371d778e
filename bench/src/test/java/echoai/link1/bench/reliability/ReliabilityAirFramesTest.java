package echoai.link1.bench.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.fec.AirCodec;
import echoai.link1.session.Seeds;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;

class ReliabilityAirFramesTest {
    @Test
    void cleanAirHasNoNibbleErrorsAndNoisyAirSomeButNoWrongFrame() {
        ReliabilityAirFrames.Counts clean = ReliabilityAirFrames.recording(1, 30, 10);
        assertThat(clean.correct()).isEqualTo(10);
        assertThat(clean.nibbleErrors()).isZero();
        ReliabilityAirFrames.Counts noisy = ReliabilityAirFrames.recording(1, -10, 10);
        assertThat(noisy.nibbleErrors()).isPositive();
        assertThat(noisy.corruptPassedCrc()).isZero();
        assertThat(noisy.correct() + noisy.lost()).isEqualTo(10);
    }

    /**
     * How {@link ReliabilityAirFrames#SNR_DB} was chosen, on dev seed base 0 (never eval): per
     * SNR from −6 to −14 dB, 1000 CLAIM frames (10 recordings of 100) through K=1 and the echo
     * room; prints the raw nibble error rate, frames correct and wrongly accepted by the CRC.
     * Slow (minutes), so skipped unless {@code LINK1_CALIBRATE} is set:
     * {@code LINK1_CALIBRATE=1 ./mvnw -B -o test -Dtest='ReliabilityAirFramesTest#calibrationOnDev'}.
     * It asserts the two rates docs/reliability.md quotes (0.1105 at −12 dB, 0.1534 at −13 dB)
     * and that every frame is counted (correct + lost = sent).
     */
    @Test
    @EnabledIfEnvironmentVariable(named = "LINK1_CALIBRATE", matches = ".+")
    void calibrationOnDev() {
        Map<Integer, String> rates = new TreeMap<>();
        for (int snr = -6; snr >= -14; snr--) {
            ReliabilityAirFrames.Counts c = ReliabilityAirFrames.Counts.ZERO;
            for (int i = 0; i < 10; i++) {
                c = c.plus(ReliabilityAirFrames.recording(Seeds.mix(0, 100 + i), snr, 100));
            }
            assertThat(c.correct() + c.lost()).as("snr %d", snr).isEqualTo(c.sent());
            String rate = String.format(Locale.ROOT, "%.4f", (double) c.nibbleErrors()
                    / ((double) AirCodec.AIR_NIBBLES * c.matchedCandidates()));
            rates.put(snr, rate);
            System.err.printf(Locale.ROOT, "snr %d nibble error %s correct %d/%d wrong %d%n",
                    snr, rate, c.correct(), c.sent(), c.corruptPassedCrc());
        }
        assertThat(rates.get(-12)).isEqualTo("0.1105");
        assertThat(rates.get(-13)).isEqualTo("0.1534");
    }
}
