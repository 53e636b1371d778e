package echoai.link1.modem;

import echoai.link1.fec.RCodec;
import java.util.Arrays;
import java.util.Objects;

/**
 * The streaming part of the profile R receiver: fed PCM in chunks of any size, it hands every
 * candidate — 364 soft bit values, its offset — to a {@link Listener}, exactly once per detected
 * sync. Every decision is taken at a fixed sample index, so the result does not depend on the
 * chunking. It keeps the last {@value #RING_SAMPLES} samples (8.2 s) in a ring; a sync confirmed
 * at start t0 is demodulated once sample {@code t0 + 76 032 + 320} has arrived. Allocation
 * happens in the constructor only.
 */
final class ProfileRReceiver {
    /** Samples kept for demodulation. */
    static final int RING_SAMPLES = 1 << 17;
    private static final int RING_MASK = RING_SAMPLES - 1;
    private static final int QUEUE = 16;

    /** Receives candidates; the array is reused, so copy what you keep. */
    interface Listener {
        /**
         * One candidate: the frame's estimated start (the sync's start corrected by the chosen
         * window offset), that offset, and the soft values.
         */
        void candidate(long offsetSamples, int windowOffset, int[] soft);

        /** A sync whose frame the input ended before. */
        void truncated(long offsetSamples);

        /** A sync dropped because too many were waiting. */
        void overflow(long offsetSamples);
    }

    private final Listener listener;
    private final CostasSync sync = new CostasSync();
    private final HopSlotDemodulator slots = new HopSlotDemodulator();
    private final short[] ring = new short[RING_SAMPLES];
    private final long[] queue = new long[QUEUE];
    private final int[] soft = new int[RCodec.CODED_BITS];
    private final short[] silence = new short[CostasSync.BLOCK_SAMPLES];
    private int queueHead;
    private int queueSize;
    private long samples;
    private long syncs;
    private boolean finished;

    ProfileRReceiver(Listener listener) {
        this.listener = Objects.requireNonNull(listener, "listener");
    }

    void reset() {
        sync.reset();
        Arrays.fill(ring, (short) 0);
        queueHead = 0;
        queueSize = 0;
        samples = 0;
        syncs = 0;
        finished = false;
    }

    long samples() {
        return samples;
    }

    long syncs() {
        return syncs;
    }

    void accept(short[] pcm, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, pcm.length);
        if (finished) {
            throw new IllegalStateException("input already finished: reset() first");
        }
        int i = offset;
        int end = offset + length;
        while (i < end) {
            int n = Math.min(end - i, sync.samplesToBlockEnd());
            long confirmed = sync.feed(pcm, i, n);
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

    /** Ends the input: runs silence through until every sync heard is resolved. */
    void finish() {
        if (finished) {
            return;
        }
        long end = samples;
        long limit = end + CostasSync.PEAK_RADIUS + ProfileR.FRAME_SAMPLES
                + HopSlotDemodulator.TAIL_SAMPLES + 2 * CostasSync.BLOCK_SAMPLES;
        while (samples < limit) {
            int n = sync.samplesToBlockEnd();
            long confirmed = sync.feed(silence, 0, n);
            writeRing(silence, 0, n);
            if (confirmed >= 0 && confirmed < end) {
                enqueue(confirmed);
            }
            serve(end);
        }
        long last = sync.flush();
        if (last >= 0 && last < end) {
            enqueue(last);
        }
        serve(end);
        finished = true;
    }

    private void writeRing(short[] pcm, int offset, int length) {
        int at = (int) (samples & RING_MASK);
        int first = Math.min(length, RING_SAMPLES - at);
        System.arraycopy(pcm, offset, ring, at, first);
        System.arraycopy(pcm, offset + first, ring, 0, length - first);
        samples += length;
    }

    private void enqueue(long t0) {
        syncs++;
        if (queueSize == QUEUE) {
            listener.overflow(t0);
            return;
        }
        queue[(queueHead + queueSize) % QUEUE] = t0;
        queueSize++;
    }

    private void serve(long end) {
        while (queueSize > 0) {
            long t0 = queue[queueHead];
            if (samples < t0 + ProfileR.FRAME_SAMPLES + HopSlotDemodulator.TAIL_SAMPLES) {
                return;
            }
            queueHead = (queueHead + 1) % QUEUE;
            queueSize--;
            if (t0 + ProfileR.FRAME_SAMPLES > end) {
                listener.truncated(t0);
                continue;
            }
            int u = slots.demodulate(ring, RING_MASK, t0, soft);
            listener.candidate(t0 + u, u, soft);
        }
    }
}
