package echoai.link1.modem;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Carrier sense: the profile's own tones are present, noise and speech-like sound are not. */
class CarrierSenseTest {
    private static short[] noise(int samples, double sigma, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        short[] out = new short[samples];
        for (int i = 0; i < samples; i++) {
            out[i] = (short) Math.max(-32768, Math.min(32767, Math.round(sigma * r.nextGaussian())));
        }
        return out;
    }

    private static boolean everPresent(CarrierSense cs, short[] pcm) {
        boolean any = false;
        for (int i = 0; i < pcm.length; i += 16) {
            cs.accept(pcm, i, Math.min(16, pcm.length - i));
            any |= cs.present();
        }
        return any;
    }

    @Test
    void aFrameOfEveryProfileIsPresentFromItsFirstWindowToItsEnd() {
        byte[] frame = echoai.wsp.Hex.parse("57110107020b1c09ce00001e0000004c010031172130", 22);
        for (AirProfile p : AirProfile.values()) {
            short[] rec = p.recordingOfFrames(List.of(frame));
            short[] noise = noise(rec.length, 300, 1);
            for (int i = 0; i < rec.length; i++) {
                rec[i] = (short) (rec[i] + noise[i]);
            }
            CarrierSense cs = CarrierSense.of(p);
            int from = p.frameOffset(0);
            int present = 0;
            int blocks = 0;
            for (int i = 0; i + 16 <= rec.length; i += 16) {
                cs.accept(rec, i, 16);
                if (i >= from + 512 && i + 16 <= from + p.frameSamples()) {
                    blocks++;
                    present += cs.present() ? 1 : 0;
                }
                if (i + 16 <= from) {
                    assertThat(cs.present()).as(p + " before the frame, block " + i).isFalse();
                }
            }
            assertThat(present).as(p + ": blocks inside the frame").isEqualTo(blocks);
        }
    }

    @Test
    void whiteNoiseAndHarmonicSpeechLikeSoundAreNotATone() {
        for (AirProfile p : AirProfile.values()) {
            assertThat(everPresent(CarrierSense.of(p), noise(16_000 * 20, 3000, 7)))
                    .as(p + " in 20 s of white noise").isFalse();
        }
        // a voiced sound: 40 harmonics of 140 Hz with a slow vibrato, as a vowel
        short[] voice = new short[16_000 * 5];
        double phase = 0;
        for (int n = 0; n < voice.length; n++) {
            double f0 = 140 * (1 + 0.03 * Math.sin(2 * Math.PI * 5 * n / 16_000.0));
            phase += 2 * Math.PI * f0 / 16_000;
            double v = 0;
            for (int h = 1; h <= 40; h++) {
                v += Math.sin(h * phase) / h;
            }
            voice[n] = (short) Math.round(6000 * v);
        }
        assertThat(everPresent(CarrierSense.of(AirProfile.R), voice))
                .as("a vowel-like harmonic sound").isFalse();
    }

    @Test
    void itDoesNotDependOnChunkingNorOnLevel() {
        short[] rec = AirProfile.K1.recordingOfFrames(List.of(new byte[22]));
        CarrierSense whole = CarrierSense.of(AirProfile.K1);
        CarrierSense bits = CarrierSense.of(AirProfile.K1);
        whole.accept(rec, 0, 10_000);
        for (int i = 0; i < 10_000; i += 7) {
            bits.accept(rec, i, Math.min(7, 10_000 - i));
        }
        assertThat(bits.maxCoherenceQ8()).isEqualTo(whole.maxCoherenceQ8()).isPositive();
        short[] quiet = new short[10_000];
        for (int i = 0; i < quiet.length; i++) {
            quiet[i] = (short) (rec[i] / 16);
        }
        CarrierSense low = CarrierSense.of(AirProfile.K1);
        low.accept(quiet, 0, quiet.length);
        assertThat(low.present()).isTrue();
        assertThat(low.maxCoherenceQ8()).isCloseTo(whole.maxCoherenceQ8(),
                org.assertj.core.data.Percentage.withPercentage(5));
        assertThatThrownBy(() -> new CarrierSense(new int[0])).hasMessageContaining("at least one");
        assertThatThrownBy(() -> new CarrierSense(new int[] {256})).hasMessageContaining("[1, 255]");
    }
}
