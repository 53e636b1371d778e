package echoai.link1.modem;

/**
 * A detector of frame starts fed in blocks ({@link GreetingDetector}, {@link CostasSync}):
 * {@link #feed} takes samples that do not cross a block boundary and returns a start confirmed
 * at the end of the block, or −1.
 */
interface StartDetector {
    /** Forgets everything: the next sample is sample 0. */
    void reset();

    /** Samples left before the current block ends (≥ 1). */
    int samplesToBlockEnd();

    /** Feeds {@code length ≤ samplesToBlockEnd()} samples; a confirmed start (≥ 0) or −1. */
    long feed(short[] pcm, int offset, int length);

    /** At the end of the input: the start still waiting for confirmation (or −1), forgotten. */
    long flush();
}
