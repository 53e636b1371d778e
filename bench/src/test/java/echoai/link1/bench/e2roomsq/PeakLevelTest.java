package echoai.link1.bench.e2roomsq;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import echoai.wsp.Hex;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The level that sets the equal-peak axis: PAPR over the first to last non-zero sample. */
class PeakLevelTest {
    @Test
    void aSquareWaveIsZeroDecibelsAndASineThree() {
        short[] square = {0, 0, 100, -100, 100, -100, 0};
        assertThat(PeakLevel.paprDb(square)).isCloseTo(0.0, within(1e-12));
        short[] sine = new short[1600];
        for (int i = 0; i < 1600; i++) {
            sine[i] = (short) Math.round(10000 * Math.sin(2 * Math.PI * i / 16));
        }
        assertThat(PeakLevel.paprDb(sine)).isCloseTo(PeakLevel.SINE_PAPR_DB, within(0.01));
        // zeros inside the burst count, those around it do not
        assertThat(PeakLevel.paprDb(new short[] {0, 100, 0, 0, 100, 0}))
                .isCloseTo(10 * Math.log10(2), within(1e-12));
    }

    @Test
    void silenceHasNoLevel() {
        assertThatThrownBy(() -> PeakLevel.paprDb(new short[3]))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void profileQsVectorHasThePaprTheSpecStates() {
        byte[] frame = Hex.parse(E2RoomsQ.LEVEL_FRAME, LinkFrame.LENGTH);
        short[] x = AirProfile.Q.recordingOfFrames(List.of(frame));
        PeakLevel q = E2RoomsQ.level("q", 1.2, x);
        assertThat(q.peak()).isEqualTo(32251);
        assertThat(q.paprDb().doubleValue()).isCloseTo(8.89, within(0.005));
        assertThat(q.peakOffsetDb().doubleValue()).isCloseTo(-(8.89 - 3.0103), within(0.005));
        PeakLevel f = E2RoomsQ.level("f", 2.4, AirProfile.F.recordingOfFrames(List.of(frame)));
        assertThat(f.paprDb().doubleValue()).isLessThanOrEqualTo(6.03);
    }
}
