package echoai.link1.api;

import echoai.link1.audio.Resampler;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import echoai.link1.modem.FrameReceiver;
import echoai.link1.modem.ModemFrame;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * The streaming path the facade's receivers share: PCM at the caller's rate, through a streaming
 * {@link Resampler} when that rate is not 16 kHz, into a profile's {@link FrameReceiver} whose
 * check is the CRC alone; every frame found goes to {@code found}, its offset at 16 kHz
 * ({@link #toCallerRate} converts). Buffers are allocated in the constructor.
 */
final class ModemStream {
    private static final int CHUNK = 4096;

    private final AirProfile profile;
    private final int sampleRateHz;
    private final Resampler resampler;
    private final short[] at16k;
    private final FrameReceiver frames;
    private long samples;
    private boolean finished;

    ModemStream(AirProfile profile, int sampleRateHz, Consumer<ModemFrame> found) {
        this.profile = Objects.requireNonNull(profile, "profile");
        Link1.checkRate(sampleRateHz);
        this.sampleRateHz = sampleRateHz;
        boolean direct = sampleRateHz == Link1.MODEM_RATE_HZ;
        this.resampler = direct ? null : new Resampler(sampleRateHz, Link1.MODEM_RATE_HZ);
        this.at16k = direct ? null
                : new short[Math.max(resampler.maxOutput(CHUNK), resampler.maxOutput(0))];
        this.frames = profile.receiver(LinkFrame::crcOk, 1, found);
    }

    AirProfile profile() {
        return profile;
    }

    int sampleRateHz() {
        return sampleRateHz;
    }

    void accept(short[] pcm, int offset, int length) {
        Objects.requireNonNull(pcm, "pcm");
        Objects.checkFromIndexSize(offset, length, pcm.length);
        if (finished) {
            throw new IllegalStateException("finished: reset() before new input");
        }
        if (resampler == null) {
            frames.accept(pcm, offset, length);
        } else {
            for (int done = 0; done < length; done += CHUNK) {
                int n = Math.min(CHUNK, length - done);
                frames.accept(at16k, 0, resampler.process(pcm, offset + done, n, at16k, 0));
            }
        }
        samples += length;
    }

    /** Ends the input once; later calls do nothing. */
    void finish() {
        if (!finished) {
            finished = true;
            if (resampler != null) {
                frames.accept(at16k, 0, resampler.flush(at16k, 0));
            }
            frames.finish();
        }
    }

    void reset() {
        frames.reset();
        if (resampler != null) {
            resampler.reset();
        }
        samples = 0;
        finished = false;
    }

    long samples() {
        return samples;
    }

    long greetings() {
        return frames.greetings();
    }

    /** A 16 kHz sample index at the caller's rate, rounded half up. */
    long toCallerRate(long index16k) {
        return Math.floorDiv(index16k * sampleRateHz + Link1.MODEM_RATE_HZ / 2,
                Link1.MODEM_RATE_HZ);
    }

    /** One frame span (the profile's frame and the recording gap) at the caller's rate. */
    long frameSpan() {
        return Link1.frameSpanSamples(profile, sampleRateHz);
    }
}
