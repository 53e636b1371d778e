package echoai.link1.room;

/**
 * What the physical room produced: the int16 capture at the capture rate, its clip count, the
 * placement and impulse response drawn, and the SNR's figures. The capture array is handed over,
 * not copied (recordings are long).
 */
public final class PhysicalRoomOutput {
    private final short[] capture;
    private final int captureRateHz;
    private final long clippedSamples;
    private final Placement placement;
    private final RoomImpulse impulse;
    private final double signalPower;
    private final double backgroundGain;

    PhysicalRoomOutput(short[] capture, int captureRateHz, long clippedSamples, Placement placement,
                       RoomImpulse impulse, double signalPower, double backgroundGain) {
        this.capture = capture;
        this.captureRateHz = captureRateHz;
        this.clippedSamples = clippedSamples;
        this.placement = placement;
        this.impulse = impulse;
        this.signalPower = signalPower;
        this.backgroundGain = backgroundGain;
    }

    /**
     * The capture.
     *
     * @return int16 samples at {@link #captureRateHz()}, the array itself (owned by the caller from now on)
     */
    public short[] capture() {
        return capture;
    }

    /**
     * The capture rate.
     *
     * @return 44 100 or 48 000 Hz
     */
    public int captureRateHz() {
        return captureRateHz;
    }

    /**
     * Capture samples saturated to int16.
     *
     * @return the count, 0 or more
     */
    public long clippedSamples() {
        return clippedSamples;
    }

    /**
     * The capture decimated to 16 kHz with the room's own resampler (ROOM.md §4, D) and rounded
     * to int16: what today's demodulator takes. Computed on each call.
     *
     * @return the 16 kHz recording and its own clipped count
     */
    public RoomOutput at16k() {
        return PhysicalRoom.to16k(capture, captureRateHz);
    }

    /**
     * Where source and microphone stood.
     *
     * @return the placement used
     */
    public Placement placement() {
        return placement;
    }

    /**
     * The room's impulse response.
     *
     * @return the response used, at the playback rate
     */
    public RoomImpulse impulse() {
        return impulse;
    }

    /**
     * P_s of the SNR (ROOM.md §7, before the gain).
     *
     * @return the signal power in squared sample units, or NaN with no background
     */
    public double signalPower() {
        return signalPower;
    }

    /**
     * The factor g_b applied to the background.
     *
     * @return the amplitude factor, 0 with no background
     */
    public double backgroundGain() {
        return backgroundGain;
    }
}
