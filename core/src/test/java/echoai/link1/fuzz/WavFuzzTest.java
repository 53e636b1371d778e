package echoai.link1.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import echoai.link1.audio.Wav;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Fuzz test of the WAV reader on arbitrary file contents: it returns audio or throws its clear
 * error {@link Wav.FormatException}, never anything else (no runtime exception, no bare
 * {@code EOFException}, no giant allocation from a lying header). Plain {@code mvn test} replays
 * the committed inputs under {@code WavFuzzTestInputs/}; {@code JAZZER_FUZZ=1} fuzzes for real.
 */
class WavFuzzTest {
    private static final Path FILE = tempFile();

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
        // Resampling from a few Hz is slow (16000x the samples) but not wrong; keep it sane.
        if (format.sampleRateHz() >= 4000 && format.sampleRateHz() <= 192_000) {
            try {
                Wav.readResampled(FILE);
            } catch (Wav.FormatException expected) {
                // a clear error is fine
            }
        }
    }

    private static Path tempFile() {
        try {
            Path p = Files.createTempFile("wav-fuzz", ".wav");
            p.toFile().deleteOnExit();
            return p;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
