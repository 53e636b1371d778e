package echoai.link1.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import echoai.link1.audio.AudioBackend;
import echoai.link1.audio.PipeWireLoop;
import echoai.link1.frame.FrameResult;
import echoai.link1.frame.LinkFrame;
import echoai.link1.speech.Claim;
import echoai.link1.speech.Speech;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import org.junit.jupiter.api.io.TempDir;

class E3RealAirTest {
    @TempDir
    Path dir;

    @Test
    void claimsAreValidClaimFramesNumberedFromZeroAndSeeded() {
        long seed = Seeds.mix(0, Seeds.stream("E3"));
        List<byte[]> frames = E3RealAir.claims(8, seed);
        assertThat(frames).hasSize(8);
        for (int i = 0; i < frames.size(); i++) {
            FrameResult parsed = LinkFrame.parse(frames.get(i));
            assertThat(parsed).isInstanceOf(FrameResult.Accepted.class);
            LinkFrame f = ((FrameResult.Accepted) parsed).frame();
            assertThat(f.seq()).isEqualTo(i);
            assertThat(f.sender()).isEqualTo(E3RealAir.SPEAKER);
            assertThat(Speech.read(f)).get().isInstanceOf(Claim.class);
        }
        assertThat(E3RealAir.claims(8, seed)).usingRecursiveComparison().isEqualTo(frames);
        assertThat(DeviceAirTrial.hex(E3RealAir.claims(1, seed + 1).get(0)))
                .isNotEqualTo(DeviceAirTrial.hex(frames.get(0)));
    }

    @Test
    void backendOption() {
        assertThat(E3RealAir.backends("both")).containsExactly(AudioBackend.values());
        assertThat(E3RealAir.backends("JavaSound")).containsExactly(AudioBackend.JAVASOUND);
        assertThatThrownBy(() -> E3RealAir.backends("alsa"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void notInAll() {
        assertThat(new E3RealAir().inAll()).isFalse();
        assertThat(Experiments.find("e3")).isPresent();
    }

    /** One frame per backend through the private loop: received bit-exact, nothing corrupt. */
    @Test
    @EnabledIf("loopPresent")
    void oneFrameThroughEachBackendOnTheLoop() throws Exception {
        BenchContext ctx = new BenchContext(SeedSet.DEV, dir, false, 1,
                Map.of("frames", "1"), Progress.NONE, Json.object());
        ObjectNode doc = new E3RealAir().run(ctx);
        assertThat(doc.get("channel").asText()).isEqualTo("pipewire-loop");
        assertThat(doc.get("trials")).hasSize(2);
        for (JsonNode trial : doc.get("trials")) {
            assertThat(trial.get("received").asInt()).as(trial.toString()).isEqualTo(1);
            assertThat(trial.get("lost").asInt()).isZero();
            assertThat(trial.get("acceptedCorrupt").asInt()).isZero();
            assertThat(trial.get("pcmBitExact").asBoolean()).as(trial.toString()).isTrue();
            assertThat(trial.get("snr").get("db").asDouble()).isGreaterThan(90);
        }
    }

    static boolean loopPresent() {
        return PipeWireLoop.detected();
    }
}
