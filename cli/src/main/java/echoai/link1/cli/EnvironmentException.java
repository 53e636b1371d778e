package echoai.link1.cli;

/** Missing tool, device or file: one line on stderr, exit 3. */
public final class EnvironmentException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public EnvironmentException(String message) {
        super(message);
    }

    public EnvironmentException(String message, Throwable cause) {
        super(message, cause);
    }
}
