package echoai.link1.modem;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.link1.fec.AirCodec;
import echoai.link1.fec.Interleaver;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The per-block RS counts a frame carries: known symbol errors in known blocks, and profile R. */
class DemodulatorPerBlockTest {

    /** One frame whose air nibbles at (block, symbol) pairs are sent as another tone (XOR 0x9). */
    private static ModemFrame sendWithWrongTones(TonePlan plan, byte[] frame, int[][] blockSymbol) {
        byte[] air = AirCodec.encode(frame);
        for (int[] bs : blockSymbol) {
            int p = Interleaver.airPosition(bs[0], bs[1]);
            air[p] = (byte) (air[p] ^ 0x9);
        }
        List<ModemFrame> got = TestFrames.decode(plan, Modulator.recordingOfAirWords(plan, List.of(air)), 10)
                .finish();
        assertThat(got).hasSize(1);
        assertThat(got.get(0).frame()).containsExactly(frame);
        return got.get(0);
    }

    @ParameterizedTest
    @EnumSource(TonePlan.class)
    void wrongTonesAreCountedInTheirBlocks(TonePlan plan) {
        byte[] frame = TestFrames.random(40, 1).get(0);
        ModemFrame f = sendWithWrongTones(plan, frame, new int[][] {{1, 3}, {1, 14}, {3, 0}});
        assertThat(f.errorsPerBlock()).containsExactly(0, 2, 0, 1);
        assertThat(f.erasuresPerBlock()).containsExactly(0, 0, 0, 0);
        assertThat(f.errors()).isEqualTo(3);
        assertThat(f.erasures()).isZero();
    }

    @Test
    void aCleanFrameHasFourZeroCountsPerList() {
        byte[] frame = TestFrames.random(41, 1).get(0);
        ModemFrame f = sendWithWrongTones(TonePlan.K1, frame, new int[0][]);
        assertThat(f.errorsPerBlock()).containsExactly(0, 0, 0, 0);
        assertThat(f.erasuresPerBlock()).containsExactly(0, 0, 0, 0);
    }

    /**
     * Three silent slots in block 2 decide tone 0 with r = 65536 (least reliable). In this frame
     * (seed 45) none of the three carries 0, so errors-only decoding of block 2 fails (3 > 2) and
     * GMD erases its two least reliable symbols and corrects the third as an error. (For other
     * frames errors-only may miscorrect, and then the CRC drops the frame.)
     */
    @Test
    void silencedSlotsAreErasedInTheirBlock() {
        byte[] frame = TestFrames.random(45, 1).get(0);
        byte[] air = AirCodec.encode(frame);
        short[] pcm = Modulator.recordingOfAirWords(TonePlan.K1, List.of(air));
        int slots = Modulator.frameOffset(TonePlan.K1, 0) + Preamble.SAMPLES;
        for (int symbol = 0; symbol < 3; symbol++) {
            int s = Interleaver.airPosition(2, symbol);
            assertThat(air[s]).as("air nibble %d", s).isNotZero();
            Arrays.fill(pcm, slots + s * TonePlan.SLOT_SAMPLES,
                    slots + (s + 1) * TonePlan.SLOT_SAMPLES, (short) 0);
        }
        List<ModemFrame> got = TestFrames.decode(TonePlan.K1, pcm, 10).finish();
        assertThat(got).hasSize(1);
        ModemFrame f = got.get(0);
        assertThat(f.frame()).containsExactly(frame);
        assertThat(f.errorsPerBlock()).containsExactly(0, 0, 1, 0);
        assertThat(f.erasuresPerBlock()).containsExactly(0, 0, 2, 0);
        assertThat(f.errors()).isEqualTo(1);
        assertThat(f.erasures()).isEqualTo(2);
    }

    @Test
    void profileRFramesHaveNoBlocks() {
        byte[] frame = TestFrames.random(43, 1).get(0);
        HopDemodulator d = new HopDemodulator(HopPlan.R, TestFrames.CRC, 10, null);
        d.accept(HopModulator.R.recordingOfFrames(List.of(frame)));
        List<ModemFrame> got = d.finish();
        assertThat(got).hasSize(1);
        assertThat(got.get(0).errorsPerBlock()).isEmpty();
        assertThat(got.get(0).erasuresPerBlock()).isEmpty();
    }

    @Test
    void perBlockCountsMustAddUpToTheSums() {
        byte[] frame = new byte[22];
        ModemFrame f = new ModemFrame(0, frame, 3, 1, List.of(0, 2, 0, 1), List.of(1, 0, 0, 0), 9);
        assertThat(f).isEqualTo(new ModemFrame(0, frame, 3, 1, List.of(0, 2, 0, 1),
                List.of(1, 0, 0, 0), 9)).isNotEqualTo(new ModemFrame(0, frame, 3, 1, 9));
        assertThat(f.hashCode()).isEqualTo(new ModemFrame(0, frame, 3, 1, List.of(0, 2, 0, 1),
                List.of(1, 0, 0, 0), 9).hashCode());
        assertThatThrownBy(() -> new ModemFrame(0, frame, 3, 0, List.of(0, 2, 0, 0),
                List.of(0, 0, 0, 0), 9)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("errorsPerBlock must be");
        assertThatThrownBy(() -> new ModemFrame(0, frame, 1, 0, List.of(1, 0, 0),
                List.of(0, 0, 0), 9)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new ModemFrame(0, frame, 1, 0, List.of(1, 0, 0, 0),
                List.of(), 9)).hasMessageContaining("same size");
    }
}
