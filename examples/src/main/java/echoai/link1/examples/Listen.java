package echoai.link1.examples;

import echoai.link1.api.Heard;
import echoai.link1.api.Receiver;
import echoai.link1.audio.PcmSource;
import echoai.link1.audio.WavSource;
import echoai.link1.devices.AudioBackend;
import echoai.link1.modem.AirProfile;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/**
 * Listens for K1 frames: on the default microphone (48 kHz, Java Sound) for a few seconds, or in
 * a WAV file of any rate. Each frame is printed as it is heard. Without a microphone it says so
 * in one line on stderr and exits with status 3.
 *
 * <pre>java echoai.link1.examples.Listen [seconds | file.wav]</pre>
 */
public final class Listen {
    /** Exit status when there is no device. */
    public static final int EXIT_NO_DEVICE = 3;
    /** The rate asked of the microphone, Hz. */
    public static final int MICROPHONE_RATE_HZ = 48_000;

    private Listen() {
    }

    /**
     * Feeds {@code source} to a receiver until it ends or {@code seconds} have been read,
     * printing each frame as it is heard.
     *
     * @param source  any PCM source (its own rate)
     * @param seconds how long to listen at most, &gt; 0
     * @param out     where the frames are printed
     * @return the frames heard
     * @throws IOException when the source fails
     */
    public static List<Heard> run(PcmSource source, double seconds, PrintStream out)
            throws IOException {
        Receiver receiver = new Receiver(AirProfile.K1, source.sampleRateHz());
        receiver.addListener(h -> out.println("heard " + h.act().map(Object::toString)
                .orElse(h.frame().header()) + " at " + h.startSample() + ".." + h.endSample()
                + " (" + source.sampleRateHz() + " Hz), " + h.errors() + " errors"));
        long limit = (long) (seconds * source.sampleRateHz());
        short[] buffer = new short[4096];
        for (int n = source.read(buffer); n > 0 && receiver.samples() < limit;
                n = source.read(buffer)) {
            receiver.accept(buffer, 0, (int) Math.min(n, limit - receiver.samples()));
        }
        return receiver.finish();
    }

    /**
     * Listens on the default microphone for {@code seconds}.
     *
     * @param seconds how long, &gt; 0
     * @param out     where the frames are printed
     * @param err     where a missing device is reported, one line
     * @return 0, or {@link #EXIT_NO_DEVICE} when no microphone could be opened
     */
    public static int fromMicrophone(double seconds, PrintStream out, PrintStream err) {
        try (PcmSource mic = AudioBackend.JAVASOUND.openSource(MICROPHONE_RATE_HZ)) {
            out.println("listening " + seconds + " s on the default microphone");
            out.println(run(mic, seconds, out).size() + " frames heard");
            return 0;
        } catch (IOException e) {
            err.println("listen: no microphone: " + e.getMessage());
            return EXIT_NO_DEVICE;
        }
    }

    /**
     * Runs the example.
     *
     * @param args a WAV file, or the seconds to listen on the microphone (default 10)
     * @throws IOException when the WAV file cannot be read
     */
    public static void main(String[] args) throws IOException {
        if (args.length > 0 && args[0].endsWith(".wav")) {
            try (WavSource wav = WavSource.open(Path.of(args[0]))) {
                System.out.println(run(wav, Double.MAX_VALUE, System.out).size() + " frames heard");
            }
            return;
        }
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 10;
        int status = fromMicrophone(seconds, System.out, System.err);
        if (status != 0) {
            System.exit(status);
        }
    }
}
