package echoai.link1.audio;

import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * The header of a WAV file, parsed strictly up to the start of its data: RIFF/WAVE, a
 * {@code fmt } chunk of integer PCM (format 1, or WAVE_FORMAT_EXTENSIBLE with the PCM sub-format)
 * at 8, 16, 24 or 32 bits, other chunks skipped, then {@code data}. Anything else is a
 * {@link Wav.FormatException} naming what the file holds.
 */
record WavHeader(Wav.Format format, long dataBytes) {
    private static final int FORMAT_PCM = 1;
    private static final int FORMAT_EXTENSIBLE = 0xFFFE;

    /** Bytes of one sample frame (all channels). */
    int frameBytes() {
        return format.channels() * (format.bitsPerSample() / 8);
    }

    /** Reads the header from {@code in}, leaving it at the first data byte. */
    static WavHeader read(DataInputStream in, Path file) throws IOException {
        byte[] riff = new byte[12];
        readFully(in, riff, file, "a RIFF header");
        if (!text(riff, 0).equals("RIFF") || !text(riff, 8).equals("WAVE")) {
            throw new Wav.FormatException(file, "not a WAV file (no RIFF/WAVE header)");
        }
        Wav.Format f = null;
        while (true) {
            byte[] chunk = new byte[8];
            readFully(in, chunk, file, f == null ? "a fmt chunk" : "a data chunk");
            String id = text(chunk, 0);
            long size = u32(chunk, 4);
            if (id.equals("fmt ")) {
                f = parseFormat(in, file, size);
            } else if (id.equals("data")) {
                if (f == null) {
                    throw new Wav.FormatException(file, "data chunk before the fmt chunk");
                }
                return new WavHeader(f, size);
            } else {
                skip(in, file, size + (size & 1));
            }
        }
    }

    private static Wav.Format parseFormat(DataInputStream in, Path file, long size)
            throws IOException {
        if (size < 16 || size > 1024) {
            throw new Wav.FormatException(file, "bad fmt chunk size " + size);
        }
        byte[] fmt = new byte[(int) (size + (size & 1))];
        readFully(in, fmt, file, "the fmt chunk");
        int tag = u16(fmt, 0);
        if (tag == FORMAT_EXTENSIBLE && size >= 26) {
            tag = u16(fmt, 24);
        }
        int channels = u16(fmt, 2);
        long rate = u32(fmt, 4);
        int bits = u16(fmt, 14);
        if (tag != FORMAT_PCM) {
            throw new Wav.FormatException(file, "format tag " + tag + " is not integer PCM");
        }
        if (channels < 1 || rate < 1 || rate > Integer.MAX_VALUE
                || (bits != 8 && bits != 16 && bits != 24 && bits != 32)) {
            throw new Wav.FormatException(file, "unsupported PCM: " + channels + " channels, "
                    + rate + " Hz, " + bits + " bits");
        }
        return new Wav.Format(channels, (int) rate, bits);
    }

    /** {@code b.length} bytes, else a {@link Wav.FormatException} naming {@code what}. */
    static void readFully(DataInputStream in, byte[] b, Path file, String what)
            throws IOException {
        try {
            in.readFully(b);
        } catch (EOFException e) {
            throw new Wav.FormatException(file, "file ends before " + what);
        }
    }

    private static void skip(DataInputStream in, Path file, long n) throws IOException {
        long left = n;
        while (left > 0) {
            long k = in.skip(left);
            if (k <= 0) {
                throw new Wav.FormatException(file, "file ends inside a chunk");
            }
            left -= k;
        }
    }

    /** The 44-byte header of a 16-bit mono PCM file at {@code sampleRateHz}. */
    static byte[] pcm16Mono(int sampleRateHz, long dataBytes) {
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

    private static String text(byte[] b, int off) {
        return new String(b, off, 4, StandardCharsets.ISO_8859_1);
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
