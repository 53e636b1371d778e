package echoai.link1.session;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.room.Point3;
import echoai.link1.room.SharedRoom;
import echoai.link1.room.ShoeboxRoom;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Where the agents stand: within the placement's range of B, inside the room, apart. */
class RoomPlacementTest {
    @Test
    void everyVeteranIsInRangeOfBInsideTheRoomAndApartFromTheOthers() {
        ShoeboxRoom room = ShoeboxRoom.LIVING;
        for (RoomPlacement p : RoomPlacement.values()) {
            for (long seed = 0; seed < 200; seed++) {
                List<Point3> at = p.draw(room, 4, new SplittableRandom(seed));
                assertThat(at).hasSize(5);
                for (int i = 1; i < at.size(); i++) {
                    double d = at.get(i).distanceTo(at.get(0));
                    assertThat(d).isBetween(p.minM(), p.maxM());
                    Point3 q = at.get(i);
                    assertThat(q.x()).isBetween(0.5, 4.5);
                    assertThat(q.y()).isBetween(0.5, 3.5);
                    assertThat(SharedRoom.microphoneOf(q).z()).isLessThan(room.heightM() - 0.5);
                    for (int j = 0; j < i; j++) {
                        assertThat(q.distanceTo(at.get(j))).isGreaterThanOrEqualTo(0.3);
                    }
                }
            }
        }
    }

    @Test
    void theFirstVeteransOfALargerRoomStandWhereASmallerRoomsStand() {
        List<Point3> four = RoomPlacement.SPREAD.draw(ShoeboxRoom.LIVING, 4, new SplittableRandom(5));
        List<Point3> two = RoomPlacement.SPREAD.draw(ShoeboxRoom.LIVING, 2, new SplittableRandom(5));
        assertThat(four.subList(0, 3)).isEqualTo(two);
    }
}
