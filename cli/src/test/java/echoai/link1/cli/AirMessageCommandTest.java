package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import echoai.link1.devices.InputTimeouts;
import echoai.link1.devices.PipeWireLoop;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code air send --text|--file} and {@code air receive}: bad arguments are one line and exit 2
 * before any device opens; and a message from one OS process to another over the PipeWire loop
 * (issue 39): {@code link1 air
 * receive} in one JVM, {@code link1 air send --text} in another, both at 48 kHz on the loop,
 * profile F; two ways (the receiver answers DONE through its output, the sender ends delivered)
 * and one way. The sender starts when the receiver says it is listening (an event, not a
 * clock); the waits below only bound a hang, and the input timeouts are set beyond them. Skips,
 * saying how to start it, where the loop is not running ({@code .ci/run} starts it).
 */
@Timeout(240)
class AirMessageCommandTest {
    private static final String TEXT = "twenty bytes, exact!";
    private static final long NEVER_MILLIS = 600_000;

    @TempDir
    Path dir;

    @Test
    void twoWaysTheReceiverAnswersDoneAndTheSenderEndsDelivered() throws Exception {
        Exchange x = exchange(false);
        assertThat(x.sendErr).contains("two ways: 3 data frames, 3 in round 0")
                .contains("frame 3 of 3 sent (round 0, block 0, point 2); waiting for the answer")
                .contains("DONE from station 9").contains("delivered: 3 frames sent");
        assertThat(x.receiveErr).contains("DONE sent to 1/42");
    }

    @Test
    void oneWayTheReceiverNeverAnswers() throws Exception {
        Exchange x = exchange(true);
        assertThat(x.sendErr).contains("one way: 3 data frames, 25 % parity, 1 round(s)")
                .contains("frame 4 of 4 sent");
        assertThat(x.receiveErr).contains("answers sent 0").doesNotContain("DONE sent");
    }

    @Test
    void badArgumentsAreOneLineAndExitTwo() throws IOException {
        String claim = "57110107020b1c09ce00001e0000004c010031172130";
        String file = Files.writeString(dir.resolve("a-file"), "x").toString();
        String[][] cases = {
            {"air", "send"},
            {"air", "send", "--text", "x", "--file", file},
            {"air", "send", "--text", "x", claim},
            {"air", "send", "--text", ""},
            {"air", "send", "--text", "x", "--rounds", "2"},
            {"air", "send", "--text", "x", "--parity", "101"},
            {"air", "send", "--text", "x", "--sender", "-1"},
            {"air", "send", "--one-way", claim},
            {"air", "send", "--id", "4", claim},
            {"air", "receive"},
            {"air", "receive", "--out", dir.toString(), "--count", "0"},
            {"air", "receive", "--out", dir.toString(), "--station", "256"},
            {"air", "receive", "--out", dir.toString(), "--seconds", "0"},
            {"air", "receive", "--out", dir.toString(), "--rate", "100"},
            {"air", "receive", "--out", file},
        };
        for (String[] args : cases) {
            Ran r = Ran.link1(args);
            assertThat(r.code()).as(String.join(" ", args) + ": " + r.err())
                    .isEqualTo(Main.EXIT_USAGE);
            assertThat(r.err()).as(String.join(" ", args)).startsWith("link1: ").hasLineCount(1);
        }
    }

    private record Exchange(String sendErr, String receiveErr) {
    }

    private Exchange exchange(boolean oneWay) throws Exception {
        assumeTrue(PipeWireLoop.detectedAt(16_000), "the PipeWire loop is not running here:"
                + " eval \"$(scripts/pipewire-loop.sh start)\" first (docs/pipewire-loop.md;"
                + " .ci/run starts it)");
        Path inbox = dir.resolve("inbox");
        List<String> receive = new ArrayList<>(List.of("air", "receive", "--out",
                inbox.toString(), "--profile", "f", "--rate", "48000", "--count", "1",
                "--seconds", "150", "--station", "9"));
        List<String> send = new ArrayList<>(List.of("air", "send", "--text", TEXT, "--profile",
                "f", "--rate", "48000", "--sender", "1", "--id", "42"));
        if (oneWay) {
            receive.add("--one-way");
            send.add("--one-way");
        }
        Process receiver = link1(receive).redirectOutput(dir.resolve("receive.out").toFile())
                .start();
        Process sender = null;
        try {
            BufferedReader rxErr = new BufferedReader(new InputStreamReader(
                    receiver.getErrorStream(), StandardCharsets.UTF_8));
            StringBuilder receiveErr = new StringBuilder();
            String listening = CompletableFuture.supplyAsync(() -> readUntil(rxErr, receiveErr,
                    "air receive: listening")).get(120, TimeUnit.SECONDS);
            assertThat(listening).as(receiveErr.toString()).isNotNull();
            CompletableFuture<Void> rest = CompletableFuture.runAsync(() -> readUntil(rxErr,
                    receiveErr, null));
            sender = link1(send).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(dir.resolve("send.err").toFile()).start();
            assertThat(sender.waitFor(180, TimeUnit.SECONDS)).as("the sender ended").isTrue();
            assertThat(receiver.waitFor(60, TimeUnit.SECONDS)).as("the receiver ended").isTrue();
            rest.get(10, TimeUnit.SECONDS);
            String sendErr = Files.readString(dir.resolve("send.err"), StandardCharsets.UTF_8);
            assertThat(sender.exitValue()).as(sendErr).isZero();
            assertThat(receiver.exitValue()).as(receiveErr.toString()).isZero();
            assertThat(Files.readString(inbox.resolve("message-1-42.bin"),
                    StandardCharsets.UTF_8)).isEqualTo(TEXT);
            assertThat(Files.readString(dir.resolve("receive.out"), StandardCharsets.UTF_8))
                    .startsWith("{\"sender\":1,\"message_id\":42,\"length\":20,");
            assertThat(receiveErr.toString()).contains("message 1/42 delivered: 20 bytes");
            return new Exchange(sendErr, receiveErr.toString());
        } finally {
            for (Process p : sender == null ? List.of(receiver) : List.of(receiver, sender)) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
            }
        }
    }

    /** {@code link1 args} as a child JVM on this test's class path. */
    private static ProcessBuilder link1(List<String> args) {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin",
                "java").toString(), "-Xmx256m",
                "-D" + InputTimeouts.FIRST_DATA_PROPERTY + "=" + NEVER_MILLIS,
                "-D" + InputTimeouts.STALL_PROPERTY + "=" + NEVER_MILLIS,
                "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        cmd.addAll(args);
        return new ProcessBuilder(cmd);
    }

    /** Reads lines into {@code into} until one starts with {@code prefix} (null: the end). */
    private static String readUntil(BufferedReader in, StringBuilder into, String prefix) {
        try {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                synchronized (into) {
                    into.append(line).append('\n');
                }
                if (prefix != null && line.startsWith(prefix)) {
                    return line;
                }
            }
            return null;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
