package echoai.link1.frame;

import java.util.Objects;

/**
 * CRC-16/CCITT-FALSE (also catalogued as CRC-16/IBM-3740): polynomial 0x1021, initial value
 * 0xFFFF, no input or output reflection, final XOR 0. The check value of the ASCII string
 * {@code "123456789"} is {@code 0x29B1} (KERMIT would give 0x2189, XMODEM 0x31C3).
 *
 * <p>Byte-wise table method (Sarwate 1988): the 256-entry table is generated at class load by
 * {@link #generateTable()}, a pure function, and pinned by SHA-256 in a test.
 */
public final class Crc16 {
    /** The generator polynomial x^16 + x^12 + x^5 + 1 without the x^16 term. */
    public static final int POLY = 0x1021;
    /** The register's initial value. */
    public static final int INIT = 0xFFFF;
    /** The CRC of ASCII "123456789" for this variant. */
    public static final int CHECK = 0x29B1;

    private static final int[] TABLE = generateTable();

    private Crc16() {
    }

    /** The 256-entry table: entry i is the CRC register after shifting byte i through 8 steps. */
    static int[] generateTable() {
        int[] table = new int[256];
        for (int i = 0; i < 256; i++) {
            int reg = i << 8;
            for (int bit = 0; bit < 8; bit++) {
                reg = (reg & 0x8000) != 0 ? (reg << 1) ^ POLY : reg << 1;
            }
            table[i] = reg & 0xFFFF;
        }
        return table;
    }

    /**
     * A copy of the table (for pinning).
     *
     * @return a fresh 256-entry array, each entry 0..65535
     */
    public static int[] table() {
        return TABLE.clone();
    }

    /**
     * Feeds one byte into a running CRC register.
     *
     * @param crc the register so far, 0..65535 ({@link #INIT} before the first byte)
     * @param b the byte; only its low 8 bits are used
     * @return the register after the byte, 0..65535
     */
    public static int update(int crc, int b) {
        return ((crc << 8) ^ TABLE[((crc >>> 8) ^ b) & 0xFF]) & 0xFFFF;
    }

    /**
     * The CRC of a slice of an array.
     *
     * @param data the bytes
     * @param offset index of the first byte, 0..data.length
     * @param length number of bytes, 0..data.length - offset
     * @return the CRC, 0..65535
     * @throws IndexOutOfBoundsException when the slice is outside {@code data}
     */
    public static int compute(byte[] data, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, data.length);
        int crc = INIT;
        for (int i = offset; i < offset + length; i++) {
            crc = update(crc, data[i]);
        }
        return crc;
    }

    /**
     * The CRC of a whole array.
     *
     * @param data the bytes (may be empty: the CRC is then {@link #INIT})
     * @return the CRC, 0..65535
     */
    public static int compute(byte[] data) {
        return compute(data, 0, data.length);
    }
}
