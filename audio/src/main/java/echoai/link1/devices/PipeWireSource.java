package echoai.link1.devices;

import echoai.link1.audio.Pcm16;
import echoai.link1.audio.PcmSource;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;

/**
 * Records from PipeWire's default source through {@code pw-record}, streamed from its stdout:
 * {@code pw-record --rate 16000 --channels 1 --format s16 -} (every format parameter explicit,
 * never PipeWire's defaults; another rate when asked, e.g. a device's native 48000).
 *
 * <p>{@link #open} waits for the first bytes (up to {@code firstDataMillis}); a tool that is
 * missing, cannot connect (no daemon) or delivers nothing in time is an {@link IOException} with
 * one line. Later, a stream that stalls for {@link InputTimeouts#stallMillis} (by default
 * {@link #STALL_MILLIS}) is an error as well.
 */
public final class PipeWireSource implements PcmSource {
    /** The recording tool looked up on the PATH. */
    public static final String DEFAULT_TOOL = "pw-record";
    /** How long {@link #open()} waits for the first samples. */
    public static final long DEFAULT_FIRST_DATA_MILLIS = InputTimeouts.DEFAULT.firstDataMillis();
    /** How long a running recording may deliver nothing before it is an error, by default. */
    public static final long STALL_MILLIS = InputTimeouts.DEFAULT.stallMillis();
    private static final long POLL_MILLIS = 2;
    private static final int CHUNK_BYTES = 8192;

    private final ToolProcess tool;
    private final InputStream in;
    private final byte[] bytes = new byte[CHUNK_BYTES];
    private int pendingBytes;
    private boolean closed;

    private final int sampleRateHz;
    private final long stallMillis;

    private PipeWireSource(ToolProcess tool, int sampleRateHz, long stallMillis) {
        this.tool = tool;
        this.sampleRateHz = sampleRateHz;
        this.stallMillis = stallMillis;
        this.in = tool.process().getInputStream();
    }

    /**
     * Starts {@code pw-record} from the PATH at 16 kHz and waits up to {@link #DEFAULT_FIRST_DATA_MILLIS} for its first samples.
     *
     * @return the started source; the caller closes it
     * @throws IOException one line, when the tool is missing, cannot connect or gives no samples in time
     */
    public static PipeWireSource open() throws IOException {
        return open(DEFAULT_TOOL, DEFAULT_FIRST_DATA_MILLIS);
    }

    /**
     * Starts a tool as {@code pw-record} at 16 kHz and waits for its first samples.
     *
     * @param executable a {@code pw-record}: a name on the PATH or a path
     * @param firstDataMillis how long to wait for the first samples, ms
     * @return the started source; the caller closes it
     * @throws IOException one line, when the tool is missing, cannot connect or gives no samples in time
     */
    public static PipeWireSource open(String executable, long firstDataMillis)
            throws IOException {
        return open(executable, firstDataMillis, Pcm16.SAMPLE_RATE_HZ);
    }

    /**
     * Starts {@code executable} as {@code pw-record --rate sampleRateHz} (e.g. a device's native
     * 48 000) and waits for its first samples.
     *
     * @param executable a {@code pw-record}: a name on the PATH or a path
     * @param firstDataMillis how long to wait for the first samples, ms
     * @param sampleRateHz samples per second, ≥ 1
     * @return the started source; the caller closes it
     * @throws IOException one line, when the tool is missing, cannot connect or gives no samples in time
     * @throws IllegalArgumentException when {@code sampleRateHz} is below 1
     */
    public static PipeWireSource open(String executable, long firstDataMillis, int sampleRateHz)
            throws IOException {
        return open(executable, new InputTimeouts(firstDataMillis, STALL_MILLIS), sampleRateHz);
    }

    /**
     * Starts {@code executable} as {@code pw-record --rate sampleRateHz} and waits for its first
     * samples, with the given timeouts.
     *
     * @param executable a {@code pw-record}: a name on the PATH or a path
     * @param timeouts how long to wait for the first samples, and how long a stall may last
     * @param sampleRateHz samples per second, ≥ 1
     * @return the started source; the caller closes it
     * @throws IOException one line, when the tool is missing, cannot connect or gives no samples in time
     * @throws IllegalArgumentException when {@code sampleRateHz} is below 1
     */
    public static PipeWireSource open(String executable, InputTimeouts timeouts,
            int sampleRateHz) throws IOException {
        long firstDataMillis = timeouts.firstDataMillis();
        if (sampleRateHz < 1) {
            throw new IllegalArgumentException("sampleRateHz must be >= 1: " + sampleRateHz);
        }
        ToolProcess tool = ToolProcess.start(List.of(executable, "--rate",
                Integer.toString(sampleRateHz), "--channels",
                Integer.toString(Pcm16.CHANNELS), "--format", "s16", "-"));
        PipeWireSource source = new PipeWireSource(tool, sampleRateHz,
                timeouts.stallMillis());
        try {
            source.awaitData(firstDataMillis, "gave no samples");
        } catch (IOException e) {
            source.close();
            throw e;
        }
        return source;
    }

    @Override
    public int sampleRateHz() {
        return sampleRateHz;
    }

    @Override
    public int read(short[] buffer) throws IOException {
        if (closed) {
            throw new IOException(tool.tool() + ": source is closed");
        }
        if (buffer.length == 0) {
            throw new IllegalArgumentException("buffer must not be empty");
        }
        while (true) {
            if (!awaitData(stallMillis, "stopped delivering samples")) {
                return -1;
            }
            int want = Math.min(CHUNK_BYTES, buffer.length * Pcm16.BYTES_PER_SAMPLE)
                    - pendingBytes;
            int n = in.read(bytes, pendingBytes, Math.max(1, want));
            if (n < 0) {
                return endOfStream();
            }
            int total = pendingBytes + n;
            int samples = total / Pcm16.BYTES_PER_SAMPLE;
            Pcm16.fromLittleEndian(bytes, 0, samples, buffer, 0);
            pendingBytes = total - samples * Pcm16.BYTES_PER_SAMPLE;
            if (pendingBytes > 0) {
                bytes[0] = bytes[total - 1];
            }
            if (samples > 0) {
                return samples;
            }
        }
    }

    /**
     * Polls until bytes are there (true) or the tool has exited (false, let read see the end);
     * throws when nothing comes within {@code millis}.
     */
    private boolean awaitData(long millis, String what) throws IOException {
        long deadline = System.nanoTime() + millis * 1_000_000L;
        while (in.available() == 0) {
            if (!tool.process().isAlive()) {
                if (in.available() > 0) {
                    return true;
                }
                if (tool.process().exitValue() != 0) {
                    throw tool.failure("could not record");
                }
                return false;
            }
            if (System.nanoTime() - deadline > 0) {
                throw new IOException(tool.tool() + " " + what + " for " + millis
                        + " ms (is an input device running?)");
            }
            sleep();
        }
        return true;
    }

    private int endOfStream() throws IOException {
        tool.waitFor(stallMillis);
        if (!tool.process().isAlive() && tool.process().exitValue() != 0) {
            throw tool.failure("stopped recording");
        }
        return -1;
    }

    private void sleep() throws IOException {
        try {
            Thread.sleep(POLL_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(tool.tool() + ": interrupted", e);
        }
    }

    @Override
    public void close() throws IOException {
        if (!closed) {
            closed = true;
            tool.stop();
            in.close();
        }
    }
}
