package echoai.link1.modem;

/**
 * Sees every candidate the receiver hands to the FEC, before any decoding or check: for
 * measurement only (e.g. the raw nibble error rate). The arrays are the receiver's own buffers,
 * valid only during the call: copy what you keep.
 */
@FunctionalInterface
public interface CandidateTap {
    /** A candidate at {@code offsetSamples}: 60 air nibbles and their reliabilities. */
    void candidate(long offsetSamples, byte[] air, int[] reliability);
}
