package echoai.link1.room;

/**
 * The two devices around the room (ROOM.md §4): the playback and capture rates, the capture
 * clock's offset, and the capture gain. The band-limits are fixed: loudspeaker 2nd-order
 * Butterworth high-pass 300 Hz and low-pass 6 kHz; microphone high-pass 80 Hz and low-pass
 * 12 kHz.
 *
 * @param playbackRateHz 44 100 or 48 000
 * @param captureRateHz 44 100 or 48 000
 * @param clockOffsetPpm how fast the capture clock runs against the playback clock, in
 *     [−1000, 1000] ppm (positive: more capture samples per second)
 * @param captureGainDb {@code NaN} for the automatic gain, else a fixed gain in [−60, 60] dB
 */
public record DeviceChain(int playbackRateHz, int captureRateHz, double clockOffsetPpm,
                          double captureGainDb) {
    /** 48 kHz both ways, no offset, automatic gain. */
    public static final DeviceChain DEFAULT = new DeviceChain(48_000, 48_000, 0, Double.NaN);
    /** Loudspeaker high-pass corner, Hz. */
    public static final double SPEAKER_HIGH_PASS_HZ = 300;
    /** Loudspeaker low-pass corner, Hz. */
    public static final double SPEAKER_LOW_PASS_HZ = 6000;
    /** Microphone high-pass corner, Hz. */
    public static final double MIC_HIGH_PASS_HZ = 80;
    /** Microphone low-pass corner, Hz. */
    public static final double MIC_LOW_PASS_HZ = 12_000;
    /** The automatic gain's peak target, int16 units (−6 dBFS). */
    public static final double AGC_TARGET_PEAK = 16384;
    /** The automatic gain's release time constant, s. */
    public static final double AGC_RELEASE_S = 0.5;
    /** The automatic gain's largest gain, as a factor (40 dB). */
    public static final double AGC_MAX_GAIN = 100;

    /**
     * A device chain.
     *
     * @param playbackRateHz 44 100 or 48 000
     * @param captureRateHz 44 100 or 48 000
     * @param clockOffsetPpm capture clock offset, in [−1000, 1000] ppm
     * @param captureGainDb {@code NaN} for the automatic gain, else a fixed gain in [−60, 60] dB
     * @throws IllegalArgumentException when a value is outside its range
     */
    public DeviceChain {
        checkRate("playbackRateHz", playbackRateHz);
        checkRate("captureRateHz", captureRateHz);
        if (!(Math.abs(clockOffsetPpm) <= 1000)) {
            throw new IllegalArgumentException("clockOffsetPpm must be in [-1000, 1000]: "
                    + clockOffsetPpm);
        }
        if (!Double.isNaN(captureGainDb) && !(Math.abs(captureGainDb) <= 60)) {
            throw new IllegalArgumentException("captureGainDb must be NaN or in [-60, 60]: "
                    + captureGainDb);
        }
    }

    private static void checkRate(String name, int hz) {
        if (hz != 44_100 && hz != 48_000) {
            throw new IllegalArgumentException(name + " must be 44100 or 48000: " + hz);
        }
    }

    /**
     * Whether the capture gain is automatic.
     *
     * @return true when {@link #captureGainDb()} is NaN
     */
    public boolean automaticGain() {
        return Double.isNaN(captureGainDb);
    }

    /**
     * This chain with another clock offset.
     *
     * @param ppm the capture clock offset, in [−1000, 1000] ppm
     * @return a new chain, the rest unchanged
     * @throws IllegalArgumentException when {@code ppm} is outside [−1000, 1000]
     */
    public DeviceChain withClockOffsetPpm(double ppm) {
        return new DeviceChain(playbackRateHz, captureRateHz, ppm, captureGainDb);
    }

    /** Loudspeaker band-limit, in place, at the playback rate. */
    void loudspeaker(double[] x) {
        Biquad.highPass(SPEAKER_HIGH_PASS_HZ, playbackRateHz).apply(x);
        Biquad.lowPass(SPEAKER_LOW_PASS_HZ, playbackRateHz).apply(x);
    }

    /** Microphone band-limit, in place, at the playback (acoustic) rate. */
    void microphone(double[] x) {
        Biquad.highPass(MIC_HIGH_PASS_HZ, playbackRateHz).apply(x);
        Biquad.lowPass(MIC_LOW_PASS_HZ, playbackRateHz).apply(x);
    }

    /** The capture rate in playback-clock time, Hz. */
    double effectiveCaptureRateHz() {
        return captureRateHz * (1 + clockOffsetPpm * 1e-6);
    }

    /** Samples the acoustic signal on the capture clock. */
    double[] capture(double[] acoustic) {
        if (playbackRateHz == captureRateHz && clockOffsetPpm == 0) {
            return acoustic;
        }
        double rate = effectiveCaptureRateHz();
        return SincResampler.resample(acoustic, playbackRateHz, rate,
                SincResampler.lengthAt(acoustic.length, playbackRateHz, rate));
    }

    /** Applies the capture gain in place (automatic: peak follower, instant attack). */
    void gain(double[] y) {
        if (!automaticGain()) {
            double g = StrictMath.pow(10, captureGainDb / 20);
            for (int i = 0; i < y.length; i++) {
                y[i] *= g;
            }
            return;
        }
        double release = StrictMath.exp(-1 / (AGC_RELEASE_S * captureRateHz));
        double peak = 0;
        for (int i = 0; i < y.length; i++) {
            peak = StrictMath.max(StrictMath.abs(y[i]), peak * release);
            double g = peak == 0 ? AGC_MAX_GAIN : StrictMath.min(AGC_MAX_GAIN, AGC_TARGET_PEAK / peak);
            y[i] *= g;
        }
    }
}
