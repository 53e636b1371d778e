package echoai.link1.audio;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A WAV file as a {@link PcmSource}, streamed (a recording of any length needs only this
 * object's 32 KiB buffer): any integer PCM (8, 16, 24 or 32 bits, any channel count, any rate)
 * read as signed 16-bit mono at the file's own rate ({@link #sampleRateHz()}).
 *
 * <p>Integer conversion, the same on every JVM: 8-bit (unsigned) → (u − 128)·256; 24- and 32-bit
 * → rounded to 16 bits (add half, arithmetic shift, saturate at 32767); several channels → their
 * mean, rounded half up. 16-bit mono is taken as it is, bit-exact. Any header {@link WavHeader}
 * refuses is a {@link Wav.FormatException}.
 *
 * <p>A recording cut short (the file ends before the data size its header states) and a streamed
 * WAV (a writer on a pipe cannot go back to fill the size in, and leaves
 * {@value #UNKNOWN_SIZE} there, as ffmpeg does) are read up to where the file ends: every whole
 * sample frame there, a partial last frame dropped. Neither is silent: after the end,
 * {@link #shortfall()} says what happened. Not thread-safe.
 */
public final class WavSource implements PcmSource {
    private static final int BUFFER_BYTES = 1 << 15;
    /** The data size a streaming writer leaves in the header (0xFFFFFFFF): read to the end. */
    public static final long UNKNOWN_SIZE = 0xFFFF_FFFFL;

    private final Path file;
    private final DataInputStream in;
    private final WavHeader header;
    private final int width;
    private final int frameBytes;
    private final byte[] buf;
    private int pending;
    private long consumed;
    private boolean ended;
    private boolean cut;
    private int droppedBytes;

    private WavSource(Path file, DataInputStream in, WavHeader header) {
        this.file = file;
        this.in = in;
        this.header = header;
        this.width = header.format().bitsPerSample() / 8;
        this.frameBytes = header.frameBytes();
        this.buf = new byte[Math.max(BUFFER_BYTES, frameBytes) / frameBytes * frameBytes];
    }

    /**
     * Opens {@code file}, parses its header and stands at its first sample.
     *
     * @param file the file
     * @return the open source; the caller closes it
     * @throws Wav.FormatException when the header is not integer-PCM WAV
     * @throws IOException when the file cannot be read
     */
    public static WavSource open(Path file) throws IOException {
        if (Files.isDirectory(file)) {
            throw new FileSystemException(file.toString(), null, "is a folder, not a WAV file");
        }
        DataInputStream in = new DataInputStream(
                new BufferedInputStream(Files.newInputStream(file), 1 << 16));
        try {
            return new WavSource(file, in, WavHeader.read(in, file));
        } catch (IOException | RuntimeException e) {
            in.close();
            throw e;
        }
    }

    /**
     * The header's format.
     *
     * @return channels, rate and bits as the header states them
     */
    public Wav.Format format() {
        return header.format();
    }

    /** The file's sample rate, Hz. */
    @Override
    public int sampleRateHz() {
        return header.format().sampleRateHz();
    }

    /**
     * Samples per channel that the header's data chunk claims (for a streamed WAV, what
     * {@value #UNKNOWN_SIZE} bytes would hold: read to the end instead).
     *
     * @return the count, 0 or more
     */
    public long samples() {
        return header.dataBytes() / frameBytes;
    }

    /**
     * Whether the header leaves the data size open ({@value #UNKNOWN_SIZE}, a streamed WAV).
     *
     * @return true when the data is read to the end of the file
     */
    public boolean streamed() {
        return header.dataBytes() == UNKNOWN_SIZE;
    }

    /**
     * Data bytes read so far (whole sample frames).
     *
     * @return bytes, 0 or more
     */
    public long dataBytesRead() {
        return consumed;
    }

    /**
     * After the end of the data: how the data ended short of its header, in words, e.g. "the
     * data ends after 299956 of the 320000 bytes its header states (cut short)"; empty when the
     * data was whole, or before the end has been reached.
     *
     * @return the shortfall, or empty
     */
    public Optional<String> shortfall() {
        String partial = droppedBytes == 0 ? "" : "a partial last sample frame of " + droppedBytes
                + " byte" + (droppedBytes == 1 ? "" : "s") + " dropped";
        if (streamed() && ended) {
            return Optional.of("the header gives no data size (a streamed WAV): read to the end"
                    + " of the file, " + consumed + " bytes" + (partial.isEmpty() ? "" : ", "
                    + partial));
        }
        if (cut) {
            return Optional.of("the data ends after " + (consumed + droppedBytes) + " of the "
                    + header.dataBytes() + " bytes its header states (cut short)"
                    + (partial.isEmpty() ? "" : "; " + partial));
        }
        return partial.isEmpty() ? Optional.empty() : Optional.of(partial);
    }

    /**
     * An upper bound on the samples per channel that can follow, from the header and the
     * file's size: what a whole-file read may allocate (a header's size alone can lie: found by
     * {@code WavFuzzTest}, a lying size made the reader allocate gigabytes).
     */
    long samplesBound() throws IOException {
        return Math.min(header.dataBytes(), Files.size(file)) / frameBytes;
    }

    @Override
    public int read(short[] buffer) throws IOException {
        return read(buffer, 0, buffer.length);
    }

    /**
     * Reads up to {@code length} mono samples into {@code out[offset..]}.
     *
     * @param out the destination
     * @param offset index of the first destination sample
     * @param length most samples to read, ≥ 1
     * @return the number read (at least 1), or −1 at the end of the data (also where a file
     *     cut short ends: see {@link #shortfall()})
     * @throws IOException when the file cannot be read
     * @throws IllegalArgumentException when {@code length} is below 1
     */
    public int read(short[] out, int offset, int length) throws IOException {
        if (length < 1) {
            throw new IllegalArgumentException("length must be >= 1: " + length);
        }
        if (ended) {
            return -1;
        }
        long leftFrames = (header.dataBytes() - consumed) / frameBytes;
        if (leftFrames == 0) {
            return endAfterLastFrame((int) (header.dataBytes() - consumed));
        }
        int frames = (int) Math.min(Math.min(length, leftFrames), buf.length / frameBytes);
        int want = frames * frameBytes;
        while (pending < frameBytes || pending < want && in.available() > 0) {
            int got = in.read(buf, pending, want - pending);
            if (got < 0) {
                return endEarly();
            }
            pending += got;
        }
        int whole = pending / frameBytes;
        convert(whole, out, offset);
        int used = whole * frameBytes;
        System.arraycopy(buf, used, buf, 0, pending - used);
        pending -= used;
        consumed += used;
        return whole;
    }

    /** The file ended inside the data: drop a partial frame, remember the end, say −1. */
    private int endEarly() {
        ended = true;
        cut = true;
        droppedBytes = pending;
        pending = 0;
        return -1;
    }

    /**
     * The header's data holds no whole frame more, but {@code left} (less than a frame) bytes:
     * read them to know whether the file holds them, drop them, say −1.
     */
    private int endAfterLastFrame(int left) throws IOException {
        while (pending < left) {
            int got = in.read(buf, pending, left - pending);
            if (got < 0) {
                return endEarly();
            }
            pending += got;
        }
        ended = true;
        droppedBytes = pending;
        pending = 0;
        return -1;
    }

    private void convert(int frames, short[] out, int offset) {
        int channels = header.format().channels();
        if (channels == 1 && width == 2) {
            Pcm16.fromLittleEndian(buf, 0, frames, out, offset);
            return;
        }
        for (int i = 0; i < frames; i++) {
            int at = i * frameBytes;
            long sum = 0;
            for (int c = 0; c < channels; c++) {
                sum += sampleAs16(buf, at + c * width, width);
            }
            out[offset + i] = (short) (channels == 1 ? sum
                    : Math.floorDiv(2 * sum + channels, 2L * channels));
        }
    }

    /** One little-endian sample scaled to 16 bits (8-bit WAV is unsigned), rounded. */
    static int sampleAs16(byte[] b, int off, int width) {
        switch (width) {
            case 1:
                return ((b[off] & 0xFF) - 128) << 8;
            case 2:
                return (short) ((b[off] & 0xFF) | (b[off + 1] << 8));
            case 3:
                int v24 = (b[off] & 0xFF) | (b[off + 1] & 0xFF) << 8 | b[off + 2] << 16;
                return Math.min(Short.MAX_VALUE, (v24 + 128) >> 8);
            default:
                long v32 = (b[off] & 0xFF) | (b[off + 1] & 0xFF) << 8 | (b[off + 2] & 0xFF) << 16
                        | b[off + 3] << 24;
                return (int) Math.min(Short.MAX_VALUE, (v32 + 32_768) >> 16);
        }
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
