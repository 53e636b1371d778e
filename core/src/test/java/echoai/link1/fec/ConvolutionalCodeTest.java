package echoai.link1.fec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The K=7 rate-1/2 code: its impulse response (the generators), and Viterbi decoding. */
class ConvolutionalCodeTest {
    @Test
    void impulseResponseIsTheTwoGenerators() {
        byte[] in = new byte[7];
        in[0] = 1;
        byte[] out = new byte[14];
        ConvolutionalCode.encode(in, out);
        // 171 octal = 1 111 001: taps at delays 0,1,2,3,6; 133 octal = 1 011 011: 0,2,3,5,6.
        byte[] c0 = new byte[7];
        byte[] c1 = new byte[7];
        for (int t = 0; t < 7; t++) {
            c0[t] = out[2 * t];
            c1[t] = out[2 * t + 1];
        }
        assertThat(c0).containsExactly(1, 1, 1, 1, 0, 0, 1);
        assertThat(c1).containsExactly(1, 0, 1, 1, 0, 1, 1);
    }

    @Test
    void decodesCleanAndCorrectsScatteredHardErrors() {
        SplittableRandom r = new SplittableRandom(3);
        ConvolutionalCode code = new ConvolutionalCode(200);
        for (int trial = 0; trial < 200; trial++) {
            byte[] in = new byte[182];
            for (int i = 0; i < 176; i++) {
                in[i] = (byte) r.nextInt(2);
            }
            byte[] out = new byte[364];
            ConvolutionalCode.encode(in, out);
            int[] soft = new int[364];
            for (int j = 0; j < 364; j++) {
                soft[j] = out[j] == 0 ? 100 : -100;
            }
            // Four flipped bits at least 40 apart: within the free distance (10) of each other.
            int start = r.nextInt(40);
            for (int e = 0; e < 4; e++) {
                soft[start + 80 * e] = -soft[start + 80 * e];
            }
            byte[] got = new byte[182];
            long metric = code.decode(soft, 182, got);
            assertThat(got).as("trial %d", trial).containsExactly(in);
            assertThat(metric).isEqualTo(100L * (364 - 8));
        }
    }

    @Test
    void refusesBadArguments() {
        assertThatThrownBy(() -> new ConvolutionalCode(6)).isInstanceOf(IllegalArgumentException.class);
        ConvolutionalCode code = new ConvolutionalCode(10);
        assertThatThrownBy(() -> code.decode(new int[22], 11, new byte[11]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("inputBits");
        int[] soft = new int[20];
        soft[3] = (1 << 20) + 1;
        assertThatThrownBy(() -> code.decode(soft, 10, new byte[10]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("soft[2");
        assertThatThrownBy(() -> ConvolutionalCode.encode(new byte[] {2}, new byte[2]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("bits[0]");
    }
}
