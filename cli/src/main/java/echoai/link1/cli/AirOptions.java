package echoai.link1.cli;

import echoai.link1.audio.Resampler;
import echoai.link1.devices.AudioBackend;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The options {@code air send} and {@code air listen} share (a picocli mixin): the backend and
 * the air profile ({@code --profile k1|k2|r|f|q}, or the older {@code --k 1|2}), the same at both ends.
 */
final class AirOptions {
    /** The audio backends in words (air send, air listen, room-agent). */
    static final String BACKENDS = "pipewire (PipeWire's pw-play and pw-record, on Linux) or"
            + " javasound (Java Sound's default lines, on any system)";

    @Option(names = "--backend", defaultValue = "pipewire", paramLabel = "pipewire|javasound",
            description = "Audio backend: " + AirOptions.BACKENDS + ". Default"
                    + " ${DEFAULT-VALUE}.")
    AudioBackend backend;

    @Mixin
    ProfileOptions profiles = new ProfileOptions();

    @Option(names = "--rate", defaultValue = "16000", paramLabel = "HZ",
            description = "Open the device at HZ, e.g. its native 44100 or 48000 (resampled to and"
                    + " from the modem's 16 kHz), 8000-96000 (default: ${DEFAULT-VALUE}).")
    int rateHz;

    /** The device rate for {@code --rate}; a usage error outside [8000, 96000]. */
    int rateHz() {
        if (rateHz < Resampler.MIN_RATE_HZ || rateHz > Resampler.MAX_RATE_HZ) {
            throw new UsageException("--rate must be in [8000, 96000]: " + rateHz);
        }
        return rateHz;
    }

    /**
     * True when this process's stderr is a terminal (Linux: file descriptor 2 links to a tty;
     * false elsewhere). Java has no portable test for stderr alone ({@code System.console()}
     * looks at stdin and stdout, and stdout is often a file of frames).
     */
    static boolean stderrIsTerminal() {
        try {
            String target = Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        } catch (Exception e) {
            return false;
        }
    }
}
