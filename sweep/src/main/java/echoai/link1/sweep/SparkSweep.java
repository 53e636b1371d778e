package echoai.link1.sweep;

import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import scala.Function1;
import scala.Function2;
import scala.collection.Iterator;
import scala.reflect.ClassTag$;
import scala.runtime.BoxedUnit;

/**
 * Runs a grid's pending seed blocks on Apache Spark: one partition (one task) per block. Each
 * task runs its block ({@link BlockWork}) and returns the rows to the driver, which writes them
 * ({@link BlockStore}) as each task ends, so no executor needs the output folder and a killed run
 * keeps every block already written. Complete blocks are skipped (resume).
 *
 * <p>The master is {@code local[*]} unless {@code master} is given or {@code spark.master} is
 * already set (as {@code spark-submit} sets it). On a master that is not local the executors
 * run in other JVMs and need link1's classes: unless {@code spark.jars} is set (spark-submit sets
 * it to its application jar), the jar this class was loaded from ({@code link1-sweep.jar}) is
 * shipped to them.
 */
public final class SparkSweep {
    private SparkSweep() {
    }

    /** The blocks of {@code grid} not yet complete in {@code store}, ascending. */
    public static List<SeedBlock> pending(Grid grid, BlockStore store) throws IOException {
        List<String> files = grid.work().files();
        List<SeedBlock> out = new ArrayList<>();
        for (SeedBlock block : grid.blocks()) {
            if (!store.complete(block, files)) {
                out.add(block);
            }
        }
        return out;
    }

    /** Spark's configuration for a sweep: no UI; the master when given; the jar when remote. */
    public static SparkConf conf(String master) {
        SparkConf conf = new SparkConf().setAppName("link1-sweep")
                .set("spark.ui.enabled", "false")
                .set("spark.ui.showConsoleProgress", "false");
        if (master != null) {
            conf.setMaster(master);
        } else if (!conf.contains("spark.master")) {
            conf.setMaster("local[*]");
        }
        String at = conf.get("spark.master");
        if (!inProcess(at) && !conf.contains("spark.jars")) {
            String[] jars = JavaSparkContext.jarOfClass(SparkSweep.class);
            if (jars.length == 0) {
                throw new IllegalArgumentException("master " + at + " runs executors in other"
                        + " JVMs, which need link1's classes: run from sweep/target/link1-sweep.jar"
                        + " (./link1-sweep does) or set spark.jars");
            }
            conf.setJars(jars);
        }
        return conf;
    }

    /** True for the masters whose executors run in the driver's JVM: local, local[N], local[*]. */
    static boolean inProcess(String master) {
        return master.equals("local") || master.startsWith("local[");
    }

    /**
     * Runs every pending block of {@code grid}; returns the number of blocks run.
     *
     * @param progress told the totals first, then of each block written
     */
    public static int run(Grid grid, BlockStore store, SparkConf conf, SweepProgress progress)
            throws IOException {
        List<SeedBlock> todo = pending(grid, store);
        progress.start(grid.blocks().size(), grid.blocks().size() - todo.size());
        if (todo.isEmpty()) {
            return 0;
        }
        try (JavaSparkContext sc = new JavaSparkContext(conf)) {
            sc.setLogLevel("WARN");
            JavaRDD<SeedBlock> blocks = sc.parallelize(todo, todo.size());
            BlockWork work = grid.work();
            Function1<Iterator<SeedBlock>, List<BlockRows>> task = task(work);
            Function2<Object, List<BlockRows>, BoxedUnit> written = (index, rows) -> {
                for (BlockRows r : rows) {
                    try {
                        store.write(r);
                    } catch (IOException e) {
                        throw new UncheckedIOException("cannot write block " + r.block(), e);
                    }
                    progress.blockDone(r.block().size());
                }
                return BoxedUnit.UNIT;
            };
            sc.sc().runJob(blocks.rdd(), task, written, ClassTag$.MODULE$.apply(List.class));
        }
        return todo.size();
    }

    @SuppressWarnings("unchecked")
    private static Function1<Iterator<SeedBlock>, List<BlockRows>> task(BlockWork work) {
        return (Function1<Iterator<SeedBlock>, List<BlockRows>> & Serializable) it -> {
            List<BlockRows> out = new ArrayList<>();
            while (it.hasNext()) {
                out.add(work.run(it.next()));
            }
            return out;
        };
    }
}
