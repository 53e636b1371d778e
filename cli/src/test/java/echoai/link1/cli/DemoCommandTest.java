package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.audio.Wav;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DemoCommandTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        out.reset();
        err.reset();
        return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    /** This JVM's CPU time (every thread, the JIT and the collector included), ns. */
    private static long cpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory
                .getOperatingSystemMXBean()).getProcessCpuTime();
    }

    @Test
    void theDefaultStoryIsDevWorldZeroThroughTheEchoRoom(@TempDir Path dir) throws Exception {
        // "under a minute" (README) on an idle machine: its CPU time, which a loaded machine
        // does not stretch as it stretches the wall clock (issue 37, item 1)
        long t0 = cpuNanos();
        Path wav = dir.resolve("a.wav");
        assertThat(run("demo", "--wav", wav.toString())).isZero();
        assertThat((cpuNanos() - t0) / 1_000_000_000L).isLessThan(60);
        String text = out.toString(StandardCharsets.UTF_8);
        assertThat(text).startsWith("LINK-1 demo, world(0).")
                .contains("channel: air: modem profile K1 (one tone a 40 ms slot, the original; 2.8 s a postcard) -> simulated echo room at 10 dB SNR")
                .contains("First-visit harm (the cells that hurt B the first time it acted"
                        + " there): 0 with A's testimony, 3 without.")
                .contains("is arm A10 of E4 in this world").contains("wrote A's speech to ");
        assertThat(Wav.format(wav).isModemFormat()).isTrue();
        assertThat(Wav.read(wav).length).isGreaterThan(50 * 16_000);
        String story = text.lines().filter(l -> !l.startsWith("wrote A's speech to "))
                .reduce((a, b) -> a + "\n" + b).orElse("");
        assertThat(story).as("docs/cli.md quotes the demo's ending as it is")
                .endsWith(quotedEnding().strip());
    }

    /** The block docs/cli.md ("The demo") quotes after "it ends". */
    private static String quotedEnding() throws java.io.IOException {
        String page = java.nio.file.Files.readString(Path.of("docs", "cli.md"),
                StandardCharsets.UTF_8);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile(
                "it ends \\(`DemoCommandTest`.*?```\\n(.*?)```",
                java.util.regex.Pattern.DOTALL).matcher(page);
        assertThat(m.find()).as("the demo's ending in docs/cli.md").isTrue();
        return m.group(1);
    }

    @Test
    void byWireAndOtherSeeds() {
        assertThat(run("demo", "--wire", "--seed", "3")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("LINK-1 demo, world(3).")
                .contains("channel: wire");
    }

    @Test
    void profileRThroughAPhysicalRoomPoint() {
        assertThat(run("demo", "--profile", "r", "--point", "living-1m", "--background", "babble",
                "--snr", "20")).as(err.toString(StandardCharsets.UTF_8)).isZero();
        String text = out.toString(StandardCharsets.UTF_8);
        assertThat(text).startsWith("LINK-1 demo, world(0).")
                .contains("channel: air: modem profile R (robust: hopping tones and a"
                        + " convolutional code, for rooms with echo; 4.752 s a postcard) ->"
                        + " physical room point living-1m, babble"
                        + " at 20 dB SNR, 48->48 kHz -> streaming receiver (one room draw a"
                        + " postcard)")
                .contains("this is the claims arm of understanding-rooms")
                .doesNotContain("arm A10");
        assertThat(run("demo", "--k", "2", "--snr", "10")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("channel: air: modem profile K2 (two tones a slot")
                .doesNotContain("arm A10").doesNotContain("understanding-rooms");
    }

    @Test
    void badOptionsAreUsageErrors() {
        assertThat(run("demo", "--point", "attic")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--point must be one of");
        assertThat(run("demo", "--point", "living-1m", "--room", "reverb")).isEqualTo(2);
        assertThat(run("demo", "--background", "pink")).isEqualTo(2);
        assertThat(run("demo", "--point", "living-1m", "--background", "none")).isEqualTo(2);
        assertThat(run("demo", "--profile", "k3")).isEqualTo(2);
        assertThat(run("demo", "--profile", "r", "--k", "1")).isEqualTo(2);
        assertThat(run("demo", "--room", "attic")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("room must be one of");
        assertThat(run("demo", "--snr", "500")).isEqualTo(2);
        assertThat(run("demo", "--seed", "-1")).isEqualTo(2);
    }
}
