package echoai.link1.cli;

import echoai.link1.bench.Bench;
import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.Experiments;
import echoai.link1.bench.PerfLog;
import echoai.link1.bench.SeedSet;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code link1 bench [EXPERIMENT...]}: runs registered experiments and writes their JSON. */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = {"Runs registered experiments (default: all) and writes lab/link1/<id>.json.",
            "Timings go only to perf.json; every other file is byte-identical run to run."})
final class BenchCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(arity = "0..*", paramLabel = "EXPERIMENT",
            description = "Experiment ids (E0..E6, reliability, E2-rooms, E2-rooms-noise) or 'all'"
                    + " (the default; not E2-rooms).")
    private List<String> names = new ArrayList<>();

    @Option(names = "--seeds", defaultValue = "eval", paramLabel = "eval|dev|A-B|N",
            description = "World seeds (default: ${DEFAULT-VALUE}).")
    private String seeds;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Output folder (default lab/link1/ for eval seeds, lab/link1/dev/ otherwise).")
    private Path out;

    @Option(names = "--extended", description = "Also run the slow extended sweeps.")
    private boolean extended;

    @Option(names = "--judge", description = "Run nothing: judge the registered predictions again"
            + " from the JSON in the output folder (v1 into predictions.json, v2 into"
            + " v2/predictions.json).")
    private boolean judgeOnly;

    @Option(names = "--threads", paramLabel = "N", description = "Worker threads (default: all cores).")
    private int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--backend", paramLabel = "pipewire|javasound",
            description = "Audio backend for E3: pipewire, javasound or both (default: both).")
    private String backend;

    @Option(names = "--devices",
            description = "E3 through a real loudspeaker and microphone instead of the PipeWire"
                    + " digital loop (exit 3 where there are none).")
    private boolean devices;

    @Option(names = "--frames", paramLabel = "N",
            description = "Frames for E3 (1..255, default 8), for reliability's air part"
                    + " (default 1000000) and per point and profile for E2-rooms (default 320).")
    private Integer frames;

    @Option(names = "--hours", paramLabel = "H",
            description = "Hours of background-only audio per background for E2-rooms-noise"
                    + " (default 1).")
    private Double hours;

    @Override
    public Integer call() throws Exception {
        SeedSet seedSet;
        try {
            seedSet = SeedSet.parse(seeds);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--seeds: " + e.getMessage());
        }
        if (threads < 1) {
            throw new UsageException("--threads must be >= 1: " + threads);
        }
        Path dir = out != null ? out : Path.of(seedSet.isEval() ? "lab/link1" : "lab/link1/dev");
        if (judgeOnly) {
            if (!names.isEmpty()) {
                throw new UsageException("--judge runs no experiment: " + String.join(" ", names));
            }
            for (Path file : Bench.judge(dir)) {
                spec.commandLine().getOut().println("wrote " + file);
            }
            return Main.EXIT_OK;
        }
        List<Experiment<?>> chosen = choose();
        Map<String, String> options = new LinkedHashMap<>();
        if (backend != null) {
            if (!backend.matches("(?i)pipewire|javasound|both")) {
                throw new UsageException("--backend must be pipewire, javasound or both: " + backend);
            }
            options.put("backend", backend);
        }
        if (devices) {
            options.put("devices", "true");
        }
        if (frames != null) {
            if (frames < 1) {
                throw new UsageException("--frames must be >= 1: " + frames);
            }
            boolean e3 = chosen.stream().anyMatch(e -> e.id().equals("E3"));
            if (e3 && frames > 255) {
                throw new UsageException("--frames of E3 must be in [1, 255]: " + frames);
            }
            options.put("frames", frames.toString());
        }
        if (hours != null) {
            if (!(hours > 0 && hours <= 1000)) {
                throw new UsageException("--hours must be in (0, 1000]: " + hours);
            }
            options.put("hours", hours.toString());
        }
        refuseUnregistered(chosen, seedSet);
        BenchContext ctx = new BenchContext(seedSet, dir, extended, threads, options,
                Progresses.forStderr(spec.commandLine().getErr()), new PerfLog());
        List<Path> files = Bench.run(chosen, ctx);
        for (Path file : files) {
            spec.commandLine().getOut().println("wrote " + file);
        }
        return Main.EXIT_OK;
    }

    /**
     * E2-rooms is registered on the eval seed bases (docs/spec/LINK1-v2.md): eval or dev seed
     * bases 0..15. Its false-frame mode is not registered: dev seed bases only.
     */
    private static void refuseUnregistered(List<Experiment<?>> chosen, SeedSet seedSet) {
        boolean dev = seedSet.seeds().stream().allMatch(s -> s >= 0 && s <= 15);
        boolean eval = seedSet.seeds().equals(SeedSet.EVAL.seeds());
        for (Experiment<?> e : chosen) {
            if (e.id().equals("E2-rooms-noise") && !dev) {
                throw new UsageException("E2-rooms-noise is not registered yet (docs/spec):"
                        + " --seeds must be dev seed bases within 0-15: " + seedSet.label());
            }
            if (e.id().equals("E2-rooms") && !dev && !eval) {
                throw new UsageException("E2-rooms runs on the registered eval seeds or on dev"
                        + " seed bases within 0-15: " + seedSet.label());
            }
        }
    }

    private List<Experiment<?>> choose() {
        if (names.isEmpty() || (names.size() == 1 && names.get(0).equalsIgnoreCase("all"))) {
            return Experiments.inAll();
        }
        List<Experiment<?>> chosen = new ArrayList<>();
        for (String name : names) {
            if (name.equalsIgnoreCase("all")) {
                chosen.addAll(Experiments.inAll());
                continue;
            }
            chosen.add(Experiments.find(name).orElseThrow(() -> new UsageException(
                    "unknown experiment '" + name + "' (known: " + known() + ", all)")));
        }
        return chosen;
    }

    private static String known() {
        return String.join(", ", Experiments.registered().stream().map(Experiment::id).toList());
    }
}
