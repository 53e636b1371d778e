package echoai.link1.room;

import java.util.Objects;

/**
 * The room's band-limited resampler (ROOM.md §4, the one {@link PhysicalRoom} uses: sinc ·
 * Kaiser β 8.6 over ±24 zero crossings, cutoff 0.9 × the lower Nyquist, unit DC gain), open to
 * code that brings a recording made at another rate to the room's 16 kHz input, e.g. a peer
 * modem's 48 kHz waveform. Double with {@link StrictMath}: identical on every JVM.
 */
public final class Resampling {
    private Resampling() {
    }

    /**
     * {@code x} at {@code inRateHz} resampled to {@code outRateHz}; the output has
     * {@code floor(x.length · out / in)} samples (as the room's own stages).
     *
     * @param x the signal, never null (not modified)
     * @param inRateHz  input rate, Hz, in [1000, 384000]
     * @param outRateHz output rate, Hz, in [1000, 384000]
     * @return a fresh array of the signal at {@code outRateHz}
     */
    public static double[] resample(double[] x, int inRateHz, int outRateHz) {
        Objects.requireNonNull(x, "x");
        checkRate("inRateHz", inRateHz);
        checkRate("outRateHz", outRateHz);
        return SincResampler.resample(x, inRateHz, outRateHz,
                SincResampler.lengthAt(x.length, inRateHz, outRateHz));
    }

    private static void checkRate(String name, int hz) {
        if (hz < 1000 || hz > 384_000) {
            throw new IllegalArgumentException(name + " must be in [1000, 384000]: " + hz);
        }
    }
}
