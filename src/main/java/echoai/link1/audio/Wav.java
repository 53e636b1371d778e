package echoai.link1.audio;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * WAV files of the modem's format — RIFF/WAVE, PCM (format 1, or WAVE_FORMAT_EXTENSIBLE with the
 * PCM sub-format), 16-bit, mono, 16 000 Hz — read strictly (any other format is a
 * {@link FormatException} naming what the file holds) or, on request, converted
 * ({@link #readResampled}: 8/16/24/32-bit integer PCM, any channel count and rate → mono 16 kHz).
 *
 * <pre>
 *  "RIFF" size "WAVE" · "fmt " 16+ bytes: format channels rate byteRate blockAlign bits … ·
 *  other chunks (skipped) · "data" n bytes: little-endian int16 samples
 * </pre>
 * Large files are read as a stream ({@link #open}), so a one-hour recording needs no hour of heap.
 */
public final class Wav {
    /** The only sample rate the modem takes, Hz. */
    public static final int SAMPLE_RATE_HZ = 16_000;
    private static final int FORMAT_PCM = 1;
    private static final int FORMAT_EXTENSIBLE = 0xFFFE;

    private Wav() {
    }

    /** A file that is not (or not in the asked) WAV format. */
    public static final class FormatException extends IOException {
        private static final long serialVersionUID = 1L;

        FormatException(Path file, String message) {
            super(file + ": " + message);
        }
    }

    /** What a WAV header says. */
    public record Format(int channels, int sampleRateHz, int bitsPerSample) {
        /** Whether this is the modem's format. */
        public boolean isModemFormat() {
            return channels == 1 && sampleRateHz == SAMPLE_RATE_HZ && bitsPerSample == 16;
        }

        @Override
        public String toString() {
            return sampleRateHz + " Hz, " + channels + " channel" + (channels == 1 ? "" : "s")
                    + ", " + bitsPerSample + "-bit PCM";
        }
    }

    /** Writes {@code samples} as a 16 kHz mono 16-bit WAV file. */
    public static void write(Path file, short[] samples) throws IOException {
        write(file, samples, SAMPLE_RATE_HZ);
    }

    /** Writes {@code samples} as a mono 16-bit WAV file at {@code sampleRateHz} (8000–192000). */
    public static void write(Path file, short[] samples, int sampleRateHz) throws IOException {
        if (sampleRateHz < 8000 || sampleRateHz > 192_000) {
            throw new IllegalArgumentException("sampleRateHz must be in [8000, 192000]: "
                    + sampleRateHz);
        }
        long dataBytes = 2L * samples.length;
        if (dataBytes > 0xFFFF_FFFFL - 36) {
            throw new IOException(file + ": too many samples for a WAV file: " + samples.length);
        }
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), 1 << 16)) {
            out.write(header(dataBytes, sampleRateHz));
            byte[] buf = new byte[1 << 14];
            for (int i = 0; i < samples.length; i += buf.length / 2) {
                int n = Math.min(buf.length / 2, samples.length - i);
                for (int j = 0; j < n; j++) {
                    buf[2 * j] = (byte) samples[i + j];
                    buf[2 * j + 1] = (byte) (samples[i + j] >> 8);
                }
                out.write(buf, 0, 2 * n);
            }
        }
    }

    private static byte[] header(long dataBytes, int sampleRateHz) {
        byte[] h = new byte[44];
        ascii(h, 0, "RIFF");
        le32(h, 4, 36 + dataBytes);
        ascii(h, 8, "WAVE");
        ascii(h, 12, "fmt ");
        le32(h, 16, 16);
        le16(h, 20, FORMAT_PCM);
        le16(h, 22, 1);
        le32(h, 24, sampleRateHz);
        le32(h, 28, 2L * sampleRateHz);
        le16(h, 32, 2);
        le16(h, 34, 16);
        ascii(h, 36, "data");
        le32(h, 40, dataBytes);
        return h;
    }

    /** Reads a whole file in the modem's format (else a {@link FormatException}). */
    public static short[] read(Path file) throws IOException {
        try (Reader r = open(file)) {
            r.checkDataFits();
            long n = r.samples();
            if (n > Integer.MAX_VALUE - 8) {
                throw new FormatException(file, "too long to load at once: " + n + " samples");
            }
            short[] out = new short[(int) n];
            int got = 0;
            while (got < out.length) {
                int k = r.read(out, got, out.length - got);
                if (k < 0) {
                    break;
                }
                got += k;
            }
            return got == out.length ? out : java.util.Arrays.copyOf(out, got);
        }
    }

    /** Opens a file in the modem's format for streaming (else a {@link FormatException}). */
    public static Reader open(Path file) throws IOException {
        Reader r = new Reader(file);
        if (!r.format().isModemFormat()) {
            Format f = r.format();
            r.close();
            throw new FormatException(file, f + "; the modem needs 16000 Hz, 1 channel, 16-bit PCM"
                    + " (convert it, or pass --resample)");
        }
        return r;
    }

    /** The format of a WAV file's header. */
    public static Format format(Path file) throws IOException {
        try (Reader r = new Reader(file)) {
            return r.format();
        }
    }

    /**
     * Reads any integer-PCM WAV file and converts it to the modem's format: channels averaged,
     * then resampled to 16 kHz by {@link Resampler} (windowed sinc), rounded and saturated.
     */
    public static short[] readResampled(Path file) throws IOException {
        try (Reader r = new Reader(file)) {
            double[] mono = r.readMono();
            double[] out = Resampler.resample(mono, r.format().sampleRateHz(), SAMPLE_RATE_HZ);
            short[] pcm = new short[out.length];
            for (int i = 0; i < out.length; i++) {
                long v = StrictMath.round(out[i]);
                pcm[i] = (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, v));
            }
            return pcm;
        }
    }

    /** A WAV file opened for reading: the header parsed, positioned at the data. */
    public static final class Reader implements Closeable {
        private final Path file;
        private final DataInputStream in;
        private final Format format;
        private final long dataBytes;
        private long consumed;
        private final byte[] buf = new byte[1 << 15];

        Reader(Path file) throws IOException {
            this.file = file;
            InputStream raw = Files.newInputStream(file);
            this.in = new DataInputStream(new BufferedInputStream(raw, 1 << 16));
            try {
                byte[] riff = new byte[12];
                readFully(riff, "a RIFF header");
                if (!text(riff, 0).equals("RIFF") || !text(riff, 8).equals("WAVE")) {
                    throw new FormatException(file, "not a WAV file (no RIFF/WAVE header)");
                }
                Format f = null;
                while (true) {
                    byte[] chunk = new byte[8];
                    readFully(chunk, f == null ? "a fmt chunk" : "a data chunk");
                    String id = text(chunk, 0);
                    long size = u32(chunk, 4);
                    if (id.equals("fmt ")) {
                        f = parseFormat(size);
                    } else if (id.equals("data")) {
                        if (f == null) {
                            throw new FormatException(file, "data chunk before the fmt chunk");
                        }
                        this.format = f;
                        this.dataBytes = size;
                        return;
                    } else {
                        skip(size + (size & 1));
                    }
                }
            } catch (IOException | RuntimeException e) {
                in.close();
                throw e;
            }
        }

        private Format parseFormat(long size) throws IOException {
            if (size < 16 || size > 1024) {
                throw new FormatException(file, "bad fmt chunk size " + size);
            }
            byte[] fmt = new byte[(int) (size + (size & 1))];
            readFully(fmt, "the fmt chunk");
            int tag = u16(fmt, 0);
            if (tag == FORMAT_EXTENSIBLE && size >= 26) {
                tag = u16(fmt, 24);
            }
            int channels = u16(fmt, 2);
            int rate = (int) u32(fmt, 4);
            int bits = u16(fmt, 14);
            if (tag != FORMAT_PCM) {
                throw new FormatException(file, "format tag " + tag + " is not integer PCM");
            }
            if (channels < 1 || rate < 1 || (bits != 8 && bits != 16 && bits != 24 && bits != 32)) {
                throw new FormatException(file, "unsupported PCM: " + channels + " channels, "
                        + rate + " Hz, " + bits + " bits");
            }
            return new Format(channels, rate, bits);
        }

        /** The header's format. */
        public Format format() {
            return format;
        }

        /** Samples per channel in the data chunk. */
        public long samples() {
            return dataBytes / ((long) format.channels() * (format.bitsPerSample() / 8));
        }

        /** Reads up to {@code length} 16-bit mono samples; −1 at the end of the data. */
        public int read(short[] out, int offset, int length) throws IOException {
            long left = (dataBytes - consumed) / 2;
            if (left == 0) {
                return -1;
            }
            int n = (int) Math.min(Math.min(length, left), buf.length / 2);
            int got = in.read(buf, 0, 2 * n);
            if (got < 0) {
                throw new FormatException(file, "data chunk ends early, after " + consumed + " bytes");
            }
            if ((got & 1) != 0) {
                readFully(buf, got, 1, "the second byte of sample " + (consumed + got) / 2);
                got++;
            }
            for (int i = 0; i < got / 2; i++) {
                out[offset + i] = (short) ((buf[2 * i] & 0xFF) | (buf[2 * i + 1] << 8));
            }
            consumed += got;
            return got / 2;
        }

        double[] readMono() throws IOException {
            int width = format.bitsPerSample() / 8;
            int frameBytes = width * format.channels();
            checkDataFits();
            long frames = samples();
            if (frames > Integer.MAX_VALUE - 8) {
                throw new FormatException(file, "too long to convert at once: " + frames);
            }
            double[] mono = new double[(int) frames];
            byte[] frame = new byte[frameBytes];
            for (int i = 0; i < mono.length; i++) {
                readFully(frame, "sample " + i);
                double sum = 0;
                for (int c = 0; c < format.channels(); c++) {
                    sum += sampleAs16(frame, c * width, width);
                }
                mono[i] = sum / format.channels();
            }
            return mono;
        }

        /**
         * Before a whole-file read allocates for the header's data size: a header that claims
         * more data than the file holds is refused (found by {@code WavFuzzTest}: a lying size
         * made the reader allocate gigabytes).
         */
        private void checkDataFits() throws IOException {
            long size = Files.size(file);
            if (dataBytes > size) {
                throw new FormatException(file, "the data chunk claims " + dataBytes
                        + " bytes but the file has only " + size);
            }
        }

        private void readFully(byte[] b, String what) throws IOException {
            readFully(b, 0, b.length, what);
        }

        /** {@code length} bytes into {@code b[from..]}, else a {@link FormatException}. */
        private void readFully(byte[] b, int from, int length, String what) throws IOException {
            try {
                in.readFully(b, from, length);
            } catch (EOFException e) {
                throw new FormatException(file, "file ends before " + what);
            }
        }

        private void skip(long n) throws IOException {
            long left = n;
            while (left > 0) {
                long k = in.skip(left);
                if (k <= 0) {
                    throw new FormatException(file, "file ends inside a chunk");
                }
                left -= k;
            }
        }

        @Override
        public void close() throws IOException {
            in.close();
        }
    }

    /** One sample scaled to the 16-bit range (8-bit WAV is unsigned). */
    private static double sampleAs16(byte[] b, int off, int width) {
        switch (width) {
            case 1:
                return ((b[off] & 0xFF) - 128) * 256.0;
            case 2:
                return (short) ((b[off] & 0xFF) | (b[off + 1] << 8));
            case 3:
                return ((b[off] & 0xFF) | (b[off + 1] & 0xFF) << 8 | b[off + 2] << 16) / 256.0;
            default:
                return ((b[off] & 0xFF) | (b[off + 1] & 0xFF) << 8 | (b[off + 2] & 0xFF) << 16
                        | b[off + 3] << 24) / 65536.0;
        }
    }

    private static String text(byte[] b, int off) {
        return new String(b, off, 4, java.nio.charset.StandardCharsets.ISO_8859_1);
    }

    private static int u16(byte[] b, int off) {
        return (b[off] & 0xFF) | (b[off + 1] & 0xFF) << 8;
    }

    private static long u32(byte[] b, int off) {
        return u16(b, off) | (long) u16(b, off + 2) << 16;
    }

    private static void ascii(byte[] b, int off, String s) {
        for (int i = 0; i < 4; i++) {
            b[off + i] = (byte) s.charAt(i);
        }
    }

    private static void le16(byte[] b, int off, int v) {
        b[off] = (byte) v;
        b[off + 1] = (byte) (v >> 8);
    }

    private static void le32(byte[] b, int off, long v) {
        le16(b, off, (int) v);
        le16(b, off + 2, (int) (v >> 16));
    }
}
