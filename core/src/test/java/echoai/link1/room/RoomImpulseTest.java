package echoai.link1.room;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The physical room's impulse response: RT60 by Schroeder integration, DRR against d_c. */
class RoomImpulseTest {
    private static final int RATE_HZ = 48_000;

    private static RoomImpulse impulse(double rt60, double distance, long seed) {
        SplittableRandom root = new SplittableRandom(seed);
        Placement p = Placement.draw(ShoeboxRoom.LIVING, distance, root.split());
        return RoomImpulse.of(ShoeboxRoom.LIVING, rt60, p, RATE_HZ, root.split());
    }

    /** T20 (Schroeder 1965 backward integration, line fitted from −5 to −25 dB) × 3, s. */
    static double schroederRt60(double[] h, int rateHz) {
        double[] edc = new double[h.length];
        double acc = 0;
        for (int i = h.length - 1; i >= 0; i--) {
            acc += h[i] * h[i];
            edc[i] = acc;
        }
        double sx = 0;
        double sy = 0;
        double sxx = 0;
        double sxy = 0;
        int n = 0;
        for (int i = 0; i < h.length; i++) {
            double db = 10 * Math.log10(edc[i] / edc[0]);
            if (db <= -5 && db >= -25) {
                double t = (double) i / rateHz;
                sx += t;
                sy += db;
                sxx += t * t;
                sxy += t * db;
                n++;
            }
        }
        return -60 / ((n * sxy - sx * sy) / (n * sxx - sx * sx));
    }

    @Test
    void schroederRt60IsTheRequestedOneWithinFivePercent() {
        for (double rt60 : new double[] {0.3, 0.5, 0.8}) {
            for (long seed = 0; seed < 3; seed++) {
                double measured = schroederRt60(impulse(rt60, 2, seed).taps(), RATE_HZ);
                assertThat(measured).as("RT60 %s seed %d", rt60, seed)
                        .isBetween(0.95 * rt60, 1.05 * rt60);
            }
        }
    }

    @Test
    void drrFollowsTheCriticalDistanceWithinTwoDb() {
        for (double rt60 : new double[] {0.3, 0.5, 0.8}) {
            double dc = ShoeboxRoom.LIVING.criticalDistanceM(rt60);
            for (double d : new double[] {0.5, 1, 2, 3}) {
                double mean = 0;
                for (long seed = 0; seed < 6; seed++) {
                    mean += impulse(rt60, d, seed).drrDb() / 6;
                }
                assertThat(mean).as("DRR at RT60 %s, %s m", rt60, d)
                        .isCloseTo(20 * Math.log10(dc / d), org.assertj.core.data.Offset.offset(2.0));
            }
        }
    }

    @Test
    void directTapIsOneOverTheDistanceAtItsDelay() {
        RoomImpulse h = impulse(0.5, 2, 4);
        double r = h.directIndex() / (double) RATE_HZ * RoomImpulse.SPEED_OF_SOUND_M_S;
        assertThat(r).isCloseTo(2, org.assertj.core.data.Offset.offset(0.01));
        assertThat(h.taps()[h.directIndex()]).isCloseTo(0.5, org.assertj.core.data.Offset.offset(1e-12));
        assertThat(h.taps()[h.directIndex() - 1]).isZero();
    }

    @Test
    void criticalDistanceAndAbsorptionAreSabines() {
        assertThat(ShoeboxRoom.LIVING.criticalDistanceM(0.5)).isCloseTo(0.0566 * Math.sqrt(54 / 0.5),
                org.assertj.core.data.Offset.offset(0.002));
        assertThat(ShoeboxRoom.LIVING.absorptionFor(0.5)).isCloseTo(0.161 * 54 / (88.6 * 0.5),
                org.assertj.core.data.Offset.offset(1e-9));
        assertThatThrownBy(() -> ShoeboxRoom.LIVING.absorptionFor(0.09))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("rt60S");
    }

    @Test
    void placementKeepsTheDistanceAndTheMargins() {
        SplittableRandom r = new SplittableRandom(9);
        for (int i = 0; i < 200; i++) {
            Placement p = Placement.draw(ShoeboxRoom.LIVING, 3, r);
            assertThat(p.distanceM()).isCloseTo(3, org.assertj.core.data.Offset.offset(1e-9));
            assertThat(p.microphone().inside(ShoeboxRoom.LIVING, 0.5)).isTrue();
            assertThat(p.source().z()).isBetween(0.7, 1.5);
        }
        assertThatThrownBy(() -> Placement.draw(ShoeboxRoom.LIVING, 6, new SplittableRandom(1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("distanceM");
    }
}
