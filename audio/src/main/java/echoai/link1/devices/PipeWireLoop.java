package echoai.link1.devices;

import echoai.link1.audio.Pcm16;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * Recognises the private digital loop started by {@code scripts/pipewire-loop.sh}: its
 * environment ({@code LINK1_PW_DIR}, {@code XDG_RUNTIME_DIR}) is set and the daemon's socket
 * exists. On the loop, the default output is the default input, bit-exact; elsewhere the default
 * devices are a real speaker and microphone (or nothing), so bit-exact tests must not run.
 */
public final class PipeWireLoop {
    /** The variable the loop script exports with its folder. */
    public static final String DIR_VARIABLE = "LINK1_PW_DIR";
    /** The variable the loop script exports with the loop's clock rate (absent before: 16 kHz). */
    public static final String RATE_VARIABLE = "LINK1_PW_RATE";

    private PipeWireLoop() {
    }

    /**
     * Whether this process runs inside the loop's environment and the daemon is up.
     *
     * @return true when the loop's variables are set and its socket exists
     */
    public static boolean detected() {
        return detected(System.getenv());
    }

    /**
     * True when the loop is up and clocked at {@code sampleRateHz}: only then is a stream at that
     * rate carried bit-exact (at another rate PipeWire resamples it).
     *
     * @param sampleRateHz the stream's rate, Hz
     * @return true when the loop is up and its clock rate equals {@code sampleRateHz}
     */
    public static boolean detectedAt(int sampleRateHz) {
        return detected() && rateHz(System.getenv()) == sampleRateHz;
    }

    /** The loop's clock rate from {@code LINK1_PW_RATE}; 16 000 when it is not set. */
    static int rateHz(Map<String, String> env) {
        String rate = env.get(RATE_VARIABLE);
        try {
            return rate == null ? Pcm16.SAMPLE_RATE_HZ : Integer.parseInt(rate.trim());
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** {@link #detected()} for a given environment. */
    static boolean detected(Map<String, String> env) {
        String dir = env.get(DIR_VARIABLE);
        String runtime = env.get("XDG_RUNTIME_DIR");
        return dir != null && runtime != null && runtime.startsWith(dir)
                && Files.exists(Path.of(runtime, "pipewire-0"));
    }
}
