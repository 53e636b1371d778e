package echoai.link1.api;

import echoai.link1.message.FrameOutcome;
import echoai.link1.message.Lack;
import echoai.link1.message.MessageFrame;
import echoai.link1.message.MessageFrames;
import echoai.link1.message.Reassembler;
import echoai.link1.modem.AirProfile;
import echoai.link1.modem.ModemFrame;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * A streaming receiver of whole messages (docs/spec/MESSAGE.md): PCM in at the caller's rate (any
 * chunking), {@link HeardMessage}s out — exact or not at all — to the listeners as each message
 * completes and from {@link #messages()}. Frames may come in any order, repeated, interleaved
 * with other senders' and messages' frames and with postcards; bad ones are dropped and counted
 * ({@link #count}). A message that hears no frame for a while (by default 32 frame spans of the
 * profile) is given up, with what it lacked ({@link #givenUp()}); {@link #progress()} shows what
 * each message in progress holds and lacks. One way: it never answers; a two-way driver listens
 * with {@link #addFrameListener} and feeds {@link echoai.link1.message.ArqSender} or
 * {@link echoai.link1.message.ArqReceiver}.
 *
 * <p>Not thread-safe: one thread feeds it, and listeners run on that thread (they may add or
 * remove listeners). No threads, no clocks: time is the samples fed. Buffers are allocated in
 * the constructor.
 */
public final class MessageReceiver {
    /** Frame spans without a frame after which a message in progress is given up, by default. */
    public static final int DEFAULT_STALE_SPANS = 32;

    private final ModemStream stream;
    private Reassembler reassembler = new Reassembler();
    private final long staleSamples;
    private final List<Consumer<? super HeardMessage>> listeners = new ArrayList<>();
    private final List<Consumer<? super HeardMessageFrame>> frameListeners = new ArrayList<>();
    private final List<HeardMessage> messages = new ArrayList<>();
    private final List<Lack> givenUp = new ArrayList<>();
    private final Map<Integer, Long> firstHeard = new HashMap<>();

    /**
     * A receiver of {@code profile} for input at {@code sampleRateHz}, giving a message up after
     * {@value #DEFAULT_STALE_SPANS} frame spans without a frame of it.
     *
     * @param profile      the profile to listen for
     * @param sampleRateHz the input rate, in [8000, 96000]
     */
    public MessageReceiver(AirProfile profile, int sampleRateHz) {
        this(profile, sampleRateHz,
                DEFAULT_STALE_SPANS * Link1.frameSpanSamples(profile, sampleRateHz));
    }

    /**
     * A receiver with its own give-up time.
     *
     * @param profile      the profile to listen for
     * @param sampleRateHz the input rate, in [8000, 96000]
     * @param staleSamples samples, at the input rate, without a frame of a message after which
     *                     it is given up (&gt; 0)
     */
    public MessageReceiver(AirProfile profile, int sampleRateHz, long staleSamples) {
        if (staleSamples <= 0) {
            throw new IllegalArgumentException("staleSamples must be > 0: " + staleSamples);
        }
        this.stream = new ModemStream(profile, sampleRateHz, this::found);
        this.staleSamples = staleSamples;
    }

    /**
     * The profile listened for.
     *
     * @return the profile
     */
    public AirProfile profile() {
        return stream.profile();
    }

    /**
     * The input rate.
     *
     * @return samples per second of the input
     */
    public int sampleRateHz() {
        return stream.sampleRateHz();
    }

    /**
     * Registers {@code listener} for every message completed from now on.
     *
     * @param listener called once per message
     */
    public void addListener(Consumer<? super HeardMessage> listener) {
        listeners.add(Objects.requireNonNull(listener, "listener"));
    }

    /**
     * Removes one registration of {@code listener}.
     *
     * @param listener a listener given to {@link #addListener}
     * @return whether it was registered
     */
    public boolean removeListener(Consumer<? super HeardMessage> listener) {
        return listeners.remove(listener);
    }

    /**
     * Registers {@code listener} for every message-layer frame heard from now on (DATA, NEED,
     * DONE), before the frame is assembled.
     *
     * @param listener called once per frame
     */
    public void addFrameListener(Consumer<? super HeardMessageFrame> listener) {
        frameListeners.add(Objects.requireNonNull(listener, "listener"));
    }

    /**
     * Removes one registration of {@code listener}.
     *
     * @param listener a listener given to {@link #addFrameListener}
     * @return whether it was registered
     */
    public boolean removeFrameListener(Consumer<? super HeardMessageFrame> listener) {
        return frameListeners.remove(listener);
    }

    /**
     * Feeds {@code length} samples of {@code pcm} from {@code offset}.
     *
     * @param pcm    signed 16-bit mono samples at {@link #sampleRateHz()}
     * @param offset index of the first sample to take
     * @param length how many samples to take, ≥ 0
     */
    public void accept(short[] pcm, int offset, int length) {
        stream.accept(pcm, offset, length);
        expire();
    }

    /**
     * Ends the input: the frames still in the pipeline are heard.
     *
     * @return every message heard since the start or the last {@link #reset()}, in order
     */
    public List<HeardMessage> finish() {
        stream.finish();
        return messages();
    }

    /**
     * The messages heard so far, in the order they completed.
     *
     * @return an unmodifiable copy
     */
    public List<HeardMessage> messages() {
        return List.copyOf(messages);
    }

    /**
     * What each message in progress holds and lacks (for a progress display: the frames still
     * missing).
     *
     * @return one entry a message, least recently heard first
     */
    public List<Lack> progress() {
        return reassembler.progress();
    }

    /**
     * The messages given up (no frame of them for the give-up time), each with what it lacked.
     *
     * @return an unmodifiable copy
     */
    public List<Lack> givenUp() {
        return List.copyOf(givenUp);
    }

    /**
     * A counter of the reassembler (frames dropped by reason, duplicates, conflicts, failed
     * checks, messages delivered, …).
     *
     * @param what which
     * @return its count since the start or the last {@link #reset()}
     */
    public long count(Reassembler.Count what) {
        return reassembler.count(what);
    }

    /**
     * Samples taken so far, at the input rate.
     *
     * @return the count since the start or the last {@link #reset()}
     */
    public long samples() {
        return stream.samples();
    }

    /**
     * Syncs or greetings detected so far (whether or not their frames then passed).
     *
     * @return the count since the start or the last {@link #reset()}
     */
    public long greetings() {
        return stream.greetings();
    }

    /** Forgets all input, messages, assemblies and counts; the listeners stay registered. */
    public void reset() {
        stream.reset();
        reassembler = new Reassembler();
        messages.clear();
        givenUp.clear();
        firstHeard.clear();
    }

    private void expire() {
        for (Lack lack : reassembler.expire(stream.samples() - staleSamples)) {
            givenUp.add(lack);
            firstHeard.remove(lack.sender() << 8 | lack.messageId());
        }
    }

    private void found(ModemFrame f) {
        long start = stream.toCallerRate(f.offsetSamples());
        long end = stream.toCallerRate(f.offsetSamples() + stream.profile().frameSamples());
        byte[] bytes = f.frame();
        if (MessageFrames.parse(bytes) instanceof MessageFrame frame) {
            HeardMessageFrame heard = new HeardMessageFrame(frame, start, end);
            for (Consumer<? super HeardMessageFrame> l : List.copyOf(frameListeners)) {
                l.accept(heard);
            }
        }
        FrameOutcome outcome = reassembler.accept(bytes, start);
        if (outcome instanceof FrameOutcome.Held h) {
            firstHeard.putIfAbsent(h.sender() << 8 | h.messageId(), start);
        } else if (outcome instanceof FrameOutcome.Conflict c) {
            firstHeard.put(c.sender() << 8 | c.messageId(), start);
        } else if (outcome instanceof FrameOutcome.CheckFailed c) {
            firstHeard.remove(c.sender() << 8 | c.messageId());
        } else if (outcome instanceof FrameOutcome.Delivered d) {
            Long first = firstHeard.remove(d.message().sender() << 8 | d.message().messageId());
            HeardMessage m = new HeardMessage(d.message(), first == null ? start : first, end);
            messages.add(m);
            for (Consumer<? super HeardMessage> l : List.copyOf(listeners)) {
                l.accept(m);
            }
        }
    }
}
