package echoai.link1.audio;

import java.io.IOException;
import java.nio.file.Path;

/**
 * WAV files of the modem's format — RIFF/WAVE, PCM (format 1, or WAVE_FORMAT_EXTENSIBLE with the
 * PCM sub-format), 16-bit, mono, 16 000 Hz — read strictly (any other format is a
 * {@link FormatException} naming what the file holds) or, on request, any integer-PCM file:
 * at its own rate ({@link #readAny}: samples and rate in one call) or converted
 * ({@link #readResampled}: 8/16/24/32-bit integer PCM, any channel count and rate → mono 16 kHz).
 *
 * <pre>
 *  "RIFF" size "WAVE" · "fmt " 16+ bytes: format channels rate byteRate blockAlign bits … ·
 *  other chunks (skipped) · "data" n bytes: little-endian int16 samples
 * </pre>
 * Large files are read as a stream ({@link #open}), so a one-hour recording needs no hour of heap.
 */
public final class Wav {
    /** The only sample rate the modem takes, Hz. */
    public static final int SAMPLE_RATE_HZ = 16_000;

    private Wav() {
    }

    /** A file that is not (or not in the asked) WAV format. */
    public static final class FormatException extends IOException {
        private static final long serialVersionUID = 1L;

        FormatException(Path file, String message) {
            super(file + ": " + message);
        }
    }

    /** What a WAV header says. */
    public record Format(int channels, int sampleRateHz, int bitsPerSample) {
        /**
         * Whether this is the modem's format.
         *
         * @return true for mono, 16 000 Hz, 16-bit
         */
        public boolean isModemFormat() {
            return channels == 1 && sampleRateHz == SAMPLE_RATE_HZ && bitsPerSample == 16;
        }

        @Override
        public String toString() {
            return sampleRateHz + " Hz, " + channels + " channel" + (channels == 1 ? "" : "s")
                    + ", " + bitsPerSample + "-bit PCM";
        }
    }

    /**
     * Writes {@code samples} as a 16 kHz mono 16-bit WAV file (created or truncated).
     *
     * @param file the file
     * @param samples the samples
     * @throws IOException when the file cannot be written
     */
    public static void write(Path file, short[] samples) throws IOException {
        write(file, samples, SAMPLE_RATE_HZ);
    }

    /**
     * Writes {@code samples} as a mono 16-bit WAV file (created or truncated).
     *
     * @param file the file
     * @param samples the samples
     * @param sampleRateHz the rate the header states, ≥ 1
     * @throws IOException when the file cannot be written
     */
    public static void write(Path file, short[] samples, int sampleRateHz) throws IOException {
        try (WavSink sink = WavSink.create(file, sampleRateHz)) {
            sink.play(samples);
        }
    }

    /**
     * Reads a whole file in the modem's format. A streamed file (no data size in its header) is
     * read to its end; a file cut short is refused (stream it with {@link WavSource} to take what
     * it holds, as {@code link1 modem decode} does).
     *
     * @param file the file
     * @return its samples
     * @throws FormatException when the file is not a 16 kHz mono 16-bit PCM WAV file, or ends
     *     before its header's data size
     * @throws IOException when it cannot be read
     */
    public static short[] read(Path file) throws IOException {
        try (WavSource r = open(file)) {
            return readAll(file, r);
        }
    }

    /**
     * A whole recording at its own rate: what {@link #readAny} returns. The array is the
     * caller's (not copied); two recordings are equal only when they are the same object, as
     * for any record with an array.
     *
     * @param samples the samples, mono 16-bit
     * @param sampleRateHz the rate the file's header states, Hz
     */
    public record Recording(short[] samples, int sampleRateHz) {
        /**
         * Checks the components.
         *
         * @param samples the samples, mono 16-bit
         * @param sampleRateHz the rate the file's header states, Hz, ≥ 1
         * @throws NullPointerException when {@code samples} is null
         * @throws IllegalArgumentException when {@code sampleRateHz} is below 1
         */
        public Recording {
            java.util.Objects.requireNonNull(samples, "samples");
            if (sampleRateHz < 1) {
                throw new IllegalArgumentException("sampleRateHz must be >= 1: " + sampleRateHz);
            }
        }

        /**
         * How long the recording lasts.
         *
         * @return its duration in seconds
         */
        public double seconds() {
            return samples.length / (double) sampleRateHz;
        }
    }

    /**
     * Reads any integer-PCM WAV file whole at its own rate, in one call: what
     * {@code Wav.write(file, pcm, 48000)} wrote comes back as {@code pcm} at 48 000 Hz, ready
     * for {@code Link1.decode(r.samples(), profile, r.sampleRateHz())}. Mono as
     * {@link WavSource} reads it (8/24/32-bit rounded to 16 bits, channels averaged; 16-bit mono
     * bit-exact). A streamed file is read to its end; a file cut short is refused, as by
     * {@link #read}.
     *
     * @param file the file
     * @return its samples and its rate
     * @throws FormatException when the file is not integer-PCM WAV, or ends before its header's
     *     data size
     * @throws IOException when it cannot be read
     */
    public static Recording readAny(Path file) throws IOException {
        try (WavSource r = WavSource.open(file)) {
            return new Recording(readAll(file, r), r.sampleRateHz());
        }
    }

    private static short[] readAll(Path file, WavSource r) throws IOException {
        long n = r.samplesBound();
        if (n > Integer.MAX_VALUE - 8) {
            throw new FormatException(file, "too long to load at once: " + n + " samples");
        }
        short[] out = new short[(int) n];
        int got = 0;
        while (got < out.length) {
            int k = r.read(out, got, out.length - got);
            if (k < 0) {
                break;
            }
            got += k;
        }
        refuseCutShort(file, r);
        return got == out.length ? out : java.util.Arrays.copyOf(out, got);
    }

    /** A whole-file read of a file cut short is a {@link FormatException} naming the shortfall. */
    private static void refuseCutShort(Path file, WavSource r) throws FormatException {
        if (!r.streamed() && r.shortfall().isPresent()) {
            throw new FormatException(file, r.shortfall().get()
                    + "; WavSource reads what it holds");
        }
    }

    /**
     * Opens a file in the modem's format for streaming (else a {@link FormatException}); for
     * any other integer-PCM file use {@link WavSource#open}.
     *
     * @param file the file
     * @return a source standing at the first sample; the caller closes it
     * @throws FormatException when the file is not a 16 kHz mono 16-bit PCM WAV file
     * @throws IOException when it cannot be read
     */
    public static WavSource open(Path file) throws IOException {
        WavSource r = WavSource.open(file);
        if (!r.format().isModemFormat()) {
            Format f = r.format();
            r.close();
            throw new FormatException(file, f + "; Wav.open and Wav.read take 16000 Hz, 1 channel,"
                    + " 16-bit PCM only (Wav.readAny, Wav.readResampled and WavSource take any"
                    + " integer PCM)");
        }
        return r;
    }

    /**
     * The format of a WAV file's header.
     *
     * @param file the file
     * @return what its header says
     * @throws FormatException when the header is not integer-PCM WAV
     * @throws IOException when it cannot be read
     */
    public static Format format(Path file) throws IOException {
        try (WavSource r = WavSource.open(file)) {
            return r.format();
        }
    }

    /**
     * Reads any integer-PCM WAV file whole and converts it to the modem's format: mono as
     * {@link WavSource} reads it, then to 16 kHz by {@link Resampler}. To stream a long file
     * instead, read {@code ResamplingSource.of(WavSource.open(file), 16000)}.
     *
     * @param file the file
     * @return its samples, mono at 16 kHz
     * @throws FormatException when the file is not integer-PCM WAV, or ends before its header's
     *     data size (a streamed file is read to its end)
     * @throws IOException when it cannot be read
     */
    public static short[] readResampled(Path file) throws IOException {
        try (WavSource r = WavSource.open(file)) {
            int rate = r.sampleRateHz();
            if (rate < Resampler.MIN_RATE_HZ || rate > Resampler.MAX_RATE_HZ) {
                throw new FormatException(file, rate + " Hz: resampling takes 8000-96000 Hz");
            }
            MemorySink sink = new MemorySink();
            PcmSource source = ResamplingSource.of(r, SAMPLE_RATE_HZ);
            short[] chunk = new short[1 << 14];
            for (int n = source.read(chunk); n > 0; n = source.read(chunk)) {
                sink.play(chunk, 0, n);
            }
            refuseCutShort(file, r);
            return sink.samples();
        }
    }
}
