package echoai.link1.cli;

import echoai.link1.audio.Pcm16;
import picocli.CommandLine.Option;

/**
 * {@code --seconds S} of the commands that record until interrupted ({@code air listen},
 * {@code air receive}): a picocli mixin.
 */
final class SecondsOption {
    @Option(names = "--seconds", paramLabel = "S",
            description = "Stop after S seconds of audio (default: until interrupted).")
    Double seconds;

    /** 16 kHz samples for {@code --seconds}, or no limit; a usage error outside (0, 86400]. */
    long limitSamples() {
        if (seconds == null) {
            return Long.MAX_VALUE;
        }
        if (!(seconds > 0) || seconds > 86_400) {
            throw new UsageException("--seconds must be in (0, 86400]: " + seconds);
        }
        return Math.round(seconds * Pcm16.SAMPLE_RATE_HZ);
    }
}
