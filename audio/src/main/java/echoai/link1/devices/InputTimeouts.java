package echoai.link1.devices;

/**
 * How long an input may take to deliver its first samples, and how long a running input may
 * then deliver nothing, before each is an error (one line, not a hang). The defaults suit a
 * device; a caller that knows its input is slow or quiet on purpose (a test's fake
 * {@code pw-record} that stalls after its audio, on a loaded machine) sets longer ones, in
 * code or with the system properties {@value #FIRST_DATA_PROPERTY} and {@value #STALL_PROPERTY}
 * (e.g. {@code LINK1_JAVA_OPTS=-Dlink1.input.stallMillis=10000 ./link1 air listen}).
 *
 * @param firstDataMillis how long opening waits for the first samples, ms, ≥ 1
 * @param stallMillis how long a running input may deliver nothing, ms, ≥ 1
 */
public record InputTimeouts(long firstDataMillis, long stallMillis) {
    /** The system property that sets {@link #firstDataMillis}. */
    public static final String FIRST_DATA_PROPERTY = "link1.input.firstDataMillis";
    /** The system property that sets {@link #stallMillis}. */
    public static final String STALL_PROPERTY = "link1.input.stallMillis";
    /** 3000 ms for the first samples, 2000 ms of silence from a running device. */
    public static final InputTimeouts DEFAULT = new InputTimeouts(3000, 2000);

    /**
     * Checks the bounds.
     *
     * @param firstDataMillis how long opening waits for the first samples, ms, ≥ 1
     * @param stallMillis how long a running input may deliver nothing, ms, ≥ 1
     * @throws IllegalArgumentException when a time is below 1 ms
     */
    public InputTimeouts {
        if (firstDataMillis < 1 || stallMillis < 1) {
            throw new IllegalArgumentException("timeouts must be >= 1 ms: " + firstDataMillis
                    + ", " + stallMillis);
        }
    }

    /**
     * The defaults, each replaced by its system property when that is set.
     *
     * @return the timeouts to use
     * @throws IllegalArgumentException when a property is not a whole number of ms ≥ 1
     */
    public static InputTimeouts fromSystemProperties() {
        return new InputTimeouts(property(FIRST_DATA_PROPERTY, DEFAULT.firstDataMillis),
                property(STALL_PROPERTY, DEFAULT.stallMillis));
    }

    private static long property(String name, long fallback) {
        String value = System.getProperty(name);
        if (value == null) {
            return fallback;
        }
        try {
            return Long.parseLong(value.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " must be a whole number of ms: " + value);
        }
    }
}
