package echoai.link1.devices;

import echoai.link1.audio.Pcm16;
import java.io.IOException;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.DataLine;
import javax.sound.sampled.Line;
import javax.sound.sampled.LineUnavailableException;
import javax.sound.sampled.Mixer;

/**
 * What the two Java Sound backends share: the one format (16 kHz, 16-bit, mono, signed,
 * little-endian), the checks that turn "no mixer", "format refused" and "line busy" into a
 * one-line {@link IOException}, and the polling that keeps reads and writes from hanging.
 */
final class JavaSound {
    /** The stream format: 16 000 Hz, 16-bit signed, mono, little-endian. */
    static final AudioFormat FORMAT = format(Pcm16.SAMPLE_RATE_HZ);
    static final long POLL_MILLIS = 2;

    private JavaSound() {
    }

    /** 16-bit signed mono little-endian at {@code sampleRateHz}. */
    static AudioFormat format(int sampleRateHz) {
        return new AudioFormat(sampleRateHz, 16, Pcm16.CHANNELS, true, false);
    }

    /** Opens and starts a 16 kHz line of {@code type} with a buffer of {@code bufferMillis}. */
    static <L extends DataLine> L openLine(Class<L> type, String role, int bufferMillis)
            throws IOException {
        return openLine(type, role, bufferMillis, Pcm16.SAMPLE_RATE_HZ);
    }

    /** Opens and starts a line of {@code type} at {@code sampleRateHz}. */
    static <L extends DataLine> L openLine(Class<L> type, String role, int bufferMillis,
            int sampleRateHz) throws IOException {
        requireMixers(AudioSystem.getMixerInfo());
        AudioFormat format = format(sampleRateHz);
        DataLine.Info info = new DataLine.Info(type, format);
        if (!AudioSystem.isLineSupported(info)) {
            throw new IOException("Java Sound has no " + role + " line for "
                    + describe(sampleRateHz));
        }
        int bufferBytes = sampleRateHz / 1000 * Pcm16.BYTES_PER_SAMPLE * bufferMillis;
        L line;
        try {
            Line raw = AudioSystem.getLine(info);
            line = type.cast(raw);
            if (line instanceof javax.sound.sampled.SourceDataLine s) {
                s.open(format, bufferBytes);
            } else if (line instanceof javax.sound.sampled.TargetDataLine t) {
                t.open(format, bufferBytes);
            } else {
                throw new IllegalArgumentException("type must be a Source or TargetDataLine: "
                        + type);
            }
        } catch (LineUnavailableException e) {
            throw new IOException("Java Sound " + role + " device busy or unavailable: "
                    + firstLine(e.getMessage()), e);
        } catch (IllegalArgumentException | SecurityException e) {
            throw new IOException("Java Sound refused the " + role + " format "
                    + describe(sampleRateHz)
                    + ": " + firstLine(e.getMessage()), e);
        }
        if (!line.getFormat().matches(format)) {
            line.close();
            throw new IOException("Java Sound opened the " + role + " line as "
                    + line.getFormat() + " instead of " + describe(sampleRateHz));
        }
        line.start();
        return line;
    }

    /** Throws the "no mixer" error when Java Sound sees no audio device at all. */
    static void requireMixers(Mixer.Info[] mixers) throws IOException {
        if (mixers.length == 0) {
            throw new IOException("Java Sound finds no mixer: no audio device "
                    + "(no sound card, or PipeWire/ALSA not running)");
        }
    }

    /** True when Java Sound has a line of {@code type} for {@link #FORMAT} (no line is opened). */
    static boolean supports(Class<? extends DataLine> type) {
        return AudioSystem.getMixerInfo().length > 0
                && AudioSystem.isLineSupported(new DataLine.Info(type, FORMAT));
    }

    static String describe(int sampleRateHz) {
        return sampleRateHz + " Hz 16-bit mono signed little-endian";
    }

    static void sleep(String role) throws IOException {
        try {
            Thread.sleep(POLL_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("Java Sound " + role + ": interrupted", e);
        }
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "no detail";
        }
        int nl = message.indexOf('\n');
        return nl < 0 ? message : message.substring(0, nl);
    }
}
