package echoai.link1.bench.e3;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import echoai.link1.bench.BenchContext;
import echoai.link1.bench.PerfLog;
import echoai.link1.bench.Progress;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.registry.Registry;
import echoai.link1.devices.AudioBackend;
import echoai.link1.devices.PipeWireLoop;
import echoai.link1.devices.SoundCards;
import echoai.link1.frame.FrameResult;
import echoai.link1.frame.LinkFrame;
import echoai.link1.session.Arm;
import echoai.link1.session.ArmRunner;
import echoai.link1.speech.Claim;
import echoai.link1.speech.Speech;
import java.io.IOException;
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
    void bothBackendsPlayIntoThemselvesAndIntoEachOther() {
        List<String> pairs = E3RealAir.pairs("both").stream()
                .map(p -> p[0].cliName() + "->" + p[1].cliName()).toList();
        assertThat(pairs).containsExactly("pipewire->pipewire", "javasound->javasound",
                "pipewire->javasound", "javasound->pipewire");
        assertThat(E3RealAir.pairs("JavaSound")).singleElement()
                .satisfies(p -> assertThat(p).containsExactly(AudioBackend.JAVASOUND,
                        AudioBackend.JAVASOUND));
        assertThatThrownBy(() -> E3RealAir.pairs("alsa"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theChannelIsNamedForWhatItIs() throws Exception {
        assertThat(E3RealAir.channel(false, true, 0)).isEqualTo("pipewire-digital-loop");
        assertThat(E3RealAir.channel(true, false, 1)).isEqualTo("loudspeaker-microphone");
    }

    @Test
    void withoutTheLoopOrRealDevicesE3RefusesInsteadOfPretending() {
        assertThatThrownBy(() -> E3RealAir.channel(false, false, 2))
                .isInstanceOf(IOException.class).hasMessageContaining("loop is not running");
        assertThatThrownBy(() -> E3RealAir.channel(true, false, 0))
                .isInstanceOf(IOException.class).hasMessageContaining("not run here")
                .hasMessageContaining("no sound card");
        assertThatThrownBy(() -> E3RealAir.channel(true, true, 1))
                .isInstanceOf(IOException.class).hasMessageContaining("digital loop");
    }

    @Test
    void soundCardsAreAlsasCardLines() {
        assertThat(SoundCards.count(List.of("--- no soundcards ---"))).isZero();
        assertThat(SoundCards.count(List.of(
                " 0 [PCH            ]: HDA-Intel - HDA Intel PCH",
                "                      HDA Intel PCH at 0xf7f10000 irq 32",
                " 1 [Device         ]: USB-Audio - USB Audio Device"))).isEqualTo(2);
    }

    @Test
    void devicesOnThisMachineWithoutSoundCardsSaysNotRunHere() throws Exception {
        assumeTrue(SoundCards.countOnThisMachine() == 0 && !PipeWireLoop.detected(),
                "this machine has a sound card or the loop");
        BenchContext ctx = new BenchContext(SeedSet.DEV, dir, false, 1,
                Map.of("frames", "1", "devices", "true"), Progress.NONE, new PerfLog());
        assertThatThrownBy(() -> new E3RealAir().run(ctx)).isInstanceOf(IOException.class)
                .hasMessageContaining("not run here");
    }

    @Test
    void notInAll() {
        assertThat(new E3RealAir().inAll()).isFalse();
        assertThat(Registry.experiment("e3")).isPresent();
    }

    /**
     * One frame per (play, record) pair through the private loop, cross pairs included: received
     * bit-exact, nothing corrupt; named the digital loop, seed set dev, real devices not run.
     */
    @Test
    @EnabledIf("loopPresent")
    void oneFrameThroughEachBackendOnTheLoop() throws Exception {
        BenchContext ctx = new BenchContext(SeedSet.DEV, dir, false, 1,
                Map.of("frames", "1"), Progress.NONE, new PerfLog());
        E3Result doc = new E3RealAir().run(ctx);
        assertThat(doc.channel()).isEqualTo("pipewire-digital-loop");
        assertThat(doc.seedSet()).isEqualTo("dev");
        assertThat(doc.realDevices()).startsWith("not run here");
        assertThat(doc.trials()).extracting(t -> t.play() + "->" + t.record())
                .containsExactly("pipewire->pipewire", "javasound->javasound",
                        "pipewire->javasound", "javasound->pipewire");
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
        return PipeWireLoop.detectedAt(16_000);
    }
}
