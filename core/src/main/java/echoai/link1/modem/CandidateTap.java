package echoai.link1.modem;

/**
 * Sees every candidate the receiver hands to the FEC, before any decoding or check: for
 * measurement only (e.g. the raw nibble error rate). The arrays are the receiver's own buffers,
 * valid only during the call: copy what you keep.
 */
@FunctionalInterface
public interface CandidateTap {
    /**
     * One candidate, before decoding.
     *
     * @param offsetSamples estimated sample index of the frame's start
     * @param air 60 air nibbles (0..15), the receiver's buffer
     * @param reliability 60 figures {@code 65536·P₂/P₁}, higher is less reliable; the receiver's buffer
     */
    void candidate(long offsetSamples, byte[] air, int[] reliability);
}
