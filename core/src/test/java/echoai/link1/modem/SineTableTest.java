package echoai.link1.modem;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/** Pins the two tone tables by SHA-256 (count as int32 BE, then each entry as int16 BE). */
class SineTableTest {
    /** T_16384[i] = round(16384·sin(2πi/512)); hash from an independent Python generator. */
    private static final String FULL_SHA256 =
            "6ccdae72d3d72929a53107a0aca3207c97ec4b6ede6f38016e4de48a447f1ec9";
    /** T_11585[i] = round(11585·sin(2πi/512)); same generator. */
    private static final String PAIR_SHA256 =
            "c6c0099129bcb6d4f38f83fa304c9f6941032a2ebc480f4b6233a1b21310641e";

    static String sha256(short[] table) throws Exception {
        ByteBuffer b = ByteBuffer.allocate(4 + 2 * table.length);
        b.putInt(table.length);
        for (short v : table) {
            b.putShort(v);
        }
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b.array()));
    }

    @Test
    void fullTableIsPinned() throws Exception {
        assertThat(sha256(SineTable.copy(SineTable.AMPLITUDE_FULL))).isEqualTo(FULL_SHA256);
    }

    @Test
    void pairTableIsPinned() throws Exception {
        assertThat(sha256(SineTable.copy(SineTable.AMPLITUDE_PAIR))).isEqualTo(PAIR_SHA256);
    }

    @Test
    void tablesHaveTheirPeaksAndQuarterSymmetry() {
        short[] t = SineTable.copy(SineTable.AMPLITUDE_FULL);
        assertThat(t[0]).isEqualTo((short) 0);
        assertThat(t[128]).isEqualTo((short) 16384);
        assertThat(t[384]).isEqualTo((short) -16384);
        for (int i = 1; i < 256; i++) {
            assertThat(t[512 - i]).as("odd symmetry at %d", i).isEqualTo((short) -t[i]);
        }
    }
}
