package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.audio.Wav;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files as a new user hands them over: every file error names the path and the reason (exit
 * 3, the code of every file link1 cannot use), and a WAV cut short or streamed with no sizes is
 * decoded up to where it ends, with one line on stderr saying so.
 */
class FileInputTest {
    private static final String CLAIM = "57110107020b1c09ce00001e0000004c010031172130";
    private static final String ASK = "57120101020f1f08000000000000004c010000007182";

    @TempDir
    Path dir;

    private String out;
    private String err;

    private int run(String... args) {
        Ran r = Ran.link1(args);
        out = r.out();
        err = r.err();
        return r.code();
    }

    @Test
    void aMissingFileFolderOrDashIsNamedWithTheReason() {
        Path missing = dir.resolve("x.wav");
        assertThat(run("modem", "decode", missing.toString())).isEqualTo(Main.EXIT_ENVIRONMENT);
        assertThat(err.strip()).isEqualTo("link1: " + missing + ": no such file");
        Path noFolder = dir.resolve("nope").resolve("o.wav");
        assertThat(run("modem", "encode", "--out", noFolder.toString(), CLAIM))
                .isEqualTo(Main.EXIT_ENVIRONMENT);
        assertThat(err.strip()).isEqualTo("link1: " + noFolder + ": no such folder "
                + dir.resolve("nope"));
        assertThat(run("room", "-", dir.resolve("y.wav").toString(), "--room", "echo", "--snr",
                "10", "--seed", "1")).isEqualTo(Main.EXIT_ENVIRONMENT);
        assertThat(err.strip()).isEqualTo("link1: -: no such file (this command takes a file"
                + " name; - for standard input is not read here)");
    }

    @Test
    void aFolderIsNamedWithTheReasonEitherWay() {
        assertThat(run("modem", "decode", dir.toString())).isEqualTo(Main.EXIT_ENVIRONMENT);
        assertThat(err.strip()).isEqualTo("link1: " + dir + ": is a folder, not a WAV file");
        assertThat(run("modem", "encode", "--out", dir.toString(), CLAIM))
                .isEqualTo(Main.EXIT_ENVIRONMENT);
        assertThat(err.strip()).isEqualTo("link1: " + dir + ": is a directory");
    }

    @Test
    void everyUnusableWavIsExitThree() throws IOException {
        Path hi = dir.resolve("192k.wav");
        Wav.write(hi, new short[1000], 192_000);
        assertThat(run("modem", "decode", hi.toString())).isEqualTo(Main.EXIT_ENVIRONMENT);
        assertThat(err.strip()).isEqualTo("link1: " + hi + ": 192000 Hz, 1 channel, 16-bit PCM;"
                + " link1 reads 8000-96000 Hz (e.g. 16, 44.1 or 48 kHz): convert it first");
        assertThat(run("room", hi.toString(), dir.resolve("o.wav").toString(), "--room", "dry",
                "--snr", "inf", "--seed", "1")).isEqualTo(Main.EXIT_ENVIRONMENT);
        Path text = Files.writeString(dir.resolve("text.wav"), "not audio at all, just words");
        assertThat(run("modem", "decode", text.toString())).isEqualTo(Main.EXIT_ENVIRONMENT);
        assertThat(err.strip()).isEqualTo("link1: " + text + ": not a WAV file (no RIFF/WAVE"
                + " header)");
    }

    @Test
    void aRecordingCutAfterItsFirstFrameDecodesThatFrameAndSaysSo() throws IOException {
        Path wav = dir.resolve("two.wav");
        assertThat(run("modem", "encode", "--out", wav.toString(), CLAIM, ASK)).isZero();
        byte[] bytes = Files.readAllBytes(wav);
        // 44 header bytes, 4000 zeros, the first frame (52 800 samples), 4000 zeros, a bit more
        int keep = 44 + 2 * (4000 + 52_800 + 4000 + 1234) + 1;
        Path cut = Files.write(dir.resolve("cut.wav"), Arrays.copyOf(bytes, keep));
        assertThat(run("modem", "decode", cut.toString())).as(err).isZero();
        assertThat(out.strip().lines().toList()).hasSize(1).allMatch(l -> l.contains(CLAIM));
        assertThat(err.lines().toList()).first().isEqualTo("link1: " + cut + ": the data ends"
                + " after " + (keep - 44) + " of the " + (bytes.length - 44) + " bytes its header"
                + " states (cut short); a partial last sample frame of 1 byte dropped; decoded"
                + " what it holds");
        assertThat(err.lines().count()).isEqualTo(2);
    }

    @Test
    void aStreamedWavWithNoSizesIsDecodedToItsEnd() throws IOException {
        Path wav = dir.resolve("two48.wav");
        assertThat(run("modem", "encode", "--rate", "48000", "--out", wav.toString(), CLAIM, ASK))
                .isZero();
        byte[] bytes = Files.readAllBytes(wav);
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).putInt(4, -1).putInt(40, -1);
        Path piped = Files.write(dir.resolve("piped.wav"), bytes);
        assertThat(run("modem", "decode", piped.toString())).as(err).isZero();
        assertThat(out.strip().lines().toList()).hasSize(2);
        assertThat(err.lines().toList()).first().isEqualTo("link1: " + piped + ": the header"
                + " gives no data size (a streamed WAV): read to the end of the file, "
                + (bytes.length - 44) + " bytes; decoded what it holds");
        assertThat(run("room", piped.toString(), dir.resolve("o.wav").toString(), "--room", "dry",
                "--snr", "inf", "--seed", "1")).as(err).isZero();
        assertThat(err).contains("a streamed WAV").contains("; used what it holds");
    }
}
