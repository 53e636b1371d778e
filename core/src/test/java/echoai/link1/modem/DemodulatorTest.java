package echoai.link1.modem;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.room.RoomKind;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The receiver against clean, delayed, drifting, echoing, noisy, corrupt and empty input. */
class DemodulatorTest {
    private static void assertAllFound(TonePlan plan, List<byte[]> sent, List<ModemFrame> got,
            int delay, int toleranceSamples) {
        assertThat(got).hasSameSizeAs(sent);
        for (int i = 0; i < sent.size(); i++) {
            assertThat(got.get(i).frame()).as("frame %d", i).containsExactly(sent.get(i));
            long expected = delay + Modulator.frameOffset(plan, i);
            assertThat(got.get(i).offsetSamples()).as("offset of frame %d", i)
                    .isBetween(expected - toleranceSamples, expected + toleranceSamples);
        }
    }

    @ParameterizedTest
    @EnumSource(TonePlan.class)
    void cleanLoopFindsEveryFrameAtItsOffset(TonePlan plan) {
        List<byte[]> sent = TestFrames.random(1, 4);
        Demodulator d = TestFrames.decode(plan, Modulator.recordingOfFrames(plan, sent), 100);
        List<ModemFrame> got = d.finish();
        assertAllFound(plan, sent, got, 0, 8);
        assertThat(got).allSatisfy(f -> {
            assertThat(f.errors()).isZero();
            assertThat(f.erasures()).isZero();
            assertThat(f.score()).isEqualTo(65_536);
        });
        assertThat(d.greetings()).isEqualTo(4);
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 15, 16, 17, 333, 2048, 3999})
    void anyDelayIsFound(int delay) {
        List<byte[]> sent = TestFrames.random(2, 2);
        short[] pcm = TestFrames.through(TonePlan.K2, sent, RoomKind.DRY, 20, 5, delay, 0);
        assertAllFound(TonePlan.K2, sent, TestFrames.decode(TonePlan.K2, pcm, 10).finish(), delay, 12);
    }

    @ParameterizedTest
    @ValueSource(ints = {-200, 200})
    void clockDriftOf200PpmIsTolerated(int ppm) {
        List<byte[]> sent = TestFrames.random(3, 2);
        short[] pcm = TestFrames.through(TonePlan.K1, sent, RoomKind.DRY, 0, 6, 100, ppm);
        List<ModemFrame> got = TestFrames.decode(TonePlan.K1, pcm, 10).finish();
        assertThat(got).extracting(ModemFrame::frameHex)
                .containsExactlyElementsOf(sent.stream().map(java.util.HexFormat.of()::formatHex).toList());
    }

    @ParameterizedTest
    @EnumSource(TonePlan.class)
    void echoInsideTheGuardAtZeroDb(TonePlan plan) {
        List<byte[]> sent = TestFrames.random(4, 3);
        short[] pcm = TestFrames.through(plan, sent, RoomKind.ECHO, 0, 7, 555, 0);
        assertAllFound(plan, sent, TestFrames.decode(plan, pcm, 10).finish(), 555, 64);
    }

    @ParameterizedTest
    @EnumSource(value = RoomKind.class, names = {"LONG_ECHO", "REVERB"})
    void echoesLongerThanTheGuardAreCancelled(RoomKind room) {
        List<byte[]> sent = TestFrames.random(14, 6);
        short[] pcm = TestFrames.through(TonePlan.K1, sent, room, 15, 21, 300, 0);
        assertAllFound(TonePlan.K1, sent, TestFrames.decode(TonePlan.K1, pcm, 20).finish(), 300, 128);
    }

    @Test
    void silenceYieldsNothing() {
        Demodulator d = TestFrames.decode(TonePlan.K1, new short[16_000 * 30], 10);
        assertThat(d.finish()).isEmpty();
        assertThat(d.greetings()).isZero();
    }

    @ParameterizedTest
    @EnumSource(TonePlan.class)
    void noiseYieldsNoFrame(TonePlan plan) {
        short[] noise = new short[16_000 * 60];
        java.util.SplittableRandom r = new java.util.SplittableRandom(9);
        for (int i = 0; i < noise.length; i++) {
            noise[i] = (short) (r.nextInt(12_001) - 6000);
        }
        Demodulator d = TestFrames.decode(plan, noise, 10);
        assertThat(d.finish()).isEmpty();
        assertThat(d.candidates()).isEqualTo(d.dropped(DropReason.CHECK_FAILED)
                + d.dropped(DropReason.UNDECODABLE));
        // the positive control (issue 28, item 2): the same noise, then a frame, is heard
        List<byte[]> sent = TestFrames.random(78, 1);
        Demodulator heard = new Demodulator(plan, TestFrames.CRC, 10, null);
        heard.accept(noise);
        heard.accept(Modulator.recordingOfFrames(plan, sent));
        assertThat(heard.finish()).hasSize(1)
                .allMatch(f -> java.util.Arrays.equals(f.frame(), sent.get(0)));
    }

    @Test
    void aFrameFailingTheCheckIsDroppedWithItsReason() {
        List<byte[]> sent = new ArrayList<>(TestFrames.random(5, 3));
        byte[] corrupt = sent.get(1).clone();
        corrupt[21] ^= 0x01;
        sent.set(1, corrupt);
        Demodulator d = TestFrames.decode(TonePlan.K2, Modulator.recordingOfFrames(TonePlan.K2, sent), 10);
        List<ModemFrame> got = d.finish();
        assertThat(got).extracting(ModemFrame::frameHex).containsExactly(
                java.util.HexFormat.of().formatHex(sent.get(0)),
                java.util.HexFormat.of().formatHex(sent.get(2)));
        assertThat(d.dropped(DropReason.CHECK_FAILED)).isEqualTo(1);
        assertThat(d.candidates()).isEqualTo(3);
    }

    @Test
    void aFrameCutByTheEndIsDroppedAsTruncated() {
        List<byte[]> sent = TestFrames.random(6, 2);
        short[] pcm = Modulator.recordingOfFrames(TonePlan.K1, sent);
        short[] cut = java.util.Arrays.copyOf(pcm, Modulator.frameOffset(TonePlan.K1, 1) + 20_000);
        Demodulator d = TestFrames.decode(TonePlan.K1, cut, 10);
        assertThat(d.finish()).hasSize(1);
        assertThat(d.dropped(DropReason.TRUNCATED)).isEqualTo(1);
    }

    @Test
    void maxFramesKeepsTheBestScoringSortedByOffset() {
        List<byte[]> sent = TestFrames.random(7, 6);
        short[] pcm = TestFrames.through(TonePlan.K2, sent, RoomKind.ECHO, -3, 8, 10, 0);
        List<ModemFrame> all = TestFrames.decode(TonePlan.K2, pcm, 100).finish();
        List<ModemFrame> best = TestFrames.decode(TonePlan.K2, pcm, 3).finish();
        List<ModemFrame> expected = new ArrayList<>(all);
        expected.sort(Comparator.comparingInt(ModemFrame::score).reversed()
                .thenComparingLong(ModemFrame::offsetSamples));
        expected = new ArrayList<>(expected.subList(0, 3));
        expected.sort(Comparator.comparingLong(ModemFrame::offsetSamples));
        assertThat(all.size()).isGreaterThan(3);
        assertThat(best).containsExactlyElementsOf(expected);
    }

    @Test
    void reliabilityRatioIsExactAndNeverOverflows() {
        assertThat(SlotDemodulator.ratioQ16(0, 0)).isEqualTo(65_536);
        assertThat(SlotDemodulator.ratioQ16(5, 10)).isEqualTo(32_768);
        assertThat(SlotDemodulator.ratioQ16(Long.MAX_VALUE / 4, Long.MAX_VALUE / 4)).isEqualTo(65_536);
        assertThat(SlotDemodulator.ratioQ16(Long.MAX_VALUE / 8, Long.MAX_VALUE / 4)).isBetween(32_767, 32_768);
    }
}
