package echoai.link1.bench.messagesair;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.air.RoomsCase;
import echoai.link1.message.Broadcast;
import echoai.link1.modem.AirProfile;
import echoai.link1.room.Background;
import echoai.link1.room.DeviceChain;
import echoai.link1.room.Placement;
import echoai.link1.room.RoomPoint;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The tries of Messages-air through real room passes: a quiet near room delivers one way and
 * two ways exact; a room where nothing is heard delivers nothing, the two-way sender gives up
 * after its probes, and no wrong message comes out; a replayed older message under the same
 * ids is never delivered.
 */
class MessageTriesTest {
    private static final AirProfile Q = AirProfile.Q;
    private static final RoomsCase QUIET = new RoomsCase(RoomPoint.named("living-rt0.3-0.5m"),
            Background.WHITE, 30, DeviceChain.DEFAULT);
    private static final RoomsCase HOPELESS = new RoomsCase(RoomPoint.named("living-rt0.3-0.5m"),
            Background.WHITE, -25, DeviceChain.DEFAULT);

    private static RoomLeg leg(RoomsCase c, SplittableRandom r) {
        return new RoomLeg(c, Placement.draw(c.point().room(), c.point().distanceM(), r), Q);
    }

    private static byte[] payload(int n, long seed) {
        byte[] b = new byte[n];
        new SplittableRandom(seed).nextBytes(b);
        return b;
    }

    @Test
    void oneWayInAQuietRoomDeliversExactAfterItsLastFrame() {
        SplittableRandom r = new SplittableRandom(1);
        byte[] payload = payload(40, 2);
        TryOutcome o = OneWayTry.run(Q, leg(QUIET, r), payload, r);
        int frames = Broadcast.of(1, 7).frames(payload).size();
        assertThat(o.delivered()).isTrue();
        assertThat(o.wrong()).isZero();
        assertThat(o.framesSent()).isEqualTo(frames);
        assertThat(o.deliveredAtSamples()).isPositive().isLessThanOrEqualTo(o.endSamples()
                + RoomLeg.LEAD_SAMPLES);
    }

    @Test
    void twoWaysInAQuietRoomOneRoundAndADone() {
        SplittableRandom r = new SplittableRandom(3);
        byte[] payload = payload(40, 4);
        TryOutcome o = TwoWayTry.run(Q, leg(QUIET, r), payload, r);
        assertThat(o.delivered()).isTrue();
        assertThat(o.senderConfirmed()).isTrue();
        assertThat(o.repairRounds()).isZero();
        // four data frames (49 bytes in 13-byte fragments), then one DONE
        assertThat(o.framesSent()).isEqualTo(5);
        assertThat(o.wrong()).isZero();
        assertThat(o.endSamples()).isGreaterThan(o.deliveredAtSamples());
    }

    @Test
    void nothingHeardNothingDeliveredAndTheSenderGivesUp() {
        SplittableRandom r = new SplittableRandom(5);
        TryOutcome o = TwoWayTry.run(Q, leg(HOPELESS, r), payload(20, 6), r);
        assertThat(o.delivered()).isFalse();
        assertThat(o.senderConfirmed()).isFalse();
        assertThat(o.deliveredAtSamples()).isEqualTo(-1);
        assertThat(o.wrong()).isZero();
        // round 0 (3 frames) and 3 probes, nothing from the receiver
        assertThat(o.framesSent()).isEqualTo(6);
    }

    @Test
    void aReplayedOlderMessageIsNeverDelivered() {
        SplittableRandom r = new SplittableRandom(7);
        TryOutcome o = CrossTry.replay(Q, leg(QUIET, r), payload(30, 8), payload(30, 9), r);
        assertThat(o.wrong()).isZero();
        assertThat(o.framesSent()).isEqualTo(2L * Broadcast.of(1, 7)
                .frames(payload(30, 8)).size());
    }

    @Test
    void twoSendersTakingTurnsAreKeptApart() {
        SplittableRandom r = new SplittableRandom(11);
        TryOutcome o = CrossTry.twoSenders(Q, leg(QUIET, r), payload(30, 12), payload(30, 13), r);
        assertThat(o.wrong()).isZero();
        assertThat(o.framesSent()).isEqualTo(2L * Broadcast.of(1, 7)
                .frames(payload(30, 12)).size());
    }
}
