package echoai.link1.modem;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * The bookkeeping every receiver shares: the one check per candidate, the frames delivered (to
 * the live listener as they come, and kept for {@link #finish()}: at most {@code maxFrames}, the
 * best-scoring ones, ties earlier first, returned sorted by offset), and the drops by reason.
 */
final class FrameCollector {
    private final FrameCheck check;
    private final int maxFrames;
    private final Consumer<ModemFrame> live;
    private final List<ModemFrame> frames = new ArrayList<>();
    private final Map<DropReason, Long> dropped = new EnumMap<>(DropReason.class);
    private long candidates;

    FrameCollector(FrameCheck check, int maxFrames, Consumer<ModemFrame> live) {
        this.check = Objects.requireNonNull(check, "check");
        if (maxFrames < 1) {
            throw new IllegalArgumentException("maxFrames must be >= 1: " + maxFrames);
        }
        this.maxFrames = maxFrames;
        this.live = live;
        reset();
    }

    void reset() {
        frames.clear();
        for (DropReason r : DropReason.values()) {
            dropped.put(r, 0L);
        }
        candidates = 0;
    }

    /** Counts one candidate that reaches the decoder. */
    void countCandidate() {
        candidates++;
    }

    /**
     * Offers a decoded candidate to the check, once; delivers it or counts the drop. The
     * per-block lists are empty (profile R) or hold 4 counts summing to errors and erasures.
     */
    void offer(long offsetSamples, byte[] frame22, int errors, int erasures,
            List<Integer> errorsPerBlock, List<Integer> erasuresPerBlock, int score) {
        if (!check.accept(frame22)) {
            drop(DropReason.CHECK_FAILED);
            return;
        }
        ModemFrame f = new ModemFrame(offsetSamples, frame22, errors, erasures, errorsPerBlock,
                erasuresPerBlock, score);
        frames.add(f);
        if (live != null) {
            live.accept(f);
        }
    }

    void drop(DropReason reason) {
        dropped.merge(reason, 1L, Long::sum);
    }

    List<ModemFrame> finish() {
        List<ModemFrame> kept = new ArrayList<>(frames);
        if (kept.size() > maxFrames) {
            kept.sort(Comparator.comparingInt(ModemFrame::score).reversed()
                    .thenComparingLong(ModemFrame::offsetSamples));
            kept = new ArrayList<>(kept.subList(0, maxFrames));
        }
        kept.sort(Comparator.comparingLong(ModemFrame::offsetSamples));
        return kept;
    }

    long candidates() {
        return candidates;
    }

    long delivered() {
        return frames.size();
    }

    long dropped(DropReason reason) {
        return dropped.get(reason);
    }
}
