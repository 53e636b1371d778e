package echoai.link1.cli;

/** A usage error found after parsing (bad hex, bad seed range): one line on stderr, exit 2. */
public final class UsageException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public UsageException(String message) {
        super(message);
    }
}
