package echoai.link1.bench.e2roomsf;

import java.util.Map;
import echoai.link1.bench.SeedPolicy;
import echoai.link1.bench.Doc;
import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.Json;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.air.AirTrials;
import echoai.link1.bench.air.GgwaveBridge;
import echoai.link1.bench.air.GgwaveBridges;
import echoai.link1.bench.air.GgwavePoint;
import echoai.link1.bench.air.GgwaveProtocol;
import echoai.link1.bench.air.GgwaveTrial;
import echoai.link1.bench.air.RoomsCase;
import echoai.link1.bench.e2rooms.E2Rooms;
import echoai.link1.bench.e2roomsggwave.E2RoomsGgwave;
import echoai.link1.bench.ggwavefair.GgwaveFairResult.Separation;
import echoai.link1.bench.ggwavefair.GgwaveSeparations;
import echoai.link1.modem.AirProfile;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;

/**
 * E2-rooms-F (issue 25, registered in docs/spec/PROFILE-F.md, "E2-rooms-F"): profile F on
 * E2-rooms' 117 cases and room draws (recording i of a case is E2-rooms' recording i: the same
 * CLAIM frame, delay and room), beside ggwave AUDIBLE_NORMAL with as many recordings, and ggwave
 * AUDIBLE_FASTEST, R and K1 with a fifth of them (the first ones of the same draws). Per case, F
 * against NORMAL is better, a tie or worse by their 95 % Wilson intervals of PER
 * ({@link GgwaveSeparations}). Opt-in (not in {@code bench all}); the eval seed bases with
 * {@value #FRAMES_REGISTERED} recordings a point, or dev seed bases 0–15; needs node and
 * {@code npm ci} in scripts/ggwave (else an IOException, the CLI's exit 3).
 */
public final class E2RoomsF implements Experiment<ProfileFRoomsResult> {
    /** Its document. */
    public static final Doc<ProfileFRoomsResult> DOC = new Doc<>("v2/E2-rooms-F.json", ProfileFRoomsResult.class);
    /** The registered recordings a point of F and NORMAL on the eval bases. */
    static final int FRAMES_REGISTERED = 320;
    /** Off the eval bases, unless {@code --frames} says otherwise. */
    static final int FRAMES_DEFAULT = 32;
    /** The side arms get this fraction of the recordings (their first ones). */
    static final int SIDE_DIVISOR = 5;
    static final String NORMAL = GgwaveProtocol.AUDIBLE_NORMAL.label();

    @Override
    public String id() {
        return "E2-rooms-F";
    }

    @Override
    public Doc<ProfileFRoomsResult> doc() {
        return DOC;
    }

    @Override
    public String title() {
        return "profile F through E2-rooms' grid and room draws beside ggwave AUDIBLE_NORMAL, and"
                + " with a fifth of the recordings ggwave AUDIBLE_FASTEST, R and K1: PER,"
                + " corrupt frames, F against NORMAL by Wilson intervals (issue 25, registered in"
                + " docs/spec/PROFILE-F.md)";
    }

    @Override
    public boolean inAll() {
        return false;
    }

    /** An arm: a LINK-1 profile or a ggwave protocol (exactly one non-null), main or side. */
    record Arm(AirProfile profile, GgwaveProtocol protocol, boolean side) {
        String label() {
            return profile != null ? profile.label() : protocol.label();
        }

        static List<Arm> all() {
            return List.of(new Arm(AirProfile.F, null, false),
                    new Arm(null, GgwaveProtocol.AUDIBLE_NORMAL, false),
                    new Arm(null, GgwaveProtocol.AUDIBLE_FASTEST, true),
                    new Arm(AirProfile.R, null, true), new Arm(AirProfile.K1, null, true));
        }
    }

    /** The recordings a point of the main arms: fixed on the eval bases. */
    static int frames(BenchContext ctx) {
        boolean eval = ctx.seeds().seeds().equals(SeedSet.EVAL.seeds());
        String given = ctx.option("frames", null);
        if (eval) {
            if (given != null && Integer.parseInt(given) != FRAMES_REGISTERED) {
                throw new IllegalArgumentException("E2-rooms-F: on the eval seed bases the"
                        + " registered run has " + FRAMES_REGISTERED + " recordings a point:"
                        + " --frames " + given);
            }
            return FRAMES_REGISTERED;
        }
        return given == null ? FRAMES_DEFAULT : Integer.parseInt(given);
    }

    static int sideFrames(int frames) {
        return Math.max(1, frames / SIDE_DIVISOR);
    }

    @Override
    public ProfileFRoomsResult run(BenchContext ctx) throws Exception {
        List<Integer> bases = E2Rooms.registeredBases(ctx.seeds(), id());
        int frames = frames(ctx);
        if (frames < SIDE_DIVISOR) {
            throw new IllegalArgumentException("E2-rooms-F: --frames must be >= " + SIDE_DIVISOR
                    + ": " + frames);
        }
        int side = sideFrames(frames);
        record Task(RoomsCase c, Arm arm) {
        }
        List<RoomsCase> cases = E2Rooms.cases();
        List<Task> tasks = new ArrayList<>();
        for (RoomsCase c : cases) {
            Arm.all().forEach(a -> tasks.add(new Task(c, a)));
        }
        try (GgwaveBridges pool = GgwaveBridges.start(ctx.threads())) {
            BlockingQueue<GgwaveBridge> bridges = pool.queue();
            String version = pool.version();
            List<GgwavePoint> points = AirTrials.map(ctx, id(), tasks,
                    t -> runArm(t.c(), t.arm(), t.arm().side() ? side : frames, bases, bridges));
            return new ProfileFRoomsResult(Json.SCHEMA_VERSION, id(), title(),
                    ctx.seeds().label(), E2Rooms.join(bases), seedDerivation(), recording(),
                    E2RoomsGgwave.conversion(), version, frames, side, points,
                    pairs(cases, points));
        }
    }

    private static GgwavePoint runArm(RoomsCase c, Arm arm, int frames, List<Integer> bases,
                                      BlockingQueue<GgwaveBridge> bridges) {
        return GgwaveTrial.runArm(c, arm.profile(), arm.protocol(), frames, bases, bridges);
    }

    /** Per case, F against NORMAL, from the points (the cases' arms in {@link Arm#all()} order). */
    static List<ProfileFRoomsResult.Pair> pairs(List<RoomsCase> cases, List<GgwavePoint> points) {
        int arms = Arm.all().size();
        if (points.size() != cases.size() * arms) {
            throw new IllegalArgumentException("points must hold " + arms + " arms a case: "
                    + points.size() + " for " + cases.size() + " cases");
        }
        List<ProfileFRoomsResult.Pair> out = new ArrayList<>();
        for (int i = 0; i < cases.size(); i++) {
            List<GgwavePoint> at = points.subList(i * arms, (i + 1) * arms);
            GgwavePoint f = arm(at, AirProfile.F.label());
            GgwavePoint n = arm(at, NORMAL);
            if (f.frames() != n.frames()) {
                throw new IllegalArgumentException("F and NORMAL must have the same recordings: "
                        + f.frames() + " vs " + n.frames());
            }
            Separation verdict = GgwaveSeparations.of(f.per95(), n.per95());
            out.add(new ProfileFRoomsResult.Pair(cases.get(i).name(), NORMAL, f.frames(),
                    f.lost(), n.lost(), f.per95(), n.per95(), verdict));
        }
        return List.copyOf(out);
    }

    private static GgwavePoint arm(List<GgwavePoint> at, String label) {
        return at.stream().filter(p -> p.arm().equals(label)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("a case must hold arm " + label));
    }

    private static String seedDerivation() {
        return E2Rooms.seedDerivation() + " nor the arm: recording i of a case is E2-rooms'"
                + " recording i (the same CLAIM frame, delay and room draw) for every arm; the"
                + " side arms run recordings 0.." + "(sideFrames - 1)";
    }

    private static String recording() {
        return "f, r, k1: E2-rooms' recording (" + E2Rooms.recording() + "). ggwave: as"
                + " E2-rooms-ggwave, the CLAIM frame's 16-byte postcard as the payload (volume"
                + " 50), 4000 zeros around it, the same delay, room and SNR definition, a fresh"
                + " receiver for the protocol sent; wrong: a payload decoded that is not the one"
                + " sent";
    }

    @Override
    public SeedPolicy seedPolicy() {
        return SeedPolicy.registeredBy("E2-rooms-F");
    }

    @Override
    public void checkOptions(Map<String, String> options, SeedSet seeds) {
        E2Rooms.registeredBases(seeds, id());
        String frames = options.get("frames");
        if (frames != null && seeds.isEval() && Integer.parseInt(frames) != FRAMES_REGISTERED) {
            throw new IllegalArgumentException(id() + ": on the eval seed bases the registered"
                    + " run has " + FRAMES_REGISTERED + " recordings a point: --frames " + frames);
        }
    }
}
