package echoai.link1.modem;

import echoai.link1.fec.AirCodec;

import java.util.Arrays;
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
    private static final int RING_MASK = RING_SAMPLES - 1;
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

        /** A greeting whose frame the input ended before (no candidate was made). */
        default void truncated(long offsetSamples) {
        }

        /** A greeting dropped because too many were waiting (never seen in practice). */
        default void overflow(long offsetSamples) {
        }
    }

    private final TonePlan plan;
    private final Listener listener;
    private final GreetingDetector detector = new GreetingDetector();
    private final SlotDemodulator slots;
    private final short[] ring = new short[RING_SAMPLES];
    private final long[] queue = new long[QUEUE];
    private final byte[] air = new byte[AirCodec.AIR_NIBBLES];
    private final int[] reliability = new int[AirCodec.AIR_NIBBLES];
    private final short[] silence = new short[GreetingDetector.BLOCK_SAMPLES];
    private int queueHead;
    private int queueSize;
    private long samples;
    private long greetings;
    private boolean finished;

    public AirReceiver(TonePlan plan, Listener listener) {
        this.plan = Objects.requireNonNull(plan, "plan");
        this.listener = Objects.requireNonNull(listener, "listener");
        this.slots = new SlotDemodulator(plan);
    }

    /** Forgets all input: the next sample is sample 0. */
    public void reset() {
        detector.reset();
        Arrays.fill(ring, (short) 0);
        queueHead = 0;
        queueSize = 0;
        samples = 0;
        greetings = 0;
        finished = false;
    }

    /** Samples consumed so far. */
    public long samples() {
        return samples;
    }

    /** Greetings detected so far (each yields one candidate, or a truncation). */
    public long greetings() {
        return greetings;
    }

    /** Feeds {@code length} samples of {@code pcm} from {@code offset}. */
    public void accept(short[] pcm, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, pcm.length);
        if (finished) {
            throw new IllegalStateException("input already finished: reset() first");
        }
        int i = offset;
        int end = offset + length;
        while (i < end) {
            int n = Math.min(end - i, detector.samplesToBlockEnd());
            push(pcm, i, n);
            i += n;
        }
    }

    /**
     * Ends the input: runs silence through until every greeting heard is resolved. A frame
     * cut by the end (short of its last slot's analysis window) is reported as truncated.
     */
    public void finish() {
        if (finished) {
            return;
        }
        long end = samples;
        long limit = end + Preamble.SAMPLES + Preamble.NOTE_SAMPLES + plan.frameSamples()
                + SlotDemodulator.TAIL_SAMPLES + 2 * GreetingDetector.BLOCK_SAMPLES;
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

    /** Pushes samples that do not cross a detector block boundary. */
    private void push(short[] pcm, int offset, int length) {
        long confirmed = detector.feed(pcm, offset, length);
        writeRing(pcm, offset, length);
        if (confirmed >= 0) {
            enqueue(confirmed);
        }
        if (queueSize > 0) {
            serve(Long.MAX_VALUE);
        }
    }

    private void writeRing(short[] pcm, int offset, int length) {
        int at = (int) (samples & RING_MASK);
        int first = Math.min(length, RING_SAMPLES - at);
        System.arraycopy(pcm, offset, ring, at, first);
        System.arraycopy(pcm, offset + first, ring, 0, length - first);
        samples += length;
    }

    private void enqueue(long t0) {
        greetings++;
        if (queueSize == QUEUE) {
            listener.overflow(t0);
            return;
        }
        queue[(queueHead + queueSize) % QUEUE] = t0;
        queueSize++;
    }

    /** Demodulates every queued greeting whose frame is complete; {@code end} = input end. */
    private void serve(long end) {
        while (queueSize > 0) {
            long t0 = queue[queueHead];
            if (samples < t0 + plan.frameSamples() + SlotDemodulator.TAIL_SAMPLES) {
                return;
            }
            queueHead = (queueHead + 1) % QUEUE;
            queueSize--;
            if (t0 + plan.frameSamples() - TonePlan.GUARD_SAMPLES > end) {
                listener.truncated(t0);
                continue;
            }
            SlotDemodulator.Hypothesis h = slots.demodulate(ring, RING_MASK, t0, air, reliability);
            listener.candidate(t0 + h.offsetSamples(), air, reliability, h.score());
        }
    }
}
