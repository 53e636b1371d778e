package echoai.link1.devices;

import echoai.link1.audio.Pcm16;
import echoai.link1.audio.PcmSink;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;

/**
 * Plays to PipeWire's default sink through {@code pw-play}, fed on its stdin:
 * {@code pw-play --rate 16000 --channels 1 --format s16 --latency 20ms -} (every format
 * parameter explicit, another rate when asked; 20 ms keeps the start latency near 30–40 ms instead of 75–135 ms).
 *
 * <p>The tool starts with the first {@link #play} after {@link #open} or {@link #drain}.
 * {@code drain} closes its stdin and waits for it to exit; because {@code pw-play} drops the last
 * partial quantum of a stream read from stdin (measured: the last 128 samples), drain first
 * appends {@link #TAIL_PADDING_SAMPLES} of silence. A write that blocks longer than the audio it
 * carries plus {@link #STALL_MILLIS} stops the tool, so a stalled device fails instead of hanging.
 */
public final class PipeWireSink implements PcmSink {
    /** The playing tool looked up on the PATH. */
    public static final String DEFAULT_TOOL = "pw-play";
    /** Silence appended before the end of each stream (100 ms), see the class comment. */
    public static final int TAIL_PADDING_SAMPLES = 1600;
    /** Slack beyond real time a write or a drain may take before it is an error. */
    public static final long STALL_MILLIS = 3000;
    private static final int CHUNK_SAMPLES = 2048;

    private final String executable;
    private final long stallMillis;
    private final byte[] bytes = new byte[CHUNK_SAMPLES * Pcm16.BYTES_PER_SAMPLE];
    private final short[] silence = new short[TAIL_PADDING_SAMPLES];
    private final Watchdog watchdog;
    private volatile ToolProcess tool;
    private OutputStream stdin;
    private long samplesInStream;
    private long streamStartNanos;
    private boolean closed;

    private final int sampleRateHz;

    private PipeWireSink(String executable, long stallMillis, int sampleRateHz) {
        if (sampleRateHz < 1) {
            throw new IllegalArgumentException("sampleRateHz must be >= 1: " + sampleRateHz);
        }
        this.executable = executable;
        this.stallMillis = stallMillis;
        this.sampleRateHz = sampleRateHz;
        this.watchdog = new Watchdog("pw-play-watchdog", this::killStalled);
    }

    /**
     * A 16 kHz sink that plays through {@code pw-play} from the PATH.
     *
     * @return the sink (the tool starts with the first samples)
     */
    public static PipeWireSink open() {
        return open(DEFAULT_TOOL);
    }

    /**
     * A 16 kHz sink that plays through a given tool.
     *
     * @param executable a {@code pw-play}: a name on the PATH or a path
     * @return the sink (the tool starts with the first samples)
     */
    public static PipeWireSink open(String executable) {
        return new PipeWireSink(executable, STALL_MILLIS, Pcm16.SAMPLE_RATE_HZ);
    }

    /**
     * A sink through {@code executable} as {@code pw-play --rate sampleRateHz} (named apart from
     * {@code open(String, long stallMillis)} so that an int literal cannot pick the wrong one).
     *
     * @param executable a {@code pw-play}: a name on the PATH or a path
     * @param sampleRateHz samples per second
     * @return the sink (the tool starts with the first samples)
     */
    public static PipeWireSink openAtRate(String executable, int sampleRateHz) {
        return new PipeWireSink(executable, STALL_MILLIS, sampleRateHz);
    }

    /** A sink through {@code executable} that allows {@code stallMillis} beyond real time. */
    static PipeWireSink open(String executable, long stallMillis) {
        return new PipeWireSink(executable, stallMillis, Pcm16.SAMPLE_RATE_HZ);
    }

    @Override
    public int sampleRateHz() {
        return sampleRateHz;
    }

    @Override
    public void play(short[] samples, int offset, int count) throws IOException {
        if (closed) {
            throw new IOException(executable + ": sink is closed");
        }
        if (offset < 0 || count < 0 || offset + count > samples.length) {
            throw new IllegalArgumentException("offset/count out of range: " + offset + "/" + count);
        }
        if (tool == null) {
            startStream();
        }
        for (int done = 0; done < count; ) {
            int n = Math.min(CHUNK_SAMPLES, count - done);
            Pcm16.toLittleEndian(samples, offset + done, n, bytes, 0);
            write(n);
            done += n;
        }
    }

    @Override
    public void drain() throws IOException {
        if (tool == null) {
            return;
        }
        play(silence);
        ToolProcess finishing = tool;
        tool = null;
        try {
            stdin.close();
        } catch (IOException e) {
            // The tool is gone (broken pipe): its exit code and stderr say why, below.
        }
        long playedMillis = (System.nanoTime() - streamStartNanos) / 1_000_000L;
        long left = Math.max(0, Pcm16.millis(samplesInStream, sampleRateHz) - playedMillis);
        if (!finishing.waitFor(left + stallMillis)) {
            finishing.stop();
            throw new IOException(executable + " did not finish playing within "
                    + (left + stallMillis) + " ms (is an output device running?)");
        }
        if (finishing.process().exitValue() != 0) {
            throw finishing.failure("could not play");
        }
    }

    private void startStream() throws IOException {
        tool = ToolProcess.start(List.of(executable, "--rate",
                Integer.toString(sampleRateHz), "--channels",
                Integer.toString(Pcm16.CHANNELS), "--format", "s16", "--latency", "20ms", "-"));
        stdin = tool.process().getOutputStream();
        samplesInStream = 0;
        streamStartNanos = System.nanoTime();
    }

    private void write(int samples) throws IOException {
        samplesInStream += samples;
        long playedMillis = (System.nanoTime() - streamStartNanos) / 1_000_000L;
        watchdog.arm(Math.max(0, Pcm16.millis(samplesInStream, sampleRateHz) - playedMillis)
                + stallMillis);
        try {
            stdin.write(bytes, 0, samples * Pcm16.BYTES_PER_SAMPLE);
            stdin.flush();
        } catch (IOException e) {
            boolean stalled = watchdog.disarm();
            ToolProcess failed = tool;
            tool = null;
            failed.waitFor(stallMillis);
            throw stalled ? new IOException(executable + " stopped taking samples "
                    + "(is an output device running?)") : failed.failure("could not play");
        }
        watchdog.disarm();
    }

    private void killStalled() {
        ToolProcess stalled = tool;
        if (stalled != null) {
            stalled.process().destroyForcibly();
        }
    }

    @Override
    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        watchdog.close();
        if (tool != null) {
            ToolProcess open = tool;
            tool = null;
            open.stop();
        }
    }
}
