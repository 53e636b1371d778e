package echoai.link1.sweep;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The machine's 1-minute load average from {@code /proc/loadavg} (Linux), recorded beside
 * timings because other work on the machine slows them; null where the file is missing.
 */
public final class LoadAverage {
    private static final Path FILE = Path.of("/proc/loadavg");

    private LoadAverage() {
    }

    /** The 1-minute load average as the kernel writes it (2 decimals), or null. */
    public static BigDecimal oneMinute() {
        try {
            if (!Files.isReadable(FILE)) {
                return null;
            }
            return new BigDecimal(Files.readString(FILE).strip().split("\\s+")[0]);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
