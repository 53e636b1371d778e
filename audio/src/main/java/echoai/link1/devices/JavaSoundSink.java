package echoai.link1.devices;

import echoai.link1.audio.Pcm16;
import echoai.link1.audio.PcmSink;
import java.io.IOException;
import javax.sound.sampled.SourceDataLine;

/**
 * Plays through Java Sound's default {@link SourceDataLine} at 16 kHz (or a rate asked for),
 * 16-bit, mono, signed,
 * little-endian, with a {@link #BUFFER_MILLIS} line buffer (measured round trip on the PipeWire
 * loop: about 60 ms for 100 ms, 120 ms for 400 ms; 250 ms rides out a busy machine).
 *
 * <p>Writes never block inside Java Sound: they hand over only what {@code available()} says
 * fits, and poll otherwise, so a device that stops taking samples for {@link #STALL_MILLIS}
 * is an {@link IOException}, not a hang. {@link #drain} appends {@link #TAIL_PADDING_SAMPLES} of
 * silence (so the end of the signal is past the buffers behind the line, e.g. PipeWire's) and
 * waits until the line's buffer is empty.
 */
public final class JavaSoundSink implements PcmSink {
    /** The line buffer. */
    public static final int BUFFER_MILLIS = 250;
    /** Silence appended before a drain (100 ms). */
    public static final int TAIL_PADDING_SAMPLES = 1600;
    /** How long the line may take no samples before it is an error. */
    public static final long STALL_MILLIS = 3000;
    private static final String ROLE = "output";

    private final SourceDataLine line;
    private final byte[] bytes;
    private final short[] silence = new short[TAIL_PADDING_SAMPLES];
    private boolean closed;

    private final int sampleRateHz;

    private JavaSoundSink(SourceDataLine line, int sampleRateHz) {
        this.line = line;
        this.sampleRateHz = sampleRateHz;
        this.bytes = new byte[line.getBufferSize()];
    }

    /**
     * Opens and starts the default output line at 16 kHz.
     *
     * @return the started sink; the caller closes it
     * @throws IOException one line, when Java Sound has no such line or cannot open it
     */
    public static JavaSoundSink open() throws IOException {
        return open(Pcm16.SAMPLE_RATE_HZ);
    }

    /**
     * Opens and starts the default output line at a given rate.
     *
     * @param sampleRateHz samples per second, e.g. 16 000 or 48 000
     * @return the started sink; the caller closes it
     * @throws IOException one line, when Java Sound has no such line or cannot open it
     */
    public static JavaSoundSink open(int sampleRateHz) throws IOException {
        return new JavaSoundSink(JavaSound.openLine(SourceDataLine.class, ROLE, BUFFER_MILLIS,
                sampleRateHz), sampleRateHz);
    }

    @Override
    public int sampleRateHz() {
        return sampleRateHz;
    }

    /**
     * Whether Java Sound has a 16 kHz mono 16-bit output line (nothing is opened).
     *
     * @return true when such a line is supported
     */
    public static boolean available() {
        return JavaSound.supports(SourceDataLine.class);
    }

    @Override
    public void play(short[] samples, int offset, int count) throws IOException {
        if (closed) {
            throw new IOException("Java Sound output: sink is closed");
        }
        if (offset < 0 || count < 0 || offset + count > samples.length) {
            throw new IllegalArgumentException("offset/count out of range: " + offset + "/" + count);
        }
        long lastProgress = System.nanoTime();
        int done = 0;
        while (done < count) {
            int room = line.available() / Pcm16.BYTES_PER_SAMPLE;
            if (room > 0) {
                int n = Math.min(Math.min(room, count - done), bytes.length / 2);
                Pcm16.toLittleEndian(samples, offset + done, n, bytes, 0);
                line.write(bytes, 0, n * Pcm16.BYTES_PER_SAMPLE);
                done += n;
                lastProgress = System.nanoTime();
            } else if (System.nanoTime() - lastProgress > STALL_MILLIS * 1_000_000L) {
                throw new IOException("Java Sound output stopped taking samples for "
                        + STALL_MILLIS + " ms");
            } else {
                JavaSound.sleep(ROLE);
            }
        }
    }

    @Override
    public void drain() throws IOException {
        play(silence);
        long deadline = System.nanoTime()
                + (BUFFER_MILLIS + STALL_MILLIS) * 1_000_000L;
        while (line.available() < line.getBufferSize()) {
            if (System.nanoTime() - deadline > 0) {
                throw new IOException("Java Sound output did not finish playing within "
                        + (BUFFER_MILLIS + STALL_MILLIS) + " ms");
            }
            JavaSound.sleep(ROLE);
        }
    }

    @Override
    public void close() {
        if (!closed) {
            closed = true;
            line.stop();
            line.close();
        }
    }
}
