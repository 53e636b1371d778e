package echoai.link1.modem;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.room.Background;
import echoai.link1.room.DeviceChain;
import echoai.link1.room.PhysicalRoom;
import echoai.link1.room.PhysicalRoomConfig;
import echoai.link1.room.ShoeboxRoom;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Profile F's receiver (R's, with F's plan): clean, through the room, noise, chunking, R apart. */
class ProfileFDemodulatorTest {
    private static List<ModemFrame> decode(AirProfile profile, short[] pcm, int maxFrames) {
        FrameReceiver d = profile.receiver(TestFrames.CRC, maxFrames, null);
        d.accept(pcm);
        return d.finish();
    }

    @Test
    void cleanRecordingWithADelayDecodesEveryFrameAtItsOffset() {
        List<byte[]> sent = TestFrames.random(31, 3);
        short[] pcm = TestFrames.delayed(AirProfile.F.recordingOfFrames(sent), 1234);
        List<ModemFrame> got = decode(AirProfile.F, pcm, 10);
        assertThat(got).hasSize(3);
        for (int i = 0; i < 3; i++) {
            assertThat(got.get(i).frame()).containsExactly(sent.get(i));
            assertThat(got.get(i).offsetSamples())
                    .isBetween(1234L + AirProfile.F.frameOffset(i) - 16,
                            1234L + AirProfile.F.frameOffset(i) + 16);
            assertThat(got.get(i).errors()).isZero();
        }
    }

    @Test
    void thePhysicalRoomsHardestGridCornerDecodes() {
        // ROOM.md's living room at RT60 0.8 s, 3 m, babble at 10 dB, the capture clock 200 ppm
        // fast, 48 kHz devices with AGC; two room draws
        PhysicalRoomConfig config = new PhysicalRoomConfig(ShoeboxRoom.LIVING, 0.8, 3,
                Background.BABBLE, 10, DeviceChain.DEFAULT.withClockOffsetPpm(200), 0);
        for (long seed = 1; seed <= 2; seed++) {
            byte[] sent = TestFrames.random(50 + seed, 1).get(0);
            short[] tx = TestFrames.delayed(AirProfile.F.recordingOfFrames(List.of(sent)), 999);
            short[] rx = PhysicalRoom.apply(tx, config.withSeed(seed)).at16k().samples();
            List<ModemFrame> got = decode(AirProfile.F, rx, 9);
            assertThat(got).as("room seed %d", seed).hasSize(1);
            assertThat(got.get(0).frame()).containsExactly(sent);
        }
    }

    @Test
    void noiseAloneMakesNoSyncAndTheSameNoiseThenAFrameIsHeard() {
        short[] noise = new short[30 * 16_000];
        SplittableRandom r = new SplittableRandom(19);
        for (int i = 0; i < noise.length; i++) {
            noise[i] = (short) (3000 * StandInRoom.Gaussian.next(r));
        }
        FrameReceiver d = AirProfile.F.receiver(TestFrames.CRC, 10, null);
        d.accept(noise);
        assertThat(d.finish()).isEmpty();
        assertThat(d.greetings()).isZero();
        List<byte[]> sent = TestFrames.random(78, 1);
        FrameReceiver heard = AirProfile.F.receiver(TestFrames.CRC, 10, null);
        heard.accept(noise);
        heard.accept(AirProfile.F.recordingOfFrames(sent));
        assertThat(heard.finish()).hasSize(1)
                .allMatch(f -> java.util.Arrays.equals(f.frame(), sent.get(0)));
    }

    @Test
    void rAndFDoNotHearEachOther() {
        List<byte[]> sent = TestFrames.random(32, 2);
        assertThat(decode(AirProfile.R, AirProfile.F.recordingOfFrames(sent), 10)).isEmpty();
        assertThat(decode(AirProfile.F, AirProfile.R.recordingOfFrames(sent), 10)).isEmpty();
    }

    @Test
    void chunkSizesFindTheSameFrames() {
        List<byte[]> sent = TestFrames.random(33, 2);
        short[] clean = TestFrames.delayed(AirProfile.F.recordingOfFrames(sent), 77);
        short[] pcm = StandInRoom.apply(clean, 4077, 2 * ProfileF.FRAME_SAMPLES, 0.5, -6, 10,
                StandInRoom.Noise.WHITE, -100, 8);
        FrameReceiver whole = AirProfile.F.receiver(TestFrames.CRC, 100, null);
        whole.accept(pcm);
        List<ModemFrame> reference = whole.finish();
        assertThat(reference).hasSize(2);
        List<Integer> sizes = new ArrayList<>(List.of(1, 15, 16, 17, 767, 768, 769, 4096));
        SplittableRandom r = new SplittableRandom(34);
        while (sizes.size() < 16) {
            sizes.add(1 + r.nextInt(8192));
        }
        FrameReceiver d = AirProfile.F.receiver(TestFrames.CRC, 100, null);
        for (int size : sizes) {
            d.reset();
            for (int i = 0; i < pcm.length; i += size) {
                d.accept(pcm, i, Math.min(size, pcm.length - i));
            }
            assertThat(d.finish()).as("chunk size %d", size).containsExactlyElementsOf(reference);
        }
    }
}
