package echoai.link1.message;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The receiving side of two-way exchanges (docs/spec/MESSAGE.md §6) as a pure state machine
 * around a {@link Reassembler}: the driver reports every frame heard ({@link #heard}) and the
 * samples that pass ({@link #elapsed}), sends what {@link #nextFrame()} gives and reports
 * {@link #sent()}. It answers a message — NEED with what it lacks, or DONE once it is delivered —
 * on a POLL frame of it, or after the quiet time without one; it gives a message up after the
 * give-up time without a frame of it. Several senders' messages at once. No clock, no threads.
 */
public final class ArqReceiver {
    private final int receiverId;
    private final ArqConfig config;
    private final Reassembler reassembler;
    private final Map<Integer, Exchange> exchanges = new LinkedHashMap<>();
    private final List<Outgoing> outgoing = new ArrayList<>();
    private final List<Message> delivered = new ArrayList<>();
    private final List<Lack> gaveUp = new ArrayList<>();
    private long now;
    private long answers;

    /**
     * A receiver that answers as {@code receiverId}, with a default {@link Reassembler}.
     *
     * @param receiverId its own id, 0..255 (byte 2 of its NEED and DONE frames)
     * @param config the timers
     */
    public ArqReceiver(int receiverId, ArqConfig config) {
        this(receiverId, config, new Reassembler());
    }

    /**
     * A receiver on a given reassembler.
     *
     * @param receiverId its own id, 0..255
     * @param config the timers
     * @param reassembler the reassembler it feeds (its counters are the receiver's)
     */
    public ArqReceiver(int receiverId, ArqConfig config, Reassembler reassembler) {
        MessageFrames.checkByte("receiverId", receiverId);
        this.receiverId = receiverId;
        this.config = Objects.requireNonNull(config, "config");
        this.reassembler = Objects.requireNonNull(reassembler, "reassembler");
    }

    /**
     * A frame heard on the air.
     *
     * @param frame22 the 22 bytes (any: a bad frame is dropped and counted)
     * @return what the reassembler did with it
     */
    public FrameOutcome heard(byte[] frame22) {
        if (!(MessageFrames.parse(frame22) instanceof DataFrame data)) {
            return reassembler.accept(frame22, now);
        }
        FrameOutcome outcome = reassembler.accept(data, now);
        int key = data.sender() << 8 | data.messageId();
        Exchange x = exchanges.remove(key);
        if (x == null) {
            x = new Exchange(data.sender(), data.messageId());
        }
        exchanges.put(key, x);
        x.lastData = now;
        x.answered = false;
        if (outcome instanceof FrameOutcome.Delivered d) {
            x.message = d.message();
            delivered.add(d.message());
        } else if (outcome instanceof FrameOutcome.Repeat r) {
            x.message = r.message();
        } else if (x.message != null && !(outcome instanceof FrameOutcome.Duplicate)) {
            x.message = null; // a new message under the same ids
        }
        if (data.poll()) {
            answer(x);
        }
        return outcome;
    }

    /**
     * Samples have passed: answers after the quiet time, give-ups after the give-up time.
     *
     * @param samples how many, ≥ 0
     */
    public void elapsed(long samples) {
        if (samples < 0) {
            throw new IllegalArgumentException("samples must be >= 0: " + samples);
        }
        now += samples;
        for (Iterator<Exchange> it = exchanges.values().iterator(); it.hasNext(); ) {
            Exchange x = it.next();
            long silent = now - x.lastData;
            if (silent >= config.giveUpSamples()) {
                it.remove();
                if (x.message == null) {
                    reassembler.giveUp(x.sender, x.messageId).ifPresent(gaveUp::add);
                }
            } else if (!x.answered && silent >= config.quietSamples()) {
                answer(x);
            }
        }
    }

    /** Queues x's answer in place of any unsent one for the same message. */
    private void answer(Exchange x) {
        x.answered = true;
        answers++;
        outgoing.removeIf(o -> o.sender == x.sender && o.messageId == x.messageId);
        if (x.message != null) {
            outgoing.add(new Outgoing(x.sender, x.messageId,
                    new DoneFrame(receiverId, x.sender, x.messageId, x.message.check())));
            return;
        }
        List<NeedFrame> need = reassembler.lack(x.sender, x.messageId)
                .map(l -> l.needFrames(receiverId)).orElse(List.of());
        if (need.isEmpty()) {
            // nothing held (its assembly failed its check or was dropped): ask for all of it
            need = new Lack(x.sender, x.messageId, false, List.of(), List.of())
                    .needFrames(receiverId);
        }
        for (NeedFrame n : need) {
            outgoing.add(new Outgoing(x.sender, x.messageId, n));
        }
    }

    /**
     * The frame to send now.
     *
     * @return the next NEED or DONE frame, or empty
     */
    public Optional<MessageFrame> nextFrame() {
        return outgoing.isEmpty() ? Optional.empty() : Optional.of(outgoing.get(0).frame);
    }

    /**
     * The frame {@link #nextFrame()} gave has been sent.
     *
     * @throws IllegalStateException when there was none
     */
    public void sent() {
        if (outgoing.isEmpty()) {
            throw new IllegalStateException("no frame to send");
        }
        outgoing.remove(0);
    }

    /**
     * The messages delivered so far, in order.
     *
     * @return an unmodifiable copy
     */
    public List<Message> delivered() {
        return List.copyOf(delivered);
    }

    /**
     * The messages given up so far, each with what it lacked.
     *
     * @return an unmodifiable copy
     */
    public List<Lack> gaveUp() {
        return List.copyOf(gaveUp);
    }

    /**
     * Answers queued so far (each NEED answer or DONE once, however many parts).
     *
     * @return the count
     */
    public long answers() {
        return answers;
    }

    /**
     * The reassembler, for its counters and progress.
     *
     * @return the reassembler fed by this receiver
     */
    public Reassembler reassembler() {
        return reassembler;
    }

    /** One sender's message in exchange with this receiver. */
    private static final class Exchange {
        private final int sender;
        private final int messageId;
        private long lastData;
        private boolean answered;
        private Message message;

        Exchange(int sender, int messageId) {
            this.sender = sender;
            this.messageId = messageId;
        }
    }

    /** A frame waiting to be sent, with the message it answers. */
    private record Outgoing(int sender, int messageId, MessageFrame frame) {
    }
}
