package echoai.link1.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import echoai.link1.room.Background;
import echoai.link1.room.ShoeboxRoom;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** E8 by air: the orders on the shared room, and one broadcast heard by several rules. */
class TrustAirTest {
    /** E7's medium access (bench.E7Room.RULES). */
    private static final MediumAccess CSMA = new MediumAccess(MediumAccess.Mode.CSMA, 512, 2, 32,
            600L * 16_000, 60L * 16_000);

    private static RoomSetup setup(AirProfile profile, int veterans, MediumAccess.Mode mode) {
        return new RoomSetup(profile, veterans, RoomPlacement.NEAR, CSMA.withMode(mode),
                ShoeboxRoom.LIVING, 0.5, Background.WHITE, 30);
    }

    /** The first {@code n} frames of each speaker of {H, L} in world 0. */
    private static List<List<LinkFrame>> firstFrames(int n) {
        return SpeakerSet.H_L.frames(0).stream().map(f -> f.subList(0, n)).toList();
    }

    @Test
    void theAdversarialOrderHoldsTheLiarBackUntilTheHonestSpeakerIsDone() {
        RoomBroadcast.Aired held = RoomBroadcast.air(0, setup(AirProfile.K1, 2,
                MediumAccess.Mode.CSMA), firstFrames(3), Set.of(1));
        List<AirTransmission> tx = held.air().transmissions();
        long honestEnd = tx.stream().filter(t -> t.station() == 1)
                .mapToLong(AirTransmission::endSamples).max().orElseThrow();
        assertThat(tx).hasSize(6);
        assertThat(tx.stream().filter(t -> t.station() == 2))
                .allSatisfy(t -> assertThat(t.startSamples()).isGreaterThan(honestEnd));

        RoomBroadcast.Aired together = RoomBroadcast.air(0, setup(AirProfile.K1, 2,
                MediumAccess.Mode.CSMA), firstFrames(3), Set.of());
        List<AirTransmission> both = together.air().transmissions();
        long honestEndTogether = both.stream().filter(t -> t.station() == 1)
                .mapToLong(AirTransmission::endSamples).max().orElseThrow();
        assertThat(both.stream().filter(t -> t.station() == 2)
                .anyMatch(t -> t.startSamples() < honestEndTogether))
                .as("together, the room interleaves them").isTrue();
    }

    @Test
    void tdmaKeepsItsRoundRobinAndAHeldSpeakerIsRefused() {
        assertThatThrownBy(() -> RoomBroadcast.air(0, setup(AirProfile.K1, 2,
                MediumAccess.Mode.TDMA), firstFrames(1), Set.of(1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("TDMA");
        assertThatThrownBy(() -> RoomBroadcast.air(0, setup(AirProfile.K1, 1,
                MediumAccess.Mode.CSMA), firstFrames(1), Set.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("per veteran");
        assertThatThrownBy(() -> TrustAir.run(0, SpeakerSet.H, setup(AirProfile.K1, 1,
                MediumAccess.Mode.CSMA), TrustAir.Order.ADVERSARIAL, List.of(TrustArm.Rule.TRUST)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("adversarial");
    }

    @Test
    void theHonestSpeakerAloneByAirIsE7sRoomOfOneVeteranUnderEveryRule() {
        RoomSetup one = setup(AirProfile.R, 1, MediumAccess.Mode.CSMA);
        RoomRun e7 = RoomBroadcast.run(0, one);
        List<E8World> rows = TrustAir.run(0, SpeakerSet.H, one, TrustAir.Order.TOGETHER,
                List.of(TrustArm.Rule.values()));
        assertThat(rows).hasSize(3);
        assertThat(rows.get(0).world().arm()).isEqualTo("air:H:trust");
        for (E8World w : rows) {
            WorldResult r = w.world();
            assertThat(r.coreDigest()).isEqualTo(e7.result().coreDigest());
            assertThat(r.firstVisitHarm()).isEqualTo(e7.result().firstVisitHarm());
            assertThat(r.diversions()).isEqualTo(e7.result().diversions());
            assertThat(r.postcards()).isEqualTo(e7.result().postcards());
            assertThat(w.air()).isEqualTo(e7.air());
            assertThat(w.speakers().get(0).contradictions()).isZero();
        }
    }
}
