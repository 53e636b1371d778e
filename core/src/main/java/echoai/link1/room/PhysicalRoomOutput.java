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

    /** The capture at {@link #captureRateHz()} (owned by the caller from now on). */
    public short[] capture() {
        return capture;
    }

    /** The capture rate, Hz. */
    public int captureRateHz() {
        return captureRateHz;
    }

    /** Capture samples saturated to int16. */
    public long clippedSamples() {
        return clippedSamples;
    }

    /**
     * The capture decimated to 16 kHz with the room's own resampler (ROOM.md §4, D) and rounded
     * to int16: what today's demodulator takes. Computed on each call.
     */
    public RoomOutput at16k() {
        return PhysicalRoom.to16k(capture, captureRateHz);
    }

    /** Where source and microphone stood. */
    public Placement placement() {
        return placement;
    }

    /** The room's impulse response at the playback rate. */
    public RoomImpulse impulse() {
        return impulse;
    }

    /** P_s of the SNR (ROOM.md §7, before the gain), or NaN with no background. */
    public double signalPower() {
        return signalPower;
    }

    /** The factor g_b applied to the background (0 with none). */
    public double backgroundGain() {
        return backgroundGain;
    }
}
