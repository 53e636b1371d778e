package echoai.link1.message;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The sending side of a two-way exchange (docs/spec/MESSAGE.md §6) as a pure state machine: the
 * driver asks for {@link #nextFrame()}, sends it (after carrier sense) and reports
 * {@link #sent()}; it reports every frame heard ({@link #heard}) and the samples that pass
 * ({@link #elapsed}). Round 0 sends the data (and the initial parity), the last frame marked POLL;
 * each NEED answer starts a repair round of fresh points for the blocks that lack frames; a DONE
 * with the message's check ends it delivered; unanswered probes or too many rounds end it given
 * up. No clock, no threads: the same events give the same frames.
 */
public final class ArqSender {
    /** Where the exchange stands. */
    public enum State {
        /** Frames are waiting to be sent. */
        SENDING,
        /** The round's POLL frame is out; waiting for NEED or DONE. */
        WAITING,
        /** A DONE with the message's check came back. */
        DELIVERED,
        /** Given up. */
        GAVE_UP
    }

    private final EncodedMessage message;
    private final ArqConfig config;
    private final List<DataFrame> queue = new ArrayList<>();
    private final int[] nextPoint;
    private final int[] need;
    private final boolean[] noneHeld;
    private State state = State.SENDING;
    private DataFrame pollFrame;
    private boolean needHeard;
    private long now;
    private long waitStart;
    private int rounds;
    private int probesInARow;
    private long framesSent;
    private long ignored;
    private List<Integer> lastMissing = List.of();
    private SendOutcome outcome;

    /**
     * A sender of {@code message}, round 0 queued.
     *
     * @param message the message
     * @param config the timers, bounds and shares
     */
    public ArqSender(EncodedMessage message, ArqConfig config) {
        this.message = Objects.requireNonNull(message, "message");
        this.config = Objects.requireNonNull(config, "config");
        Geometry g = message.geometry();
        int blocks = g.blocks();
        this.nextPoint = new int[blocks];
        this.need = new int[blocks];
        this.noneHeld = new boolean[blocks];
        int[] count = new int[blocks];
        for (int b = 0; b < blocks; b++) {
            count[b] = g.blockSize(b) + g.parityFrames(b, config.initialParityPercent());
        }
        queueRound(count);
    }

    /**
     * The message sent.
     *
     * @return the encoded message
     */
    public EncodedMessage message() {
        return message;
    }

    /**
     * The frame to send now.
     *
     * @return the next frame, or empty while waiting or after the end
     */
    public Optional<MessageFrame> nextFrame() {
        return state == State.SENDING && !queue.isEmpty() ? Optional.of(queue.get(0))
                : Optional.empty();
    }

    /**
     * The frame {@link #nextFrame()} gave has been sent; after a round's POLL frame the wait
     * starts now.
     *
     * @throws IllegalStateException when there was no frame to send
     */
    public void sent() {
        if (nextFrame().isEmpty()) {
            throw new IllegalStateException("no frame to send in state " + state);
        }
        queue.remove(0);
        framesSent++;
        if (queue.isEmpty()) {
            state = State.WAITING;
            waitStart = now;
            needHeard = false;
            Arrays.fill(need, 0);
            Arrays.fill(noneHeld, false);
        }
    }

    /**
     * A frame heard on the air (any frame: those not for this message are ignored).
     *
     * @param frame22 the 22 bytes
     */
    public void heard(byte[] frame22) {
        if (MessageFrames.parse(frame22) instanceof MessageFrame frame) {
            heard(frame);
        }
    }

    /**
     * A message frame heard on the air.
     *
     * @param frame the frame (those not for this message are ignored)
     */
    public void heard(MessageFrame frame) {
        Message m = message.message();
        if (ended()) {
            return;
        }
        if (frame instanceof DoneFrame d && d.sender() == m.sender()
                && d.messageId() == m.messageId()) {
            if (d.check() == m.check()) {
                state = State.DELIVERED;
                queue.clear();
                outcome = new SendOutcome.Delivered(rounds, framesSent);
            } else {
                ignored++;
            }
        } else if (frame instanceof NeedFrame n && n.sender() == m.sender()
                && n.messageId() == m.messageId()) {
            if (state != State.WAITING) {
                ignored++;
                return;
            }
            merge(n);
            needHeard = true;
            probesInARow = 0;
            if (n.part() == n.parts() - 1) {
                repair();
            }
        }
    }

    /** Takes a NEED part's counts into {@link #need}, the larger count winning. */
    private void merge(NeedFrame n) {
        Geometry g = message.geometry();
        for (int i = 0; i < NeedFrame.COUNTS; i++) {
            int b = n.firstBlock() + i;
            int c = n.counts().get(i);
            if (b >= g.blocks()) {
                break;
            }
            if (c == NeedFrame.END_UNKNOWN) {
                for (int rest = b; rest < g.blocks(); rest++) {
                    need[rest] = Math.max(need[rest], g.blockSize(rest));
                    noneHeld[rest] = true;
                }
                break;
            }
            if (c == NeedFrame.NONE_HELD) {
                need[b] = g.blockSize(b);
                noneHeld[b] = true;
            } else {
                need[b] = Math.max(need[b], Math.min(c, g.blockSize(b)));
            }
        }
        List<Integer> missing = new ArrayList<>(g.blocks());
        for (int b = 0; b < g.blocks(); b++) {
            missing.add(noneHeld[b] ? Lack.UNKNOWN : need[b]);
        }
        lastMissing = missing;
    }

    /**
     * Samples have passed.
     *
     * @param samples how many, ≥ 0
     */
    public void elapsed(long samples) {
        if (samples < 0) {
            throw new IllegalArgumentException("samples must be >= 0: " + samples);
        }
        now += samples;
        if (state != State.WAITING || now - waitStart < config.answerWaitSamples()) {
            return;
        }
        if (needHeard) {
            repair();
        } else if (probesInARow >= config.maxProbes()) {
            giveUp(SendOutcome.Reason.NO_ANSWER);
        } else {
            probesInARow++;
            queue.add(pollFrame);
            state = State.SENDING;
        }
    }

    private void repair() {
        if (rounds >= config.maxRounds()) {
            giveUp(SendOutcome.Reason.TOO_MANY_ROUNDS);
            return;
        }
        int[] count = new int[need.length];
        int total = 0;
        for (int b = 0; b < need.length; b++) {
            count[b] = Math.min(ErasureCode.MAX_POINTS, need[b]
                    + Geometry.ceilDiv(need[b] * config.repairExtraPercent(), 100));
            total += count[b];
        }
        rounds++;
        if (total == 0) {
            queue.add(pollFrame); // nothing lacking but no DONE yet: ask again
        } else {
            queueRound(count);
        }
        state = State.SENDING;
    }

    /** Queues {@code count[b]} fresh points of each block, interleaved, the last marked POLL. */
    private void queueRound(int[] count) {
        List<DataFrame> frames = message.interleaved(nextPoint, count);
        for (int b = 0; b < count.length; b++) {
            nextPoint[b] = (nextPoint[b] + count[b]) & 0xFF;
        }
        int last = frames.size() - 1;
        pollFrame = frames.get(last).withPoll(true);
        frames.set(last, pollFrame);
        queue.addAll(frames);
    }

    private void giveUp(SendOutcome.Reason reason) {
        state = State.GAVE_UP;
        queue.clear();
        outcome = new SendOutcome.GaveUp(reason, lastMissing, rounds, framesSent);
    }

    private boolean ended() {
        return state == State.DELIVERED || state == State.GAVE_UP;
    }

    /**
     * Where the exchange stands.
     *
     * @return the state
     */
    public State state() {
        return state;
    }

    /**
     * How it ended.
     *
     * @return the outcome, or empty while it runs
     */
    public Optional<SendOutcome> outcome() {
        return Optional.ofNullable(outcome);
    }

    /**
     * Frames sent so far, probes included.
     *
     * @return the count
     */
    public long framesSent() {
        return framesSent;
    }

    /**
     * Repair rounds started so far.
     *
     * @return the count
     */
    public int rounds() {
        return rounds;
    }

    /**
     * Answers for this message that were ignored: a NEED heard while sending, a DONE with another
     * check (an older message under the same id).
     *
     * @return the count
     */
    public long ignored() {
        return ignored;
    }
}
