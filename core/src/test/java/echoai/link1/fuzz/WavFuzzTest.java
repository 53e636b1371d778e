package echoai.link1.fuzz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.code_intelligence.jazzer.junit.FuzzTest;
import echoai.link1.audio.MemorySink;
import echoai.link1.audio.Wav;
import echoai.link1.audio.WavSource;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Fuzz tests of the WAV reader. {@link #readAnyBytes}: on arbitrary file contents it returns
 * audio or throws its clear error {@link Wav.FormatException}, never anything else (no runtime
 * exception, no bare {@code EOFException}, no giant allocation from a lying header), and a
 * stream read never fails past the header. {@link #cutAnywhere}: a valid WAV of any integer
 * format, whole, streamed (no data size) or cut at any byte, streams exactly the whole sample
 * frames before its end, the same samples as the whole file, and says it was cut short or
 * streamed. Plain {@code mvn test} replays the committed inputs under
 * {@code WavFuzzTestInputs/}; {@code JAZZER_FUZZ=1} fuzzes for real.
 */
class WavFuzzTest {
    private static final Path FILE = tempFile("wav-fuzz");
    private static final Path WHOLE = tempFile("wav-fuzz-whole");
    private static final int HEADER_BYTES = 44;
    private static final int[] BITS = {8, 16, 24, 32};
    private static final int[] RATES = {8000, 16_000, 44_100, 48_000, 96_000};

    /** The bytes are written to one temporary file and read back by each reader entry point. */
    @FuzzTest(maxDuration = "60s")
    void readAnyBytes(byte[] input) throws IOException {
        Files.write(FILE, input);
        Wav.Format format;
        try {
            format = Wav.format(FILE);
        } catch (Wav.FormatException bad) {
            return;
        }
        assertThat(format.channels()).isPositive();
        try {
            short[] pcm = Wav.read(FILE);
            assertThat(format.isModemFormat()).isTrue();
            assertThat(2L * pcm.length).isLessThanOrEqualTo(input.length);
        } catch (Wav.FormatException expected) {
            // a clear error is fine
        }
        long frameBytes = (long) format.channels() * (format.bitsPerSample() / 8);
        long streamed = streamAll(FILE, null);
        assertThat(streamed * frameBytes).isLessThanOrEqualTo(input.length);
        // Resampling from a few Hz is slow (16000x the samples) but not wrong, and a rate
        // prime to 16000 costs the resampler ~250 ms of filter design (ResamplerTest's
        // concern): keep the rates whose filter has at most 160 phases, as every common one has.
        int rate = format.sampleRateHz();
        if (rate >= 4000 && rate <= 192_000
                && java.math.BigInteger.valueOf(rate).gcd(java.math.BigInteger.valueOf(16_000))
                        .intValue() >= 100) {
            try {
                Wav.readResampled(FILE);
            } catch (Wav.FormatException expected) {
                // a clear error is fine
            }
        }
    }

    /**
     * A WAV built from the input — byte 0: channels 1-3, byte 1: bits, byte 2: rate, byte 3:
     * streamed or not, bytes 4-5: where to cut, the rest: the data — cut at any byte.
     */
    @FuzzTest(maxDuration = "60s")
    void cutAnywhere(byte[] input) throws IOException {
        if (input.length < 6) {
            return;
        }
        int channels = 1 + (input[0] & 0xFF) % 3;
        int bits = BITS[(input[1] & 0xFF) % BITS.length];
        int rate = RATES[(input[2] & 0xFF) % RATES.length];
        boolean streamedHeader = (input[3] & 1) == 1;
        byte[] data = Arrays.copyOfRange(input, 6, input.length);
        byte[] whole = wav(channels, bits, rate, streamedHeader, data);
        int cut = ((input[4] & 0xFF) << 8 | input[5] & 0xFF) % (whole.length + 1);
        Files.write(WHOLE, whole);
        Files.write(FILE, Arrays.copyOf(whole, cut));
        if (cut < HEADER_BYTES) {
            assertThatThrownBy(() -> WavSource.open(FILE).close())
                    .isInstanceOf(Wav.FormatException.class);
            return;
        }
        int frameBytes = channels * bits / 8;
        MemorySink all = new MemorySink();
        streamAll(WHOLE, all);
        MemorySink part = new MemorySink();
        String shortfall;
        try (WavSource r = WavSource.open(FILE)) {
            shortfall = drain(r, part);
        }
        long expected = (cut - HEADER_BYTES) / frameBytes;
        assertThat(all.size()).isEqualTo(data.length / frameBytes);
        assertThat((long) part.size()).as("samples before a cut at %d", cut).isEqualTo(expected);
        assertThat(part.samples()).isEqualTo(Arrays.copyOf(all.samples(), part.size()));
        boolean cutShort = cut < whole.length;
        boolean partial = data.length % frameBytes != 0;
        assertThat(shortfall.isEmpty()).as("shortfall of a cut at %d of %d: %s", cut,
                whole.length, shortfall).isEqualTo(!streamedHeader && !cutShort && !partial);
        if (!shortfall.isEmpty()) {
            assertThat(shortfall).contains(streamedHeader ? "streamed" : cutShort ? "cut short"
                    : "partial last sample frame");
        }
    }

    /** Streams {@code file} to its end into {@code sink} (may be null); the sample count. */
    private static long streamAll(Path file, MemorySink sink) throws IOException {
        try (WavSource r = WavSource.open(file)) {
            MemorySink into = sink == null ? new MemorySink() : sink;
            drain(r, into);
            return into.size();
        } catch (Wav.FormatException bad) {
            return 0;
        }
    }

    /** Reads {@code r} to its end into {@code sink}; its shortfall, or "". */
    private static String drain(WavSource r, MemorySink sink) throws IOException {
        short[] buf = new short[777];
        for (int n = r.read(buf, 0, buf.length); n >= 0; n = r.read(buf, 0, buf.length)) {
            sink.play(buf, 0, n);
        }
        return r.shortfall().orElse("");
    }

    /** A canonical 44-byte-header PCM WAV; sizes 0xFFFFFFFF when {@code streamed}. */
    static byte[] wav(int channels, int bits, int rate, boolean streamed, byte[] data) {
        int block = channels * bits / 8;
        ByteBuffer b = ByteBuffer.allocate(HEADER_BYTES + data.length)
                .order(ByteOrder.LITTLE_ENDIAN);
        b.put("RIFF".getBytes()).putInt(streamed ? -1 : 36 + data.length).put("WAVE".getBytes());
        b.put("fmt ".getBytes()).putInt(16).putShort((short) 1).putShort((short) channels)
                .putInt(rate).putInt(rate * block).putShort((short) block)
                .putShort((short) bits);
        b.put("data".getBytes()).putInt(streamed ? -1 : data.length).put(data);
        return b.array();
    }

    private static Path tempFile(String name) {
        try {
            Path p = Files.createTempFile(name, ".wav");
            p.toFile().deleteOnExit();
            return p;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
