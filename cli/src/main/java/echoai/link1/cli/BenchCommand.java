package echoai.link1.cli;

import echoai.link1.bench.BenchContext;
import echoai.link1.bench.BuildInfo;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.PerfLog;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.e8.E8Trust;
import echoai.link1.bench.e8air.E8Air;
import echoai.link1.bench.registry.Bench;
import echoai.link1.bench.registry.Experiments;
import echoai.link1.bench.registry.V2Predictions;
import echoai.link1.modem.AirProfile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code link1 bench [EXPERIMENT...]}: runs registered experiments and writes their JSON. */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = {"Runs registered experiments (default: all) and writes lab/link1/<id>.json.",
            "Timings go only to perf.json; every other file is byte-identical run to run."})
final class BenchCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(arity = "0..*", paramLabel = "EXPERIMENT",
            description = "Experiment ids (E0..E6, reliability, E2-rooms, E2-rooms-noise,"
                    + " understanding-rooms, understanding-rooms-u3, E2-rooms-ggwave,"
                    + " E2-rooms-ggwave-fair, E2-rooms-babble-shuffled, E2-rooms-F,"
                    + " understanding-rooms-f, E7, E7-capture, E8, E8-air, E9, E9-air) or 'all' (the default; not the v2 experiments).")
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

    @Option(names = "--dry-run", description = "Check the command (experiments, seeds,"
            + " options) and print what it would run and write; run nothing.")
    private boolean dryRun;

    @Option(names = "--threads", paramLabel = "N", description = "Worker threads (default: all cores).")
    private int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--backend", paramLabel = "pipewire|javasound",
            description = "Audio backend for E3: pipewire, javasound or both (default: both).")
    private String backend;

    @Option(names = "--devices",
            description = "E3 through a real loudspeaker and microphone instead of the PipeWire"
                    + " digital loop (exit 3 where there are none).")
    private boolean devices;

    @Option(names = "--import", arity = "1..*", paramLabel = "ROW.json",
            description = "With E3: add room-test rows from the browser page (docs/web.md) to"
                    + " E3.json's contributed rows, every file validated before any is added (one"
                    + " bad file: exit 2, E3.json unchanged); runs no trial.")
    private List<Path> imports;

    @Option(names = "--live", description = "With E7: its live run instead (2 veterans and 1"
            + " novice as OS processes on the PipeWire loop, docs/spec/E7.md §9).")
    private boolean live;

    @Option(names = "--resume", description = "With E7: read back the worlds an interrupted run"
            + " of this same clean build kept (<out>/.partial/E7/), live only the rest.")
    private boolean resume;

    @Option(names = "--frames", paramLabel = "N",
            description = "Frames for E3 (1..255, default 8), for reliability's air part"
                    + " (default 1000000) and per point and profile for E2-rooms (default 320).")
    private Integer frames;

    @Option(names = "--hours", paramLabel = "H",
            description = "Hours of background-only audio per background for E2-rooms-noise"
                    + " (default 1).")
    private Double hours;

    @Option(names = "--profile", paramLabel = "k1|k2|r|f",
            description = "Air profile of the experiments that take one: E2-rooms and"
                    + " E2-rooms-noise (that profile only; default all three) and E4 (its air"
                    + " arms A10, A0; default k1). Not on eval seeds for E2-rooms and E4: their"
                    + " registered runs are fixed.")
    private String profile;

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
            if (dryRun) {
                spec.commandLine().getOut().println("would judge the JSON in " + dir);
                return Main.EXIT_OK;
            }
            for (Path file : Bench.judge(dir)) {
                spec.commandLine().getOut().println("wrote " + file);
            }
            return Main.EXIT_OK;
        }
        if (imports != null) {
            return E3ImportRun.run(spec.commandLine(), names, dir, imports, dryRun,
                    backend != null || devices || frames != null || live || resume
                            || hours != null || profile != null || extended);
        }
        List<Experiment<?>> chosen = live ? live(choose()) : choose();
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
        if (resume) {
            if (live || chosen.stream().noneMatch(e -> e.id().equals("E7"))) {
                throw new UsageException("--resume applies to E7: bench E7 --resume");
            }
            options.put("resume", "true");
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
        if (profile != null) {
            options.put(BenchContext.PROFILE, profileFor(chosen, seedSet).label());
        }
        refuseUnregistered(chosen, seedSet);
        if (dryRun) {
            spec.commandLine().getOut().println("would run " + String.join(" ", chosen.stream()
                    .map(Experiment::id).toList()) + " on seeds " + seedSet.label() + " into "
                    + dir + (options.isEmpty() ? "" : " with " + options));
            return Main.EXIT_OK;
        }
        BuildInfo build = BuildInfo.current();
        if (seedSet.isEval() && !build.clean()) {
            spec.commandLine().getErr().println("bench: this jar was built from " + build.label()
                    + " (not a clean commit): the eval files it writes record so, and"
                    + " judgements from them are marked");
        }
        BenchContext ctx = new BenchContext(seedSet, dir, extended, threads, options,
                Progresses.forStderr(spec.commandLine().getErr()), new PerfLog());
        List<Path> files = Bench.run(chosen, ctx);
        for (Path file : files) {
            spec.commandLine().getOut().println("wrote " + file);
        }
        return Main.EXIT_OK;
    }

    /** {@code --live}: E7 becomes E7-live; any other experiment is a usage error. */
    private static List<Experiment<?>> live(List<Experiment<?>> chosen) {
        if (chosen.size() != 1 || !chosen.get(0).id().equals("E7")) {
            throw new UsageException("--live applies to E7 alone: bench E7 --live");
        }
        return List.of(Experiments.find("E7-live").orElseThrow());
    }

    /**
     * E2-rooms is registered on the eval seed bases (docs/spec/LINK1-v2.md): eval or dev seed
     * bases 0..15. Its false-frame mode is a target, not a registered prediction: dev seed bases
     * only, never eval seeds. E2-rooms-ggwave-fair (V2-4): eval with the registered --frames, or
     * dev seed bases 0..15.
     */
    private void refuseUnregistered(List<Experiment<?>> chosen, SeedSet seedSet) {
        boolean dev = seedSet.seeds().stream().allMatch(s -> s >= 0 && s <= 15);
        boolean eval = seedSet.seeds().equals(SeedSet.EVAL.seeds());
        for (Experiment<?> e : chosen) {
            if (e.id().equals("E2-rooms-ggwave") && !dev) {
                throw new UsageException("E2-rooms-ggwave is not registered (dev seeds only):"
                        + " --seeds must be dev seed bases within 0-15: " + seedSet.label());
            }
            if (e.id().equals("E2-rooms-ggwave-fair") && !dev && !eval) {
                throw new UsageException("E2-rooms-ggwave-fair runs on the registered eval seeds"
                        + " (docs/spec/LINK1-v2.md, V2-4) or on dev seed bases within 0-15: "
                        + seedSet.label());
            }
            if (e.id().equals("E2-rooms-ggwave-fair") && eval && frames != null
                    && frames != V2Predictions.GGWAVE_FAIR_FRAMES) {
                throw new UsageException("--frames of E2-rooms-ggwave-fair on the eval seeds must"
                        + " be the registered " + V2Predictions.GGWAVE_FAIR_FRAMES + " (V2-4): "
                        + frames);
            }
            if (e.id().equals("E2-rooms-noise") && !dev) {
                throw new UsageException("E2-rooms-noise is a target, not a registered"
                        + " prediction: --seeds must be dev seed bases within 0-15: "
                        + seedSet.label());
            }
            boolean touchesEval = seedSet.seeds().stream().anyMatch(SeedSet.EVAL.seeds()::contains);
            if (e.id().equals("understanding-rooms") && !eval && touchesEval) {
                throw new UsageException("understanding-rooms runs on the eval seeds or on seeds"
                        + " that avoid 1000-1063: " + seedSet.label());
            }
            if (e.id().equals("E8")) {
                try {
                    E8Trust.checkSeeds(seedSet);
                } catch (IllegalArgumentException refused) {
                    throw new UsageException(refused.getMessage());
                }
            }
            if (e.id().equals("E8-air")) {
                try {
                    E8Air.checkSeeds(seedSet);
                } catch (IllegalArgumentException refused) {
                    throw new UsageException(refused.getMessage());
                }
            }
            if (e.id().equals("E2-rooms") && !dev && !eval) {
                throw new UsageException("E2-rooms runs on the registered eval seeds or on dev"
                        + " seed bases within 0-15: " + seedSet.label());
            }
        }
    }

    /**
     * The {@code --profile} asked for, refused (exit 2) for an experiment that takes none and
     * on the eval seeds for a registered one (E2-rooms, E4).
     */
    private AirProfile profileFor(List<Experiment<?>> chosen, SeedSet seedSet) {
        AirProfile picked = ProfileOptions.parse(profile);
        for (Experiment<?> e : chosen) {
            if (!e.takesProfile()) {
                throw new UsageException("--profile applies to " + String.join(", ",
                        Experiments.registered().stream().filter(Experiment::takesProfile)
                                .map(Experiment::id).toList()) + " only: " + e.id());
            }
            if (seedSet.isEval() && !e.id().equals("E2-rooms-noise")) {
                throw new UsageException("--profile changes the registered " + e.id() + " run:"
                        + " give --seeds dev (or other dev seeds) with it");
            }
        }
        return picked;
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
