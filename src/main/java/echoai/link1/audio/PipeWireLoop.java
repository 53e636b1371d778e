package echoai.link1.audio;

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

    private PipeWireLoop() {
    }

    /** True when this process runs inside the loop's environment and the daemon is up. */
    public static boolean detected() {
        return detected(System.getenv());
    }

    /** {@link #detected()} for a given environment. */
    static boolean detected(Map<String, String> env) {
        String dir = env.get(DIR_VARIABLE);
        String runtime = env.get("XDG_RUNTIME_DIR");
        return dir != null && runtime != null && runtime.startsWith(dir)
                && Files.exists(Path.of(runtime, "pipewire-0"));
    }
}
