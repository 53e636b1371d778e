package echoai.link1.modem;

import java.util.Arrays;
import java.util.Objects;

/**
 * The streaming part every receiver shares: a {@link StartDetector} fed in its blocks, a ring
 * of the last samples, and a bounded queue of confirmed starts, each served once — handed to
 * the {@link Stage} — as soon as its frame and tail have arrived. Every decision is taken at a
 * fixed sample index, so the result does not depend on how the input is chunked. Allocation
 * happens in the constructor only.
 */
final class StreamFrontEnd {
    /** What is done with each start. */
    interface Stage {
        /** Demodulates the frame at {@code t0} from {@code ring} (absolute n at {@code n & mask}). */
        void serve(long t0, short[] ring, int mask);

        /** A start whose frame the input ended before. */
        void truncated(long t0);

        /** A start dropped because too many were waiting. */
        void overflow(long t0);
    }

    private final StartDetector detector;
    private final Stage stage;
    private final int ringMask;
    private final int readySamples;
    private final int completeSamples;
    private final int flushSamples;
    private final short[] ring;
    private final long[] queue;
    private final short[] silence;
    private int queueHead;
    private int queueSize;
    private long samples;
    private long starts;
    private long lastStart = -1;
    private boolean finished;

    /**
     * @param ringSamples ring length (a power of two, more than a frame and its detection delay)
     * @param queueLength starts that may wait at once
     * @param readySamples a start t0 is served once sample {@code t0 + readySamples} has arrived
     * @param completeSamples a frame needs its first {@code completeSamples} before the end,
     *     else it is truncated
     * @param flushSamples silence run through by {@link #finish()} to resolve every start
     */
    StreamFrontEnd(StartDetector detector, Stage stage, int ringSamples, int queueLength,
            int readySamples, int completeSamples, int flushSamples) {
        if (Integer.bitCount(ringSamples) != 1 || ringSamples <= readySamples) {
            throw new IllegalArgumentException("ringSamples must be a power of two > "
                    + readySamples + ": " + ringSamples);
        }
        this.detector = Objects.requireNonNull(detector, "detector");
        this.stage = Objects.requireNonNull(stage, "stage");
        this.ringMask = ringSamples - 1;
        this.readySamples = readySamples;
        this.completeSamples = completeSamples;
        this.flushSamples = flushSamples;
        this.ring = new short[ringSamples];
        this.queue = new long[queueLength];
        this.silence = new short[detector.samplesToBlockEnd()];
    }

    void reset() {
        detector.reset();
        Arrays.fill(ring, (short) 0);
        queueHead = 0;
        queueSize = 0;
        samples = 0;
        starts = 0;
        lastStart = -1;
        finished = false;
    }

    long samples() {
        return samples;
    }

    /** Starts detected so far. */
    long starts() {
        return starts;
    }

    /** The newest start detected (its sample index), or −1 before the first. */
    long lastStart() {
        return lastStart;
    }

    void accept(short[] pcm, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, pcm.length);
        if (finished) {
            throw new IllegalStateException("input already finished: reset() first");
        }
        int i = offset;
        int end = offset + length;
        while (i < end) {
            int n = Math.min(end - i, detector.samplesToBlockEnd());
            long confirmed = detector.feed(pcm, i, n);
            writeRing(pcm, i, n);
            if (confirmed >= 0) {
                enqueue(confirmed);
            }
            if (queueSize > 0) {
                serve(Long.MAX_VALUE);
            }
            i += n;
        }
    }

    /** Ends the input: runs silence through until every start heard is resolved. */
    void finish() {
        if (finished) {
            return;
        }
        long end = samples;
        long limit = end + flushSamples;
        while (samples < limit) {
            int n = detector.samplesToBlockEnd();
            long confirmed = detector.feed(silence, 0, n);
            writeRing(silence, 0, n);
            if (confirmed >= 0 && confirmed < end) {
                enqueue(confirmed);
            }
            serve(end);
        }
        long last = detector.flush();
        if (last >= 0 && last < end) {
            enqueue(last);
        }
        serve(end);
        finished = true;
    }

    private void writeRing(short[] pcm, int offset, int length) {
        int at = (int) (samples & ringMask);
        int first = Math.min(length, ring.length - at);
        System.arraycopy(pcm, offset, ring, at, first);
        System.arraycopy(pcm, offset + first, ring, 0, length - first);
        samples += length;
    }

    private void enqueue(long t0) {
        starts++;
        lastStart = t0;
        if (queueSize == queue.length) {
            stage.overflow(t0);
            return;
        }
        queue[(queueHead + queueSize) % queue.length] = t0;
        queueSize++;
    }

    /** Serves every queued start whose frame is complete; {@code end} = input end. */
    private void serve(long end) {
        while (queueSize > 0) {
            long t0 = queue[queueHead];
            if (samples < t0 + readySamples) {
                return;
            }
            queueHead = (queueHead + 1) % queue.length;
            queueSize--;
            if (t0 + completeSamples > end) {
                stage.truncated(t0);
                continue;
            }
            stage.serve(t0, ring, ringMask);
        }
    }
}
