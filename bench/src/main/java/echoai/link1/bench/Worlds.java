package echoai.link1.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.LongFunction;

/**
 * Runs one task per world seed on worker threads and returns the results in seed order, so the
 * output does not depend on the number of threads (each task must depend only on its seed).
 */
public final class Worlds {
    private Worlds() {
    }

    public static <R> List<R> map(BenchContext ctx, String task, LongFunction<R> perSeed)
            throws InterruptedException, ExecutionException {
        return map(ctx, ctx.seeds().seeds(), task, perSeed);
    }

    /** As {@link #map(BenchContext, String, LongFunction)} over an explicit list of seeds. */
    public static <R> List<R> map(BenchContext ctx, List<Integer> seeds, String task,
                           LongFunction<R> perSeed)
            throws InterruptedException, ExecutionException {
        ctx.progress().start(task, seeds.size());
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(ctx.threads(), seeds.size()));
        try {
            List<Future<R>> futures = new ArrayList<>(seeds.size());
            for (int seed : seeds) {
                futures.add(pool.submit(() -> {
                    R r = perSeed.apply(seed);
                    ctx.progress().step(1);
                    return r;
                }));
            }
            List<R> out = new ArrayList<>(seeds.size());
            for (Future<R> f : futures) {
                out.add(f.get());
            }
            ctx.progress().done();
            return out;
        } finally {
            pool.shutdownNow();
        }
    }
}
