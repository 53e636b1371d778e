package echoai.link1.devices;

import echoai.link1.audio.Pcm16;
import echoai.link1.audio.PcmSink;
import echoai.link1.audio.PcmSource;
import java.io.IOException;

/**
 * The device backends: PipeWire through its command-line tools, and Java Sound. Both play to the
 * default output and record from the default input, 16-bit, mono, at 16 kHz or at a rate asked
 * for (a device's native 44.1 or 48 kHz, resampled by the caller).
 */
public enum AudioBackend {
    /** {@code pw-play} / {@code pw-record} subprocesses ({@link PipeWireSink}, {@link PipeWireSource}). */
    PIPEWIRE {
        @Override
        public PcmSink openSink(int sampleRateHz) {
            return PipeWireSink.openAtRate(PipeWireSink.DEFAULT_TOOL, sampleRateHz);
        }

        @Override
        public PcmSource openSource(int sampleRateHz) throws IOException {
            return PipeWireSource.open(PipeWireSource.DEFAULT_TOOL, timeouts(), sampleRateHz);
        }
    },
    /** {@code SourceDataLine} / {@code TargetDataLine} ({@link JavaSoundSink}, {@link JavaSoundSource}). */
    JAVASOUND {
        @Override
        public PcmSink openSink(int sampleRateHz) throws IOException {
            return JavaSoundSink.open(sampleRateHz);
        }

        @Override
        public PcmSource openSource(int sampleRateHz) throws IOException {
            return JavaSoundSource.open(timeouts(), sampleRateHz);
        }
    };

    /**
     * Opens the default output at 16 kHz.
     *
     * @return an open sink; the caller closes it
     * @throws IOException one line, when there is no output or it cannot be opened
     */
    public PcmSink openSink() throws IOException {
        return openSink(Pcm16.SAMPLE_RATE_HZ);
    }

    /**
     * Opens the default output at a given rate.
     *
     * @param sampleRateHz samples per second, e.g. a device's native 48 000
     * @return an open sink; the caller closes it
     * @throws IOException one line, when there is no output or it cannot be opened
     */
    public abstract PcmSink openSink(int sampleRateHz) throws IOException;

    /**
     * Opens the default input at 16 kHz and waits for its first samples.
     *
     * @return an open source that has delivered data; the caller closes it
     * @throws IOException one line, when the device is missing, cannot be opened or gives no samples in time
     */
    public PcmSource openSource() throws IOException {
        return openSource(Pcm16.SAMPLE_RATE_HZ);
    }

    /**
     * Opens the default input at a given rate and waits for its first samples, with
     * {@link InputTimeouts#fromSystemProperties()} (the defaults unless set).
     *
     * @param sampleRateHz samples per second, e.g. a device's native 48 000
     * @return an open source that has delivered data; the caller closes it
     * @throws IOException one line, when the device is missing, cannot be opened or gives no samples in time
     */
    public abstract PcmSource openSource(int sampleRateHz) throws IOException;

    /** The timeouts of the system properties; a bad one is one line (an IOException). */
    private static InputTimeouts timeouts() throws IOException {
        try {
            return InputTimeouts.fromSystemProperties();
        } catch (IllegalArgumentException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    /**
     * The name on the command line.
     *
     * @return {@code pipewire} or {@code javasound}
     */
    public String cliName() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
