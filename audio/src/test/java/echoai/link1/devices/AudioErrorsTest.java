package echoai.link1.devices;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.link1.audio.Pcm16;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import javax.sound.sampled.Mixer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.condition.EnabledIf;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * The failures of the device backends: each is an {@link IOException} with one clear line, and
 * none hangs. Fake tools (small shell scripts) stand in for a PipeWire that is missing, down or
 * stalled, so these run on every machine.
 */
@Timeout(120)
class AudioErrorsTest {
    /**
     * A deadline that only bounds a hang: a fake tool that fails or ends does so long before it,
     * even on a loaded machine (issue 37, item 1), so no test races it.
     */
    private static final long HANG_MILLIS = 30_000;

    private static final String MISSING = "link1-no-such-pw-tool-7f3a";

    @TempDir
    Path dir;

    @Test
    void missingPlayToolIsOneClearLine() {
        PipeWireSink sink = PipeWireSink.open(MISSING);
        assertThatThrownBy(() -> sink.play(new short[160]))
                .isInstanceOf(IOException.class)
                .hasMessageStartingWith(MISSING + " not found")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    @Test
    void missingRecordToolIsOneClearLine() {
        assertThatThrownBy(() -> PipeWireSource.open(MISSING, 1000))
                .isInstanceOf(IOException.class)
                .hasMessageStartingWith(MISSING + " not found")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void recordToolThatCannotConnectReportsItsError() throws IOException {
        Path tool = script("echo 'error: pw_context_connect() failed: Host is down' >&2; exit 1");
        assertThatThrownBy(() -> PipeWireSource.open(tool.toString(), HANG_MILLIS))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("could not record (exit 1)")
                .hasMessageContaining("pw_context_connect() failed: Host is down (no PipeWire"
                        + " server is running: start the loop with eval"
                        + " \"$(scripts/pipewire-loop.sh start)\", or see docs/audio.md)")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void playToolThatCannotConnectReportsItsError() throws IOException {
        Path tool = script("echo 'error: pw_context_connect() failed: Host is down' >&2; exit 1");
        try (PipeWireSink sink = PipeWireSink.open(tool.toString(), HANG_MILLIS)) {
            assertThatThrownBy(() -> {
                sink.play(new short[16000]);
                sink.drain();
            }).isInstanceOf(IOException.class)
                    .hasMessageContaining("could not play (exit 1)")
                    .hasMessageContaining("Host is down (no PipeWire server is running")
                    .hasMessageEndingWith("scripts/pipewire-loop.sh start)\", or see"
                            + " docs/audio.md)");
        }
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void silentRecordToolTimesOut() throws IOException {
        Path tool = script("exec sleep 30");
        long start = System.nanoTime();
        assertThatThrownBy(() -> PipeWireSource.open(tool.toString(), 300))
                .isInstanceOf(IOException.class)
                .hasMessage(tool + " gave no samples for 300 ms (is an input device running?)");
        // the tool sleeps 30 s: the source gave up long before, without waiting for it
        assertThat((System.nanoTime() - start) / 1_000_000L).isLessThan(25_000);
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void stalledPlayToolFailsInsteadOfHanging() throws IOException {
        // Never reads stdin: the pipe fills after 2 s of audio, then the watchdog stops it.
        Path tool = script("exec sleep 30");
        try (PipeWireSink sink = PipeWireSink.open(tool.toString(), 200)) {
            assertThatThrownBy(() -> sink.play(new short[3 * Pcm16.SAMPLE_RATE_HZ]))
                    .isInstanceOf(IOException.class)
                    .hasMessage(tool + " stopped taking samples (is an output device running?)");
        }
    }

    @Test
    void recordToolThatEndsCleanlyGivesEndOfStream() throws IOException {
        Path tool = script("printf 'abcd'; exit 0");
        try (PipeWireSource source = PipeWireSource.open(tool.toString(),
                new InputTimeouts(HANG_MILLIS, HANG_MILLIS), Pcm16.SAMPLE_RATE_HZ)) {
            short[] buffer = new short[16];
            assertThat(source.read(buffer)).isEqualTo(2);
            assertThat(buffer[0]).isEqualTo((short) ('a' | 'b' << 8));
            assertThat(source.read(buffer)).isEqualTo(-1);
        }
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void aRecordingThatStallsIsAnErrorAfterItsStallTime() throws IOException {
        Path tool = script("printf 'abcd'; exec sleep 30");
        try (PipeWireSource source = PipeWireSource.open(tool.toString(),
                new InputTimeouts(HANG_MILLIS, 300), Pcm16.SAMPLE_RATE_HZ)) {
            assertThat(source.read(new short[16])).isEqualTo(2);
            assertThatThrownBy(() -> source.read(new short[16]))
                    .isInstanceOf(IOException.class)
                    .hasMessage(tool + " stopped delivering samples for 300 ms (is an input"
                            + " device running?)");
        }
    }

    @Test
    void theTimeoutsComeFromSystemPropertiesWhenSet() {
        assertThat(InputTimeouts.fromSystemProperties()).isEqualTo(InputTimeouts.DEFAULT);
        System.setProperty(InputTimeouts.STALL_PROPERTY, "60000");
        try {
            assertThat(InputTimeouts.fromSystemProperties())
                    .isEqualTo(new InputTimeouts(3000, 60_000));
            System.setProperty(InputTimeouts.STALL_PROPERTY, "soon");
            assertThatThrownBy(InputTimeouts::fromSystemProperties)
                    .hasMessage("link1.input.stallMillis must be a whole number of ms: soon");
        } finally {
            System.clearProperty(InputTimeouts.STALL_PROPERTY);
        }
    }

    @Test
    void noMixerIsOneClearLine() {
        assertThatThrownBy(() -> JavaSound.requireMixers(new Mixer.Info[0]))
                .isInstanceOf(IOException.class)
                .hasMessage("Java Sound finds no mixer: no audio device "
                        + "(no sound card, or PipeWire/ALSA not running)");
    }

    @Test
    @EnabledIf("noMixer")
    void javaSoundWithoutMixerFailsClearly() {
        assertThatThrownBy(JavaSoundSink::open).isInstanceOf(IOException.class)
                .hasMessageStartingWith("Java Sound finds no mixer");
        assertThatThrownBy(JavaSoundSource::open).isInstanceOf(IOException.class)
                .hasMessageStartingWith("Java Sound finds no mixer");
    }

    static boolean noMixer() {
        return javax.sound.sampled.AudioSystem.getMixerInfo().length == 0;
    }

    private Path script(String body) throws IOException {
        Path file = dir.resolve("fake-pw-tool");
        Files.writeString(file, "#!/bin/sh\n" + body + "\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwx------"));
        return file;
    }
}
