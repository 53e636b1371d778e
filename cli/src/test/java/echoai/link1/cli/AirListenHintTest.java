package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.api.Link1;
import echoai.link1.audio.Wav;
import echoai.link1.audio.WavSource;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code air listen} with the wrong profile: nothing found, and the line of {@code modem decode}
 * names the profile that was on the air. The input here is a recording ({@link
 * AirListenCommand#listen} is what the command runs on the device's input).
 */
class AirListenHintTest {
    /** The spec's CLAIM test vector. */
    private static final String CLAIM = "57110107020b1c09ce00001e0000004c010031172130";

    @TempDir
    Path dir;

    /** The last line {@code air listen} writes to stderr: {@code played}, heard as {@code listened}. */
    private String listen(AirProfile played, AirProfile listened, int rate) throws IOException {
        Path wav = dir.resolve(played.label() + "-" + rate + ".wav");
        Wav.write(wav, Link1.encode(LinkFrame.fromHex(CLAIM), played, rate), rate);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        try (WavSource source = WavSource.open(wav)) {
            long frames = AirListenCommand.listen(source, listened, Long.MAX_VALUE,
                    new PrintWriter(out), new PrintWriter(err), null);
            assertThat(frames).isZero();
        }
        assertThat(out.toString()).isEmpty();
        java.util.List<String> lines = err.toString().lines().toList();
        return lines.get(lines.size() - 1);
    }

    @Test
    void listeningForK1WhileRPlaysSuggestsR() throws IOException {
        assertThat(listen(AirProfile.R, AirProfile.K1, 48_000)).isEqualTo("link1: nothing found"
                + " in the input listening for profile k1; another profile is in it: r (1"
                + " greeting, a frame); try --profile r");
    }

    @Test
    void listeningForRWhileK2PlaysSuggestsK2() throws IOException {
        assertThat(listen(AirProfile.K2, AirProfile.R, 16_000)).startsWith("link1: nothing"
                + " found in the input listening for profile r; another profile is in it: ")
                .endsWith("; try --profile k2");
    }
}
