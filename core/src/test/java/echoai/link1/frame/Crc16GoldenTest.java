package echoai.link1.frame;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class Crc16GoldenTest {
    /** SHA-256 of the CRC-16/CCITT-FALSE table: count (int32 BE) then 256 entries (uint16 BE). */
    static final String TABLE_SHA256 =
            "43de394db3f883e2c7f940b53fcf6df6504f6e1e6bbf7a436e6f27b741db2d4d";

    @Test
    void checkValueOf123456789Is0x29B1() {
        byte[] check = "123456789".getBytes(StandardCharsets.US_ASCII);
        assertThat(Crc16.compute(check)).isEqualTo(0x29B1).isEqualTo(Crc16.CHECK);
    }

    @Test
    void emptyInputGivesTheInitialValue() {
        assertThat(Crc16.compute(new byte[0])).isEqualTo(0xFFFF);
    }

    @Test
    void tableIsPinnedBySha256() throws Exception {
        int[] table = Crc16.table();
        // first entries of the well-known MSB-first 0x1021 table
        assertThat(table).startsWith(0x0000, 0x1021, 0x2042, 0x3063);
        assertThat(table[255]).isEqualTo(0x1EF0);
        ByteBuffer canonical = ByteBuffer.allocate(4 + 2 * table.length);
        canonical.putInt(table.length);
        for (int entry : table) {
            canonical.putShort((short) entry);
        }
        byte[] digest = MessageDigest.getInstance("SHA-256").digest(canonical.array());
        assertThat(HexFormat.of().formatHex(digest)).isEqualTo(TABLE_SHA256);
    }

    @Test
    void tableMethodAgreesWithBitwiseShiftRegister() {
        SplittableRandom random = new SplittableRandom(20_26);
        for (int trial = 0; trial < 500; trial++) {
            byte[] data = new byte[random.nextInt(64)];
            random.nextBytes(data);
            assertThat(Crc16.compute(data)).as("trial %d", trial).isEqualTo(bitwise(data));
        }
    }

    /** Bit-serial reference: MSB first, poly 0x1021, init 0xFFFF, no reflection, xorout 0. */
    private static int bitwise(byte[] data) {
        int reg = 0xFFFF;
        for (byte b : data) {
            for (int bit = 7; bit >= 0; bit--) {
                int in = (b >>> bit) & 1;
                int top = (reg >>> 15) & 1;
                reg = (reg << 1) & 0xFFFF;
                if ((in ^ top) != 0) {
                    reg ^= 0x1021;
                }
            }
        }
        return reg;
    }
}
