package echoai.link1.cli;

import echoai.link1.bench.BenchContext;
import echoai.link1.bench.BuildInfo;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.PerfLog;
import echoai.link1.bench.SeedPolicy;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.registry.Bench;
import echoai.link1.bench.registry.Registry;
import echoai.link1.bench.rules.Tally;
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
            description = "Experiment ids, as --list shows them, or 'all' (the default: the v1"
                    + " experiments E0-E6 and reliability; the later ones run by name).")
    private List<String> names = new ArrayList<>();

    @Option(names = "--list", description = "List every experiment the registry holds (id,"
            + " whether 'all' runs it, its seeds, what it measures) and every registration"
            + " (id, spec, eval seeds); run nothing.")
    private boolean list;

    @Option(names = "--seeds", defaultValue = "eval", paramLabel = "eval|dev|A-B|N",
            description = "World seeds: " + SeedOption.SETS + ". Default ${DEFAULT-VALUE}.")
    private String seeds;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Output folder (default lab/link1/ for a registration's eval seeds, lab/link1/dev/ otherwise).")
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
                    + " (default 1000000), per point and profile for E2-rooms (default 320) and"
                    + " tries a cell for Messages-air off its eval seeds (default 2).")
    private Integer frames;

    @Option(names = "--hours", paramLabel = "H",
            description = "Hours of background-only audio per background for E2-rooms-noise"
                    + " (default 1).")
    private Double hours;

    @Option(names = "--profile", paramLabel = "${LINK1-PROFILES}",
            description = "Air profile of the experiments that take one: E2-rooms and"
                    + " E2-rooms-noise (that profile only; default k1, k2 and r, the v2"
                    + " registrations' three) and E4 (its air arms A10, A0; default k1). Not on"
                    + " eval seeds for E2-rooms and E4: their registered runs are fixed. The"
                    + " profiles: ${LINK1-PROFILES-EXPLAINED}.")
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
        // a registration's eval seeds (v1's 1000-1063 or a later fresh range) write into the lab
        boolean registeredEval = seedSet.isEval() || Registry.registrations().stream()
                .anyMatch(r -> r.evalSeeds().isExactly(seedSet));
        Path dir = out != null ? out : Path.of(registeredEval ? "lab/link1" : "lab/link1/dev");
        if (list) {
            list();
            return Main.EXIT_OK;
        }
        if (judgeOnly) {
            if (!names.isEmpty()) {
                throw new UsageException("--judge runs no experiment: " + String.join(" ", names));
            }
            if (dryRun) {
                spec.commandLine().getOut().println("would judge the JSON in " + dir);
                return Main.EXIT_OK;
            }
            report(Bench.judge(dir));
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
        refuseUnregistered(chosen, seedSet, options);
        if (dryRun) {
            spec.commandLine().getOut().println("would run " + String.join(" ", chosen.stream()
                    .map(Experiment::id).toList()) + " on seeds " + seedSet.label() + " into "
                    + dir + (options.isEmpty() ? "" : " with " + options));
            return Main.EXIT_OK;
        }
        BuildInfo build = BuildInfo.current();
        if (registeredEval && !build.clean()) {
            spec.commandLine().getErr().println("bench: this jar was built from " + build.label()
                    + " (not a clean commit): the eval files it writes record so, and"
                    + " judgements from them are marked");
        }
        BenchContext ctx = new BenchContext(seedSet, dir, extended, threads, options,
                Progresses.forStderr(spec.commandLine().getErr()), new PerfLog());
        report(Bench.run(chosen, ctx));
        return Main.EXIT_OK;
    }

    /** What the run wrote, then every registration's verdicts in the folder, reds named. */
    private void report(Bench.Outcome outcome) {
        var out = spec.commandLine().getOut();
        for (var f : outcome.files()) {
            String line = switch (f.change()) {
                case NEW, CHANGED -> "wrote " + f.file();
                case TIMINGS -> "wrote " + f.file() + " (timings)";
                case UNCHANGED -> "unchanged " + f.file() + " (the same bytes but the build"
                        + " stamp: the file in place is kept)";
            };
            out.println(line);
        }
        out.println("verdicts in the folder:");
        for (Tally t : outcome.tallies()) {
            out.println("  " + t.line());
        }
    }

    /** {@code --list}: every experiment and registration the registry holds. */
    private void list() {
        var out = spec.commandLine().getOut();
        out.println("experiments (id, in 'all', seeds, what it measures):");
        for (Experiment<?> e : Registry.experiments()) {
            out.println("  " + e.id() + " | " + (e.inAll() ? "all" : "by name") + " | "
                    + e.seedPolicy().describe() + " | " + e.title());
        }
        out.println("registrations (id, registered in, eval seeds, rules):");
        for (var r : Registry.registrations()) {
            out.println("  " + r.id() + " | " + r.spec() + " | " + r.evalSeeds().label() + " | "
                    + String.join(" ", r.rules().stream().map(x -> x.id()).toList()));
        }
    }

    /** {@code --live}: E7 becomes E7-live; any other experiment is a usage error. */
    private static List<Experiment<?>> live(List<Experiment<?>> chosen) {
        if (chosen.size() != 1 || !chosen.get(0).id().equals("E7")) {
            throw new UsageException("--live applies to E7 alone: bench E7 --live");
        }
        return List.of(Registry.experiment("E7-live").orElseThrow());
    }

    /** The registry's seed policy and each experiment's options, as one usage line. */
    private void refuseUnregistered(List<Experiment<?>> chosen, SeedSet seedSet,
                                    Map<String, String> options) {
        for (Experiment<?> e : chosen) {
            try {
                Registry.checkSeeds(e, seedSet);
                e.checkOptions(options, seedSet);
            } catch (IllegalArgumentException refused) {
                throw new UsageException(refused.getMessage());
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
                        Registry.experiments().stream().filter(Experiment::takesProfile)
                                .map(Experiment::id).toList()) + " only: " + e.id());
            }
            if (seedSet.isEval() && e.seedPolicy() instanceof SeedPolicy.RegisteredBy) {
                throw new UsageException("--profile changes the registered " + e.id() + " run:"
                        + " give --seeds dev (or other dev seeds) with it");
            }
        }
        return picked;
    }

    private List<Experiment<?>> choose() {
        if (names.isEmpty() || (names.size() == 1 && names.get(0).equalsIgnoreCase("all"))) {
            return Registry.inAll();
        }
        List<Experiment<?>> chosen = new ArrayList<>();
        for (String name : names) {
            if (name.equalsIgnoreCase("all")) {
                chosen.addAll(Registry.inAll());
                continue;
            }
            chosen.add(Registry.experiment(name).orElseThrow(() -> new UsageException(
                    "unknown experiment '" + name + "' (known: " + known() + ", all)")));
        }
        return chosen;
    }

    private static String known() {
        return String.join(", ", Registry.experiments().stream().map(Experiment::id).toList());
    }
}
