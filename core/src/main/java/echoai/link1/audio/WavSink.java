package echoai.link1.audio;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A WAV file as a {@link PcmSink}: signed 16-bit mono PCM at a given rate, streamed to disk (a
 * recording of any length needs only a 32 KiB buffer). The header's sizes are written when the
 * sink is drained or closed; a file is complete after {@link #close}. More than the 4 GiB a WAV
 * header can count is an {@link IOException}. Not thread-safe.
 */
public final class WavSink implements PcmSink {
    private static final int BUFFER_SAMPLES = 1 << 14;
    private static final long MAX_DATA_BYTES = 0xFFFF_FFFFL - 36;

    private final Path file;
    private final int sampleRateHz;
    private final FileChannel channel;
    private final byte[] bytes = new byte[2 * BUFFER_SAMPLES];
    private long dataBytes;
    private boolean closed;

    private WavSink(Path file, int sampleRateHz, FileChannel channel) {
        this.file = file;
        this.sampleRateHz = sampleRateHz;
        this.channel = channel;
    }

    /**
     * Creates (or truncates) {@code file} for 16-bit mono PCM.
     *
     * @param file the file
     * @param sampleRateHz the rate the header states, ≥ 1
     * @return the open sink; closing it writes the final sizes
     * @throws IOException when the file cannot be created
     * @throws IllegalArgumentException when {@code sampleRateHz} is below 1
     */
    public static WavSink create(Path file, int sampleRateHz) throws IOException {
        if (sampleRateHz < 1) {
            throw new IllegalArgumentException("sampleRateHz must be >= 1: " + sampleRateHz);
        }
        FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE,
                StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING);
        WavSink sink = new WavSink(file, sampleRateHz, channel);
        try {
            sink.writeHeader();
        } catch (IOException e) {
            channel.close();
            throw e;
        }
        return sink;
    }

    /** The rate written into the header, Hz. */
    @Override
    public int sampleRateHz() {
        return sampleRateHz;
    }

    @Override
    public void play(short[] samples, int offset, int count) throws IOException {
        if (closed) {
            throw new IOException(file + ": sink is closed");
        }
        if (offset < 0 || count < 0 || count > samples.length - offset) {
            throw new IllegalArgumentException("offset and count must lie in the array: "
                    + offset + ", " + count);
        }
        if (dataBytes + 2L * count > MAX_DATA_BYTES) {
            throw new IOException(file + ": too many samples for a WAV file: "
                    + (dataBytes / 2 + count));
        }
        for (int i = 0; i < count; i += BUFFER_SAMPLES) {
            int n = Math.min(BUFFER_SAMPLES, count - i);
            Pcm16.toLittleEndian(samples, offset + i, n, bytes, 0);
            ByteBuffer b = ByteBuffer.wrap(bytes, 0, 2 * n);
            while (b.hasRemaining()) {
                channel.write(b, 44 + dataBytes + 2L * i + b.position());
            }
        }
        dataBytes += 2L * count;
    }

    /** Writes the header's sizes: the file on disk is a complete WAV file of what was played. */
    @Override
    public void drain() throws IOException {
        writeHeader();
    }

    private void writeHeader() throws IOException {
        ByteBuffer b = ByteBuffer.wrap(WavHeader.pcm16Mono(sampleRateHz, dataBytes));
        while (b.hasRemaining()) {
            channel.write(b, b.position());
        }
    }

    @Override
    public void close() throws IOException {
        if (!closed) {
            closed = true;
            try {
                writeHeader();
            } finally {
                channel.close();
            }
        }
    }
}
