package echoai.link1.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sweep on a real Spark standalone cluster: a Master and a Worker started as OS processes
 * from Spark's own jars (a SPARK_HOME of the module's runtime jars without link1's), then
 * {@code link1-sweep --master spark://...} from the packaged {@code link1-sweep.jar} in a third
 * process. The Worker launches the executors in JVMs of their own, so link1's classes reach
 * them only as the shipped jar. The rows and documents must be byte-identical to the in-process
 * bench's (exit 0 from {@code --compare}). Then the same through {@code spark-submit}'s class
 * ({@code org.apache.spark.deploy.SparkSubmit}, what the script runs) with the jar as its
 * application jar, as docs/sweep.md shows. Run by failsafe after {@code package}.
 */
class StandaloneClusterIT {
    private static final Path MODULE = Path.of("sweep");
    private static final Duration UP = Duration.ofSeconds(90);

    @Test
    void aStandaloneClusterGivesTheBenchsRows(@TempDir Path tmp) throws Exception {
        Grid grid = new Grid("cluster-test", List.of("T", "E5"), new RoomArms(
                List.of(new RoomPointSpec("living-0.3m", "white", 30, 48_000, 48_000, 0)),
                List.of("r"), List.of("claims")), 0, 3, 2);
        Path bench = tmp.resolve("bench");
        SweepPerf.runBench(grid, grid.work(), grid.seedSet(), 2, bench);
        Path gridFile = tmp.resolve("grid.json");
        echoai.link1.bench.Json.write(gridFile, grid.toTree());

        Path home = sparkHome(MODULE.resolve("target/it-spark-home"));
        int port = freePort();
        List<Process> cluster = new ArrayList<>();
        try {
            Process master = start(tmp, "master", home, "org.apache.spark.deploy.master.Master",
                    "--host", "127.0.0.1", "--port", Integer.toString(port), "--webui-port",
                    Integer.toString(freePort()));
            cluster.add(master);
            awaitLine(tmp.resolve("master.log"), "I have been elected leader", master);
            Path work = Files.createDirectories(tmp.resolve("work"));
            Process worker = start(tmp, "worker", home, "org.apache.spark.deploy.worker.Worker",
                    "spark://127.0.0.1:" + port, "--host", "127.0.0.1", "--cores", "2",
                    "--memory", "1g", "--webui-port", Integer.toString(freePort()),
                    "--work-dir", work.toString());
            cluster.add(worker);
            awaitLine(tmp.resolve("worker.log"), "Successfully registered with master", worker);

            String url = "spark://127.0.0.1:" + port;
            Path jar = MODULE.resolve("target/link1-sweep.jar");
            String deps = Files.readString(MODULE.resolve("target/classpath.txt")).strip();
            Path out = tmp.resolve("out");
            assertSweep(tmp, "sweep", java(tmp, "sweep", List.of(jar + ":" + deps),
                    "echoai.link1.sweep.SweepCommand", List.of("--master", url,
                            gridFile.toString(), "--out", out.toString(), "--compare",
                            bench.toString()), null), bench, out);
            Path submitted = tmp.resolve("submitted");
            assertSweep(tmp, "submit", java(tmp, "submit", List.of(home.resolve("jars") + "/*"),
                    "org.apache.spark.deploy.SparkSubmit", List.of("--master", url, "--class",
                            "echoai.link1.sweep.SweepCommand", jar.toString(),
                            gridFile.toString(), "--out", submitted.toString(), "--compare",
                            bench.toString()), home), bench, submitted);
            try (Stream<Path> apps = Files.list(work)) {
                assertThat(apps.map(p -> p.getFileName().toString()))
                        .as("an executor ran under the worker").anyMatch(n -> n.startsWith("app-"));
            }
        } finally {
            for (Process p : cluster) {
                p.descendants().forEach(ProcessHandle::destroy);
                p.destroy();
                p.waitFor(20, TimeUnit.SECONDS);
            }
        }
    }

    private static void assertSweep(Path tmp, String name, ProcessBuilder pb, Path bench,
                                    Path out) throws Exception {
        Process sweep = pb.start();
        assertThat(sweep.waitFor(5, TimeUnit.MINUTES)).as(name + " finished").isTrue();
        String log = Files.readString(tmp.resolve(name + ".log"));
        assertThat(sweep.exitValue()).as(log).isZero();
        assertThat(log).contains("bench comparison (" + bench + "): identical");
        for (String doc : List.of("E4.json", "E5.json", "predictions.json",
                Aggregate.ROOMS_FILE)) {
            assertThat(Files.mismatch(out.resolve(doc), bench.resolve(doc))).as(name + " " + doc)
                    .isEqualTo(-1);
        }
    }

    /**
     * A SPARK_HOME whose jars/ links the module's runtime classpath without link1's jars (under
     * target/, not the test's temporary folder: links to ~/.m2 are the build's, made anew).
     */
    private static Path sparkHome(Path home) throws IOException {
        if (Files.exists(home)) {
            try (Stream<Path> old = Files.walk(home)) {
                for (Path p : old.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
        Path jars = Files.createDirectories(home.resolve("jars"));
        for (String jar : Files.readString(MODULE.resolve("target/classpath.txt")).strip()
                .split(":")) {
            Path p = Path.of(jar);
            if (!p.getFileName().toString().startsWith("link1-")) {
                Files.createSymbolicLink(jars.resolve(p.getFileName()), p.toAbsolutePath());
            }
        }
        Files.writeString(home.resolve("RELEASE"), "Spark from Maven Central (link1's test)\n");
        return home;
    }

    private static Process start(Path tmp, String name, Path home, String main, String... args)
            throws IOException {
        ProcessBuilder pb = java(tmp, name, List.of(home.resolve("jars") + "/*"), main,
                List.of(args), home);
        return pb.start();
    }

    private static ProcessBuilder java(Path tmp, String name, List<String> classpath,
                                       String main, List<String> args, Path home)
            throws IOException {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.add("-Xmx1g");
        cmd.add("@" + MODULE.resolve("jvm.options").toAbsolutePath());
        cmd.add("-cp");
        cmd.add(String.join(":", classpath));
        cmd.add(main);
        cmd.addAll(args);
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true)
                .redirectOutput(tmp.resolve(name + ".log").toFile());
        if (home != null) {
            pb.environment().put("SPARK_HOME", home.toString());
            pb.environment().put("SPARK_SCALA_VERSION", "2.13");
        }
        pb.environment().put("SPARK_LOCAL_IP", "127.0.0.1");
        return pb;
    }

    private static void awaitLine(Path log, String line, Process p) throws Exception {
        long end = System.nanoTime() + UP.toNanos();
        while (System.nanoTime() < end) {
            if (Files.exists(log) && Files.readString(log, StandardCharsets.UTF_8).contains(line)) {
                return;
            }
            if (!p.isAlive()) {
                break;
            }
            Thread.sleep(250);
        }
        throw new AssertionError("no '" + line + "' in " + log + ":\n"
                + (Files.exists(log) ? Files.readString(log) : "(no log)"));
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }
}
