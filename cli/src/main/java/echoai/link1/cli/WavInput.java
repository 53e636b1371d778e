package echoai.link1.cli;

import echoai.link1.audio.MemorySink;
import echoai.link1.audio.Pcm16;
import echoai.link1.audio.PcmSource;
import echoai.link1.audio.Resampler;
import echoai.link1.audio.ResamplingSource;
import echoai.link1.audio.WavSource;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;

/**
 * A WAV file a command reads ({@code modem decode}, {@code room}): any integer PCM, any channel
 * count, at any rate the resampler takes (8000-96000 Hz; else exit 3, like every other file
 * link1 cannot use). A recording cut short, or streamed with no data size in its header, is
 * read up to where it ends, with one line on stderr saying so.
 */
final class WavInput {
    private WavInput() {
    }

    /** Opens {@code file}, refusing a rate outside [8000, 96000] Hz (exit 3). */
    static WavSource open(Path file) throws IOException {
        WavSource source = WavSource.open(file);
        int rate = source.sampleRateHz();
        if (rate < Resampler.MIN_RATE_HZ || rate > Resampler.MAX_RATE_HZ) {
            source.close();
            throw new EnvironmentException(file + ": " + source.format() + "; link1 reads"
                    + " 8000-96000 Hz (e.g. 16, 44.1 or 48 kHz): convert it first");
        }
        return source;
    }

    /** After reading {@code source} to its end: one line on stderr when it ended short. */
    static void sayShortfall(Path file, WavSource source, PrintWriter err, String what) {
        source.shortfall().ifPresent(s -> err.println("link1: " + file + ": " + s + "; " + what));
    }

    /** The whole file as 16 kHz mono (resampled when at another rate), shortfall said. */
    static short[] read16k(Path file, PrintWriter err) throws IOException {
        try (WavSource wav = open(file)) {
            PcmSource source = ResamplingSource.of(wav, Pcm16.SAMPLE_RATE_HZ);
            MemorySink sink = new MemorySink();
            short[] chunk = new short[1 << 14];
            for (int n = source.read(chunk); n > 0; n = source.read(chunk)) {
                sink.play(chunk, 0, n);
            }
            sayShortfall(file, wav, err, "used what it holds");
            return sink.samples();
        }
    }
}
