package echoai.link1.audio;

import java.io.IOException;

/**
 * Records a {@link PcmSource} on its own thread while the caller does something else (plays),
 * handing each chunk to a {@link Consumer} on the recording thread as it arrives.
 *
 * <p>{@link #stop} ends the recording, closes the source and rethrows the first error the
 * recording thread met (an {@link IOException} from the device or a runtime exception from the
 * consumer), so nothing fails silently.
 */
public final class Recording implements AutoCloseable {
    /** Receives the samples as they arrive; {@code chunk} is reused after the call returns. */
    @FunctionalInterface
    public interface Consumer {
        /**
         * Called on the recording thread with new samples.
         *
         * @param chunk the samples in {@code chunk[0..count)}; reused after the call returns
         * @param count number of new samples, ≥ 1
         */
        void accept(short[] chunk, int count);
    }

    /** Samples per read: 10 ms. */
    public static final int CHUNK_SAMPLES = 160;

    private final PcmSource source;
    private final Consumer consumer;
    private final short[] chunk = new short[CHUNK_SAMPLES];
    private final Thread thread;
    private volatile boolean stopping;
    private volatile long samplesRecorded;
    private volatile Exception failure;
    private boolean stopped;

    private Recording(PcmSource source, Consumer consumer) {
        this.source = source;
        this.consumer = consumer;
        this.thread = new Thread(this::loop, "recording");
        this.thread.setDaemon(true);
    }

    /**
     * Starts recording {@code source} into {@code consumer}; the recording owns the source.
     *
     * @param source the source; closed by {@link #stop}
     * @param consumer receives each chunk on the recording thread
     * @return the running recording
     */
    public static Recording start(PcmSource source, Consumer consumer) {
        Recording r = new Recording(source, consumer);
        r.thread.start();
        return r;
    }

    /**
     * Samples handed to the consumer so far.
     *
     * @return the count, 0 or more
     */
    public long samplesRecorded() {
        return samplesRecorded;
    }

    /**
     * Whether the recording thread runs.
     *
     * @return false after the end of the stream, an error or {@link #stop}
     */
    public boolean running() {
        return thread.isAlive();
    }

    private void loop() {
        try {
            int n;
            while (!stopping && (n = source.read(chunk)) > 0) {
                consumer.accept(chunk, n);
                samplesRecorded += n;
            }
        } catch (IOException | RuntimeException e) {
            if (!stopping) {
                failure = e;
            }
        }
    }

    /**
     * Stops, closes the source, and rethrows what went wrong while recording (if anything). A second call does nothing.
     *
     * @throws IOException the device's error met while recording, or one from closing the source
     */
    public void stop() throws IOException {
        if (stopped) {
            return;
        }
        stopped = true;
        stopping = true;
        try {
            thread.join(3000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        source.close();
        Exception f = failure;
        if (f instanceof IOException io) {
            throw io;
        }
        if (f instanceof RuntimeException re) {
            throw re;
        }
    }

    @Override
    public void close() throws IOException {
        stop();
    }
}
