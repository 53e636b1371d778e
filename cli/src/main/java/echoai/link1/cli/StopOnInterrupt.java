package echoai.link1.cli;

import echoai.link1.audio.PcmSource;
import java.io.IOException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.IntConsumer;

/**
 * Ctrl-C on a command that records until interrupted ({@code air listen} without
 * {@code --seconds}): a {@link PcmSource} that ends (−1) once the JVM starts shutting down, so
 * the command's loop ends, prints its summary and returns its own exit code as docs/cli.md
 * says, not the signal's.
 *
 * <p>How: a shutdown hook (SIGINT and SIGTERM run them) marks the source stopped; a read that
 * was blocked is freed by closing the source after {@value #CLOSE_AFTER_MS} ms. The hook then
 * waits for {@link #finish} and ends the process with that code by {@link Runtime#halt}, since
 * {@code System.exit} cannot run inside a shutdown hook (it would block for ever) and a hook
 * may not be removed once shutdown has begun (the {@code IllegalStateException: Shutdown in
 * progress} this class replaces). When the command ends on its own, {@link #finish} removes the
 * hook and nothing else happens.
 */
final class StopOnInterrupt implements PcmSource {
    /** How long a stopped source may stay blocked in a read before it is closed, ms. */
    static final long CLOSE_AFTER_MS = 1000;
    /** How long the hook waits for the command's summary after that, ms. */
    static final long FINISH_WAIT_MS = 5000;
    /** The exit code when the command never finishes (128 + SIGINT). */
    static final int EXIT_INTERRUPTED = 130;

    private final PcmSource source;
    private final IntConsumer halt;
    private final CompletableFuture<Integer> exitCode = new CompletableFuture<>();
    private final Thread hook;
    private volatile boolean stopped;

    /** {@code source} stopped by a shutdown hook that ends the process through {@code halt}. */
    StopOnInterrupt(PcmSource source, IntConsumer halt) {
        this.source = source;
        this.halt = halt;
        this.hook = new Thread(this::onShutdown, "link1-stop-on-interrupt");
    }

    /** {@code source}, stopped by Ctrl-C; the hook is registered with the runtime. */
    static StopOnInterrupt install(PcmSource source) {
        StopOnInterrupt s = new StopOnInterrupt(source, Runtime.getRuntime()::halt);
        Runtime.getRuntime().addShutdownHook(s.hook);
        return s;
    }

    /** The hook's body (run by the runtime on SIGINT or SIGTERM; by tests directly). */
    void onShutdown() {
        stopped = true;
        Integer code = await(CLOSE_AFTER_MS);
        if (code == null) {
            try {
                source.close();
            } catch (IOException | RuntimeException e) {
                // Ending anyway; a source that cannot close has nothing more to give.
            }
            code = await(FINISH_WAIT_MS);
        }
        System.out.flush();
        System.err.flush();
        halt.accept(code == null ? EXIT_INTERRUPTED : code);
    }

    /** The hook (registered by {@link #install}). */
    Thread hook() {
        return hook;
    }

    /** Whether a shutdown has stopped the source. */
    boolean stopped() {
        return stopped;
    }

    /**
     * The command is done with {@code code}: during a shutdown the hook ends the process with
     * it; otherwise the hook is removed.
     *
     * @return {@code code}
     */
    int finish(int code) {
        exitCode.complete(code);
        removeHook();
        return code;
    }

    private void removeHook() {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // The hook is running: it ends the process with the code finish was given.
        }
    }

    private Integer await(long millis) {
        try {
            return exitCode.get(millis, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        } catch (ExecutionException e) {
            return null;
        }
    }

    @Override
    public int sampleRateHz() {
        return source.sampleRateHz();
    }

    @Override
    public int read(short[] buffer) throws IOException {
        if (stopped) {
            return -1;
        }
        try {
            return source.read(buffer);
        } catch (IOException e) {
            if (stopped) {
                return -1;
            }
            throw e;
        }
    }

    /** Closes the source; a command that failed before {@link #finish} removes the hook too. */
    @Override
    public void close() throws IOException {
        try {
            source.close();
        } finally {
            removeHook();
        }
    }
}
