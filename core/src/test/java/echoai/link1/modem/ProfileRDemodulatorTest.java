package echoai.link1.modem;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.room.Background;
import echoai.link1.room.DeviceChain;
import echoai.link1.room.PhysicalRoom;
import echoai.link1.room.PhysicalRoomConfig;
import echoai.link1.room.Room;
import echoai.link1.room.RoomConfig;
import echoai.link1.room.RoomKind;
import echoai.link1.room.ShoeboxRoom;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Profile R's receiver: clean, through rooms, noise only, drops, max_frames, chunking. */
class ProfileRDemodulatorTest {
    private static List<ModemFrame> decode(short[] pcm, FrameCheck check, int maxFrames) {
        HopDemodulator d = new HopDemodulator(HopPlan.R, check, maxFrames, null);
        d.accept(pcm);
        return d.finish();
    }

    @Test
    void cleanRecordingWithADelayDecodesEveryFrameAtItsOffset() {
        List<byte[]> sent = TestFrames.random(21, 3);
        short[] pcm = TestFrames.delayed(HopModulator.R.recordingOfFrames(sent), 1234);
        List<ModemFrame> got = decode(pcm, TestFrames.CRC, 10);
        assertThat(got).hasSize(3);
        for (int i = 0; i < 3; i++) {
            assertThat(got.get(i).frame()).containsExactly(sent.get(i));
            assertThat(got.get(i).offsetSamples())
                    .isBetween(1234L + HopModulator.R.frameOffset(i) - 16,
                            1234L + HopModulator.R.frameOffset(i) + 16);
            assertThat(got.get(i).errors()).isZero();
            assertThat(got.get(i).score()).isEqualTo(65536);
        }
    }

    @Test
    void holdsFarBeyondTheCriticalDistanceWithBabbleAndDrift() {
        List<byte[]> sent = TestFrames.random(22, 2);
        short[] clean = HopModulator.R.recordingOfFrames(sent);
        short[] rx = StandInRoom.apply(clean, HopModulator.GAP_SAMPLES,
                HopModulator.R.recordingSamples(2) - 2 * HopModulator.GAP_SAMPLES, 0.8, -10,
                5, StandInRoom.Noise.BABBLE, 200, 7);
        List<ModemFrame> got = decode(rx, TestFrames.CRC, 10);
        assertThat(got).hasSize(2);
        assertThat(got.get(0).frame()).containsExactly(sent.get(0));
        assertThat(got.get(1).frame()).containsExactly(sent.get(1));
    }

    @Test
    void theReverbRoomAt0DbDecodes() {
        List<byte[]> sent = TestFrames.random(23, 2);
        short[] clean = HopModulator.R.recordingOfFrames(sent);
        double power = HopModulator.R.activeEnergy(clean, 2) / (2.0 * ProfileR.FRAME_SAMPLES);
        short[] rx = Room.apply(clean, power,
                new RoomConfig(RoomKind.REVERB, 0, 5, 321, -200, Double.NaN)).samples();
        assertThat(decode(rx, TestFrames.CRC, 10)).hasSize(2);
    }

    @Test
    void thePhysicalRoomsHardestCornerDecodes() {
        // ROOM.md's living room at RT60 0.8 s, 3 m (four times the critical distance), babble at
        // 10 dB, the capture clock 200 ppm fast, 48 kHz devices with AGC; two room draws.
        PhysicalRoomConfig config = new PhysicalRoomConfig(ShoeboxRoom.LIVING, 0.8, 3,
                Background.BABBLE, 10, DeviceChain.DEFAULT.withClockOffsetPpm(200), 0);
        for (long seed = 1; seed <= 2; seed++) {
            byte[] sent = TestFrames.random(40 + seed, 1).get(0);
            short[] tx = TestFrames.delayed(HopModulator.R.recordingOfFrames(List.of(sent)), 999);
            short[] rx = PhysicalRoom.apply(tx, config.withSeed(seed)).at16k().samples();
            List<ModemFrame> got = decode(rx, TestFrames.CRC, 9);
            assertThat(got).as("room seed %d", seed).hasSize(1);
            assertThat(got.get(0).frame()).containsExactly(sent);
        }
    }

    @Test
    void theMeasurementMetricsDecodeACleanFrameToo() {
        List<byte[]> sent = TestFrames.random(28, 1);
        short[] pcm = HopModulator.R.recordingOfFrames(sent);
        for (HopSlotDemodulator.SoftMetric m : HopSlotDemodulator.SoftMetric.values()) {
            HopDemodulator d = new HopDemodulator(HopPlan.R, TestFrames.CRC, 9, null,
                    new HopSlotDemodulator(HopPlan.R, m, ProfileR.HOP_STEP));
            d.accept(pcm);
            List<ModemFrame> got = d.finish();
            assertThat(got).as("%s", m).hasSize(1);
            assertThat(got.get(0).frame()).containsExactly(sent.get(0));
        }
    }

    @Test
    void noiseAloneMakesNoSync() {
        short[] noise = new short[30 * 16_000];
        SplittableRandom r = new SplittableRandom(9);
        for (int i = 0; i < noise.length; i++) {
            noise[i] = (short) (3000 * StandInRoom.Gaussian.next(r));
        }
        HopDemodulator d = new HopDemodulator(HopPlan.R, TestFrames.CRC, 10, null);
        d.accept(noise);
        assertThat(d.finish()).isEmpty();
        assertThat(d.greetings()).isZero();
        // the positive control (issue 28, item 2): the same noise, then a frame, is heard
        List<byte[]> sent = TestFrames.random(77, 1);
        HopDemodulator heard = new HopDemodulator(HopPlan.R, TestFrames.CRC, 10, null);
        heard.accept(noise);
        heard.accept(HopModulator.R.recordingOfFrames(sent));
        assertThat(heard.finish()).hasSize(1)
                .allMatch(f -> java.util.Arrays.equals(f.frame(), sent.get(0)));
    }

    @Test
    void aFailedCheckIsDroppedOnceAndATruncatedFrameIsCounted() {
        short[] pcm = HopModulator.R.recordingOfFrames(TestFrames.random(24, 1));
        HopDemodulator d = new HopDemodulator(HopPlan.R, f -> false, 10, null);
        d.accept(pcm);
        assertThat(d.finish()).isEmpty();
        assertThat(d.candidates()).isEqualTo(1);
        assertThat(d.dropped(DropReason.CHECK_FAILED)).isEqualTo(1);
        HopDemodulator cut = new HopDemodulator(HopPlan.R, TestFrames.CRC, 10, null);
        cut.accept(pcm, 0, pcm.length - 4000 - 1000);
        assertThat(cut.finish()).isEmpty();
        assertThat(cut.dropped(DropReason.TRUNCATED)).isEqualTo(1);
        assertThat(cut.candidates()).isZero();
    }

    @Test
    void maxFramesKeepsTheBestAndTheLiveListenerSeesAll() {
        List<byte[]> sent = TestFrames.random(25, 3);
        short[] pcm = HopModulator.R.recordingOfFrames(sent);
        List<ModemFrame> live = new ArrayList<>();
        HopDemodulator d = new HopDemodulator(HopPlan.R, TestFrames.CRC, 2, live::add);
        d.accept(pcm);
        assertThat(d.finish()).hasSize(2);
        assertThat(live).hasSize(3);
    }

    @Test
    void sixtyFourChunkSizesFindTheSameFrames() {
        List<byte[]> sent = TestFrames.random(26, 2);
        short[] clean = TestFrames.delayed(HopModulator.R.recordingOfFrames(sent), 77);
        short[] pcm = StandInRoom.apply(clean, 4077, 2 * ProfileR.FRAME_SAMPLES, 0.5, -6, 10,
                StandInRoom.Noise.WHITE, -100, 8);
        HopDemodulator whole = new HopDemodulator(HopPlan.R, TestFrames.CRC, 100, null);
        whole.accept(pcm);
        List<ModemFrame> reference = whole.finish();
        assertThat(reference).hasSize(2);
        List<Integer> sizes = new ArrayList<>(List.of(1, 2, 3, 15, 16, 17, 767, 768, 769, 4096));
        SplittableRandom r = new SplittableRandom(27);
        while (sizes.size() < 64) {
            sizes.add(1 + r.nextInt(8192));
        }
        HopDemodulator d = new HopDemodulator(HopPlan.R, TestFrames.CRC, 100, null);
        for (int size : sizes) {
            d.reset();
            for (int i = 0; i < pcm.length; i += size) {
                d.accept(pcm, i, Math.min(size, pcm.length - i));
            }
            assertThat(d.finish()).as("chunk size %d", size).containsExactlyElementsOf(reference);
            assertThat(d.greetings()).as("syncs at chunk size %d", size)
                    .isEqualTo(whole.greetings());
        }
    }
}
