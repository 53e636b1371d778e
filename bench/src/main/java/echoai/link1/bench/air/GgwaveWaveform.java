package echoai.link1.bench.air;

import echoai.link1.room.PhysicalRoom;
import echoai.link1.room.Resampling;

/**
 * ggwave's waveform into the physical room's input: float32 at 48 kHz → × {@value #SCALE}
 * (full scale of int16) → the room's own resampler ({@link Resampling}, ROOM.md §4) to 16 kHz →
 * rounded half up and saturated to int16 (at the bridge's volume 50 ggwave's peak is about 0.49
 * of full scale, −6 dBFS: nothing saturates) → 4000 zeros before and after,
 * the layout of one LINK-1 recording. ggwave's audible tones lie within 1.5–6.5 kHz, under the
 * resampler's 7.2 kHz cutoff: the conversion keeps them. Deterministic: double with StrictMath.
 */
public final class GgwaveWaveform {
    /** float32 full scale → int16. */
    static final double SCALE = 32768;
    /** Zeros before and after the waveform (the spec's recording layout). */
    static final int GUARD_SAMPLES = 4000;

    private GgwaveWaveform() {
    }

    /** The 16 kHz int16 recording of a 48 kHz float32 ggwave waveform. */
    public static short[] recording(float[] wave48k) {
        double[] x = new double[wave48k.length];
        for (int i = 0; i < x.length; i++) {
            x[i] = wave48k[i] * SCALE;
        }
        double[] y = Resampling.resample(x, GgwaveBridge.RATE_HZ, PhysicalRoom.INPUT_RATE_HZ);
        short[] out = new short[y.length + 2 * GUARD_SAMPLES];
        for (int i = 0; i < y.length; i++) {
            long v = StrictMath.round(y[i]);
            out[GUARD_SAMPLES + i] = (short) StrictMath.max(Short.MIN_VALUE,
                    StrictMath.min(Short.MAX_VALUE, v));
        }
        return out;
    }

    /** The air time of a 48 kHz waveform, s. */
    public static double airTimeS(float[] wave48k) {
        return wave48k.length / (double) GgwaveBridge.RATE_HZ;
    }
}
