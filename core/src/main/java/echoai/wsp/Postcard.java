package echoai.wsp;

import java.util.Objects;

/**
 * The 16-byte WSP postcard, immutable and always valid.
 *
 * <pre>
 * byte  0    1    2    3     4..9          10     11      12         13     14    15
 *      +----+----+----+-----+-------------+------+-------+----------+------+-----+-----+
 *      |src |rel |dst |time | V A D C U B | flags|domain |generator |style |slot | seq |
 *      +----+----+----+-----+-------------+------+-------+----------+------+-----+-----+
 *       atoms 0..47          signed int8     bits  unsigned bytes 0..255
 *                            each -100..100  0..2
 * </pre>
 *
 * <p>A postcard with an atom of 48 or more, an axis outside [-100, 100] or an unknown
 * flag bit is invalid: {@link #violation(byte[], int)} names the reason without throwing;
 * {@link #fromBytes(byte[])} throws for it.
 */
public record Postcard(Atom src, Atom rel, Atom dst, Atom time, Emotion e, int flags,
                       int domain, int generator, int style, int slot, int seq) {

    /** Total length in bytes. */
    public static final int LENGTH = 16;
    /** Offset in the postcard of the four atoms src, rel, dst, time. */
    public static final int OFFSET_ATOMS = 0;
    /** Length in bytes of the four atoms src, rel, dst, time. */
    public static final int LENGTH_ATOMS = 4;
    /** Offset in the postcard of the six emotion axes. */
    public static final int OFFSET_AXES = 4;
    /** Length in bytes of the six emotion axes. */
    public static final int LENGTH_AXES = 6;
    /** Offset in the postcard of the flags byte. */
    public static final int OFFSET_FLAGS = 10;
    /** Length in bytes of the flags byte. */
    public static final int LENGTH_FLAGS = 1;
    /** Offset in the postcard of the extension bytes domain, generator, style, slot, seq. */
    public static final int OFFSET_EXT = 11;
    /** Length in bytes of the extension bytes domain, generator, style, slot, seq. */
    public static final int LENGTH_EXT = 5;

    static {
        if (OFFSET_ATOMS + LENGTH_ATOMS != OFFSET_AXES || OFFSET_AXES + LENGTH_AXES != OFFSET_FLAGS
                || OFFSET_FLAGS + LENGTH_FLAGS != OFFSET_EXT || OFFSET_EXT + LENGTH_EXT != LENGTH) {
            throw new AssertionError("postcard layout does not add up to 16 bytes");
        }
    }

    /**
     * A postcard.
     *
     * @param src the source atom, never null
     * @param rel the relation atom, never null
     * @param dst the destination atom, never null
     * @param time the time atom, never null
     * @param e the six axes, never null
     * @param flags bits 0..2 only (see {@link Flags})
     * @param domain 0..255
     * @param generator 0..255
     * @param style 0..255
     * @param slot 0..255, the referent's high byte
     * @param seq 0..255, the referent's low byte
     * @throws IllegalArgumentException when a byte field is outside 0..255 or a flag bit is unknown
     * @throws NullPointerException when an atom or {@code e} is null
     */
    public Postcard {
        Objects.requireNonNull(src, "src");
        Objects.requireNonNull(rel, "rel");
        Objects.requireNonNull(dst, "dst");
        Objects.requireNonNull(time, "time");
        Objects.requireNonNull(e, "e");
        if ((flags & ~Flags.KNOWN) != 0 || flags < 0) {
            throw new IllegalArgumentException("flags must use only bits 0..2: " + flags);
        }
        checkByte("domain", domain);
        checkByte("generator", generator);
        checkByte("style", style);
        checkByte("slot", slot);
        checkByte("seq", seq);
    }

    private static void checkByte(String name, int value) {
        if (value < 0 || value > 255) {
            throw new IllegalArgumentException(name + " must be in [0, 255]: " + value);
        }
    }

    /**
     * The 16-bit referent carried in slot·seq (slot is the high byte).
     *
     * @return 0..65535
     */
    public int referent() {
        return slot << 8 | seq;
    }

    /**
     * A copy with slot·seq set to a referent.
     *
     * @param referent 0..65535
     * @return the new postcard
     * @throws IllegalArgumentException when {@code referent} is outside 0..65535
     */
    public Postcard withReferent(int referent) {
        if (referent < 0 || referent > 0xFFFF) {
            throw new IllegalArgumentException("referent must be in [0, 65535]: " + referent);
        }
        return new Postcard(src, rel, dst, time, e, flags, domain, generator, style,
                referent >>> 8, referent & 0xFF);
    }

    /**
     * The wire form.
     *
     * @return a fresh 16-byte array
     */
    public byte[] toBytes() {
        byte[] out = new byte[LENGTH];
        writeTo(out, 0);
        return out;
    }

    /**
     * Writes the 16 wire bytes into an array.
     *
     * @param out the destination
     * @param offset where the postcard starts, 0..out.length - 16
     */
    public void writeTo(byte[] out, int offset) {
        out[offset] = (byte) src.code();
        out[offset + 1] = (byte) rel.code();
        out[offset + 2] = (byte) dst.code();
        out[offset + 3] = (byte) time.code();
        int i = offset + OFFSET_AXES;
        for (Axis axis : Axis.values()) {
            out[i++] = (byte) e.get(axis);
        }
        out[offset + OFFSET_FLAGS] = (byte) flags;
        out[offset + 11] = (byte) domain;
        out[offset + 12] = (byte) generator;
        out[offset + 13] = (byte) style;
        out[offset + 14] = (byte) slot;
        out[offset + 15] = (byte) seq;
    }

    /**
     * Why the 16 bytes at {@code offset} are not a valid postcard, or {@code null} if they
     * are. Never throws for bad content (only for a buffer too short).
     *
     * @param bytes an array holding 16 postcard bytes
     * @param offset where they start
     * @return the reason, or null for a valid postcard
     * @throws IndexOutOfBoundsException when 16 bytes do not fit at {@code offset}
     */
    public static String violation(byte[] bytes, int offset) {
        Objects.checkFromIndexSize(offset, LENGTH, bytes.length);
        for (int i = 0; i < LENGTH_ATOMS; i++) {
            int code = bytes[offset + i] & 0xFF;
            if (!Atom.isValid(code)) {
                return "atom " + i + " must be < 48: " + code;
            }
        }
        Axis[] axes = Axis.values();
        for (int i = 0; i < LENGTH_AXES; i++) {
            int value = bytes[offset + OFFSET_AXES + i];
            if (!Axis.inRange(value)) {
                return "axis " + axes[i] + " must be in [-100, 100]: " + value;
            }
        }
        int flags = bytes[offset + OFFSET_FLAGS] & 0xFF;
        if ((flags & ~Flags.KNOWN) != 0) {
            return String.format("unknown flag bits: 0x%02x", flags & ~Flags.KNOWN);
        }
        return null;
    }

    /**
     * Parses 16 bytes at {@code offset}.
     *
     * @param bytes an array holding 16 postcard bytes
     * @param offset where they start
     * @return the postcard
     * @throws IllegalArgumentException if they are not a valid postcard
     */
    public static Postcard fromBytes(byte[] bytes, int offset) {
        String why = violation(bytes, offset);
        if (why != null) {
            throw new IllegalArgumentException("invalid postcard: " + why);
        }
        Emotion e = new Emotion(bytes[offset + 4], bytes[offset + 5], bytes[offset + 6],
                bytes[offset + 7], bytes[offset + 8], bytes[offset + 9]);
        return new Postcard(Atom.of(bytes[offset] & 0xFF), Atom.of(bytes[offset + 1] & 0xFF),
                Atom.of(bytes[offset + 2] & 0xFF), Atom.of(bytes[offset + 3] & 0xFF), e,
                bytes[offset + OFFSET_FLAGS] & 0xFF, bytes[offset + 11] & 0xFF,
                bytes[offset + 12] & 0xFF, bytes[offset + 13] & 0xFF, bytes[offset + 14] & 0xFF,
                bytes[offset + 15] & 0xFF);
    }

    /**
     * Parses exactly 16 bytes.
     *
     * @param bytes the 16 bytes
     * @return the postcard
     * @throws IllegalArgumentException if the length or content is bad
     */
    public static Postcard fromBytes(byte[] bytes) {
        if (bytes.length != LENGTH) {
            throw new IllegalArgumentException("postcard must be 16 bytes: " + bytes.length);
        }
        return fromBytes(bytes, 0);
    }

    /**
     * The compact human form, e.g. {@code YO → TEMER → EFECTO @ANTES | V-50 C+100 | L gen=1 ref=0x3117}.
     * Zero axes are left out ({@code E0} when all are zero); flags and style appear when set.
     *
     * @return one line
     */
    public String human() {
        StringBuilder sb = new StringBuilder();
        sb.append(src.label()).append(" → ").append(rel.label()).append(" → ")
                .append(dst.label()).append(" @").append(time.label()).append(" |");
        boolean any = false;
        for (Axis axis : Axis.values()) {
            int value = e.get(axis);
            if (value != 0) {
                sb.append(' ').append(axis.name()).append(value > 0 ? "+" : "").append(value);
                any = true;
            }
        }
        if (!any) {
            sb.append(" E0");
        }
        sb.append(" | ");
        sb.append(domain >= 0x21 && domain <= 0x7E ? String.valueOf((char) domain)
                : String.format("0x%02x", domain));
        sb.append(" gen=").append(generator);
        if (style != 0) {
            sb.append(" style=").append(style);
        }
        if (flags != 0) {
            sb.append(" flags=").append(flagNames());
        }
        sb.append(String.format(" ref=0x%04x", referent()));
        return sb.toString();
    }

    private String flagNames() {
        StringBuilder sb = new StringBuilder();
        if ((flags & Flags.L2) != 0) {
            sb.append("L2");
        }
        if ((flags & Flags.RULE) != 0) {
            sb.append(sb.length() > 0 ? "+" : "").append("RULE");
        }
        if ((flags & Flags.VETO) != 0) {
            sb.append(sb.length() > 0 ? "+" : "").append("VETO");
        }
        return sb.toString();
    }
}
