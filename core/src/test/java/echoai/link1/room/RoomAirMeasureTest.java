package echoai.link1.room;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.TonePlan;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The measurement tool's corner: next to the loudspeaker every frame gets through. */
class RoomAirMeasureTest {
    @Test
    void aFrameAtThirtyCentimetresIsDelivered() {
        RoomAirMeasure.Point near = new RoomAirMeasure.Point(0.3, 0.3, Background.WHITE, 30);
        assertThat(RoomAirMeasure.run(near, TonePlan.of(1), 2, 0))
                .isEqualTo(new RoomAirMeasure.Tally(2, 0, 0));
    }

    @Test
    void framesHaveTheSpecsLayoutAndCrc() {
        byte[] f = RoomAirMeasure.frame(new SplittableRandom(1));
        assertThat(f[0]).isEqualTo((byte) 0x57);
        assertThat((f[1] & 0xF0) >> 4).isEqualTo(1);
        assertThat(LinkFrame.crcOk(f)).isTrue();
    }
}
