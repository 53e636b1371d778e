package echoai.link1.api;

import echoai.link1.frame.FrameResult;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import echoai.link1.modem.ModemFrame;
import echoai.link1.speech.Speech;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * A streaming receiver: PCM in at the caller's rate (any chunking, {@link #accept} has
 * {@link echoai.link1.audio.PcmSource}'s shape), {@link Heard} frames out — to the listeners as
 * each frame is found and from {@link #finish()} at the end. Input at another rate than 16 kHz
 * goes through a streaming {@link echoai.link1.audio.Resampler}; sample indices in {@link Heard}
 * are the caller's. The result does not depend on how the input is split into chunks. Message
 * frames (docs/spec/MESSAGE.md) are not postcards: they are counted as {@link #rejected()}; a
 * {@link MessageReceiver} hears them.
 *
 * <p>Listeners may be added and removed at any time, from any thread, also from inside a
 * listener; a frame goes to the listeners registered when it is found (a listener added later
 * does not get earlier frames: {@link #heard()} has them). Listeners run on the thread that
 * calls {@link #accept} or {@link #finish}; what they throw reaches that caller. Feeding is not
 * thread-safe: one thread feeds one receiver. Buffers are allocated in the constructor.
 */
public final class Receiver {
    private final ModemStream stream;
    private final List<Consumer<? super Heard>> listeners = new CopyOnWriteArrayList<>();
    private final List<Heard> heard = new ArrayList<>();
    private long rejected;

    /**
     * A receiver of {@code profile} for input at {@code sampleRateHz}.
     *
     * @param profile      K1, K2 or R
     * @param sampleRateHz the input rate, in [8000, 96000]
     */
    public Receiver(AirProfile profile, int sampleRateHz) {
        this.stream = new ModemStream(profile, sampleRateHz, this::found);
    }

    /**
     * The profile listened for.
     *
     * @return K1, K2 or R
     */
    public AirProfile profile() {
        return stream.profile();
    }

    /**
     * The input rate.
     *
     * @return samples per second of the input, in [8000, 96000]
     */
    public int sampleRateHz() {
        return stream.sampleRateHz();
    }

    /**
     * Registers {@code listener} for every frame found from now on.
     *
     * @param listener called once per frame heard
     */
    public void addListener(Consumer<? super Heard> listener) {
        listeners.add(Objects.requireNonNull(listener, "listener"));
    }

    /**
     * Removes {@code listener} (one registration of it); no effect when it is not registered.
     *
     * @param listener a listener given to {@link #addListener}
     * @return whether it was registered
     */
    public boolean removeListener(Consumer<? super Heard> listener) {
        return listeners.remove(listener);
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
    }

    /**
     * Ends the input: the frames still in the pipeline are found (and go to the listeners).
     *
     * @return every frame heard since the start or the last {@link #reset()}, in stream order
     */
    public List<Heard> finish() {
        stream.finish();
        return heard();
    }

    /**
     * The frames heard so far, in stream order.
     *
     * @return an unmodifiable copy
     */
    public List<Heard> heard() {
        List<Heard> sorted = new ArrayList<>(heard);
        sorted.sort((a, b) -> Long.compare(a.startSample(), b.startSample()));
        return List.copyOf(sorted);
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
     * Greetings (K1, K2) or syncs (R, F) detected so far, each the start of a frame whether or
     * not the frame then passed its checks: a sign that this profile is on the air.
     *
     * @return the count since the start or the last {@link #reset()}
     */
    public long greetings() {
        return stream.greetings();
    }

    /**
     * Candidates that passed the CRC but not the frame's other checks (magic, version, act,
     * postcard): rare, counted rather than heard.
     *
     * @return the count since the start or the last {@link #reset()}
     */
    public long rejected() {
        return rejected;
    }

    /** Forgets all input and frames heard; the listeners stay registered. */
    public void reset() {
        stream.reset();
        heard.clear();
        rejected = 0;
    }

    private void found(ModemFrame f) {
        if (!(LinkFrame.parse(f.frame()) instanceof FrameResult.Accepted accepted)) {
            rejected++;
            return;
        }
        LinkFrame frame = accepted.frame();
        long start16k = f.offsetSamples();
        Heard h = new Heard(frame, Speech.read(frame), stream.toCallerRate(start16k),
                stream.toCallerRate(start16k + stream.profile().frameSamples()), f.errors(),
                f.erasures());
        heard.add(h);
        for (Consumer<? super Heard> listener : listeners) {
            listener.accept(h);
        }
    }
}
