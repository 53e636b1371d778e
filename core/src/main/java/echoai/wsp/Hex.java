package echoai.wsp;

/**
 * Lower-case hex text ⇄ bytes, strict: an odd length or a non-hex digit is an error. Written out
 * rather than {@code java.util.HexFormat}, which the browser build's class library (TeaVM) lacks.
 */
public final class Hex {
    private static final char[] DIGITS = "0123456789abcdef".toCharArray();

    private Hex() {
    }

    /**
     * Lower-case hex of some bytes.
     *
     * @param bytes the bytes
     * @return two hex digits per byte
     */
    public static String of(byte[] bytes) {
        char[] out = new char[2 * bytes.length];
        for (int i = 0; i < bytes.length; i++) {
            out[2 * i] = DIGITS[(bytes[i] >> 4) & 0xF];
            out[2 * i + 1] = DIGITS[bytes[i] & 0xF];
        }
        return new String(out);
    }

    /**
     * Parses hex text (either case) of exactly {@code expectedBytes} bytes, or any length
     * when {@code expectedBytes} is negative. Surrounding blanks are ignored.
     *
     * @param text the hex text
     * @param expectedBytes the byte count required, or negative for any
     * @return the bytes
     * @throws IllegalArgumentException naming the problem (odd length, a non-hex digit, a wrong
     *     count)
     */
    public static byte[] parse(String text, int expectedBytes) {
        String s = text.strip();
        for (int i = 0; i < s.length(); i++) {
            if (Character.digit(s.charAt(i), 16) < 0) {
                throw new IllegalArgumentException("not a hex digit at position " + i + ": '"
                        + s.charAt(i) + "'");
            }
        }
        if (s.length() % 2 != 0) {
            throw new IllegalArgumentException("odd number of hex digits: " + s.length());
        }
        if (expectedBytes >= 0 && s.length() != 2 * expectedBytes) {
            throw new IllegalArgumentException("expected " + 2 * expectedBytes
                    + " hex digits, got " + s.length());
        }
        byte[] out = new byte[s.length() / 2];
        for (int i = 0; i < out.length; i++) {
            out[i] = (byte) (Character.digit(s.charAt(2 * i), 16) << 4
                    | Character.digit(s.charAt(2 * i + 1), 16));
        }
        return out;
    }
}
