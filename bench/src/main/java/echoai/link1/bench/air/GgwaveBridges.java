package echoai.link1.bench.air;

import java.io.IOException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * One ggwave bridge per worker thread, for the experiments with ggwave arms: started together
 * (those already started are closed when one fails), taken and put back by the arms through
 * {@link #queue()}, closed together.
 */
public final class GgwaveBridges implements AutoCloseable {
    private final BlockingQueue<GgwaveBridge> queue;
    private final String version;

    private GgwaveBridges(BlockingQueue<GgwaveBridge> queue, String version) {
        this.queue = queue;
        this.version = version;
    }

    /** Starts {@code n} bridges (node and {@code npm ci} in scripts/ggwave, else IOException). */
    public static GgwaveBridges start(int n) throws IOException {
        BlockingQueue<GgwaveBridge> queue = new ArrayBlockingQueue<>(n);
        String version = null;
        try {
            for (int t = 0; t < n; t++) {
                GgwaveBridge b = GgwaveBridge.start();
                version = b.version();
                queue.add(b);
            }
        } catch (IOException | RuntimeException e) {
            new GgwaveBridges(queue, version).close();
            throw e;
        }
        return new GgwaveBridges(queue, version);
    }

    /** The bridges, for {@link GgwaveTrial#runArm}. */
    public BlockingQueue<GgwaveBridge> queue() {
        return queue;
    }

    /** The npm package's version the bridges loaded. */
    public String version() {
        return version;
    }

    @Override
    public void close() throws IOException {
        for (GgwaveBridge b : queue) {
            b.close();
        }
    }
}
