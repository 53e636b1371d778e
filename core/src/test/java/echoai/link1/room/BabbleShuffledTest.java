package echoai.link1.room;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The babble that does not repeat (ROOM.md §11, issue 28, item 1) beside today's babble, which
 * stays exactly as it was (its capture is pinned in {@code PhysicalRoomTest}): today's 60 s piece
 * is one 8 s mixture over and over (autocorrelation 1.0 at an 8 s lag), the shuffled one is not.
 */
class BabbleShuffledTest {
    /**
     * SHA-256 of the 48 kHz capture (int16 LE) of {@link PhysicalRoomTest#burst()} at
     * living-rt0.5-2m, babble-shuffled 10 dB, default devices, seed 7.
     */
    private static final String CAPTURE_SHA256 =
            "9d7ad84d17498c207d1ee38647d666eebcef2fc5ab57254e14f315a9a8c4850b";

    private static final int RATE_HZ = 16_000;

    /** Normalised autocorrelation of {@code x} at {@code lag} samples. */
    static double autocorrelation(double[] x, int lag) {
        double xy = 0;
        double xx = 0;
        double yy = 0;
        for (int i = 0; i + lag < x.length; i++) {
            xy += x[i] * x[i + lag];
            xx += x[i] * x[i];
            yy += x[i + lag] * x[i + lag];
        }
        return xy / Math.sqrt(xx * yy);
    }

    @Test
    void todaysBabbleRepeatsEvery8sAndTheShuffledOneDoesNot() {
        int samples = 20 * RATE_HZ;
        int lag = BabbleCorpus.TRACK_SAMPLES;
        for (long seed = 1; seed <= 3; seed++) {
            double[] old = Background.BABBLE.generate(samples, RATE_HZ, new SplittableRandom(seed));
            double[] shuffled = Background.BABBLE_SHUFFLED.generate(samples, RATE_HZ,
                    new SplittableRandom(seed));
            assertThat(autocorrelation(old, lag)).as("babble, seed %d", seed).isGreaterThan(0.99);
            assertThat(Math.abs(autocorrelation(shuffled, lag))).as("babble-shuffled, seed %d",
                    seed).isLessThan(0.2);
            // at a short lag speech is still speech: the shuffled mixture is babble, not noise
            assertThat(autocorrelation(shuffled, 1)).isGreaterThan(0.3);
        }
    }

    @Test
    void itsPowerIsAboutTodaysAndItsStretchesJoinWithoutSteps() {
        int samples = 20 * RATE_HZ;
        double[] old = Background.BABBLE.generate(samples, RATE_HZ, new SplittableRandom(5));
        double[] shuffled = Background.BABBLE_SHUFFLED.generate(samples, RATE_HZ,
                new SplittableRandom(5));
        double po = 0;
        double ps = 0;
        double maxStep = 0;
        for (int i = 0; i < samples; i++) {
            po += old[i] * old[i];
            ps += shuffled[i] * shuffled[i];
            if (i > 0) {
                maxStep = Math.max(maxStep, Math.abs(shuffled[i] - shuffled[i - 1]));
            }
        }
        double ratioDb = 10 * Math.log10(ps / po);
        assertThat(ratioDb).isBetween(-3.0, 3.0);
        double rms = Math.sqrt(ps / samples);
        assertThat(maxStep).as("largest sample-to-sample step over the rms").isLessThan(4 * rms);
    }

    @Test
    void distinctAudioIsTheWholeRecordingSaveTodaysBabble() {
        assertThat(Background.BABBLE.distinctSeconds(60)).isEqualTo(8.0);
        assertThat(Background.BABBLE.distinctSeconds(5)).isEqualTo(5.0);
        assertThat(Background.BABBLE_SHUFFLED.distinctSeconds(60)).isEqualTo(60.0);
        assertThat(Background.WHITE.distinctSeconds(60)).isEqualTo(60.0);
        assertThat(Background.parse("babble-shuffled")).isEqualTo(Background.BABBLE_SHUFFLED);
        assertThat(Background.BABBLE_SHUFFLED.label()).isEqualTo("babble-shuffled");
    }

    @Test
    void sameSeedSameBytesAndThePinnedHash() throws Exception {
        PhysicalRoomConfig c = RoomPoint.named("living-rt0.5-2m").config(
                Background.BABBLE_SHUFFLED, 10, DeviceChain.DEFAULT, 7);
        short[] a = PhysicalRoom.apply(PhysicalRoomTest.burst(), c).capture();
        short[] b = PhysicalRoom.apply(PhysicalRoomTest.burst(), c).capture();
        assertThat(a).isEqualTo(b);
        assertThat(PhysicalRoomTest.sha256(a)).isEqualTo(CAPTURE_SHA256);
    }
}
