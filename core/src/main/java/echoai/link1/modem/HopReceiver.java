package echoai.link1.modem;

import echoai.link1.fec.RCodec;
import java.util.Objects;

/**
 * The streaming part of a hopping profile's receiver ({@link HopPlan}: R or F): fed PCM in
 * chunks of any size, it hands every candidate — 364 soft bit values, its offset — to a
 * {@link Listener}, exactly once per detected sync. Every decision is taken at a fixed sample index, so the result does not depend on the
 * chunking. It keeps the last {@value #RING_SAMPLES} samples (8.2 s) in a ring; a sync confirmed
 * at start t0 is demodulated once sample {@code t0 + frame + 320} has arrived (R's frame
 * 76 032 samples, F's 38 400). Allocation
 * happens in the constructor only.
 */
final class HopReceiver {
    /** Samples kept for demodulation. */
    static final int RING_SAMPLES = 1 << 17;
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
    private final HopSlotDemodulator slots;
    private final StreamFrontEnd front;
    private final int[] soft = new int[RCodec.CODED_BITS];

    HopReceiver(HopPlan plan, Listener listener, HopSlotDemodulator slots) {
        this(plan, listener, slots, new CostasSync(plan), QUEUE);
    }

    /** With another start detector (the forced search) and queue length. */
    HopReceiver(HopPlan plan, Listener listener, HopSlotDemodulator slots, StartDetector detector,
                int queue) {
        this.listener = Objects.requireNonNull(listener, "listener");
        this.slots = Objects.requireNonNull(slots, "slots");
        int ready = plan.frameSamples + slots.tailSamples();
        int flush = CostasSync.PEAK_RADIUS + ready + 2 * CostasSync.BLOCK_SAMPLES;
        this.front = new StreamFrontEnd(detector, new Stage(), RING_SAMPLES, queue, ready,
                plan.frameSamples, flush);
    }

    void reset() {
        front.reset();
    }

    long samples() {
        return front.samples();
    }

    long syncs() {
        return front.starts();
    }

    long lastSync() {
        return front.lastStart();
    }

    void accept(short[] pcm, int offset, int length) {
        front.accept(pcm, offset, length);
    }

    /** Ends the input: runs silence through until every sync heard is resolved. */
    void finish() {
        front.finish();
    }

    private final class Stage implements StreamFrontEnd.Stage {
        @Override
        public void serve(long t0, short[] ring, int mask) {
            int u = slots.demodulate(ring, mask, t0, soft);
            listener.candidate(t0 + u, u, soft);
        }

        @Override
        public void truncated(long t0) {
            listener.truncated(t0);
        }

        @Override
        public void overflow(long t0) {
            listener.overflow(t0);
        }
    }
}
