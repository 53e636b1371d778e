package echoai.link1.modem;

import java.util.List;

/**
 * A streaming receiver of one air profile: PCM in (16 kHz int16, chunks of any size: the result
 * does not depend on the chunking), frames out. Each detected greeting or sync yields at most
 * one candidate, offered once to the {@link FrameCheck}; a candidate that fails is dropped and
 * counted by {@link DropReason}. Implementations allocate in their constructors and are not
 * thread-safe: one instance per stream.
 */
public interface FrameReceiver {
    /** Forgets all input and counts. */
    void reset();

    /**
     * Feeds {@code length} samples of {@code pcm} from {@code offset}.
     *
     * @param pcm 16 kHz int16 samples
     * @param offset index of the first sample to feed
     * @param length number of samples to feed (0 is allowed)
     */
    void accept(short[] pcm, int offset, int length);

    /**
     * Feeds all of {@code pcm}.
     *
     * @param pcm 16 kHz int16 samples
     */
    default void accept(short[] pcm) {
        accept(pcm, 0, pcm.length);
    }

    /**
     * Ends the input and resolves every detection heard.
     *
     * @return the kept frames sorted by offset, at most {@code maxFrames} (maybe empty)
     */
    List<ModemFrame> finish();

    /**
     * Greetings (K1/K2) or syncs (R) detected so far.
     *
     * @return the count, 0 or more
     */
    long greetings();

    /**
     * Where the newest greeting or sync detected starts: as soon as it is confirmed, before its
     * frame has arrived (what a listener needs to know that the air is taken until that frame
     * ends).
     *
     * @return its sample index, or −1 before the first
     */
    long lastStart();

    /**
     * Candidates that reached the decoder and the check so far.
     *
     * @return the count, 0 or more
     */
    long candidates();

    /**
     * Frames delivered so far (before {@code maxFrames} trims them).
     *
     * @return the count, 0 or more
     */
    long delivered();

    /**
     * Detections that delivered nothing, for one reason.
     *
     * @param reason the reason, never null
     * @return the count, 0 or more
     */
    long dropped(DropReason reason);

    /**
     * Samples consumed so far.
     *
     * @return the count, 0 or more
     */
    long samples();
}
