package echoai.link1.room;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.security.MessageDigest;
import java.util.HexFormat;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

/** The physical room end to end: determinism, the SNR's definition, lengths, the gain. */
class PhysicalRoomTest {
    /**
     * SHA-256 of the 48 kHz capture (int16 LE) of {@link #burst()} at living-rt0.5-2m, babble
     * 10 dB, default devices, seed 7.
     */
    private static final String CAPTURE_SHA256 =
            "ecc65dec459b6036365bd04735a76346be4668de914fc9976e8bbf7436fd2905";

    /** 0.25 s of silence, 1 s of a two-tone burst, 0.25 s of silence, at 16 kHz. */
    static short[] burst() {
        short[] x = new short[24_000];
        for (int n = 4000; n < 20_000; n++) {
            x[n] = (short) Math.round(8000 * (Math.sin(2 * Math.PI * 1500 * n / 16_000.0)
                    + Math.sin(2 * Math.PI * 2750 * n / 16_000.0)));
        }
        return x;
    }

    static String sha256(short[] pcm) throws Exception {
        ByteBuffer b = ByteBuffer.allocate(2 * pcm.length).order(ByteOrder.LITTLE_ENDIAN);
        for (short s : pcm) {
            b.putShort(s);
        }
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b.array()));
    }

    private static PhysicalRoomConfig config(Background bg, double snr, DeviceChain dev, long seed) {
        return RoomPoint.named("living-rt0.5-2m").config(bg, snr, dev, seed);
    }

    @Test
    void sameSeedSameBytesAndThePinnedHash() throws Exception {
        PhysicalRoomConfig c = config(Background.BABBLE, 10, DeviceChain.DEFAULT, 7);
        short[] a = PhysicalRoom.apply(burst(), c).capture();
        short[] b = PhysicalRoom.apply(burst(), c).capture();
        short[] other = PhysicalRoom.apply(burst(), c.withSeed(8)).capture();
        assertThat(a).isEqualTo(b);
        assertThat(sha256(a)).isNotEqualTo(sha256(other));
        assertThat(sha256(a)).isEqualTo(CAPTURE_SHA256);
    }

    /**
     * SHA-256 of the 48 kHz capture of {@link #burst()} at living-rt0.5-2m, pink 15 dB,
     * 44.1 → 48 kHz at +200 ppm, −30 dB fixed gain, seed 11.
     */
    private static final String OFFSET_CAPTURE_SHA256 =
            "2cda52333933076e99c5708f1c79c7ba12b75a103a6e97ff32ac358063cb347e";

    @Test
    void theClockOffsetPathIsPinnedToo() throws Exception {
        PhysicalRoomConfig c = config(Background.PINK, 15,
                new DeviceChain(44_100, 48_000, 200, -30), 11);
        PhysicalRoomOutput o = PhysicalRoom.apply(burst(), c);
        assertThat(o.clippedSamples()).isZero();
        assertThat(sha256(o.capture())).isEqualTo(OFFSET_CAPTURE_SHA256);
    }

    @Test
    void snrIsSignalOverBackgroundOnTheActiveSamplesAt16k() {
        DeviceChain fixed = new DeviceChain(48_000, 48_000, 0, -30);
        for (Background bg : new Background[] {Background.WHITE, Background.PINK, Background.BABBLE}) {
            short[] x = burst();
            PhysicalRoomOutput noisy = PhysicalRoom.apply(x, config(bg, 10, fixed, 3));
            PhysicalRoomOutput clean = PhysicalRoom.apply(x, config(Background.NONE,
                    Double.POSITIVE_INFINITY, fixed, 3));
            assertThat(noisy.clippedSamples()).isZero();
            short[] y = noisy.at16k().samples();
            short[] s = clean.at16k().samples();
            boolean[] active = PhysicalRoom.activeSamples(x,
                    (int) Math.round(16_000 * noisy.placement().distanceM() / 343));
            double ps = 0;
            double pb = 0;
            int count = 0;
            for (int i = 0; i < y.length; i++) {
                if (active[i]) {
                    ps += (double) s[i] * s[i];
                    pb += (double) (y[i] - s[i]) * (y[i] - s[i]);
                    count++;
                }
            }
            assertThat(count).isBetween(15_990, 16_000);
            assertThat(10 * Math.log10(ps / pb)).as(bg.label()).isCloseTo(10, Offset.offset(0.1));
        }
    }

    @Test
    void aBackgroundOnlyRecordingHasTheReferenceLevel() {
        DeviceChain fixed = new DeviceChain(48_000, 48_000, 0, 0);
        PhysicalRoomConfig c = config(Background.PINK, 20, fixed, 4);
        PhysicalRoomOutput o = PhysicalRoom.apply(new short[32_000], c);
        double power = 0;
        for (short v : o.at16k().samples()) {
            power += (double) v * v;
        }
        power /= o.at16k().samples().length;
        double expected = 16384.0 * 16384 / 2 * (1 / 4.0 + 1 / Math.pow(
                ShoeboxRoom.LIVING.criticalDistanceM(0.5), 2)) / 100;
        assertThat(10 * Math.log10(power / expected)).isCloseTo(0, Offset.offset(0.1));
        assertThat(o.signalPower()).isEqualTo(PhysicalRoom.referencePower(c, 2));
    }

    @Test
    void activeSamplesAreTheBurstsShifted() {
        short[] x = new short[1000];
        x[100] = 1;
        x[200] = 1;
        x[500] = 1;
        boolean[] a = PhysicalRoom.activeSamples(x, 10);
        assertThat(a[109]).isFalse();
        assertThat(a[110]).isTrue();
        assertThat(a[210]).isTrue();
        assertThat(a[211]).isFalse();
        assertThat(a[510]).isTrue();
        assertThat(a[509]).isFalse();
    }

    @Test
    void lengthsFollowTheRatesAndTheClockOffset() {
        short[] x = burst();
        assertThat(PhysicalRoom.apply(x, config(Background.WHITE, 20, DeviceChain.DEFAULT, 1))
                .capture()).hasSize(72_000);
        PhysicalRoomOutput o = PhysicalRoom.apply(x, config(Background.WHITE, 20,
                new DeviceChain(44_100, 48_000, 200, Double.NaN), 1));
        assertThat(o.capture()).hasSize((int) Math.floor(24_000 * 48_000 * 1.0002 / 16_000));
        assertThat(o.at16k().samples()).hasSize((int) Math.floor(o.capture().length / 3.0));
        assertThat(PhysicalRoom.apply(x, config(Background.PINK, 20,
                new DeviceChain(48_000, 44_100, 0, Double.NaN), 1)).capture()).hasSize(66_150);
    }

    @Test
    void automaticGainHoldsPeaksAtTheTargetAndFixedGainClips() {
        PhysicalRoomOutput agc = PhysicalRoom.apply(burst(), config(Background.WHITE, 30,
                DeviceChain.DEFAULT, 2));
        int peak = 0;
        for (short s : agc.capture()) {
            peak = Math.max(peak, Math.abs(s));
        }
        assertThat(agc.clippedSamples()).isZero();
        assertThat(peak).isBetween(16_000, 16_384);
        PhysicalRoomOutput loud = PhysicalRoom.apply(burst(), config(Background.WHITE, 30,
                new DeviceChain(48_000, 48_000, 0, 20), 2));
        assertThat(loud.clippedSamples()).isPositive();
    }

    @Test
    void refusesBadConfigs() {
        assertThatThrownBy(() -> config(Background.NONE, 10, DeviceChain.DEFAULT, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("snrDb");
        assertThatThrownBy(() -> new DeviceChain(16_000, 48_000, 0, Double.NaN))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("playbackRateHz");
        assertThatThrownBy(() -> RoomPoint.named("echo"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("point must be one of");
    }

    @Test
    void pointNamesAreUniqueAndNeverAnOldRoom() {
        java.util.Set<String> names = new java.util.HashSet<>();
        for (RoomPoint p : RoomPoint.all()) {
            assertThat(names.add(p.name())).as(p.name()).isTrue();
            assertThat(p.name()).isNotIn("dry", "echo", "long-echo", "reverb");
        }
        assertThat(RoomPoint.grid()).hasSize(12);
        assertThat(RoomPoint.named("living-rt0.8-3m").distanceM()).isEqualTo(3);
        assertThat(RoomPoint.named("living-rt0.3-0.5m").rt60S()).isEqualTo(0.3);
    }
}
