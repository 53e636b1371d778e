package echoai.link1.audio;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * The resampler's taps and output pinned by SHA-256 (canonical form: a 4-byte count, then each
 * entry big-endian, 4 bytes a tap, 2 bytes a sample). The taps are designed in double with
 * StrictMath and rounded once, so any JVM must give these bytes; a change here is a change of
 * every resampled recording (CHANGELOG).
 */
class ResamplerGoldenTest {
    /** 48 000 → 16 000: one phase of 54 taps. */
    private static final String TAPS_48K =
            "9e676179f85000207c742c0ea1f329052a2e8c94d50bd5abf96ca1f9c65cacc2";
    /** 44 100 → 16 000: 160 phases of 50 taps. */
    private static final String TAPS_44K1 =
            "5108763621f7674099142f32d9461ac48999b2abe74da1abd1fd33e506cfbf93";
    /** 16 000 → 48 000: 3 phases of 20 taps. */
    private static final String TAPS_16K_UP =
            "87c6d132d849d9c064f5ad75e5bfcd974c0068c6f29715689caec017226a3039";
    /** 1 s of a 1000 Hz + 2531.25 Hz pair (amplitude 12 000 each) at 48 kHz, to 16 kHz. */
    private static final String OUTPUT_48K =
            "28855dc0481d591688eb965d8af54299d9b58568c94507221f1de4f08660d803";
    /** The same pair at 44.1 kHz, to 16 kHz. */
    private static final String OUTPUT_44K1 =
            "3ed650e48cbd7b9564bdf9af95697b2260eccb1c8182bcf77ad1e9ac0a599351";

    /** SHA-256 of the count, then each entry big-endian in {@code width} bytes (2 or 4). */
    static String sha256(int[] entries, int width) throws Exception {
        ByteBuffer b = ByteBuffer.allocate(4 + width * entries.length);
        b.putInt(entries.length);
        for (int v : entries) {
            if (width == 2) {
                b.putShort((short) v);
            } else {
                b.putInt(v);
            }
        }
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b.array()));
    }

    static String sha256(int[] taps) throws Exception {
        return sha256(taps, 4);
    }

    static String sha256(short[] samples) throws Exception {
        int[] wide = new int[samples.length];
        for (int i = 0; i < samples.length; i++) {
            wide[i] = samples[i];
        }
        return sha256(wide, 2);
    }

    private static short[] pair(int rate) {
        short[] a = ResamplerTest.tone(1000, rate, rate, 12_000);
        short[] b = ResamplerTest.tone(2531.25, rate, rate, 12_000);
        short[] x = new short[rate];
        for (int i = 0; i < rate; i++) {
            x[i] = (short) (a[i] + b[i]);
        }
        return x;
    }

    @Test
    void tapsArePinned() throws Exception {
        assertThat(KaiserLowpass.halfTaps(48_000, 16_000)).isEqualTo(27);
        assertThat(KaiserLowpass.halfTaps(44_100, 16_000)).isEqualTo(25);
        assertThat(KaiserLowpass.halfTaps(16_000, 48_000)).isEqualTo(10);
        assertThat(sha256(KaiserLowpass.taps(48_000, 16_000, 1))).isEqualTo(TAPS_48K);
        assertThat(sha256(KaiserLowpass.taps(44_100, 16_000, 160))).isEqualTo(TAPS_44K1);
        assertThat(sha256(KaiserLowpass.taps(16_000, 48_000, 3))).isEqualTo(TAPS_16K_UP);
    }

    @Test
    void outputIsPinned() throws Exception {
        assertThat(sha256(Resampler.resample(pair(48_000), 48_000, 16_000))).isEqualTo(OUTPUT_48K);
        assertThat(sha256(Resampler.resample(pair(44_100), 44_100, 16_000)))
                .isEqualTo(OUTPUT_44K1);
    }
}
