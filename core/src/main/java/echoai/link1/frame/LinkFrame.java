package echoai.link1.frame;

import echoai.link1.frame.FrameResult.Accepted;
import echoai.link1.frame.FrameResult.Reason;
import echoai.link1.frame.FrameResult.Rejected;
import echoai.wsp.Hex;
import echoai.wsp.Postcard;
import java.util.Objects;

/**
 * The 22-byte link frame around a postcard (never inside it). Version is always 1.
 *
 * <pre>
 * byte  0      1                  2        3      4 .. 19      20 .. 21
 *      +------+------------------+--------+------+------------+-----------------+
 *      | 'W'  | version&lt;&lt;4 | act | sender | seq  | postcard   | CRC-16 (BE)     |
 *      | 0x57 | 1          | 0..3| 0..255 |0..255| 16 bytes   | over bytes 0..19|
 *      +------+------------------+--------+------+------------+-----------------+
 * </pre>
 *
 * <p>CRC is {@link Crc16} (CCITT-FALSE). {@link #parse(byte[])} checks, in this order, length,
 * CRC, magic, version, act and postcard validity, and never throws for bad bytes.
 *
 * @param act the speech act
 * @param sender the sender id, 0..255
 * @param seq the sequence number (mod 256), 0..255
 * @param postcard the carried postcard (any valid one)
 */
public record LinkFrame(Act act, int sender, int seq, Postcard postcard) {
    /** Total length in bytes. */
    public static final int LENGTH = 22;
    /** The magic byte, ASCII 'W'. */
    public static final int MAGIC = 0x57;
    /** The only frame version. */
    public static final int VERSION = 1;

    /** Offset in the frame of the magic byte 'W'. */
    public static final int OFFSET_MAGIC = 0;
    /** Length in bytes of the magic byte 'W'. */
    public static final int LENGTH_MAGIC = 1;
    /** Offset in the frame of the version (high nibble) and act (low nibble) byte. */
    public static final int OFFSET_VERSION_ACT = 1;
    /** Length in bytes of the version (high nibble) and act (low nibble) byte. */
    public static final int LENGTH_VERSION_ACT = 1;
    /** Offset in the frame of the sender byte. */
    public static final int OFFSET_SENDER = 2;
    /** Length in bytes of the sender byte. */
    public static final int LENGTH_SENDER = 1;
    /** Offset in the frame of the sequence byte. */
    public static final int OFFSET_SEQ = 3;
    /** Length in bytes of the sequence byte. */
    public static final int LENGTH_SEQ = 1;
    /** Offset in the frame of the 16-byte postcard. */
    public static final int OFFSET_POSTCARD = 4;
    /** Length in bytes of the 16-byte postcard. */
    public static final int LENGTH_POSTCARD = Postcard.LENGTH;
    /** Offset in the frame of the big-endian CRC-16 over bytes 0..19. */
    public static final int OFFSET_CRC = 20;
    /** Length in bytes of the big-endian CRC-16 over bytes 0..19. */
    public static final int LENGTH_CRC = 2;

    static {
        if (OFFSET_MAGIC + LENGTH_MAGIC != OFFSET_VERSION_ACT
                || OFFSET_VERSION_ACT + LENGTH_VERSION_ACT != OFFSET_SENDER
                || OFFSET_SENDER + LENGTH_SENDER != OFFSET_SEQ
                || OFFSET_SEQ + LENGTH_SEQ != OFFSET_POSTCARD
                || OFFSET_POSTCARD + LENGTH_POSTCARD != OFFSET_CRC
                || OFFSET_CRC + LENGTH_CRC != LENGTH) {
            throw new AssertionError("frame layout does not add up to 22 bytes");
        }
    }

    /**
     * A frame.
     *
     * @param act the speech act, never null
     * @param sender the sender id, 0..255
     * @param seq the sequence number, 0..255
     * @param postcard the carried postcard, never null
     * @throws IllegalArgumentException when {@code sender} or {@code seq} is outside 0..255
     * @throws NullPointerException when {@code act} or {@code postcard} is null
     */
    public LinkFrame {
        Objects.requireNonNull(act, "act");
        Objects.requireNonNull(postcard, "postcard");
        checkByte("sender", sender);
        checkByte("seq", seq);
    }

    private static void checkByte(String name, int value) {
        if (value < 0 || value > 255) {
            throw new IllegalArgumentException(name + " must be in [0, 255]: " + value);
        }
    }

    /**
     * The wire form.
     *
     * @return a fresh 22-byte array, CRC included
     */
    public byte[] toBytes() {
        byte[] out = new byte[LENGTH];
        writeTo(out, 0);
        return out;
    }

    /**
     * Writes the 22 wire bytes, CRC included, into an array.
     *
     * @param out the destination
     * @param offset where the frame starts, 0..out.length - 22
     * @throws IndexOutOfBoundsException when 22 bytes do not fit at {@code offset}
     */
    public void writeTo(byte[] out, int offset) {
        Objects.checkFromIndexSize(offset, LENGTH, out.length);
        out[offset + OFFSET_MAGIC] = (byte) MAGIC;
        out[offset + OFFSET_VERSION_ACT] = (byte) (VERSION << 4 | act.code());
        out[offset + OFFSET_SENDER] = (byte) sender;
        out[offset + OFFSET_SEQ] = (byte) seq;
        postcard.writeTo(out, offset + OFFSET_POSTCARD);
        int crc = Crc16.compute(out, offset, OFFSET_CRC);
        out[offset + OFFSET_CRC] = (byte) (crc >>> 8);
        out[offset + OFFSET_CRC + 1] = (byte) crc;
    }

    /**
     * The CRC a frame carries, without checking it.
     *
     * @param bytes an array holding 22 frame bytes
     * @param offset where the frame starts, 0..bytes.length - 22
     * @return the big-endian value of frame bytes 20..21, 0..65535
     * @throws IndexOutOfBoundsException when 22 bytes do not fit at {@code offset}
     */
    public static int storedCrc(byte[] bytes, int offset) {
        Objects.checkFromIndexSize(offset, LENGTH, bytes.length);
        return (bytes[offset + OFFSET_CRC] & 0xFF) << 8 | bytes[offset + OFFSET_CRC + 1] & 0xFF;
    }

    /**
     * Whether the 22 bytes at {@code offset} carry a matching CRC (nothing else is checked).
     *
     * @param bytes an array holding 22 frame bytes
     * @param offset where the frame starts, 0..bytes.length - 22
     * @return true when the stored CRC equals the CRC of frame bytes 0..19
     * @throws IndexOutOfBoundsException when 22 bytes do not fit at {@code offset}
     */
    public static boolean crcOk(byte[] bytes, int offset) {
        return Crc16.compute(bytes, offset, OFFSET_CRC) == storedCrc(bytes, offset);
    }

    /**
     * Whether an array is one frame with a matching CRC (a check for the modem).
     *
     * @param frame22 the candidate; null or a length other than 22 gives false
     * @return true when {@code frame22} is 22 bytes long and its CRC matches
     */
    public static boolean crcOk(byte[] frame22) {
        return frame22 != null && frame22.length == LENGTH && crcOk(frame22, 0);
    }

    /**
     * The frame written as 44 hex digits (as {@code link1 frame} prints it and
     * {@link #toHex()} writes it): the factory for a frame given as text. A frame that fails
     * {@link #parse(byte[])} is refused with its reason.
     *
     * <pre>{@code LinkFrame claim = LinkFrame.fromHex("57110107020b1c09ce00001e0000004c010031172130");}</pre>
     *
     * @param hex44 44 hex digits, either case
     * @return the frame
     * @throws IllegalArgumentException when the text is not 44 hex digits, or its bytes are
     *     rejected (e.g. "rejected: CRC_MISMATCH: crc 0x2131, computed 0x2130")
     * @throws NullPointerException when {@code hex44} is null
     */
    public static LinkFrame fromHex(String hex44) {
        Objects.requireNonNull(hex44, "hex44");
        FrameResult r = parse(Hex.parse(hex44, LENGTH));
        if (r instanceof Rejected x) {
            throw new IllegalArgumentException("rejected: " + x.reason() + ": " + x.detail());
        }
        return ((Accepted) r).frame();
    }

    /**
     * The wire form as 44 lowercase hex digits, the text {@link #fromHex} reads.
     *
     * @return the hex digits
     */
    public String toHex() {
        return Hex.of(toBytes());
    }

    /**
     * Parses a whole array as one frame; see {@link #parse(byte[], int, int)}.
     *
     * @param bytes the candidate, never null (any length: a wrong one is a rejection)
     * @return the frame, or the first check that failed
     */
    public static FrameResult parse(byte[] bytes) {
        Objects.requireNonNull(bytes, "bytes");
        return parse(bytes, 0, bytes.length);
    }

    /**
     * Parses {@code length} bytes from {@code offset}: checks length, CRC, magic, version, act
     * and postcard validity in that order and returns the first failure, or the frame. Bad
     * bytes never throw.
     *
     * @param bytes the array holding the candidate
     * @param offset where the candidate starts
     * @param length the candidate's length (anything but 22 is {@link Reason#BAD_LENGTH})
     * @return the frame, or the first check that failed
     * @throws IndexOutOfBoundsException when the slice is outside {@code bytes}
     */
    public static FrameResult parse(byte[] bytes, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, bytes.length);
        if (length != LENGTH) {
            return new Rejected(Reason.BAD_LENGTH, "frame must be 22 bytes: " + length);
        }
        int computed = Crc16.compute(bytes, offset, OFFSET_CRC);
        int stored = storedCrc(bytes, offset);
        if (computed != stored) {
            return new Rejected(Reason.CRC_MISMATCH,
                    String.format("crc 0x%04x, computed 0x%04x", stored, computed));
        }
        int magic = bytes[offset + OFFSET_MAGIC] & 0xFF;
        if (magic != MAGIC) {
            return new Rejected(Reason.BAD_MAGIC, String.format("magic must be 0x57: 0x%02x", magic));
        }
        int versionAct = bytes[offset + OFFSET_VERSION_ACT] & 0xFF;
        if (versionAct >>> 4 != VERSION) {
            return new Rejected(Reason.BAD_VERSION, "version must be 1: " + (versionAct >>> 4));
        }
        if (!Act.isValid(versionAct & 0x0F)) {
            return new Rejected(Reason.BAD_ACT, "act must be in [0, 3]: " + (versionAct & 0x0F));
        }
        String why = Postcard.violation(bytes, offset + OFFSET_POSTCARD);
        if (why != null) {
            return new Rejected(Reason.INVALID_POSTCARD, why);
        }
        return new Accepted(new LinkFrame(Act.of(versionAct & 0x0F),
                bytes[offset + OFFSET_SENDER] & 0xFF, bytes[offset + OFFSET_SEQ] & 0xFF,
                Postcard.fromBytes(bytes, offset + OFFSET_POSTCARD)));
    }

    /**
     * One-line human form of the header.
     *
     * @return e.g. {@code CLAIM v1 sender=1 seq=7}
     */
    public String header() {
        return act + " v" + VERSION + " sender=" + sender + " seq=" + seq;
    }
}
