package echoai.link1.cli;

import echoai.link1.bench.Json;
import echoai.link1.bench.PerfResult;
import echoai.link1.bench.registry.Bench;
import echoai.link1.modem.AirProfile;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.NoBenchmarksException;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code link1 perf [--quick] [--out DIR]}: runs every JMH benchmark in
 * {@code echoai.link1.perf} and writes ops/s per benchmark into {@code DIR/perf.json} under
 * {@code "jmh"}; {@code --decode-48k} ({@link DecodeSpeed}) and {@code --browser}
 * ({@link BrowserSpeed}) write their own blocks instead.
 *
 * <p>Each benchmark runs in one forked JVM (JMH's isolation of JIT profiles). The fork is started
 * with this JVM's {@code java.class.path}; under {@code java -jar target/link1.jar} that is the
 * shaded jar, which holds JMH, the benchmarks and the generated {@code META-INF/BenchmarkList},
 * so nothing else is needed. JMH's own progress goes to stderr; stdout gets one line per result.
 */
@Command(name = "perf", mixinStandardHelpOptions = true,
        description = {"Runs the JMH benchmarks of echoai.link1.perf (1 fork, 1 thread).",
            "It writes ops/s per benchmark to <out>/perf.json under \"jmh\"."})
final class PerfCommand implements Callable<Integer> {
    /** Benchmarks are found by this pattern over their fully qualified names. */
    static final String INCLUDE = "^echoai\\.link1\\.perf\\..*";

    @Spec
    private CommandSpec spec;

    @Option(names = "--quick",
            description = "Short run: 1 warm-up and 3 measurement iterations of 1 s "
                    + "(default: 3 warm-up and 5 measurement iterations of 2 s).")
    private boolean quick;

    @Option(names = "--only", paramLabel = "CLASS",
            description = "Only the benchmarks of echoai.link1.perf.CLASS, e.g. SharedRoomBenchmark"
                    + " (the other entries of perf.json stay as they are).")
    private String only;

    @Option(names = "--decode-48k",
            description = "Instead of JMH: time `link1 modem decode` of a 30-minute 48 kHz WAV,"
                    + " whole process (wall and CPU time, load average), and its peak memory"
                    + " against a 5-minute one; write it under \"decode48k\".")
    private boolean decode48k;

    @Option(names = "--profile", paramLabel = "k1|f|q",
            description = "With --decode-48k: the frames and receiver, k1 (the default, written"
                    + " under \"decode48k\"), f (under \"decode48k_f\") or q (under"
                    + " \"decode48k_q\").")
    private String profile;

    @Option(names = "--browser",
            description = "Instead of JMH: time R's streaming receiver on the room test's 48 kHz"
                    + " recording in headless Chromium (the page's ?bench=r, node"
                    + " scripts/browser/bench.js) and measure the site's size; write it under"
                    + " \"browser\".")
    private boolean browser;

    @Option(names = "--runs", paramLabel = "N",
            description = "Counted runs after one warm-up, 1..20: of --decode-48k (default 3)"
                    + " or of --browser (default 5).")
    private Integer runs;

    @Option(names = "--out", paramLabel = "DIR", defaultValue = "lab/link1",
            description = "Folder of perf.json (default: ${DEFAULT-VALUE}).")
    private Path out;

    @Override
    public Integer call() throws Exception {
        if (decode48k && browser) {
            throw new UsageException("perf: --decode-48k and --browser are separate runs:"
                    + " give one");
        }
        if (runs != null && (runs < 1 || runs > 20)) {
            throw new UsageException("--runs must be in [1, 20]: " + runs);
        }
        if (profile != null && !decode48k) {
            throw new UsageException("perf: --profile is for --decode-48k");
        }
        AirProfile air = profile == null ? AirProfile.K1 : ProfileOptions.parse(profile);
        if (air != AirProfile.K1 && air != AirProfile.F && air != AirProfile.Q) {
            throw new UsageException("perf: --decode-48k --profile must be k1, f or q: "
                    + profile);
        }
        if (runs != null && !decode48k && !browser) {
            throw new UsageException("perf: --runs is for --decode-48k or --browser");
        }
        if (browser) {
            return browser(runs == null ? 5 : runs);
        }
        if (decode48k) {
            PerfResult.Decode48k entry = DecodeSpeed.measure(air, runs == null ? 3 : runs);
            spec.commandLine().getOut().printf("decode48k: median %d ms, %s x real time"
                    + " (CPU: %s x), load average %s%n", entry.medianWallMs(),
                    entry.realTimeFactor().toPlainString(), entry.cpuRealTimeFactor() == null
                    ? "-" : entry.cpuRealTimeFactor().toPlainString(),
                    entry.loadAverages1m());
            for (PerfResult.Memory m : entry.memory()) {
                spec.commandLine().getOut().printf("decode48k: %d min, peak RSS %d KiB%n",
                        m.minutes(), m.peakRssKib());
            }
            PerfResult update = new PerfResult(Json.SCHEMA_VERSION, null, null, null, null, null,
                    null, air == AirProfile.K1 ? entry : null, null,
                    air == AirProfile.F ? entry : null, air == AirProfile.Q ? entry : null);
            spec.commandLine().getOut().println("wrote " + Bench.updatePerf(out, update));
            return Main.EXIT_OK;
        }
        Collection<RunResult> results;
        try {
            PrintStream progress = System.err;
            results = new Runner(options(),
                    OutputFormatFactory.createFormatInstance(progress, VerboseMode.NORMAL)).run();
        } catch (NoBenchmarksException e) {
            throw new EnvironmentException("no JMH benchmarks found (META-INF/BenchmarkList "
                    + "missing: run from target/link1.jar built by ./mvnw package)");
        } catch (RunnerException e) {
            throw new EnvironmentException("JMH run failed: " + e.getMessage());
        }
        Map<String, PerfResult.Jmh> jmh = new LinkedHashMap<>();
        BigDecimal load = Json.fixed(
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(), 2);
        for (RunResult result : results) {
            Result<?> primary = result.getPrimaryResult();
            jmh.put(key(result), new PerfResult.Jmh(Json.fixed(primary.getScore(), 1),
                    Json.fixed(primary.getScoreError(), 1), primary.getScoreUnit(),
                    result.getParams().getMode().shortLabel(), result.getParams().getThreads(),
                    result.getParams().getForks(), result.getParams().getWarmup().getCount(),
                    result.getParams().getMeasurement().getCount(),
                    result.getParams().getMeasurement().getTime().toString(),
                    System.getProperty("java.vm.name") + " " + System.getProperty("java.version"),
                    load));
            spec.commandLine().getOut().printf("%-40s %15.1f ± %.1f %s%n", key(result),
                    primary.getScore(), primary.getScoreError(), primary.getScoreUnit());
        }
        PerfResult update = new PerfResult(Json.SCHEMA_VERSION, null, null, null, jmh, null,
                null, null, null);
        Path file = Bench.updatePerf(out, update);
        spec.commandLine().getOut().println("load average (1 min) at the end: " + load);
        spec.commandLine().getOut().println("wrote " + file);
        return Main.EXIT_OK;
    }

    /** {@code --browser}: the figure and the site's size printed, then written (not if short). */
    private int browser(int counted) throws Exception {
        PerfResult.Browser entry = BrowserSpeed.measure(counted);
        var print = spec.commandLine().getOut();
        print.printf("browser: %s at %d Hz, %s s of audio: median %s ms, %s x real time"
                + " (target >= %d), load average %s%n", entry.profile().toUpperCase(),
                entry.sampleRateHz(), entry.audioSeconds().toPlainString(),
                entry.medianMs().toPlainString(), entry.realTimeFactor().toPlainString(),
                entry.targetRealTimeFactor(), entry.loadAverage1m().toPlainString());
        print.printf("browser: runs %s ms, frames heard %s, in %s%n", entry.runsMs(),
                entry.framesHeard(), entry.engine());
        print.printf("site: %d bytes in %d files (target <= %d)%n", entry.siteBytes(),
                entry.siteFiles(), entry.targetSiteBytes());
        var shortfall = BrowserSpeed.shortfall(entry);
        if (shortfall.isPresent()) {
            spec.commandLine().getErr().println("link1: " + shortfall.get());
            return Main.EXIT_NEGATIVE;
        }
        PerfResult update = new PerfResult(Json.SCHEMA_VERSION, null, null, null, null, null,
                null, null, entry);
        print.println("wrote " + Bench.updatePerf(out, update));
        return Main.EXIT_OK;
    }

    /** {@code Class.method}, plus {@code [param=value,...]} for a parameterised benchmark. */
    private static String key(RunResult result) {
        String name = result.getParams().getBenchmark();
        StringBuilder key = new StringBuilder(
                name.substring(name.lastIndexOf('.', name.lastIndexOf('.') - 1) + 1));
        String sep = "[";
        for (String param : result.getParams().getParamsKeys()) {
            key.append(sep).append(param).append('=').append(result.getParams().getParam(param));
            sep = ",";
        }
        return sep.equals(",") ? key.append(']').toString() : key.toString();
    }

    /** {@link #INCLUDE}, or one benchmark class of it with {@code --only}. */
    private String include() {
        if (only == null) {
            return INCLUDE;
        }
        if (!only.matches("[A-Z][A-Za-z0-9]*")) {
            throw new UsageException("--only must be a benchmark class name, e.g."
                    + " SharedRoomBenchmark: " + only);
        }
        return "^echoai\\.link1\\.perf\\." + only + "\\..*";
    }

    private Options options() {
        OptionsBuilder builder = new OptionsBuilder();
        builder.include(include()).forks(1).threads(1).shouldFailOnError(true);
        if (quick) {
            builder.warmupIterations(1).warmupTime(TimeValue.seconds(1))
                    .measurementIterations(3).measurementTime(TimeValue.seconds(1));
        } else {
            builder.warmupIterations(3).warmupTime(TimeValue.seconds(2))
                    .measurementIterations(5).measurementTime(TimeValue.seconds(2));
        }
        return builder.build();
    }
}
