package echoai.link1.frame;

import echoai.link1.frame.FrameResult.Accepted;
import echoai.link1.frame.FrameResult.Reason;
import echoai.link1.frame.FrameResult.Rejected;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * A resumable byte-stream decoder of link frames, fed chunks of any size and split (the
 * contract of Netty's {@code ByteToMessageDecoder}: with too little input it consumes nothing
 * and waits; after garbage it resynchronises).
 *
 * <p>Resync rule, applied at the head of the pending bytes:
 * <ul>
 *   <li>a byte other than 'W' is skipped and counted as garbage;</li>
 *   <li>a 'W' with fewer than 22 bytes pending: nothing is consumed, wait for more;</li>
 *   <li>a 'W' with 22 bytes whose CRC matches: the candidate is parsed, accepted or rejected
 *       by reason (counted), and all 22 bytes are consumed;</li>
 *   <li>a 'W' with 22 bytes whose CRC fails: the 'W' is skipped as garbage (a frame may start
 *       inside the candidate).</li>
 * </ul>
 * {@link #finish()} ends the stream and counts a truncated tail. The decoder allocates its
 * 22-byte window up front and nothing per byte (except the accepted frames themselves).
 */
public final class FrameDecoder {
    private final byte[] window = new byte[LinkFrame.LENGTH];
    private final long[] rejected = new long[Reason.values().length];
    private int pending;
    private long accepted;
    private long garbageBytes;
    private long truncatedTails;
    private long truncatedBytes;

    /** A decoder with an empty window and zero counts. */
    public FrameDecoder() {
    }

    /**
     * Feeds {@code length} bytes of {@code chunk} from {@code offset}; every frame completed
     * by them goes to {@code sink}, in stream order.
     *
     * @param chunk the bytes
     * @param offset index of the first byte to feed
     * @param length number of bytes to feed (0 is allowed)
     * @param sink receives each accepted frame, never null
     * @throws IndexOutOfBoundsException when the slice is outside {@code chunk}
     */
    public void feed(byte[] chunk, int offset, int length, Consumer<? super LinkFrame> sink) {
        Objects.checkFromIndexSize(offset, length, chunk.length);
        Objects.requireNonNull(sink, "sink");
        for (int i = offset; i < offset + length; i++) {
            window[pending++] = chunk[i];
            drain(sink);
        }
    }

    /**
     * Feeds bytes and returns the frames they completed.
     *
     * @param chunk the bytes
     * @param offset index of the first byte to feed
     * @param length number of bytes to feed (0 is allowed)
     * @return the accepted frames in stream order, maybe empty
     * @throws IndexOutOfBoundsException when the slice is outside {@code chunk}
     */
    public List<LinkFrame> feed(byte[] chunk, int offset, int length) {
        List<LinkFrame> out = new ArrayList<>();
        feed(chunk, offset, length, out::add);
        return out;
    }

    /**
     * Feeds all of {@code chunk}.
     *
     * @param chunk the bytes
     * @return the accepted frames in stream order, maybe empty
     */
    public List<LinkFrame> feed(byte[] chunk) {
        return feed(chunk, 0, chunk.length);
    }

    /** Applies the resync rule until the head is a 'W' waiting for more bytes, or empty. */
    private void drain(Consumer<? super LinkFrame> sink) {
        while (pending > 0) {
            if ((window[0] & 0xFF) != LinkFrame.MAGIC) {
                skipOne();
            } else if (pending < LinkFrame.LENGTH) {
                return;
            } else if (LinkFrame.crcOk(window, 0)) {
                FrameResult result = LinkFrame.parse(window, 0, LinkFrame.LENGTH);
                pending = 0;
                if (result instanceof Accepted a) {
                    accepted++;
                    sink.accept(a.frame());
                } else {
                    rejected[((Rejected) result).reason().ordinal()]++;
                }
            } else {
                skipOne();
            }
        }
    }

    private void skipOne() {
        garbageBytes++;
        pending--;
        System.arraycopy(window, 1, window, 0, pending);
    }

    /** Ends the stream: a pending partial frame is counted as a truncated tail and dropped. */
    public void finish() {
        if (pending > 0) {
            truncatedTails++;
            truncatedBytes += pending;
            pending = 0;
        }
    }

    /** Forgets pending bytes and every counter. */
    public void reset() {
        pending = 0;
        accepted = 0;
        garbageBytes = 0;
        truncatedTails = 0;
        truncatedBytes = 0;
        Arrays.fill(rejected, 0);
    }

    /**
     * Bytes held, waiting for the rest of a candidate.
     *
     * @return 0..21
     */
    public int pendingBytes() {
        return pending;
    }

    /**
     * Frames accepted since construction or {@link #reset()}.
     *
     * @return the count, 0 or more
     */
    public long accepted() {
        return accepted;
    }

    /**
     * Bytes skipped while looking for a frame start.
     *
     * @return the count, 0 or more
     */
    public long garbageBytes() {
        return garbageBytes;
    }

    /**
     * Candidates with a good CRC that were rejected for one reason.
     *
     * @param reason the reason, never null (a CRC failure is garbage, so {@link
     *     Reason#CRC_MISMATCH} and {@link Reason#BAD_LENGTH} stay 0)
     * @return the count, 0 or more
     */
    public long rejected(Reason reason) {
        return rejected[reason.ordinal()];
    }

    /**
     * Partial frames dropped by {@link #finish()}.
     *
     * @return the count, 0 or more
     */
    public long truncatedTails() {
        return truncatedTails;
    }

    /**
     * Bytes in the partial frames dropped by {@link #finish()}.
     *
     * @return the count, 0 or more
     */
    public long truncatedBytes() {
        return truncatedBytes;
    }
}
