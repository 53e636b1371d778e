package echoai.link1.bench.e2;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.air.AirTrial;
import echoai.link1.modem.TonePlan;
import echoai.link1.room.RoomKind;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Extended E2's interferer row: its threshold rule, and that a point's interferer is applied. */
class E2InterfererTest {
    private static InterfererCurve.Point point(String db, int lost) {
        return new InterfererCurve.Point(new BigDecimal(db), 500, lost, BigDecimal.ZERO, 0, 0, 0,
                lost > 0 ? 1 : 0);
    }

    @Test
    void thresholdIsTheLastPowerOfTheLeadingRunWithinOnePercent() {
        assertThat(E2Interferer.threshold(List.of(point("-10.0", 0), point("-6.0", 5),
                point("-3.0", 6), point("0.0", 0)))).isEqualByComparingTo("-6.0");
        assertThat(E2Interferer.threshold(List.of(point("-10.0", 6), point("-6.0", 0))))
                .isNull();
        assertThat(E2Interferer.threshold(List.of(point("-10.0", 0), point("-6.0", 0))))
                .isEqualByComparingTo("-6.0");
    }

    /** A weak interferer leaves 8 frames intact; one 20 dB above the signal takes most. */
    @Test
    void theInterfererOfAPointReachesTheRecording() {
        AirTrial.Outcome weak = AirTrial.run(new AirTrial.Point(AirTrial.Content.CLAIM,
                RoomKind.ECHO, TonePlan.K1, 10, 8, 7L, 200, -10));
        AirTrial.Outcome strong = AirTrial.run(new AirTrial.Point(AirTrial.Content.CLAIM,
                RoomKind.ECHO, TonePlan.K1, 10, 8, 7L, 200, 20));
        assertThat(weak.lost()).isZero();
        assertThat(strong.lost()).isGreaterThanOrEqualTo(4);
        assertThat(weak.acceptedCorrupt() + strong.acceptedCorrupt()).isZero();
    }
}
