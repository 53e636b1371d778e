package echoai.link1.modem;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.link1.frame.LinkFrame;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The forced candidate search (issue 28, item 1): no detector, a candidate every period, each
 * through the profile's own demodulation, FEC and check. A real frame at a forced start is
 * heard (the positive control); noise gives one candidate a period and nothing past the CRC
 * here (at 2⁻¹⁶ a candidate, a handful of candidates would pass only by a rare chance).
 */
class ForcedSearchTest {
    private static final int PERIOD = 4000;

    private static byte[] frame(long seed) {
        byte[] f = new byte[LinkFrame.LENGTH];
        new SplittableRandom(seed).nextBytes(f);
        f[0] = 'W';
        int crc = echoai.link1.frame.Crc16.compute(f, 0, LinkFrame.LENGTH - 2);
        f[LinkFrame.LENGTH - 2] = (byte) (crc >>> 8);
        f[LinkFrame.LENGTH - 1] = (byte) crc;
        return f;
    }

    @Test
    void aRealFrameAtAForcedStartIsHeardByEveryProfile() {
        for (AirProfile p : AirProfile.values()) {
            byte[] sent = frame(p.ordinal());
            short[] pcm = p.recordingOfFrames(List.of(sent));
            FrameReceiver r = p.forcedSearch(LinkFrame::crcOk, PERIOD);
            r.accept(pcm);
            List<ModemFrame> got = r.finish();
            assertThat(got).as("%s", p).anyMatch(f -> java.util.Arrays.equals(f.frame(), sent));
            assertThat(r.greetings()).as("forced starts, %s", p)
                    .isEqualTo((pcm.length + PERIOD - 1) / PERIOD);
            assertThat(r.candidates()).isPositive();
        }
    }

    @Test
    void noiseGivesACandidateAPeriodAndNoFrame() {
        short[] noise = new short[16_000 * 20];
        SplittableRandom random = new SplittableRandom(3);
        for (int i = 0; i < noise.length; i++) {
            noise[i] = (short) Math.round(3000 * random.nextGaussian());
        }
        for (AirProfile p : AirProfile.values()) {
            FrameReceiver r = p.forcedSearch(LinkFrame::crcOk, PERIOD);
            r.accept(noise);
            List<ModemFrame> got = r.finish();
            assertThat(got).as("%s", p).isEmpty();
            long starts = noise.length / PERIOD;
            assertThat(r.greetings()).isEqualTo(starts);
            // the last frame-length of starts cannot complete before the input ends
            assertThat(r.candidates() + r.dropped(DropReason.TRUNCATED)).isEqualTo(starts);
            assertThat(r.candidates()).isGreaterThan(starts / 2);
            assertThat(r.dropped(DropReason.OVERFLOW)).isZero();
        }
        assertThatThrownBy(() -> AirProfile.K1.forcedSearch(LinkFrame::crcOk, 100))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
