package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.devices.PipeWireLoop;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.condition.EnabledIf;

/** {@code link1 air send|listen}: usage errors, environment errors, and the loop end to end. */
@Timeout(40)
class AirCommandTest {
    /** The spec's CLAIM test vector. */
    private static final String CLAIM = "57110107020b1c09ce00001e0000004c010031172130";

    @Test
    void badHexIsUsage() {
        Run r = run("air", "send", "57110107");
        assertThat(r.code).isEqualTo(Main.EXIT_USAGE);
        assertThat(r.err).startsWith("link1: air send:").doesNotContain("Exception");
    }

    @Test
    void badKOrSecondsIsUsage() {
        assertThat(run("air", "send", "--k", "3", CLAIM).code).isEqualTo(Main.EXIT_USAGE);
        assertThat(run("air", "send", "--rate", "200", CLAIM).err).contains("--rate");
        assertThat(run("air", "listen", "--rate", "100000").code).isEqualTo(Main.EXIT_USAGE);
        assertThat(run("air", "send", "--profile", "k3", CLAIM).code).isEqualTo(Main.EXIT_USAGE);
        assertThat(run("air", "listen", "--profile", "r", "--k", "2").code)
                .isEqualTo(Main.EXIT_USAGE);
        assertThat(run("air", "listen", "--seconds", "0").code).isEqualTo(Main.EXIT_USAGE);
        assertThat(run("air", "listen", "--backend", "alsa").code).isEqualTo(Main.EXIT_USAGE);
        assertThat(run("bench", "E3", "--frames", "0").code).isEqualTo(Main.EXIT_USAGE);
        assertThat(run("bench", "E3", "--backend", "alsa").code).isEqualTo(Main.EXIT_USAGE);
    }

    @Test
    @EnabledIf("noPipeWire")
    void withoutPipeWireListenAndSendAreEnvironmentErrors() {
        Run listen = run("air", "listen", "--backend", "pipewire", "--seconds", "1");
        assertThat(listen.code).isEqualTo(Main.EXIT_ENVIRONMENT);
        assertThat(listen.err).startsWith("link1: pw-record").hasLineCount(1);
        Run send = run("air", "send", "--backend", "pipewire", "--k", "2", CLAIM);
        assertThat(send.code).isEqualTo(Main.EXIT_ENVIRONMENT);
        assertThat(send.err).startsWith("link1: pw-play").hasLineCount(1);
    }

    @Test
    @EnabledIf("noMixer")
    void withoutMixerJavaSoundIsAnEnvironmentError() {
        Run listen = run("air", "listen", "--backend", "javasound", "--seconds", "1");
        assertThat(listen.code).isEqualTo(Main.EXIT_ENVIRONMENT);
        assertThat(listen.err).isEqualTo("link1: Java Sound finds no mixer: no audio device "
                + "(no sound card, or PipeWire/ALSA not running)\n");
    }

    @Test
    @EnabledIf("loopPresent")
    void sendIsHeardByListenOnTheLoop() throws Exception {
        Run heard = throughTheLoop(4.5, "--k", "2");
        assertThat(heard.out).matches("\\{\"offset\":\\d+,\"frame\":\"" + CLAIM
                + "\",\"errors\":0,\"erasures\":0,\"score\":\\d+}\n");
    }

    @Test
    @EnabledIf("loopPresent")
    void profileRIsHeardOnTheLoop() throws Exception {
        Run heard = throughTheLoop(7.5, "--profile", "r");
        assertThat(heard.out).contains("\"frame\":\"" + CLAIM + "\"");
    }

    /** {@code air send CLAIM} into a running {@code air listen}, both with {@code profile}. */
    private static Run throughTheLoop(double seconds, String... profile) throws Exception {
        CompletableFuture<Run> listen = CompletableFuture.supplyAsync(() -> run(concat(
                new String[] {"air", "listen", "--seconds", Double.toString(seconds)}, profile)));
        Thread.sleep(800);
        Run send = run(concat(concat(new String[] {"air", "send", "--backend", "javasound"},
                profile), new String[] {CLAIM}));
        assertThat(send.code).as(send.err).isEqualTo(Main.EXIT_OK);
        Run heard = listen.get();
        assertThat(heard.code).as(heard.err).isEqualTo(Main.EXIT_OK);
        return heard;
    }

    private static String[] concat(String[] a, String[] b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    /**
     * The 48 kHz device path end to end: {@code air send --rate 48000} and
     * {@code air listen --rate 48000} open the devices at 48 kHz and resample to and from the
     * modem's 16 kHz. Only on the loop clocked at 48 kHz ({@code scripts/pipewire-loop.sh start
     * 48000} exports {@code LINK1_PW_RATE=48000}), where that is the graph's own rate.
     */
    @Test
    @EnabledIf("loopAt48k")
    void sendAt48kIsHeardByListenAt48k() throws Exception {
        for (String sendBackend : new String[] {"pipewire", "javasound"}) {
            CompletableFuture<Run> listen = CompletableFuture.supplyAsync(() -> run("air",
                    "listen", "--rate", "48000", "--k", "2", "--seconds", "6"));
            Thread.sleep(800);
            Run send = run("air", "send", "--rate", "48000", "--k", "2", "--backend",
                    sendBackend, CLAIM);
            assertThat(send.code).as(send.err).isEqualTo(Main.EXIT_OK);
            Run heard = listen.get();
            assertThat(heard.code).as(sendBackend + ": " + heard.err).isEqualTo(Main.EXIT_OK);
            assertThat(heard.out).matches("\\{\"offset\":\\d+,\"frame\":\"" + CLAIM
                    + "\",\"errors\":0,\"erasures\":0,\"score\":\\d+}\n");
        }
    }

    static boolean loopAt48k() {
        return PipeWireLoop.detectedAt(48_000);
    }

    static boolean loopPresent() {
        return PipeWireLoop.detectedAt(16_000);
    }

    static boolean noPipeWire() {
        String runtime = System.getenv("XDG_RUNTIME_DIR");
        return System.getenv("PIPEWIRE_REMOTE") == null
                && (runtime == null || !Files.exists(Path.of(runtime, "pipewire-0")));
    }

    static boolean noMixer() {
        return javax.sound.sampled.AudioSystem.getMixerInfo().length == 0;
    }

    private static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8),
                err.toString(StandardCharsets.UTF_8));
    }

    private record Run(int code, String out, String err) {
    }
}
