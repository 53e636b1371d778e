package echoai.link1.modem;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The four-tone candidate of issue 38 (docs/modem-q.md), a measured plan and not a profile: its
 * layout adds up to 1.200 s, its four tones never clip, every slot's four groups differ and the
 * next slot's are the other four, and the shared receiver, with and without the measured tail
 * handling, gets its frames back from clean and delayed audio.
 */
class Q4CandidateTest {
    private static final HopModulator MODULATOR = new HopModulator(HopPlan.Q4);

    @Test
    void twoSyncAndTwentyThreeDataSlotsOfFourTonesAreOnePointTwoSeconds() {
        assertThat(HopPlan.Q4.syncSlots).isEqualTo(2);
        assertThat(HopPlan.Q4.dataSlots).isEqualTo(23);
        assertThat(HopPlan.Q4.frameSamples).isEqualTo(19_200);
        assertThat(HopPlan.Q4.positionStep).isEqualTo(2);
    }

    @Test
    void aSlotsFourGroupsDifferAndTheNextSlotUsesTheOtherFour() {
        for (int slot = 0; slot + 1 < HopPlan.Q4.frameSlots; slot++) {
            Set<Integer> now = groups(slot);
            Set<Integer> next = groups(slot + 1);
            assertThat(now).hasSize(4);
            assertThat(next).hasSize(4).doesNotContainAnyElementsOf(now);
        }
    }

    @Test
    void fourTonesNeverClip() {
        int peak = 0;
        for (short s : MODULATOR.recordingOfFrames(TestFrames.random(5, 20))) {
            peak = Math.max(peak, Math.abs(s));
        }
        assertThat(peak).isLessThanOrEqualTo(4 * SineTable.AMPLITUDE_QUAD).isGreaterThan(16_384);
    }

    @Test
    void theSharedReceiverGetsEveryFrameBackWithAndWithoutTailHandling() {
        List<byte[]> frames = TestFrames.random(9, 3);
        short[] pcm = TestFrames.delayed(MODULATOR.recordingOfFrames(frames), 1234);
        for (HopSlotDemodulator.TailHandling tails : List.of(HopSlotDemodulator.TailHandling.NONE,
                new HopSlotDemodulator.TailHandling(256, 128))) {
            HopDemodulator d = new HopDemodulator(HopPlan.Q4, TestFrames.CRC, 10, null,
                    new HopSlotDemodulator(HopPlan.Q4, HopSlotDemodulator.SoftMetric.AMPLITUDE,
                            ProfileR.HOP_STEP, tails));
            d.accept(pcm);
            List<byte[]> got = new ArrayList<>();
            d.finish().forEach(f -> got.add(f.frame()));
            assertThat(got).containsExactlyElementsOf(frames);
        }
    }

    @Test
    void negativeWeightsAreRefused() {
        assertThatThrownBy(() -> new HopSlotDemodulator.TailHandling(-1, 0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new HopSlotDemodulator.TailHandling(0, -1))
                .isInstanceOf(IllegalArgumentException.class);
    }

    private static Set<Integer> groups(int slot) {
        Set<Integer> g = new HashSet<>();
        for (int p = 0; p < HopPlan.Q4.tones; p++) {
            g.add(HopPlan.Q4.group(slot, p));
        }
        return g;
    }
}
