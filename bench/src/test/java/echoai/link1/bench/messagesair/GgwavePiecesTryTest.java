package echoai.link1.bench.messagesair;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import echoai.link1.bench.air.GgwaveBridge;
import echoai.link1.bench.air.GgwaveProtocol;
import echoai.link1.bench.air.RoomsCase;
import echoai.link1.room.Background;
import echoai.link1.room.DeviceChain;
import echoai.link1.room.Placement;
import echoai.link1.room.RoomPoint;
import java.io.IOException;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * ggwave in pieces through real room passes (a real node process): 300 bytes in a quiet near
 * room arrive as three exact pieces; in a room where nothing is heard nothing is delivered and
 * nothing is wrong. Skipped, saying so, without node and {@code npm ci} in scripts/ggwave.
 */
class GgwavePiecesTryTest {
    private static GgwaveBridge bridge;
    private static String absent;

    @BeforeAll
    static void start() {
        try {
            bridge = GgwaveBridge.start();
        } catch (IOException e) {
            absent = e.getMessage();
        }
    }

    @AfterAll
    static void stop() throws IOException {
        if (bridge != null) {
            bridge.close();
        }
    }

    private static TryOutcome run(double snrDb, long seed) {
        assumeTrue(bridge != null, "skipped: the ggwave bridge needs node and npm ci in"
                + " scripts/ggwave (" + absent + ")");
        RoomsCase c = new RoomsCase(RoomPoint.named("living-rt0.3-0.5m"), Background.WHITE,
                snrDb, DeviceChain.DEFAULT);
        SplittableRandom r = new SplittableRandom(seed);
        byte[] payload = new byte[300];
        r.nextBytes(payload);
        Placement p = Placement.draw(c.point().room(), c.point().distanceM(), r);
        return GgwavePiecesTry.run(GgwaveProtocol.AUDIBLE_NORMAL, bridge, c, p, payload, r);
    }

    @Test
    void aQuietRoomDeliversEveryPiece() {
        TryOutcome o = run(30, 1);
        assertThat(o.framesSent()).isEqualTo(3);
        assertThat(o.delivered()).isTrue();
        assertThat(o.wrong()).isZero();
        assertThat(o.deliveredAtSamples()).isEqualTo(o.endSamples());
    }

    @Test
    void nothingHeardNothingDelivered() {
        TryOutcome o = run(-25, 2);
        assertThat(o.delivered()).isFalse();
        assertThat(o.wrong()).isZero();
        assertThat(o.deliveredAtSamples()).isEqualTo(-1);
    }
}
