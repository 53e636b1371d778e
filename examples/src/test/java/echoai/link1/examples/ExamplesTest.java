package echoai.link1.examples;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.api.Heard;
import echoai.link1.audio.WavSource;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every example runs and does what its javadoc says. */
class ExamplesTest {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);

    private String printed() {
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aPostcardSentToAWavIsHeardFromTheWav(@TempDir Path dir) throws Exception {
        Path wav = dir.resolve("claim.wav");
        LinkFrame sent = SendPostcard.run(wav, 48_000, out);
        assertThat(printed()).startsWith("wrote claim.wav: ").contains(" at 48000 Hz, ")
                .contains("referent=0x3117")
                .contains("frame 57110107020b1c09ce00001e0000004c010031172130");
        try (WavSource source = WavSource.open(wav)) {
            assertThat(source.sampleRateHz()).isEqualTo(48_000);
            List<Heard> heard = Listen.run(source, 60, out);
            assertThat(heard).extracting(Heard::frame).containsExactly(sent);
        }
        assertThat(printed()).contains("heard Claim[speaker=1, referent=0x3117, actionRel=UNIR,"
                + " value=-50, confidence=30] at ").contains(" (48000 Hz), 0 errors");
    }

    /**
     * The microphone: where there is none (the usual case on a build machine), one line on
     * stderr and status 3; where there is one, 0.3 s of listening that hears nothing.
     */
    @Test
    void theMicrophoneListensOrSaysInOneLineThatThereIsNone() {
        ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
        PrintStream err = new PrintStream(errBytes, true, StandardCharsets.UTF_8);
        int status = Listen.fromMicrophone(0.3, out, err);
        String errText = errBytes.toString(StandardCharsets.UTF_8);
        if (status == Listen.EXIT_NO_DEVICE) {
            assertThat(errText).startsWith("listen: no microphone: ").endsWith("\n");
            assertThat(errText.strip()).doesNotContain("\n");
            assertThat(printed()).isEmpty();
        } else {
            assertThat(status).isZero();
            assertThat(errText).isEmpty();
            assertThat(printed()).contains("listening 0.3 s").contains("frames heard");
        }
    }

    @Test
    void twoAgentsByWireMatchTheDevTable() {
        int[] harm = TwoAgents.run(0, out);
        // world 0 (docs/library.md): first-visit harm 0 with A's claims, 3 in silence
        assertThat(harm).containsExactly(0, 3);
        assertThat(printed()).contains("A sent 50 postcards by wire, 0 lost")
                .contains("testimony never became fact: true");
    }

    @Test
    void aRoomOfYourOwnCarriesFramesAtFortyEightKilohertz() {
        int intact = RoomOfYourOwn.run(AirProfile.K1, 1, out);
        assertThat(intact).isBetween(0, RoomOfYourOwn.FRAMES);
        assertThat(printed()).startsWith("k1 through the kitchen").contains(intact + "/10 frames")
                .contains("at 48000 Hz");
    }
}
