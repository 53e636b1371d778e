package echoai.link1.devices;

import echoai.link1.audio.Pcm16;
import echoai.link1.audio.PcmSource;
import java.io.IOException;
import javax.sound.sampled.TargetDataLine;

/**
 * Records from Java Sound's default {@link TargetDataLine} at 16 kHz (or a rate asked for),
 * 16-bit, mono, signed,
 * little-endian, with a {@link #BUFFER_MILLIS} line buffer (room for a slow consumer; it does not
 * add latency, because reads take what is there).
 *
 * <p>Reads never block inside Java Sound: they take what {@code available()} reports and poll
 * otherwise. No samples within {@code firstDataMillis} of opening, or for {@link #STALL_MILLIS}
 * later, is an {@link IOException}, not a hang.
 */
public final class JavaSoundSource implements PcmSource {
    /** The line buffer. */
    public static final int BUFFER_MILLIS = 500;
    /** How long {@link #open()} waits for the first samples. */
    public static final long DEFAULT_FIRST_DATA_MILLIS = InputTimeouts.DEFAULT.firstDataMillis();
    /** How long a running line may deliver nothing before it is an error, by default. */
    public static final long STALL_MILLIS = InputTimeouts.DEFAULT.stallMillis();
    private static final String ROLE = "input";

    private final TargetDataLine line;
    private final byte[] bytes;
    private boolean closed;

    private final int sampleRateHz;
    private final long stallMillis;

    private JavaSoundSource(TargetDataLine line, int sampleRateHz, long stallMillis) {
        this.line = line;
        this.sampleRateHz = sampleRateHz;
        this.stallMillis = stallMillis;
        this.bytes = new byte[line.getBufferSize()];
    }

    /**
     * Opens and starts the default 16 kHz input line and waits up to {@link #DEFAULT_FIRST_DATA_MILLIS} for its first samples.
     *
     * @return the started source; the caller closes it
     * @throws IOException one line, when the device is missing, cannot be opened or gives no samples in time
     */
    public static JavaSoundSource open() throws IOException {
        return open(DEFAULT_FIRST_DATA_MILLIS);
    }

    /**
     * Opens and starts the default 16 kHz input line and waits for its first samples.
     *
     * @param firstDataMillis how long to wait for the first samples, ms
     * @return the started source; the caller closes it
     * @throws IOException one line, when the device is missing, cannot be opened or gives no samples in time
     */
    public static JavaSoundSource open(long firstDataMillis) throws IOException {
        return open(firstDataMillis, Pcm16.SAMPLE_RATE_HZ);
    }

    /**
     * Opens and starts the default input line at {@code sampleRateHz} (e.g. a device's native
     * 48 000) and waits up to {@code firstDataMillis}.
     *
     * @param firstDataMillis how long to wait for the first samples, ms
     * @param sampleRateHz samples per second
     * @return the started source; the caller closes it
     * @throws IOException one line, when the device is missing, cannot be opened or gives no samples in time
     */
    public static JavaSoundSource open(long firstDataMillis, int sampleRateHz)
            throws IOException {
        return open(new InputTimeouts(firstDataMillis, STALL_MILLIS), sampleRateHz);
    }

    /**
     * Opens and starts the default input line at {@code sampleRateHz} with the given timeouts.
     *
     * @param timeouts how long to wait for the first samples, and how long a stall may last
     * @param sampleRateHz samples per second
     * @return the started source; the caller closes it
     * @throws IOException one line, when the device is missing, cannot be opened or gives no samples in time
     */
    public static JavaSoundSource open(InputTimeouts timeouts, int sampleRateHz)
            throws IOException {
        JavaSoundSource source = new JavaSoundSource(JavaSound.openLine(TargetDataLine.class,
                ROLE, BUFFER_MILLIS, sampleRateHz), sampleRateHz, timeouts.stallMillis());
        try {
            source.awaitData(timeouts.firstDataMillis(), "gave no samples");
        } catch (IOException e) {
            source.close();
            throw e;
        }
        return source;
    }

    /**
     * Whether Java Sound has a 16 kHz mono 16-bit input line (nothing is opened).
     *
     * @return true when such a line is supported
     */
    public static boolean available() {
        return JavaSound.supports(TargetDataLine.class);
    }

    @Override
    public int sampleRateHz() {
        return sampleRateHz;
    }

    @Override
    public int read(short[] buffer) throws IOException {
        if (closed) {
            throw new IOException("Java Sound input: source is closed");
        }
        if (buffer.length == 0) {
            throw new IllegalArgumentException("buffer must not be empty");
        }
        int availableSamples = awaitData(stallMillis, "stopped delivering samples");
        int n = Math.min(Math.min(availableSamples, buffer.length), bytes.length / 2);
        int got = line.read(bytes, 0, n * Pcm16.BYTES_PER_SAMPLE) / Pcm16.BYTES_PER_SAMPLE;
        Pcm16.fromLittleEndian(bytes, 0, got, buffer, 0);
        return got;
    }

    private int awaitData(long millis, String what) throws IOException {
        long deadline = System.nanoTime() + millis * 1_000_000L;
        int samples;
        while ((samples = line.available() / Pcm16.BYTES_PER_SAMPLE) == 0) {
            if (System.nanoTime() - deadline > 0) {
                throw new IOException("Java Sound input " + what + " for " + millis + " ms");
            }
            JavaSound.sleep(ROLE);
        }
        return samples;
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
