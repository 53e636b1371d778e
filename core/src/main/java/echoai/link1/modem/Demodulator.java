package echoai.link1.modem;

import echoai.link1.fec.AirCodec;
import echoai.link1.fec.AirDecode;
import echoai.link1.fec.Interleaver;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The streaming MFSK receiver: PCM in (chunks of any size), frames out. Each detected greeting
 * yields exactly one candidate (see {@link AirReceiver}), decoded by the FEC with GMD
 * reliabilities and offered once to the injected {@link FrameCheck}; a candidate that fails is
 * dropped and counted by {@link DropReason} — the listener hears silence, never a guess.
 *
 * <p>Frames go to the optional live listener as they are found; {@link #finish()} returns them
 * sorted by offset, at most {@code maxFrames} (the best-scoring ones; ties: earlier first).
 * Not thread-safe: one instance per stream.
 */
public final class Demodulator implements FrameReceiver {
    private final FrameCollector collector;
    private final CandidateTap tap;
    private final AirReceiver receiver;
    private final AirCodec codec = new AirCodec();

    /**
     * @param plan K=1 or K=2
     * @param check the frame check (the CRC)
     * @param maxFrames how many frames {@link #finish()} keeps (≥ 1)
     * @param live called with each frame as it is found, or null
     */
    public Demodulator(TonePlan plan, FrameCheck check, int maxFrames, Consumer<ModemFrame> live) {
        this(plan, check, maxFrames, live, null);
    }

    /**
     * As {@link #Demodulator(TonePlan, FrameCheck, int, Consumer)}, with a tap that sees every
     * candidate's raw nibbles before decoding (for measurement), or null.
     *
     * @param plan K=1 or K=2
     * @param check the frame check (the CRC)
     * @param maxFrames how many frames {@link #finish()} keeps (≥ 1)
     * @param live called with each frame as it is found, or null
     * @param tap sees every candidate before decoding, or null for none
     */
    public Demodulator(TonePlan plan, FrameCheck check, int maxFrames, Consumer<ModemFrame> live,
                       CandidateTap tap) {
        this.tap = tap;
        this.collector = new FrameCollector(check, maxFrames, live);
        this.receiver = new AirReceiver(plan, new Listener());
        reset();
    }

    /** The forced search: a candidate every {@code periodSamples}, no greeting detector. */
    Demodulator(TonePlan plan, FrameCheck check, int periodSamples) {
        this.tap = null;
        this.collector = new FrameCollector(check, Integer.MAX_VALUE, null);
        this.receiver = new AirReceiver(plan, new Listener(), new ForcedStarts(periodSamples),
                AirProfile.forcedQueue(HopPlan.R, periodSamples));
        reset();
    }

    /** Forgets all input and counts. */
    @Override
    public void reset() {
        receiver.reset();
        collector.reset();
    }

    /** Feeds {@code length} samples of {@code pcm} from {@code offset}. */
    @Override
    public void accept(short[] pcm, int offset, int length) {
        receiver.accept(pcm, offset, length);
    }

    /** Feeds all of {@code pcm}. */
    @Override
    public void accept(short[] pcm) {
        accept(pcm, 0, pcm.length);
    }

    /** Ends the input; returns the kept frames sorted by offset. */
    @Override
    public List<ModemFrame> finish() {
        receiver.finish();
        return collector.finish();
    }

    /** Greetings detected so far. */
    @Override
    public long greetings() {
        return receiver.greetings();
    }

    /** The newest greeting's start, or −1. */
    @Override
    public long lastStart() {
        return receiver.lastGreeting();
    }

    /** Candidates that reached the FEC and the check so far. */
    @Override
    public long candidates() {
        return collector.candidates();
    }

    /** Frames delivered so far (before {@code maxFrames}). */
    @Override
    public long delivered() {
        return collector.delivered();
    }

    /** Greetings that delivered nothing, by reason. */
    @Override
    public long dropped(DropReason reason) {
        return collector.dropped(reason);
    }

    /** Samples consumed so far. */
    @Override
    public long samples() {
        return receiver.samples();
    }

    private final class Listener implements AirReceiver.Listener {
        @Override
        public void candidate(long offsetSamples, byte[] air, int[] reliability, int score) {
            collector.countCandidate();
            if (tap != null) {
                tap.candidate(offsetSamples, air, reliability);
            }
            AirDecode result = codec.decode(air, reliability);
            if (!(result instanceof AirDecode.Decoded decoded)) {
                collector.drop(DropReason.UNDECODABLE);
                return;
            }
            List<Integer> errors = new ArrayList<>(Interleaver.BLOCKS);
            List<Integer> erasures = new ArrayList<>(Interleaver.BLOCKS);
            for (int j = 0; j < Interleaver.BLOCKS; j++) {
                errors.add(decoded.errorsInBlock(j));
                erasures.add(decoded.erasuresInBlock(j));
            }
            collector.offer(offsetSamples, decoded.frame(), decoded.errors(), decoded.erasures(),
                    errors, erasures, score);
        }

        @Override
        public void truncated(long offsetSamples) {
            collector.drop(DropReason.TRUNCATED);
        }

        @Override
        public void overflow(long offsetSamples) {
            collector.drop(DropReason.OVERFLOW);
        }
    }
}
