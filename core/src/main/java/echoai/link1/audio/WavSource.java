package echoai.link1.audio;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A WAV file as a {@link PcmSource}, streamed (a recording of any length needs only this
 * object's 32 KiB buffer): any integer PCM (8, 16, 24 or 32 bits, any channel count, any rate)
 * read as signed 16-bit mono at the file's own rate ({@link #sampleRateHz()}).
 *
 * <p>Integer conversion, the same on every JVM: 8-bit (unsigned) → (u − 128)·256; 24- and 32-bit
 * → rounded to 16 bits (add half, arithmetic shift, saturate at 32767); several channels → their
 * mean, rounded half up. 16-bit mono is taken as it is, bit-exact. A data chunk that ends before
 * the header said is a {@link Wav.FormatException}, as is any header {@link WavHeader} refuses.
 * Not thread-safe.
 */
public final class WavSource implements PcmSource {
    private static final int BUFFER_BYTES = 1 << 15;

    private final Path file;
    private final DataInputStream in;
    private final WavHeader header;
    private final int width;
    private final int frameBytes;
    private final byte[] buf;
    private int pending;
    private long consumed;

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
     * Samples per channel that the header's data chunk claims.
     *
     * @return the count, 0 or more
     */
    public long samples() {
        return header.dataBytes() / frameBytes;
    }

    /**
     * Before a whole-file read allocates for the header's data size: a header that claims more
     * data than the file holds is refused (found by {@code WavFuzzTest}: a lying size made the
     * reader allocate gigabytes).
     */
    void checkDataFits() throws IOException {
        long size = Files.size(file);
        if (header.dataBytes() > size) {
            throw new Wav.FormatException(file, "the data chunk claims " + header.dataBytes()
                    + " bytes but the file has only " + size);
        }
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
     * @return the number read (at least 1), or −1 at the end of the data
     * @throws Wav.FormatException when the data chunk ends early
     * @throws IOException when the file cannot be read
     * @throws IllegalArgumentException when {@code length} is below 1
     */
    public int read(short[] out, int offset, int length) throws IOException {
        if (length < 1) {
            throw new IllegalArgumentException("length must be >= 1: " + length);
        }
        long leftFrames = (header.dataBytes() - consumed) / frameBytes;
        if (leftFrames == 0) {
            return -1;
        }
        int frames = (int) Math.min(Math.min(length, leftFrames), buf.length / frameBytes);
        int want = frames * frameBytes;
        while (pending < frameBytes || pending < want && in.available() > 0) {
            int got = in.read(buf, pending, want - pending);
            if (got < 0) {
                throw new Wav.FormatException(file, "data chunk ends early, after "
                        + (consumed + pending) + " bytes");
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
