package echoai.link1.message;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What a receiver holds and still lacks of one message (docs/spec/MESSAGE.md §4, "What a receiver
 * lacks"): per block, the frames held and the frames lacking — {@link #UNKNOWN} for a block of
 * which it holds no frame (its size is in its frames). While the message's last block has not been
 * heard ({@code endKnown} false) the lists stop after the highest block held, and every later block
 * is lacking too. What a progress display shows, what a receiver that gives up reports and what
 * its NEED frames say.
 *
 * @param sender the sender id
 * @param messageId the message id
 * @param endKnown whether the last block is known (the lists then cover every block)
 * @param held per block, the distinct frames held
 * @param lacking per block, the frames still needed, or {@link #UNKNOWN}
 */
public record Lack(int sender, int messageId, boolean endKnown, List<Integer> held,
        List<Integer> lacking) {
    /** A block of which no frame is held: how many it lacks is not known. */
    public static final int UNKNOWN = -1;

    /**
     * Copies the lists, which must have one length.
     *
     * @param sender 0..255
     * @param messageId 0..255
     * @param endKnown whether the last block is known
     * @param held per block, ≥ 0
     * @param lacking per block, ≥ 0 or {@link #UNKNOWN}
     */
    public Lack {
        held = List.copyOf(Objects.requireNonNull(held, "held"));
        lacking = List.copyOf(Objects.requireNonNull(lacking, "lacking"));
        if (held.size() != lacking.size()) {
            throw new IllegalArgumentException("held and lacking must have one length: "
                    + held.size() + ", " + lacking.size());
        }
    }

    /**
     * Frames held, summed over the blocks.
     *
     * @return the count
     */
    public int framesHeld() {
        int sum = 0;
        for (int h : held) {
            sum += h;
        }
        return sum;
    }

    /**
     * Frames lacking in the blocks whose size is known: a lower bound when a block is
     * {@link #UNKNOWN} or the end is not known.
     *
     * @return the count
     */
    public int framesLackingAtLeast() {
        int sum = 0;
        for (int c : lacking) {
            sum += Math.max(0, c);
        }
        return sum;
    }

    /**
     * Whether every lacking count is known: the end is known and no block is {@link #UNKNOWN}.
     *
     * @return true when {@link #framesLackingAtLeast()} is exact
     */
    public boolean exact() {
        return endKnown && !lacking.contains(UNKNOWN);
    }

    /**
     * The NEED frames that say this lack (§6): the NEED counts (0xFF for an unknown block, 0xFE
     * after the highest block held while the end is unknown), covered by as few parts of 13 as
     * needed, from the first block that lacks anything.
     *
     * @param receiver the answering receiver's id, 0..255
     * @return 1..4 frames; empty when nothing is lacking
     */
    public List<NeedFrame> needFrames(int receiver) {
        int[] counts = new int[Geometry.MAX_BLOCKS];
        for (int b = 0; b < lacking.size(); b++) {
            int c = lacking.get(b);
            counts[b] = c == UNKNOWN ? NeedFrame.NONE_HELD : c;
        }
        if (!endKnown && lacking.size() < Geometry.MAX_BLOCKS) {
            counts[lacking.size()] = NeedFrame.END_UNKNOWN;
        }
        List<Integer> starts = new ArrayList<>();
        for (int b = 0; b < counts.length; b++) {
            if (counts[b] != 0) {
                starts.add(b);
                b += NeedFrame.COUNTS - 1;
            }
        }
        List<NeedFrame> out = new ArrayList<>(starts.size());
        for (int p = 0; p < starts.size(); p++) {
            int first = starts.get(p);
            List<Integer> part = new ArrayList<>(NeedFrame.COUNTS);
            for (int i = 0; i < NeedFrame.COUNTS; i++) {
                part.add(first + i < counts.length ? counts[first + i] : 0);
            }
            out.add(new NeedFrame(receiver, sender, messageId, p, starts.size(), first, part));
        }
        return out;
    }
}
