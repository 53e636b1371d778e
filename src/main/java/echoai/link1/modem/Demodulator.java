package echoai.link1.modem;

import echoai.link1.fec.AirCodec;
import echoai.link1.fec.AirDecode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
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
public final class Demodulator {
    private final FrameCheck check;
    private final int maxFrames;
    private final Consumer<ModemFrame> live;
    private final CandidateTap tap;
    private final AirReceiver receiver;
    private final AirCodec codec = new AirCodec();
    private final List<ModemFrame> frames = new ArrayList<>();
    private final Map<DropReason, Long> dropped = new EnumMap<>(DropReason.class);
    private long candidates;

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
     */
    public Demodulator(TonePlan plan, FrameCheck check, int maxFrames, Consumer<ModemFrame> live,
                       CandidateTap tap) {
        this.tap = tap;
        this.check = Objects.requireNonNull(check, "check");
        if (maxFrames < 1) {
            throw new IllegalArgumentException("maxFrames must be >= 1: " + maxFrames);
        }
        this.maxFrames = maxFrames;
        this.live = live;
        this.receiver = new AirReceiver(plan, new Listener());
        reset();
    }

    /** Forgets all input and counts. */
    public void reset() {
        receiver.reset();
        frames.clear();
        for (DropReason r : DropReason.values()) {
            dropped.put(r, 0L);
        }
        candidates = 0;
    }

    /** Feeds {@code length} samples of {@code pcm} from {@code offset}. */
    public void accept(short[] pcm, int offset, int length) {
        receiver.accept(pcm, offset, length);
    }

    /** Feeds all of {@code pcm}. */
    public void accept(short[] pcm) {
        accept(pcm, 0, pcm.length);
    }

    /** Ends the input; returns the kept frames sorted by offset. */
    public List<ModemFrame> finish() {
        receiver.finish();
        List<ModemFrame> kept = new ArrayList<>(frames);
        if (kept.size() > maxFrames) {
            kept.sort(Comparator.comparingInt(ModemFrame::score).reversed()
                    .thenComparingLong(ModemFrame::offsetSamples));
            kept = new ArrayList<>(kept.subList(0, maxFrames));
        }
        kept.sort(Comparator.comparingLong(ModemFrame::offsetSamples));
        return kept;
    }

    /** Greetings detected so far. */
    public long greetings() {
        return receiver.greetings();
    }

    /** Candidates that reached the FEC and the check so far. */
    public long candidates() {
        return candidates;
    }

    /** Frames delivered so far (before {@code maxFrames}). */
    public long delivered() {
        return frames.size();
    }

    /** Greetings that delivered nothing, by reason. */
    public long dropped(DropReason reason) {
        return dropped.get(reason);
    }

    /** Samples consumed so far. */
    public long samples() {
        return receiver.samples();
    }

    private void drop(DropReason reason) {
        dropped.merge(reason, 1L, Long::sum);
    }

    private final class Listener implements AirReceiver.Listener {
        @Override
        public void candidate(long offsetSamples, byte[] air, int[] reliability, int score) {
            candidates++;
            if (tap != null) {
                tap.candidate(offsetSamples, air, reliability);
            }
            AirDecode result = codec.decode(air, reliability);
            if (!(result instanceof AirDecode.Decoded decoded)) {
                drop(DropReason.UNDECODABLE);
                return;
            }
            byte[] frame = decoded.frame();
            if (!check.accept(frame)) {
                drop(DropReason.CHECK_FAILED);
                return;
            }
            ModemFrame f = new ModemFrame(offsetSamples, frame, decoded.errors(),
                    decoded.erasures(), score);
            frames.add(f);
            if (live != null) {
                live.accept(f);
            }
        }

        @Override
        public void truncated(long offsetSamples) {
            drop(DropReason.TRUNCATED);
        }

        @Override
        public void overflow(long offsetSamples) {
            drop(DropReason.OVERFLOW);
        }
    }
}
