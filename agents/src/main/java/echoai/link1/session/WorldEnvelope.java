package echoai.link1.session;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;
import java.util.zip.CRC32;

/**
 * How many worlds share one byte stream between processes (E6): every world's bytes travel in
 * an envelope, an out-of-band header with the world's seed and arm and the exact length of what
 * follows. The bytes inside (the link frames as carried, garbage and all) are never scanned for
 * a boundary, so nothing they contain can end a world early or start the next one.
 *
 * <pre>
 * byte  0 .. 3     4       5 .. 12        13     14 .. 17          18 .. 21        22 ..
 *      +----------+-------+--------------+------+-----------------+---------------+---------+
 *      | "L1WS"   | kind  | seed         | arm  | payload length  | CRC-32        | payload |
 *      | 4C315753 | F / R | signed, BE   | tag  | BE, 0..2^20     | of bytes 0..17| n bytes |
 *      +----------+-------+--------------+------+-----------------+---------------+---------+
 * </pre>
 *
 * <p>Kind {@code 'F'}: the payload is link-frame bytes (what a speaker sends, or in E5 one ASK
 * or one answer). Kind {@code 'R'}: the payload is a listener's report, one JSON document in
 * UTF-8 (used where the listener's stdout also carries frames: E5). The arm tag is the arm's
 * letter ({@code S T X L D}) or {@code '5'} for the E5 dialogue. The CRC is CRC-32 (IEEE 802.3,
 * {@link CRC32}) over the 18 header bytes before it.
 *
 * <p>Reading is strict: a header with the wrong magic, kind, tag, length or CRC, or a stream
 * that ends inside a header or a payload, is an {@link IOException} and the reader stops; it
 * never resynchronises, because a guessed boundary could hand one world's bytes to another. A
 * stream that ends exactly between envelopes is a clean end ({@link Optional#empty()}).
 */
public final class WorldEnvelope {
    /** The magic, ASCII {@code "L1WS"}. */
    public static final int MAGIC = 0x4C315753;
    /** Header bytes before the payload. */
    public static final int HEADER_BYTES = 22;
    /** The largest payload, bytes (a world's broadcast is at most 256 frames of 22 bytes). */
    public static final int MAX_PAYLOAD_BYTES = 1 << 20;
    /** Kind: link-frame bytes. */
    public static final char FRAMES = 'F';
    /** Kind: a listener's report (JSON, UTF-8). */
    public static final char REPORT = 'R';
    /** The arm tag of the E5 dialogue. */
    public static final char DIALOGUE = '5';

    private static final int OFFSET_CRC = 18;
    private static final String TAGS = "STXLD" + DIALOGUE;

    private final char kind;
    private final long seed;
    private final char arm;
    private final byte[] payload;

    /**
     * An envelope; {@code payload} is copied.
     *
     * @param kind {@link #FRAMES} or {@link #REPORT}
     * @param seed the world seed
     * @param arm the arm tag: S, T, X, L, D or {@link #DIALOGUE}
     * @param payload at most {@link #MAX_PAYLOAD_BYTES} bytes
     * @throws IllegalArgumentException when a value is out of range
     */
    public WorldEnvelope(char kind, long seed, char arm, byte[] payload) {
        if (kind != FRAMES && kind != REPORT) {
            throw new IllegalArgumentException("kind must be F or R: " + kind);
        }
        if (TAGS.indexOf(arm) < 0) {
            throw new IllegalArgumentException("arm must be one of " + TAGS + ": " + arm);
        }
        if (payload.length > MAX_PAYLOAD_BYTES) {
            throw new IllegalArgumentException("payload must be at most " + MAX_PAYLOAD_BYTES
                    + " bytes: " + payload.length);
        }
        this.kind = kind;
        this.seed = seed;
        this.arm = arm;
        this.payload = payload.clone();
    }

    /**
     * The arm tag of a wire arm.
     *
     * @param arm the arm
     * @return its letter
     */
    public static char tag(Arm arm) {
        return arm.name().charAt(0);
    }

    /**
     * The kind.
     *
     * @return {@link #FRAMES} or {@link #REPORT}
     */
    public char kind() {
        return kind;
    }

    /**
     * The world seed.
     *
     * @return the seed
     */
    public long seed() {
        return seed;
    }

    /**
     * The arm tag.
     *
     * @return S, T, X, L, D or {@link #DIALOGUE}
     */
    public char arm() {
        return arm;
    }

    /**
     * The payload.
     *
     * @return a fresh copy
     */
    public byte[] payload() {
        return payload.clone();
    }

    /**
     * Header and payload, as written.
     *
     * @return 22 + payload bytes
     */
    public byte[] toBytes() {
        ByteBuffer b = ByteBuffer.allocate(HEADER_BYTES + payload.length);
        b.putInt(MAGIC).put((byte) kind).putLong(seed).put((byte) arm).putInt(payload.length);
        b.putInt((int) crc(b.array()));
        b.put(payload);
        return b.array();
    }

    /**
     * Writes the envelope and flushes (a pipe peer may be waiting for it).
     *
     * @param out the stream
     * @throws IOException when writing fails
     */
    public void writeTo(OutputStream out) throws IOException {
        out.write(toBytes());
        out.flush();
    }

    /**
     * The next envelope of {@code in}; empty at a clean end (no byte before the header); an
     * {@link IOException} naming the fault for a bad header or a stream cut inside an envelope.
     *
     * @param in the stream
     * @return the envelope, or empty at a clean end
     * @throws IOException for a bad header or a cut stream
     */
    public static Optional<WorldEnvelope> read(InputStream in) throws IOException {
        byte[] header = new byte[HEADER_BYTES];
        int got = in.readNBytes(header, 0, HEADER_BYTES);
        if (got == 0) {
            return Optional.empty();
        }
        if (got < HEADER_BYTES) {
            throw new IOException("world stream cut inside a header (" + got + " of "
                    + HEADER_BYTES + " bytes)");
        }
        ByteBuffer b = ByteBuffer.wrap(header);
        int magic = b.getInt();
        char kind = (char) (b.get() & 0xFF);
        long seed = b.getLong();
        char arm = (char) (b.get() & 0xFF);
        int length = b.getInt();
        int crc = b.getInt();
        if (magic != MAGIC || crc != (int) crc(header)) {
            throw new IOException("world stream broken: not an envelope header (magic or CRC)");
        }
        if (length < 0 || length > MAX_PAYLOAD_BYTES) {
            throw new IOException("world stream broken: payload length " + length);
        }
        byte[] payload = in.readNBytes(length);
        if (payload.length < length) {
            throw new IOException("world stream cut inside a payload (" + payload.length
                    + " of " + length + " bytes)");
        }
        try {
            return Optional.of(new WorldEnvelope(kind, seed, arm, payload));
        } catch (IllegalArgumentException bad) {
            throw new IOException("world stream broken: " + bad.getMessage(), bad);
        }
    }

    /**
     * The next envelope, which must be of {@code kind} for world {@code seed} and arm
     * {@code arm}; anything else (another world, the end) is an {@link IOException}.
     *
     * @param in the stream
     * @param kind the expected kind
     * @param seed the expected world seed
     * @param arm the expected arm tag
     * @return the envelope
     * @throws IOException for anything else
     */
    public static WorldEnvelope expect(InputStream in, char kind, long seed, char arm)
            throws IOException {
        WorldEnvelope e = read(in).orElseThrow(() -> new IOException(
                "world stream ended before world " + seed + " (" + arm + ")"));
        if (e.kind != kind || e.seed != seed || e.arm != arm) {
            throw new IOException("world stream out of order: expected " + kind + " of world "
                    + seed + " (" + arm + "), got " + e.kind + " of world " + e.seed + " ("
                    + e.arm + ")");
        }
        return e;
    }

    private static long crc(byte[] header) {
        CRC32 c = new CRC32();
        c.update(header, 0, OFFSET_CRC);
        return c.getValue();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof WorldEnvelope e && e.kind == kind && e.seed == seed && e.arm == arm
                && Arrays.equals(e.payload, payload);
    }

    @Override
    public int hashCode() {
        return Objects.hash(kind, seed, arm, Arrays.hashCode(payload));
    }

    @Override
    public String toString() {
        return "WorldEnvelope[" + kind + ", seed " + seed + ", " + arm + ", " + payload.length
                + " bytes]";
    }

    /**
     * Bytes of several envelopes back to back (tests, the parent's relay).
     *
     * @param envelopes the envelopes
     * @return their bytes, in order
     */
    public static byte[] concat(Iterable<WorldEnvelope> envelopes) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (WorldEnvelope e : envelopes) {
            out.writeBytes(e.toBytes());
        }
        return out.toByteArray();
    }
}
