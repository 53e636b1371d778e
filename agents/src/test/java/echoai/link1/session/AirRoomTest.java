package echoai.link1.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.link1.modem.AirProfile;
import echoai.link1.room.Background;
import echoai.link1.room.DeviceChain;
import echoai.link1.room.PhysicalRoom;
import echoai.link1.room.Room;
import echoai.link1.room.RoomConfig;
import echoai.link1.room.RoomKind;
import echoai.link1.room.RoomPoint;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The two rooms of an air path: what they draw, in which order, and how they are named. */
class AirRoomTest {
    private static final RoomPoint FAR = RoomPoint.named("living-rt0.8-3m");

    private static short[] tx() {
        return AirProfile.K2.recordingOfFrames(
                AirPath.frameBytes(ArmRunner.speak(0, Arm.T).subList(0, 1)));
    }

    @Test
    void thePhysicalRoomDrawsTheDelayThenTheRoomSeedAndReturns16kHz() {
        short[] tx = tx();
        SplittableRandom mine = new SplittableRandom(42);
        int delay = mine.nextInt(AirChannel.MAX_DELAY_SAMPLES + 1);
        long seed = mine.nextLong();
        short[] delayed = new short[delay + tx.length];
        System.arraycopy(tx, 0, delayed, delay, tx.length);
        DeviceChain dev = new DeviceChain(44_100, 48_000, 200, Double.NaN);
        short[] want = PhysicalRoom.apply(delayed, FAR.config(Background.BABBLE, 10, dev, seed))
                .at16k().samples();
        AirRoom room = new AirRoom.Physical(FAR, Background.BABBLE, 10, dev);
        short[] got = room.pass(tx, 1, new SplittableRandom(42)).samples();
        assertThat(got).isEqualTo(want);
        assertThat(Math.abs(got.length - delayed.length)).isLessThan(16);
        assertThat(room.label()).isEqualTo("physical room point living-rt0.8-3m, babble at 10 dB"
                + " SNR, 44.1->48 kHz +200 ppm");
    }

    @Test
    void theSimulatedRoomIsTheSpecsRandomRoom() {
        short[] tx = tx();
        double power = AirPath.activePower(AirProfile.K2, tx, 1);
        RoomConfig config = AirPath.randomRoom(RoomKind.REVERB, 3, new SplittableRandom(9));
        AirRoom room = new AirRoom.Simulated(RoomKind.REVERB, 3);
        assertThat(room.pass(tx, power, new SplittableRandom(9)).samples())
                .isEqualTo(Room.apply(tx, power, config).samples());
        assertThat(room.label()).isEqualTo("simulated reverb room at 3 dB SNR");
        assertThat(new AirRoom.Simulated(RoomKind.ECHO, -12.5).label()).contains("-12.5 dB");
    }

    @Test
    void aPhysicalRoomChecksItsConfig() {
        assertThatThrownBy(() -> new AirRoom.Physical(FAR, Background.NONE, 10,
                DeviceChain.DEFAULT)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("snrDb must be +Infinity exactly when");
        assertThat(new AirRoom.Physical(FAR, Background.NONE, Double.POSITIVE_INFINITY,
                DeviceChain.DEFAULT).label()).contains("no background");
        assertThat(List.of(AirRoom.number(10), AirRoom.number(2.5))).containsExactly("10", "2.5");
    }
}
