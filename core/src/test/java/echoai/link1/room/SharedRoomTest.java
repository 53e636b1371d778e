package echoai.link1.room;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.SplittableRandom;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

/** The shared room against the physical room it is built on, and its own rules. */
class SharedRoomTest {
    private static final Point3 A = new Point3(1.5, 1.5, 1.0);
    private static final Point3 B = new Point3(3.2, 2.6, 1.2);

    private static short[] capture(SharedRoom room, int listener, int samples) {
        short[][] out = new short[room.agents()][samples];
        room.advance(samples, out);
        return out[listener];
    }

    @Test
    void oneSpeakerIsThePhysicalRoomWithThatPlacement() {
        long seed = 42;
        SharedRoomConfig c = new SharedRoomConfig(ShoeboxRoom.LIVING, 0.5, List.of(A, B),
                Background.NONE, Double.POSITIVE_INFINITY, seed);
        Placement ab = new Placement(A, SharedRoom.microphoneOf(B));
        SplittableRandom physicalRoot = new SplittableRandom(seed);
        physicalRoot.split();
        RoomImpulse h = RoomImpulse.of(ShoeboxRoom.LIVING, 0.5, ab, 48_000, physicalRoot.split());
        RoomImpulse[][] paths = {{h, h}, {h, h}};
        SharedRoom shared = new SharedRoom(c, paths, new SplittableRandom(1));
        short[] burst = PhysicalRoomTest.burst();
        short[] sound = java.util.Arrays.copyOfRange(burst, 4000, 20_000);
        long start = shared.transmit(0, sound);
        assertThat(start).isEqualTo(SharedRoom.PLAYOUT_DELAY_SAMPLES);
        int n = 24_000;
        short[] heard = capture(shared, 1, n);

        short[] input = new short[n];
        System.arraycopy(sound, 0, input, (int) start, sound.length);
        PhysicalRoomConfig pc = new PhysicalRoomConfig(ShoeboxRoom.LIVING, 0.5, ab.distanceM(),
                Background.NONE, Double.POSITIVE_INFINITY, DeviceChain.DEFAULT, seed);
        short[] expected = PhysicalRoom.apply(input, pc, ab).at16k().samples();
        int compared = n - 100;
        int differ = 0;
        int maxDiff = 0;
        for (int i = 0; i < compared; i++) {
            int d = Math.abs(heard[i] - expected[i]);
            differ += d == 0 ? 0 : 1;
            maxDiff = Math.max(maxDiff, d);
        }
        assertThat(maxDiff).as("largest difference, int16 units").isLessThanOrEqualTo(1);
        assertThat(differ).as("samples that differ by 1 (FFT block rounding)")
                .isLessThan(compared / 1000);
        long signal = 0;
        for (short s : heard) {
            signal += Math.abs(s);
        }
        assertThat(signal).as("the sound reached the microphone").isGreaterThan(1_000_000L);
    }

    @Test
    void sameSeedSameBytesAndSoundsSumInTheAir() {
        SharedRoomConfig c = new SharedRoomConfig(ShoeboxRoom.LIVING, 0.3, List.of(A, B),
                Background.WHITE, 30, 5);
        short[] sound = java.util.Arrays.copyOfRange(PhysicalRoomTest.burst(), 4000, 8000);
        short[][] runs = new short[3][];
        for (int r = 0; r < 3; r++) {
            SharedRoom room = new SharedRoom(r < 2 ? c : new SharedRoomConfig(ShoeboxRoom.LIVING,
                    0.3, List.of(A, B), Background.WHITE, 30, 6));
            room.transmit(0, sound);
            capture(room, 1, 1000);
            room.transmit(1, sound);
            runs[r] = capture(room, 1, 12_000);
        }
        assertThat(runs[0]).isEqualTo(runs[1]);
        assertThat(runs[0]).isNotEqualTo(runs[2]);
    }

    @Test
    void theBackgroundsPowerMatchesItsCalibration() {
        SplittableRandom r = new SplittableRandom(3);
        double[] w = new double[480_000];
        Gaussian.add(r, 1, w);
        Biquad.highPass(DeviceChain.MIC_HIGH_PASS_HZ, 48_000).apply(w);
        Biquad.lowPass(DeviceChain.MIC_LOW_PASS_HZ, 48_000).apply(w);
        double[] d = SincResampler.resample(w, 48_000, 16_000, 160_000);
        double sum = 0;
        for (int i = 1000; i < d.length - 1000; i++) {
            sum += d[i] * d[i];
        }
        double measured = sum / (d.length - 2000);
        assertThat(SharedRoom.whitePower()).isCloseTo(measured, Offset.offset(0.01 * measured));
        assertThat(SharedRoom.whitePower()).isBetween(0.27, 0.31);
    }

    @Test
    void refusesWhatItCannotModel() {
        assertThatThrownBy(() -> new SharedRoomConfig(ShoeboxRoom.LIVING, 0.5, List.of(),
                Background.NONE, Double.POSITIVE_INFINITY, 1))
                .hasMessageContaining("at least one");
        assertThatThrownBy(() -> new SharedRoomConfig(ShoeboxRoom.LIVING, 0.5,
                List.of(new Point3(1, 1, 2.65)), Background.NONE, Double.POSITIVE_INFINITY, 1))
                .hasMessageContaining("inside the room");
        assertThatThrownBy(() -> new SharedRoomConfig(ShoeboxRoom.LIVING, 0.5, List.of(A),
                Background.PINK, 10, 1)).hasMessageContaining("none or white");
        SharedRoom room = new SharedRoom(new SharedRoomConfig(ShoeboxRoom.LIVING, 0.5,
                List.of(A), Background.NONE, Double.POSITIVE_INFINITY, 1));
        assertThatThrownBy(() -> room.transmit(0, new short[0])).hasMessageContaining("pcm16k");
        assertThatThrownBy(() -> room.transmit(1, new short[10]))
                .isInstanceOf(IndexOutOfBoundsException.class);
    }
}
