package echoai.link1.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.link1.audio.MemorySource;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.Demodulator;
import echoai.link1.modem.ModemFrame;
import echoai.link1.modem.Modulator;
import echoai.link1.modem.TonePlan;
import echoai.wsp.Hex;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

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
