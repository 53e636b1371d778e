package echoai.link1.api;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.modem.AirProfile;
import echoai.link1.room.Background;
import org.junit.jupiter.api.Test;

/**
 * "Any rate, every profile" through a physical room with noise, not only on clean loopback
 * (issue 28, item 11): every profile at every rate of {@link RatesThroughTheRoom#RATES}, near
 * the loudspeaker in white noise at 20 dB, is heard; and what a narrow rate cuts of a band is
 * counted as the facade's javadoc says (R at 8 kHz: 44 of 128 data tones, 3 of 8 sync notes).
 * Q, whose band reaches 6.97 kHz, is heard from 16 kHz up; below, its cut is reported.
 * The margin a narrow rate costs, over an SNR ladder: {@code FacadeRatesMeasure}.
 */
class FacadeRatesRoomTest {
    @Test
    void everyProfileIsHeardAtEveryRateThroughTheRoom() {
        for (AirProfile p : AirProfile.values()) {
            for (int rate : RatesThroughTheRoom.RATES) {
                if (p == AirProfile.Q && rate < 16_000) {
                    continue; // Q's band reaches 6.97 kHz: below 16 kHz it is cut (next test)
                }
                assertThat(RatesThroughTheRoom.lost(p, rate, "living-0.3m", Background.WHITE, 20,
                        2, 7)).as("%s at %d Hz", p, rate).isZero();
            }
        }
    }

    @Test
    void aNarrowRateCutsWhatTheJavadocSays() {
        BandCut r8 = BandCut.of(AirProfile.R, 8000);
        assertThat(r8.dataCut()).isEqualTo(44);
        assertThat(r8.dataTones()).isEqualTo(128);
        assertThat(r8.syncCut()).isEqualTo(3);
        assertThat(r8.syncNotes()).isEqualTo(8);
        assertThat(r8.message()).startsWith("at 8000 Hz the passband ends at 3600 Hz: 44 of r's 128"
                + " data tones and 3 of its 8 sync notes lie above it");
        for (AirProfile p : AirProfile.values()) {
            assertThat(BandCut.of(p, 16_000).cuts()).isFalse();
            assertThat(BandCut.of(p, 48_000).message()).isEmpty();
        }
        assertThat(BandCut.of(AirProfile.K1, 8000).cuts()).isFalse();
        assertThat(BandCut.of(AirProfile.K2, 8000).cuts()).isFalse();
        assertThat(BandCut.of(AirProfile.R, 11_025).cuts()).isTrue();
        // Q's 192 data tones reach 6968.75 Hz: below 16 kHz most of its band is cut
        BandCut q8 = BandCut.of(AirProfile.Q, 8000);
        assertThat(q8.dataTones()).isEqualTo(192);
        assertThat(q8.dataCut()).isEqualTo(108);
        assertThat(q8.syncNotes()).isEqualTo(8);
        assertThat(BandCut.of(AirProfile.Q, 11_025).cuts()).isTrue();
        assertThat(BandCut.of(AirProfile.Q, 16_000).cuts()).isFalse();
    }
}
