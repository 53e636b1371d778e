package echoai.link1.bench.registry;

import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.PerfResult;
import echoai.link1.bench.SeedPolicy;
import echoai.link1.bench.SeedRange;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.babbleshuffled.BabbleShuffledFolder;
import echoai.link1.bench.e0.E0Folder;
import echoai.link1.bench.e1.E1Folder;
import echoai.link1.bench.e2.E2Folder;
import echoai.link1.bench.e2rooms.E2RoomsFolder;
import echoai.link1.bench.e2roomsf.E2RoomsFFolder;
import echoai.link1.bench.e2roomsggwave.E2RoomsGgwaveFolder;
import echoai.link1.bench.e2roomsnoise.E2RoomsNoiseFolder;
import echoai.link1.bench.e3.E3Folder;
import echoai.link1.bench.e4.E4Folder;
import echoai.link1.bench.e5.E5Folder;
import echoai.link1.bench.e6.E6Folder;
import echoai.link1.bench.e7.E7Folder;
import echoai.link1.bench.e8.E8Folder;
import echoai.link1.bench.e8air.E8AirFolder;
import echoai.link1.bench.e8baselines.E8BaselinesFolder;
import echoai.link1.bench.messagesair.MessagesAirFolder;
import echoai.link1.bench.e9.E9Folder;
import echoai.link1.bench.e2roomsq.E2RoomsQFolder;
import echoai.link1.bench.e9fresh.E9FreshFolder;
import echoai.link1.bench.ggwavefair.GgwaveFairFolder;
import echoai.link1.bench.reliability.ReliabilityFolder;
import echoai.link1.bench.rules.Registration;
import echoai.link1.bench.sweeps.SweepsFolder;
import echoai.link1.bench.u3rerun.U3RerunFolder;
import echoai.link1.bench.understandingrooms.UnderstandingRoomsFolder;
import echoai.link1.bench.understandingroomsf.UnderstandingRoomsFFolder;
import echoai.link1.bench.v1.V1Folder;
import echoai.link1.report.Folder;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * The registry: every folder of the bench, once, in the order the report shows them and the
 * registrations were made. Everything that needs to know the experiments — the bench's run and
 * its judgement, the seed policy, the lab reader, provenance, the tiles, the glance and
 * {@code docs/bench/} — iterates this list. Adding an experiment is its folder, one line here
 * and its section in {@code docs/spec/}.
 */
public final class Registry {
    /** Every folder, in page order. */
    private static final List<Folder> FOLDERS = List.of(
            new V1Folder(),
            new E4Folder(),
            new E5Folder(),
            new E2Folder(),
            new E2RoomsFolder(),
            new UnderstandingRoomsFolder(),
            new E7Folder(),
            new E9Folder(),
            new U3RerunFolder(),
            new GgwaveFairFolder(),
            new E8Folder(),
            new E2RoomsFFolder(),
            new E8AirFolder(),
            new E9FreshFolder(),
            new E2RoomsQFolder(),
            new E8BaselinesFolder(),
            new MessagesAirFolder(),
            new E2RoomsNoiseFolder(),
            new BabbleShuffledFolder(),
            new UnderstandingRoomsFFolder(),
            new E2RoomsGgwaveFolder(),
            new E0Folder(),
            new E1Folder(),
            new E3Folder(),
            new E6Folder(),
            new ReliabilityFolder(),
            new SweepsFolder());

    private Registry() {
    }

    /** Every folder, in page order. */
    public static List<Folder> folders() {
        return FOLDERS;
    }

    /** Every experiment, in the order {@code bench all} runs them. */
    public static List<Experiment<?>> experiments() {
        List<Experiment<?>> out = new ArrayList<>();
        for (String id : RUN_ORDER) {
            out.add(experiment(id).orElseThrow(() -> new IllegalStateException(
                    "the run order names " + id + ", which no folder holds")));
        }
        for (Folder f : FOLDERS) {
            for (Experiment<?> e : f.experiments()) {
                if (out.stream().noneMatch(x -> x.id().equals(e.id()))) {
                    out.add(e);
                }
            }
        }
        return List.copyOf(out);
    }

    /** The order of {@code bench all}: the cheap and the v1 experiments first. */
    private static final List<String> RUN_ORDER = List.of("E0", "E1", "E2", "E3", "E4", "E5",
            "E6", "reliability");

    /** The experiments that {@code bench all} runs. */
    public static List<Experiment<?>> inAll() {
        return experiments().stream().filter(Experiment::inAll).toList();
    }

    /** An experiment by id, case-insensitively. */
    public static Optional<Experiment<?>> experiment(String id) {
        String want = id.strip().toUpperCase(Locale.ROOT);
        for (Folder f : FOLDERS) {
            for (Experiment<?> e : f.experiments()) {
                if (e.id().toUpperCase(Locale.ROOT).equals(want)) {
                    return Optional.of(e);
                }
            }
        }
        return Optional.empty();
    }

    /** Every registration, in the order they were made. */
    public static List<Registration<?>> registrations() {
        return FOLDERS.stream().map(Folder::registration).filter(Objects::nonNull)
                .<Registration<?>>map(r -> r).toList();
    }

    /** A registration by id. */
    public static Optional<Registration<?>> registration(String id) {
        return registrations().stream().filter(r -> r.id().equals(id)).findFirst();
    }


    /**
     * Every document the registry names, in page order: each experiment's, each folder's
     * other ones, each registration's own, and the bench's timings.
     */
    public static List<Doc<?>> documents() {
        List<Doc<?>> out = new ArrayList<>();
        for (Folder f : FOLDERS) {
            f.experiments().forEach(e -> add(out, e.doc()));
            f.documents().forEach(d -> add(out, d));
            if (f.registration() != null
                    && f.registration().where() instanceof echoai.link1.bench.rules.Where.Own o) {
                add(out, o.doc());
            }
        }
        add(out, PerfResult.DOC);
        add(out, PerfResult.EXTENDED_DOC);
        return List.copyOf(out);
    }

    private static void add(List<Doc<?>> out, Doc<?> doc) {
        if (out.stream().noneMatch(d -> d.file().equals(doc.file()))) {
            out.add(doc);
        }
    }

    /** The experiment that writes {@code doc}, if one does. */
    public static Optional<Experiment<?>> writerOf(Doc<?> doc) {
        return FOLDERS.stream().flatMap(f -> f.experiments().stream())
                .filter(e -> e.doc().file().equals(doc.file())).findFirst();
    }

    /**
     * Refuses seeds an experiment may not run on, with one line saying why: a dev-only one
     * off the dev seeds; a registered one on its registration's eval range before that
     * registration is in the registry, or on seeds that touch a registered eval range without
     * being exactly its own.
     *
     * @param e the experiment
     * @param seeds the seeds asked for
     * @throws IllegalArgumentException when they are refused
     */
    public static void checkSeeds(Experiment<?> e, SeedSet seeds) {
        SeedPolicy policy = e.seedPolicy();
        if (policy instanceof SeedPolicy.DevOnly && !SeedRange.DEV.holds(seeds)) {
            throw new IllegalArgumentException(e.id() + " runs on dev seeds only (within "
                    + SeedRange.DEV.label() + "): " + seeds.label());
        }
        if (policy instanceof SeedPolicy.RegisteredBy by) {
            Registration<?> own = registration(by.id()).orElse(null);
            if (own != null && own.evalSeeds().isExactly(seeds)) {
                return;
            }
            for (Registration<?> r : registrations()) {
                if (r.evalSeeds().touches(seeds)) {
                    throw new IllegalArgumentException(own == null ? e.id() + " is not"
                            + " registered yet (no registration " + by.id() + " in the"
                            + " registry): its eval seeds are refused; --seeds dev: "
                            + seeds.label() : e.id() + " runs on its registered eval seeds "
                            + own.evalSeeds().label() + " (" + own.spec() + ") or on seeds"
                            + " that avoid every registered eval range: " + seeds.label());
                }
            }
        }
    }

    /**
     * The registry's own consistency, checked by its test: ids unique, every registration's
     * sources written by one of the registry's experiments, and every fresh eval range apart
     * from every earlier registration's.
     *
     * @return the problems, empty when there are none
     */
    public static List<String> problems() {
        List<String> out = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        for (Experiment<?> e : FOLDERS.stream().flatMap(f -> f.experiments().stream())
                .toList()) {
            if (ids.contains(e.id().toUpperCase(Locale.ROOT))) {
                out.add("two experiments have id " + e.id());
            }
            ids.add(e.id().toUpperCase(Locale.ROOT));
        }
        List<Registration<?>> regs = registrations();
        for (int i = 0; i < regs.size(); i++) {
            Registration<?> r = regs.get(i);
            for (Doc<?> d : r.sources()) {
                if (writerOf(d).isEmpty()) {
                    out.add(r.id() + " is judged from " + d.file() + ", which no experiment"
                            + " writes");
                }
            }
            if (r.fresh()) {
                for (int j = 0; j < i; j++) {
                    if (regs.get(j).evalSeeds().overlaps(r.evalSeeds())) {
                        out.add(r.id() + "'s eval seeds " + r.evalSeeds().label()
                                + " overlap " + regs.get(j).id() + "'s "
                                + regs.get(j).evalSeeds().label());
                    }
                }
            }
        }
        return out;
    }
}
