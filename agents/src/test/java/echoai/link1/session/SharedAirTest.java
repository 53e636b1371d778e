package echoai.link1.session;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.modem.AirProfile;
import echoai.link1.room.Background;
import echoai.link1.room.Point3;
import echoai.link1.room.SharedRoom;
import echoai.link1.room.SharedRoomConfig;
import echoai.link1.room.ShoeboxRoom;
import echoai.wsp.Hex;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The shared channel: who hears what, carrier sense against no sensing, the ground truth. */
class SharedAirTest {
    private static final List<Point3> THREE = List.of(new Point3(2.0, 2.0, 1.0),
            new Point3(2.8, 2.3, 1.1), new Point3(1.4, 2.6, 0.9));
    private static final byte[] F1 = Hex.parse("57110107020b1c09ce00001e0000004c010031172130", 22);
    private static final byte[] F2 = Hex.parse("57110301020b1c09ce00001e0000004c030031172130", 22);

    private static MediumAccess rules(MediumAccess.Mode mode) {
        return new MediumAccess(mode, 512, 2, 4, 16_000L * 60, 16_000L * 60);
    }

    private static SharedAir air(MediumAccess.Mode mode, long seed) {
        SharedRoom room = new SharedRoom(new SharedRoomConfig(ShoeboxRoom.LIVING, 0.3, THREE,
                Background.WHITE, 30, seed));
        return new SharedAir(AirProfile.K1, room, rules(mode), seed);
    }

    private static byte[] withCrc(byte[] f) {
        byte[] out = f.clone();
        int crc = echoai.link1.frame.Crc16.compute(out, 0, 20);
        out[20] = (byte) (crc >> 8);
        out[21] = (byte) crc;
        return out;
    }

    private static void drain(SharedAir air) {
        while (air.anyBusy()) {
            air.step();
        }
        air.runUntil(air.now() + 16_000);
    }

    @Test
    void withCarrierSenseTheSecondSpeakerWaitsAndEveryoneHearsBoth() {
        SharedAir air = air(MediumAccess.Mode.CSMA, 3);
        byte[] a = withCrc(F1);
        byte[] b = withCrc(F2);
        air.send(1, a);
        air.send(2, b);
        drain(air);
        List<AirTransmission> tx = air.transmissions();
        assertThat(tx).hasSize(2);
        AirTransmission first = tx.get(0);
        AirTransmission second = tx.get(1);
        assertThat(second.startSamples()).as("the second waits for the first and its tail")
                .isGreaterThan(first.endSamples());
        assertThat(AirOverlaps.collided(tx, air.room(), 0)).containsExactly(false, false);
        assertThat(air.heard(0)).extracting(AirReception::frameHex)
                .containsExactlyInAnyOrder(Hex.of(a), Hex.of(b));
        assertThat(air.accessCounts(1)[0] + air.accessCounts(2)[0]).as("deferrals").isPositive();
    }

    @Test
    void withoutSensingTheyOverlapAndTheGroundTruthSaysSo() {
        SharedAir air = air(MediumAccess.Mode.ALOHA, 3);
        air.send(1, withCrc(F1));
        air.send(2, withCrc(F2));
        drain(air);
        List<AirTransmission> tx = air.transmissions();
        assertThat(tx).hasSize(2);
        assertThat(Math.abs(tx.get(1).startSamples() - tx.get(0).startSamples()))
                .isLessThan(4 * 512 + 2 * 512 + 64);
        assertThat(AirOverlaps.collided(tx, air.room(), 0)).containsExactly(true, true);
        assertThat(air.heard(0).size()).as("at most one of two overlapping frames")
                .isLessThanOrEqualTo(1);
    }

    @Test
    void framesSentBackToBackDoNotCollideAndBothArrive() {
        SharedAir air = air(MediumAccess.Mode.TDMA, 4);
        air.stopListening(1);
        air.stopListening(2);
        byte[] a = withCrc(F1);
        byte[] b = withCrc(F2);
        air.sendNow(1, a);
        air.runUntil(AirProfile.K1.frameSamples());
        air.sendNow(2, b);
        air.runUntil(air.now() + AirProfile.K1.frameSamples() + 16_000);
        List<AirTransmission> tx = air.transmissions();
        assertThat(tx.get(1).startSamples()).isEqualTo(tx.get(0).endSamples());
        assertThat(AirOverlaps.collided(tx, air.room(), 0)).containsExactly(false, false);
        assertThat(AirOverlaps.lastArrivalEnd(tx, air.room(), 0))
                .isGreaterThan(tx.get(1).endSamples());
        assertThat(air.heard(0)).extracting(AirReception::frameHex)
                .containsExactly(Hex.of(a), Hex.of(b));
    }

    @Test
    void sameSeedSameAir() {
        String[] runs = new String[2];
        for (int r = 0; r < 2; r++) {
            SharedAir air = air(MediumAccess.Mode.CSMA, 9);
            air.send(1, withCrc(F1));
            air.send(2, withCrc(F2));
            drain(air);
            runs[r] = air.transmissions() + " " + air.heard(0);
        }
        assertThat(runs[1]).isEqualTo(runs[0]);
    }
}
