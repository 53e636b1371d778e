package echoai.link1.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import echoai.link1.audio.MemorySource;
import echoai.link1.audio.Resampler;
import echoai.link1.audio.Wav;
import echoai.link1.audio.WavSource;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.Demodulator;
import echoai.link1.modem.ModemFrame;
import echoai.link1.modem.Modulator;
import echoai.link1.modem.TonePlan;
import echoai.wsp.Hex;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The one receive loop: source → demodulator → frames, streamed, limited, silent. */
class ReceiveLoopTest {
    static final String CLAIM = "57110107020b1c09ce00001e0000004c010031172130";

    static short[] recording(TonePlan plan, int frames) {
        List<byte[]> list = new ArrayList<>();
        for (int i = 0; i < frames; i++) {
            list.add(Hex.parse(CLAIM, LinkFrame.LENGTH));
        }
        return Modulator.recordingOfFrames(plan, list);
    }

    static Demodulator demodulator(TonePlan plan, List<ModemFrame> live) {
        return new Demodulator(plan, LinkFrame::crcOk, Integer.MAX_VALUE,
                live == null ? null : live::add);
    }

    @Test
    void theLoopHearsWhatTheDemodulatorHearsAtOnce() throws IOException {
        short[] pcm = recording(TonePlan.K2, 3);
        Demodulator direct = demodulator(TonePlan.K2, null);
        direct.accept(pcm);
        List<ModemFrame> expected = direct.finish();
        List<ModemFrame> live = new ArrayList<>();
        long[] chunks = new long[2];
        ReceiveLoop.Heard heard = ReceiveLoop.run(new MemorySource(pcm),
                demodulator(TonePlan.K2, live), Long.MAX_VALUE, (chunk, n, total) -> {
                    chunks[0]++;
                    chunks[1] = total;
                });
        assertThat(expected).hasSize(3);
        assertThat(heard.frames()).isEqualTo(expected);
        assertThat(live).isEqualTo(expected);
        assertThat(heard.sourceSamples()).isEqualTo(pcm.length).isEqualTo(chunks[1]);
        assertThat(heard.modemSamples()).isEqualTo(pcm.length);
        assertThat(chunks[0]).isEqualTo((pcm.length + ReceiveLoop.CHUNK_SAMPLES - 1)
                / ReceiveLoop.CHUNK_SAMPLES);
    }

    @Test
    void aRenderingAt48Or44k1GivesTheFramesOf16k() throws IOException {
        for (TonePlan plan : TonePlan.values()) {
            short[] pcm = recording(plan, 4);
            List<ModemFrame> at16k = ReceiveLoop.run(new MemorySource(pcm),
                    demodulator(plan, null), Long.MAX_VALUE, null).frames();
            assertThat(at16k).hasSize(4);
            for (int rate : new int[] {48_000, 44_100, 96_000, 22_050}) {
                short[] rendered = Resampler.resample(pcm, 16_000, rate);
                ReceiveLoop.Heard heard = ReceiveLoop.run(new MemorySource(rendered, rate),
                        demodulator(plan, null), Long.MAX_VALUE, null);
                assertSameFrames(heard.frames(), at16k, plan + " at " + rate + " Hz");
                assertThat(heard.sourceSamples()).isEqualTo(rendered.length);
                assertThat(heard.modemSamples()).isBetween((long) pcm.length, pcm.length + 1L);
            }
        }
    }

    /** The same through an independent resampler (SoX), when it is installed. */
    @Test
    void aSoxRenderingGivesTheFramesOf16k(@TempDir Path dir) throws Exception {
        assumeTrue(onPath("sox"), "sox is not installed");
        short[] pcm = recording(TonePlan.K1, 3);
        List<ModemFrame> at16k = ReceiveLoop.run(new MemorySource(pcm),
                demodulator(TonePlan.K1, null), Long.MAX_VALUE, null).frames();
        Path wav16 = dir.resolve("16k.wav");
        Wav.write(wav16, pcm);
        for (int rate : new int[] {48_000, 44_100}) {
            Path out = dir.resolve(rate + ".wav");
            Process sox = new ProcessBuilder("sox", wav16.toString(), "-r",
                    Integer.toString(rate), out.toString()).redirectErrorStream(true).start();
            sox.getInputStream().readAllBytes();
            assertThat(sox.waitFor()).isZero();
            try (WavSource source = WavSource.open(out)) {
                assertThat(source.sampleRateHz()).isEqualTo(rate);
                List<ModemFrame> heard = ReceiveLoop.run(source, demodulator(TonePlan.K1, null),
                        Long.MAX_VALUE, null).frames();
                assertSameFrames(heard, at16k, "sox at " + rate + " Hz");
            }
        }
    }

    /**
     * The same frames (bytes, errors, erasures, score); offsets within one 4-sample step of the
     * slot timing search, whose plateau middle a rounding difference can move by one step.
     */
    private static void assertSameFrames(List<ModemFrame> heard, List<ModemFrame> expected,
            String what) {
        assertThat(heard).as(what).hasSameSizeAs(expected);
        for (int i = 0; i < heard.size(); i++) {
            ModemFrame h = heard.get(i);
            ModemFrame e = expected.get(i);
            assertThat(h.frameHex()).as(what).isEqualTo(e.frameHex());
            assertThat(new int[] {h.errors(), h.erasures(), h.score()}).as(what)
                    .containsExactly(e.errors(), e.erasures(), e.score());
            assertThat(h.offsetSamples()).as(what).isBetween(e.offsetSamples() - 4,
                    e.offsetSamples() + 4);
        }
    }

    private static boolean onPath(String tool) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
            if (Files.isExecutable(Path.of(dir, tool))) {
                return true;
            }
        }
        return false;
    }

    @Test
    void theLimitStopsTheLoopMidFrame() throws IOException {
        short[] pcm = recording(TonePlan.K2, 3);
        long limit = Modulator.frameOffset(TonePlan.K2, 1) + 100;
        ReceiveLoop.Heard heard = ReceiveLoop.run(new MemorySource(pcm),
                demodulator(TonePlan.K2, null), limit, null);
        assertThat(heard.sourceSamples()).isEqualTo(limit);
        assertThat(heard.frames()).hasSize(1);
        assertThatThrownBy(() -> ReceiveLoop.run(new MemorySource(pcm),
                demodulator(TonePlan.K2, null), -1, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("limitSamples");
    }
}
