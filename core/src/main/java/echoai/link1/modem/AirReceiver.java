package echoai.link1.modem;

import echoai.link1.fec.AirCodec;

import java.util.Objects;

/**
 * The streaming part of the receiver, at the nibble level: it is fed PCM in chunks of any size
 * and hands every frame candidate — 60 air nibbles, 60 reliabilities, its offset and score — to
 * a {@link Listener}, exactly once per detected greeting. The result does not depend on how the
 * input is chunked: every decision is taken at a fixed sample index.
 *
 * <p>It keeps the last {@value #RING_SAMPLES} samples in a ring; a greeting confirmed at start
 * t0 is demodulated as soon as sample {@code t0 + frameSamples + TAIL} has arrived.
 * Allocation happens in the constructor only.
 */
public final class AirReceiver {
    /** Samples kept for demodulation (4.1 s). */
    static final int RING_SAMPLES = 1 << 16;
    private static final int QUEUE = 64;

    /** Receives candidates; the arrays are reused, so copy what you keep. */
    public interface Listener {
        /**
         * One candidate.
         *
         * @param offsetSamples estimated sample index of the greeting's first sample
         * @param air 60 air nibbles (0..15)
         * @param reliability 60 figures {@code 65536·P₂/P₁}, higher is less reliable
         * @param score mean of {@code 65536 − r}, 0..65536, higher is better
         */
        void candidate(long offsetSamples, byte[] air, int[] reliability, int score);

        /**
         * A greeting whose frame the input ended before (no candidate was made).
         *
         * @param offsetSamples sample index of the greeting's start
         */
        default void truncated(long offsetSamples) {
        }

        /**
         * A greeting dropped because too many were waiting (never seen in practice).
         *
         * @param offsetSamples sample index of the greeting's start
         */
        default void overflow(long offsetSamples) {
        }
    }

    private final Listener listener;
    private final SlotDemodulator slots;
    private final StreamFrontEnd front;
    private final byte[] air = new byte[AirCodec.AIR_NIBBLES];
    private final int[] reliability = new int[AirCodec.AIR_NIBBLES];

    /**
     * A receiver at sample 0.
     *
     * @param plan K1 or K2, never null
     * @param listener hears every candidate, never null
     * @throws NullPointerException when either is null
     */
    public AirReceiver(TonePlan plan, Listener listener) {
        this(plan, listener, new GreetingDetector(), QUEUE);
    }

    /** With another start detector (the forced search) and queue length. */
    AirReceiver(TonePlan plan, Listener listener, StartDetector detector, int queue) {
        Objects.requireNonNull(plan, "plan");
        this.listener = Objects.requireNonNull(listener, "listener");
        this.slots = new SlotDemodulator(plan);
        int ready = plan.frameSamples() + SlotDemodulator.TAIL_SAMPLES;
        int flush = Preamble.SAMPLES + Preamble.NOTE_SAMPLES + ready
                + 2 * GreetingDetector.BLOCK_SAMPLES;
        this.front = new StreamFrontEnd(detector, new Stage(), RING_SAMPLES, queue,
                ready, plan.frameSamples() - TonePlan.GUARD_SAMPLES, flush);
    }

    /** Forgets all input: the next sample is sample 0. */
    public void reset() {
        front.reset();
    }

    /**
     * Samples consumed since construction or {@link #reset()}.
     *
     * @return the count, 0 or more
     */
    public long samples() {
        return front.samples();
    }

    /**
     * Greetings detected so far (each yields one candidate, or a truncation).
     *
     * @return the count, 0 or more
     */
    public long greetings() {
        return front.starts();
    }

    /**
     * The newest greeting detected.
     *
     * @return its start's sample index, or −1 before the first
     */
    public long lastGreeting() {
        return front.lastStart();
    }

    /**
     * Feeds {@code length} samples of {@code pcm} from {@code offset}.
     *
     * @param pcm 16 kHz int16 samples
     * @param offset index of the first sample to feed
     * @param length number of samples to feed (0 is allowed)
     */
    public void accept(short[] pcm, int offset, int length) {
        front.accept(pcm, offset, length);
    }

    /**
     * Ends the input: runs silence through until every greeting heard is resolved. A frame
     * cut by the end (short of its last slot's analysis window) is reported as truncated.
     */
    public void finish() {
        front.finish();
    }

    private final class Stage implements StreamFrontEnd.Stage {
        @Override
        public void serve(long t0, short[] ring, int mask) {
            SlotDemodulator.Hypothesis h = slots.demodulate(ring, mask, t0, air, reliability);
            listener.candidate(t0 + h.offsetSamples(), air, reliability, h.score());
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
