package echoai.link1.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import echoai.link1.fec.AirCodec;
import echoai.link1.fec.AirDecode;
import echoai.link1.fec.Interleaver;
import echoai.link1.fec.Rs1511;
import echoai.link1.fec.RsOutcome;

/**
 * Fuzz tests of the RS(15,11) decoder and the air codec: for any received nibbles, erasure set
 * and reliabilities they never throw and never return anything but a codeword within the
 * correction radius of what was received. Plain {@code mvn test} replays the committed inputs
 * under {@code RsFuzzTestInputs/}; {@code JAZZER_FUZZ=1} fuzzes for real.
 */
class RsFuzzTest {

    /**
     * Input: 15 word nibbles (byte &amp; 15), an erasure count (mod 5) and positions (mod 15,
     * repeats skipped); if bit 7 of byte 15 is set the first 11 nibbles are encoded to a
     * codeword and then the remaining bytes are (position, value) error pairs, so that the
     * decoder's answer can also be checked against the codeword that was sent.
     */
    @FuzzTest(maxDuration = "60s")
    void rsBlock(byte[] input) {
        byte[] word = new byte[Rs1511.N];
        for (int k = 0; k < Rs1511.N; k++) {
            word[k] = (byte) (at(input, k) & 15);
        }
        int control = at(input, Rs1511.N);
        byte[] sent = null;
        int next = Rs1511.N + 1;
        int[] erasures = new int[Rs1511.MAX_ERASURES];
        int wanted = (control & 0x7F) % (Rs1511.MAX_ERASURES + 1);
        int count = 0;
        for (int i = 0; i < wanted; i++) {
            int p = at(input, next++) % Rs1511.N;
            if (!contains(erasures, count, p)) {
                erasures[count++] = p;
            }
        }
        if ((control & 0x80) != 0) {
            Rs1511.encode(word, 0);
            sent = word.clone();
            while (next + 1 < input.length) {
                int p = at(input, next++) % Rs1511.N;
                word[p] ^= (byte) (at(input, next++) & 15);
            }
        }
        byte[] received = word.clone();
        Rs1511 rs = new Rs1511();
        RsOutcome outcome = rs.decode(word, 0, erasures, count);
        assertThat(outcome.erasures()).isEqualTo(count);
        if (outcome instanceof RsOutcome.Failed) {
            assertThat(word).isEqualTo(received);
        } else {
            int errors = ((RsOutcome.Corrected) outcome).errors();
            assertThat(Rs1511.isCodeword(word, 0)).isTrue();
            assertThat(2 * errors + count).isLessThanOrEqualTo(Rs1511.PARITY);
            assertThat(changedOutside(received, word, erasures, count)).isLessThanOrEqualTo(errors);
        }
        if (sent != null && 2 * changedOutside(received, sent, erasures, count) + count
                <= Rs1511.PARITY) {
            assertThat(word).as("within the radius the sent codeword comes back").isEqualTo(sent);
        }
    }

    /**
     * Input: 60 air nibbles (byte &amp; 15), then up to 60 reliabilities (byte &amp; 0xFF; none
     * at all means errors-only decoding). A decoded frame re-encodes to air that differs from
     * what was received in each block by at most that block's errors + erasures, the engine
     * keeps no state between calls, and a clean re-encoding decodes with no corrections.
     */
    @FuzzTest(maxDuration = "60s")
    void airDecode(byte[] input) {
        byte[] air = new byte[AirCodec.AIR_NIBBLES];
        for (int p = 0; p < air.length; p++) {
            air[p] = (byte) (at(input, p) & 15);
        }
        int[] reliability = null;
        if (input.length > AirCodec.AIR_NIBBLES) {
            reliability = new int[AirCodec.AIR_NIBBLES];
            for (int p = 0; p < reliability.length; p++) {
                reliability[p] = at(input, AirCodec.AIR_NIBBLES + p);
            }
        }
        AirDecode result = ENGINE.decode(air, reliability);
        assertThat(AirCodec.decodeOnce(air, reliability)).isEqualTo(result);
        if (result instanceof AirDecode.Decoded decoded) {
            byte[] again = AirCodec.encode(decoded.frame());
            int[] differ = new int[Interleaver.BLOCKS];
            for (int p = 0; p < again.length; p++) {
                if (again[p] != air[p]) {
                    differ[Interleaver.blockOf(p)]++;
                }
            }
            for (int j = 0; j < Interleaver.BLOCKS; j++) {
                assertThat(differ[j]).as("block %d", j).isLessThanOrEqualTo(
                        decoded.errorsInBlock(j) + decoded.erasuresInBlock(j));
            }
            AirDecode clean = AirCodec.decodeOnce(again, null);
            assertThat(clean).isInstanceOf(AirDecode.Decoded.class);
            assertThat(((AirDecode.Decoded) clean).frame()).isEqualTo(decoded.frame());
            assertThat(((AirDecode.Decoded) clean).errors()).isZero();
        }
    }

    private static final AirCodec ENGINE = new AirCodec();

    private static int at(byte[] input, int i) {
        return i < input.length ? input[i] & 0xFF : 0;
    }

    private static boolean contains(int[] a, int n, int v) {
        for (int i = 0; i < n; i++) {
            if (a[i] == v) {
                return true;
            }
        }
        return false;
    }

    private static int changedOutside(byte[] a, byte[] b, int[] erasures, int count) {
        int n = 0;
        for (int k = 0; k < a.length; k++) {
            if (a[k] != b[k] && !contains(erasures, count, k)) {
                n++;
            }
        }
        return n;
    }
}
