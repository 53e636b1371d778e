package echoai.link1.session;

import echoai.link1.audio.PcmSource;
import echoai.link1.audio.ResamplingSource;
import echoai.link1.modem.FrameReceiver;
import echoai.link1.modem.ModemFrame;
import echoai.link1.modem.TonePlan;
import java.io.IOException;
import java.util.List;

/**
 * The one receive loop: a {@link PcmSource} (a WAV file, memory, a device) → a
 * {@link FrameReceiver} (any air profile's receiver) → frames. {@code link1 modem decode} and {@code link1 air listen} both run
 * it; it prints nothing (frames reach the demodulator's live listener as they are found, and
 * {@link #run} returns them).
 *
 * <p>A source at another rate in [8000, 96000] Hz (a 44.1 or 48 kHz WAV file or device) is
 * resampled to the modem's 16 kHz on the way ({@link ResamplingSource}, streamed, zero delay), so
 * frame offsets always count 16 kHz samples from the start. The loop reads in chunks of at most
 * {@link #CHUNK_SAMPLES}, stops at the end of the stream or after {@code limitSamples} modem
 * (16 kHz) samples, and finishes the demodulator.
 */
public final class ReceiveLoop {
    /**
     * Most samples per read (256 ms at 16 kHz). A device source returns what it has, so this adds
     * no latency; a file is read in chunks this large.
     */
    public static final int CHUNK_SAMPLES = 4096;

    /** Sees each chunk as read from the source (e.g. a level meter); the chunk is reused. */
    @FunctionalInterface
    public interface ChunkListener {
        /**
         * Sees a chunk.
         *
         * @param chunk the samples in {@code chunk[0..count)}, reused after the call
         * @param count new samples, ≥ 1
         * @param total 16 kHz samples read so far, this chunk included
         */
        void accept(short[] chunk, int count, long total);
    }

    /**
     * What a run heard.
     *
     * @param frames        {@link FrameReceiver#finish()}: the frames, sorted by offset
     * @param sourceSamples samples read from the source (at its own rate)
     * @param modemSamples  samples given to the demodulator (16 kHz)
     */
    public record Heard(List<ModemFrame> frames, long sourceSamples, long modemSamples) {
        /**
         * Copies the frame list.
         *
         * @param frames the frames, sorted by offset
         * @param sourceSamples samples read from the source
         * @param modemSamples samples given to the demodulator
         */
        public Heard {
            frames = List.copyOf(frames);
        }
    }

    private ReceiveLoop() {
    }

    /**
     * Reads {@code source} into {@code demodulator} until its end or {@code limitSamples}
     * 16 kHz samples ({@link Long#MAX_VALUE}: no limit), then finishes the demodulator.
     *
     * @param source the source, at any rate the resampler takes
     * @param demodulator the receiver
     * @param limitSamples most 16 kHz samples to read, ≥ 0
     * @param listener sees every chunk as the demodulator gets it (16 kHz), or null
     * @return what the run heard
     * @throws IOException when the source fails
     */
    public static Heard run(PcmSource source, FrameReceiver demodulator, long limitSamples,
            ChunkListener listener) throws IOException {
        if (limitSamples < 0) {
            throw new IllegalArgumentException("limitSamples must be >= 0: " + limitSamples);
        }
        PcmSource modem = ResamplingSource.of(source, TonePlan.SAMPLE_RATE_HZ);
        short[] chunk = new short[CHUNK_SAMPLES];
        long samples = 0;
        int n;
        while (samples < limitSamples && (n = modem.read(chunk)) > 0) {
            n = (int) Math.min(n, limitSamples - samples);
            demodulator.accept(chunk, 0, n);
            samples += n;
            if (listener != null) {
                listener.accept(chunk, n, samples);
            }
        }
        long read = modem instanceof ResamplingSource r ? r.sourceSamples() : samples;
        return new Heard(demodulator.finish(), read, samples);
    }
}
