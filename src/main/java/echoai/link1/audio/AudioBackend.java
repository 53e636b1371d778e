package echoai.link1.audio;

import java.io.IOException;

/**
 * The device backends: PipeWire through its command-line tools, and Java Sound. Both play to the
 * default output and record from the default input, 16 kHz, 16-bit, mono.
 */
public enum AudioBackend {
    /** {@code pw-play} / {@code pw-record} subprocesses ({@link PipeWireSink}, {@link PipeWireSource}). */
    PIPEWIRE {
        @Override
        public PcmSink openSink() {
            return PipeWireSink.open();
        }

        @Override
        public PcmSource openSource() throws IOException {
            return PipeWireSource.open();
        }
    },
    /** {@code SourceDataLine} / {@code TargetDataLine} ({@link JavaSoundSink}, {@link JavaSoundSource}). */
    JAVASOUND {
        @Override
        public PcmSink openSink() throws IOException {
            return JavaSoundSink.open();
        }

        @Override
        public PcmSource openSource() throws IOException {
            return JavaSoundSource.open();
        }
    };

    /** Opens the default output; an {@link IOException} (one line) when there is none. */
    public abstract PcmSink openSink() throws IOException;

    /** Opens the default input and waits for its first samples; an {@link IOException} if not. */
    public abstract PcmSource openSource() throws IOException;

    /** The name on the command line: {@code pipewire} or {@code javasound}. */
    public String cliName() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
