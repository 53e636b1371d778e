package echoai.link1.message;

import echoai.link1.frame.Crc16;
import echoai.link1.frame.LinkFrame;
import echoai.link1.message.ParsedFrame.Reason;
import echoai.link1.message.ParsedFrame.Rejected;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The message layer's frames on the wire (docs/spec/MESSAGE.md §1): LINK-1's 22 bytes, magic
 * 'W' and CRC-16, with byte 1's high nibble {@value #VERSION_NIBBLE} (message layer version 1)
 * and a type in its low nibble. {@link #parse} checks, in this order, length, CRC, magic and
 * nibble (another layer's frame, such as a postcard, is {@link Reason#NOT_MESSAGE}), type and
 * every field's range, and never throws for bad bytes.
 */
public final class MessageFrames {
    /** Byte 1's high nibble of every message frame: the message layer's version 1. */
    public static final int VERSION_NIBBLE = 2;
    /** Type of a DATA frame. */
    public static final int TYPE_DATA = 0;
    /** Type of a NEED frame. */
    public static final int TYPE_NEED = 1;
    /** Type of a DONE frame. */
    public static final int TYPE_DONE = 2;

    private MessageFrames() {
    }

    /**
     * Parses 22 bytes as a message frame.
     *
     * @param bytes the candidate (any length: a wrong one is a rejection)
     * @return the frame, or the first check that failed
     */
    public static ParsedFrame parse(byte[] bytes) {
        Objects.requireNonNull(bytes, "bytes");
        if (bytes.length != LinkFrame.LENGTH) {
            return new Rejected(Reason.BAD_LENGTH, "a frame has 22 bytes: " + bytes.length);
        }
        if (!LinkFrame.crcOk(bytes, 0)) {
            return new Rejected(Reason.CRC, "crc 0x" + Integer.toHexString(
                    LinkFrame.storedCrc(bytes, 0)) + ", computed 0x" + Integer.toHexString(
                    Crc16.compute(bytes, 0, LinkFrame.OFFSET_CRC)));
        }
        int version = (bytes[1] & 0xFF) >>> 4;
        if ((bytes[0] & 0xFF) != LinkFrame.MAGIC || version != VERSION_NIBBLE) {
            return new Rejected(Reason.NOT_MESSAGE, "magic 0x" + Integer.toHexString(
                    bytes[0] & 0xFF) + ", version " + version);
        }
        int type = bytes[1] & 0xF;
        return switch (type) {
            case TYPE_DATA -> parseData(bytes);
            case TYPE_NEED -> parseNeed(bytes);
            case TYPE_DONE -> parseDone(bytes);
            default -> malformed("reserved type " + type);
        };
    }

    private static ParsedFrame parseData(byte[] b) {
        int block = b[4] & 0x7F;
        if (block >= Geometry.MAX_BLOCKS) {
            return malformed("block must be in [0, 39]: " + block);
        }
        byte[] fragment = new byte[Geometry.FRAGMENT_BYTES];
        System.arraycopy(b, 7, fragment, 0, fragment.length);
        return new DataFrame(b[2] & 0xFF, b[3] & 0xFF, (b[4] & 0x80) != 0, block,
                (b[5] & 0x80) != 0, (b[5] & 0x7F) + 1, b[6] & 0xFF, fragment);
    }

    private static ParsedFrame parseNeed(byte[] b) {
        int part = (b[5] & 0xFF) >>> 4;
        int parts = b[5] & 0xF;
        int firstBlock = b[6] & 0xFF;
        if (parts < 1 || parts > NeedFrame.MAX_PARTS || part >= parts) {
            return malformed("part " + part + " of " + parts);
        }
        if (firstBlock >= Geometry.MAX_BLOCKS) {
            return malformed("first block must be in [0, 39]: " + firstBlock);
        }
        List<Integer> counts = new ArrayList<>(NeedFrame.COUNTS);
        for (int i = 0; i < NeedFrame.COUNTS; i++) {
            counts.add(b[7 + i] & 0xFF);
        }
        String problem = NeedFrame.countsProblem(counts);
        if (problem != null) {
            return malformed(problem);
        }
        return new NeedFrame(b[2] & 0xFF, b[3] & 0xFF, b[4] & 0xFF, part, parts, firstBlock,
                counts);
    }

    private static ParsedFrame parseDone(byte[] b) {
        for (int i = 5 + MessageCheck.BYTES; i < LinkFrame.OFFSET_CRC; i++) {
            if (b[i] != 0) {
                return malformed("DONE's bytes 13..19 must be 0: byte " + i);
            }
        }
        return new DoneFrame(b[2] & 0xFF, b[3] & 0xFF, b[4] & 0xFF, MessageCheck.read(b, 5));
    }

    private static Rejected malformed(String detail) {
        return new Rejected(Reason.MALFORMED, detail);
    }

    /** A fresh 22-byte frame with magic, version and type, and the station id in byte 2. */
    static byte[] header(int type, int station) {
        byte[] out = new byte[LinkFrame.LENGTH];
        out[0] = (byte) LinkFrame.MAGIC;
        out[1] = (byte) (VERSION_NIBBLE << 4 | type);
        out[2] = (byte) station;
        return out;
    }

    /** Writes the CRC of bytes 0..19 into bytes 20..21, big-endian; returns the frame. */
    static byte[] sealCrc(byte[] frame) {
        int crc = Crc16.compute(frame, 0, LinkFrame.OFFSET_CRC);
        frame[LinkFrame.OFFSET_CRC] = (byte) (crc >>> 8);
        frame[LinkFrame.OFFSET_CRC + 1] = (byte) crc;
        return frame;
    }

    static void checkByte(String name, int value) {
        checkRange(name, value, 0, 255);
    }

    static void checkRange(String name, int value, int min, int max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(name + " must be in [" + min + ", " + max + "]: "
                    + value);
        }
    }
}
