package echoai.link1.modem;

import echoai.link1.fec.RCodec;
import java.util.List;
import java.util.function.Consumer;

/**
 * The streaming receiver of a hopping profile ({@link HopPlan}: R, docs/spec/PROFILE-R.md, or F,
 * docs/spec/PROFILE-F.md): PCM in, frames out. Each detected
 * sync yields exactly one candidate — the Viterbi decoder's path over the soft values of
 * {@link HopSlotDemodulator} — offered once to the injected {@link FrameCheck}; a candidate that
 * fails is dropped and counted. The score is 65536·(path metric)/Σ|soft| (0..65536, higher is
 * better); {@code errors} counts the coded bits the path contradicts, {@code erasures} is 0.
 * Same contract as {@link Demodulator}: any chunking, {@code maxFrames}, a live listener.
 */
final class HopDemodulator implements FrameReceiver {
    private final FrameCollector collector;
    private final HopReceiver receiver;
    private final RCodec codec = new RCodec();
    private final byte[] frame = new byte[22];

    /**
     * @param plan the profile's plan (R or F)
     * @param check the frame check (the CRC)
     * @param maxFrames how many frames {@link #finish()} keeps (≥ 1)
     * @param live called with each frame as it is found, or null
     */
    HopDemodulator(HopPlan plan, FrameCheck check, int maxFrames, Consumer<ModemFrame> live) {
        this(plan, check, maxFrames, live, new HopSlotDemodulator(plan));
    }

    /** With a variant slot demodulator: for measuring the profile's choices. */
    HopDemodulator(HopPlan plan, FrameCheck check, int maxFrames, Consumer<ModemFrame> live,
            HopSlotDemodulator slots) {
        this.collector = new FrameCollector(check, maxFrames, live);
        this.receiver = new HopReceiver(plan, new Listener(), slots);
        reset();
    }

    /** The forced search: a candidate every {@code periodSamples}, no sync detector. */
    HopDemodulator(HopPlan plan, FrameCheck check, int periodSamples) {
        this.collector = new FrameCollector(check, Integer.MAX_VALUE, null);
        this.receiver = new HopReceiver(plan, new Listener(), new HopSlotDemodulator(plan),
                new ForcedStarts(periodSamples), AirProfile.forcedQueue(plan, periodSamples));
        reset();
    }

    @Override
    public void reset() {
        receiver.reset();
        collector.reset();
    }

    @Override
    public void accept(short[] pcm, int offset, int length) {
        receiver.accept(pcm, offset, length);
    }

    @Override
    public List<ModemFrame> finish() {
        receiver.finish();
        return collector.finish();
    }

    @Override
    public long greetings() {
        return receiver.syncs();
    }

    @Override
    public long lastStart() {
        return receiver.lastSync();
    }

    @Override
    public long candidates() {
        return collector.candidates();
    }

    @Override
    public long delivered() {
        return collector.delivered();
    }

    @Override
    public long dropped(DropReason reason) {
        return collector.dropped(reason);
    }

    @Override
    public long samples() {
        return receiver.samples();
    }

    private final class Listener implements HopReceiver.Listener {
        @Override
        public void candidate(long offsetSamples, int windowOffset, int[] soft) {
            collector.countCandidate();
            codec.decode(soft, frame);
            long total = 0;
            for (int s : soft) {
                total += Math.abs(s);
            }
            long metric = Math.max(0, codec.lastMetric());
            int score = total == 0 ? 0 : (int) Math.min(65536, (metric << 16) / total);
            // A convolutional code has no RS blocks: no per-block counts.
            collector.offer(offsetSamples, frame, codec.lastDisagreements(), 0, List.of(),
                    List.of(), score);
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
