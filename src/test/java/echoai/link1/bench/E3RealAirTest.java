package echoai.link1.bench;

import echoai.link1.session.Arm;
import echoai.link1.session.ArmRunner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.link1.audio.AudioBackend;
import echoai.link1.audio.PipeWireLoop;
import echoai.link1.frame.FrameResult;
import echoai.link1.frame.LinkFrame;
import echoai.link1.results.E3Result;
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
    void claimsAreTheVeteransFramesOfDevSeedZero() {
        List<LinkFrame> spoken = ArmRunner.speak(0, Arm.T);
        List<byte[]> frames = E3RealAir.claims(8);
        assertThat(frames).hasSize(8);
        for (int i = 0; i < frames.size(); i++) {
            assertThat(frames.get(i)).isEqualTo(spoken.get(i).toBytes());
            assertThat(Speech.read(spoken.get(i))).get().isInstanceOf(Claim.class);
        }
    }

    @Test
    void pastTheLastClaimTheClaimsRepeatWithNewSequenceNumbers() {
        List<LinkFrame> spoken = ArmRunner.speak(0, Arm.T);
        int n = spoken.size() + 2;
        List<byte[]> frames = E3RealAir.claims(n);
        FrameResult last = LinkFrame.parse(frames.get(n - 1));
        assertThat(last).isInstanceOf(FrameResult.Accepted.class);
        LinkFrame f = ((FrameResult.Accepted) last).frame();
        assertThat(f.seq()).isEqualTo(n - 1);
        assertThat(f.postcard()).isEqualTo(spoken.get(1).postcard());
        assertThat(frames.stream().map(DeviceAirTrial::hex).distinct()).hasSize(n);
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
                Map.of("frames", "1"), Progress.NONE, new PerfLog());
        E3Result doc = new E3RealAir().run(ctx);
        assertThat(doc.channel()).isEqualTo("pipewire-loop");
        assertThat(doc.trials()).hasSize(2);
        for (E3Result.Trial trial : doc.trials()) {
            assertThat(trial.received()).as(trial.toString()).isEqualTo(1);
            assertThat(trial.lost()).isZero();
            assertThat(trial.acceptedCorrupt()).isZero();
            assertThat(trial.pcmBitExact()).as(trial.toString()).isTrue();
            assertThat(trial.snr().infinite() || trial.snr().db().doubleValue() > 90)
                    .as(trial.toString()).isTrue();
        }
    }

    static boolean loopPresent() {
        return PipeWireLoop.detected();
    }
}
