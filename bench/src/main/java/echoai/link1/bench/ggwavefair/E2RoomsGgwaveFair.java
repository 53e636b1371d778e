package echoai.link1.bench.ggwavefair;

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
import echoai.link1.bench.air.GgwaveWaveform;
import echoai.link1.bench.air.RoomsCase;
import echoai.link1.bench.air.RoomsTrial;
import echoai.link1.bench.e2rooms.E2Rooms;
import echoai.link1.bench.e2roomsggwave.E2RoomsGgwave;
import echoai.link1.bench.ggwavefair.GgwaveFairResult.Arm;
import echoai.link1.bench.ggwavefair.GgwaveFairResult.Axis;
import echoai.link1.bench.ggwavefair.GgwaveFairResult.Pair;
import echoai.link1.bench.ggwavefair.GgwaveFairResult.Point;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import echoai.link1.room.PhysicalRoom;
import echoai.link1.session.Seeds;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.function.IntToLongFunction;

/**
 * The ggwave comparison made fair (issue 28, item 7): LINK-1's K1, K2 and R against ggwave
 * AUDIBLE_NORMAL and AUDIBLE_FASTEST through the same room draws at E2-rooms-ggwave's eleven
 * points, on two axes. <b>Equal SNR</b>: every arm at the point's SNR (ROOM.md §7, mean power
 * over the active samples), as E2-rooms-ggwave; a longer transmission then carries more energy
 * (R's 4.752 s frame about twice NORMAL's 2.411 s postcard). <b>Equal energy per
 * postcard</b>: each arm's SNR is the point's plus 10·log10(T_ref / T), T its air time and
 * T_ref that of the reference, ggwave AUDIBLE_NORMAL ({@link #REFERENCE}); with the background
 * at the same level, every postcard then carries the energy of NORMAL's at the point's SNR.
 *
 * <p>Each point and arm gets its PER's 95 % Wilson interval, and each LINK-1 arm against each
 * ggwave arm a verdict that says better or worse only where the intervals separate
 * ({@link GgwaveSeparations}). Recording i of a point is seeded from the point (its SNR the
 * point's) and i, not from the arm or the axis: every arm on both axes meets the same payload,
 * delay, placement, diffuse tail and background draw; only the background's gain differs
 * between the axes. The reference's recordings are the same on both axes and run once.
 *
 * <p>Opt-in (not in {@code bench all}); registered in docs/spec/LINK1-v2.md (V2-4) on the eval
 * seed bases with 128 recordings a point, axis and arm, or dev seed bases 0–15 for development;
 * needs node and {@code npm ci} in scripts/ggwave (else an IOException, the CLI's exit 3).
 */
public final class E2RoomsGgwaveFair implements Experiment<GgwaveFairResult> {
    /** Its document. */
    public static final Doc<GgwaveFairResult> DOC = new Doc<>("v2/ggwave-fair.json", GgwaveFairResult.class);
    /** Recordings per point, axis and arm off the eval bases unless {@code --frames} says otherwise. */
    static final int FRAMES_DEFAULT = 64;
    /** The equal-energy axis's reference: every postcard carries this arm's energy. */
    static final GgwaveProtocol REFERENCE = GgwaveProtocol.AUDIBLE_NORMAL;
    /** Mixed into every recording's seed: this experiment's draws are its own. */
    static final String STREAM = "ggwave-fair/";
    /** LINK-1's transmission: the whole frame. */
    static final int LINK1_PAYLOAD_BYTES = LinkFrame.LENGTH;
    /** ggwave's payload: the frame's postcard. */
    static final int GGWAVE_PAYLOAD_BYTES = LinkFrame.LENGTH_POSTCARD;

    @Override
    public String id() {
        return "E2-rooms-ggwave-fair";
    }

    @Override
    public Doc<GgwaveFairResult> doc() {
        return DOC;
    }

    @Override
    public String title() {
        return "k1, k2, r against ggwave AUDIBLE_NORMAL and AUDIBLE_FASTEST through the same"
                + " physical room draws at E2-rooms-ggwave's 11 points, at equal SNR and at"
                + " equal energy per postcard (reference ggwave NORMAL): PER with 95 % Wilson"
                + " intervals, better or worse only where the intervals separate, ties as ties";
    }

    @Override
    public boolean inAll() {
        return false;
    }

    /** The seed of recording {@code index} of the point {@code c} (its own SNR) at {@code base}. */
    static long seed(RoomsCase c, long base, int index) {
        return Seeds.mix(Seeds.mix(base, Seeds.stream(STREAM + c.name())), index);
    }

    /** 10·log10(a / b), dB. */
    static double db(double a, double b) {
        return 10 * StrictMath.log10(a / b);
    }

    /**
     * The seed bases this run may use: the eval bases, registered in docs/spec/LINK1-v2.md
     * (V2-4), or dev seed bases 0..15 for development; any other set is refused.
     */
    static List<Integer> bases(BenchContext ctx, String id) {
        return E2Rooms.registeredBases(ctx.seeds(), id);
    }

    /**
     * Recordings a point, axis and arm: on the eval bases the registered
     * {@value GgwaveFairPredictions#REGISTERED_FRAMES} (any other {@code --frames} refused),
     * else {@code --frames} or {@value #FRAMES_DEFAULT}.
     */
    static int frames(BenchContext ctx, String id) {
        boolean eval = ctx.seeds().seeds().equals(SeedSet.EVAL.seeds());
        int registered = GgwaveFairPredictions.REGISTERED_FRAMES;
        int frames = Integer.parseInt(ctx.option("frames", Integer.toString(eval ? registered
                : FRAMES_DEFAULT)));
        if (eval && frames != registered) {
            throw new IllegalArgumentException(id + ": --frames must be the registered "
                    + registered + " on the eval seeds (docs/spec/LINK1-v2.md, V2-4): " + frames);
        }
        return frames;
    }

    /**
     * The arms with their air times, s: LINK-1's frame lengths at 16 kHz, ggwave's from
     * {@code ggwaveAirS} (the bridge's waveform of a 16-byte payload).
     */
    static List<Arm> arms(Map<GgwaveProtocol, Double> ggwaveAirS) {
        double ref = ggwaveAirS.get(REFERENCE);
        List<Arm> out = new ArrayList<>();
        for (E2RoomsGgwave.Arm a : E2RoomsGgwave.Arm.all()) {
            double t = airTimeS(a, ggwaveAirS);
            boolean link1 = a.profile() != null;
            out.add(new Arm(label(a), link1 ? LINK1_PAYLOAD_BYTES : GGWAVE_PAYLOAD_BYTES,
                    link1 ? "the CLAIM frame (22 bytes: header, the 16-byte postcard, CRC-16)"
                            : "the CLAIM frame's 16-byte postcard (bytes 4..19), no CRC",
                    Json.fixed(t, 3), Json.fixed(db(t, ref), 3), Json.fixed(db(ref, t), 3)));
        }
        return List.copyOf(out);
    }

    static double airTimeS(E2RoomsGgwave.Arm a, Map<GgwaveProtocol, Double> ggwaveAirS) {
        return a.profile() != null ? a.profile().frameSamples()
                / (double) PhysicalRoom.INPUT_RATE_HZ : ggwaveAirS.get(a.protocol());
    }

    static String label(E2RoomsGgwave.Arm a) {
        return a.profile() != null ? a.profile().label() : a.protocol().label();
    }

    /** The SNR arm {@code a} runs at on {@code axis} at a point of {@code snrDb}. */
    static double snrDb(Axis axis, double snrDb, E2RoomsGgwave.Arm a,
                        Map<GgwaveProtocol, Double> ggwaveAirS) {
        return axis == Axis.EQUAL_SNR ? snrDb
                : snrDb + db(ggwaveAirS.get(REFERENCE), airTimeS(a, ggwaveAirS));
    }

    private static boolean reference(E2RoomsGgwave.Arm a) {
        return a.protocol() == REFERENCE;
    }

    /** One run of an arm: the point, the axis, the arm and the SNR it runs at. */
    record Task(RoomsCase point, Axis axis, E2RoomsGgwave.Arm arm, double snrDb) {
        RoomsCase room() {
            return new RoomsCase(point.point(), point.background(), snrDb, point.devices());
        }
    }

    /**
     * The runs for {@code cases}: per case, per axis, each arm, but the reference's once (on
     * the equal-SNR axis; its equal-energy point is the same recordings).
     */
    static List<Task> tasks(List<RoomsCase> cases, Map<GgwaveProtocol, Double> ggwaveAirS) {
        List<Task> tasks = new ArrayList<>();
        for (RoomsCase c : cases) {
            for (Axis axis : Axis.values()) {
                for (E2RoomsGgwave.Arm a : E2RoomsGgwave.Arm.all()) {
                    if (axis == Axis.EQUAL_ENERGY && reference(a)) {
                        continue;
                    }
                    tasks.add(new Task(c, axis, a, snrDb(axis, c.snrDb(), a, ggwaveAirS)));
                }
            }
        }
        return List.copyOf(tasks);
    }

    @Override
    public GgwaveFairResult run(BenchContext ctx) throws Exception {
        List<Integer> bases = bases(ctx, id());
        int frames = frames(ctx, id());
        return run(ctx, new ArrayList<>(E2RoomsGgwave.ISSUE_ROWS.keySet()), bases, frames);
    }

    /** The comparison at {@code cases} (the experiment: E2-rooms-ggwave's eleven points). */
    GgwaveFairResult run(BenchContext ctx, List<RoomsCase> cases, List<Integer> bases,
                         int frames) throws Exception {
        try (GgwaveBridges pool = GgwaveBridges.start(ctx.threads())) {
            BlockingQueue<GgwaveBridge> bridges = pool.queue();
            String version = pool.version();
            Map<GgwaveProtocol, Double> air = ggwaveAirTimes(bridges.peek());
            List<Task> tasks = tasks(cases, air);
            List<GgwavePoint> measured = AirTrials.map(ctx, id(), tasks,
                    t -> runArm(t, frames, bases, bridges));
            List<Point> points = points(cases, tasks, measured, air);
            List<Pair> pairs = GgwaveSeparations.pairs(cases.stream().map(RoomsCase::name)
                    .toList(), points);
            return new GgwaveFairResult(Json.SCHEMA_VERSION, id(), title(), ctx.seeds().label(),
                    E2Rooms.join(bases), seedDerivation(), recording(),
                    E2RoomsGgwave.conversion(), version, axes(), reference(air),
                    GgwaveSeparations.RULE, frames, arms(air), points, pairs,
                    GgwaveSeparations.tallies(pairs));
        }
    }

    /** ggwave's air time per protocol for a 16-byte payload, s (the waveform's length). */
    static Map<GgwaveProtocol, Double> ggwaveAirTimes(GgwaveBridge bridge) throws IOException {
        Map<GgwaveProtocol, Double> air = new EnumMap<>(GgwaveProtocol.class);
        for (GgwaveProtocol g : GgwaveProtocol.V2) {
            air.put(g, GgwaveWaveform.airTimeS(bridge.encode(g, new byte[GGWAVE_PAYLOAD_BYTES])));
        }
        return air;
    }

    /**
     * The file's points from the runs: per case, per axis, every arm in order (the
     * reference's equal-SNR run stands for its equal-energy point too).
     */
    static List<Point> points(List<RoomsCase> cases, List<Task> tasks,
                              List<GgwavePoint> measured, Map<GgwaveProtocol, Double> air) {
        if (tasks.size() != measured.size()) {
            throw new IllegalArgumentException("measured must hold one point a task: "
                    + measured.size() + " for " + tasks.size());
        }
        List<Point> out = new ArrayList<>();
        int at = 0;
        for (RoomsCase c : cases) {
            GgwavePoint referenceRun = null;
            for (Axis axis : Axis.values()) {
                for (E2RoomsGgwave.Arm a : E2RoomsGgwave.Arm.all()) {
                    GgwavePoint m;
                    if (axis == Axis.EQUAL_ENERGY && reference(a)) {
                        m = referenceRun;
                    } else {
                        Task t = tasks.get(at);
                        if (!t.point().equals(c) || t.axis() != axis || !t.arm().equals(a)) {
                            throw new IllegalArgumentException("tasks must be in point order: "
                                    + t);
                        }
                        m = measured.get(at++);
                        if (reference(a)) {
                            referenceRun = m;
                        }
                    }
                    out.add(point(c, axis, a, m, air));
                }
            }
        }
        return List.copyOf(out);
    }

    private static Point point(RoomsCase c, Axis axis, E2RoomsGgwave.Arm a, GgwavePoint m,
                               Map<GgwaveProtocol, Double> air) {
        double t = airTimeS(a, air);
        BigDecimal airTime = Json.fixed(t, 3);
        if (m.airTimeS().compareTo(airTime) != 0) {
            throw new IllegalStateException("the arm's waveform must have its air time "
                    + airTime + " s: " + m.airTimeS() + " s (" + label(a) + ")");
        }
        double energy = axis == Axis.EQUAL_SNR ? db(t, air.get(REFERENCE)) : 0;
        return new Point(axis, c.point().name(), m.rt60S(), m.distanceM(), m.background(),
                Json.fixed(c.snrDb(), 1), m.devices(), m.arm(),
                Json.fixed(snrDb(axis, c.snrDb(), a, air), 3), Json.fixed(energy, 3),
                m.frames(), m.correct(), m.lost(), m.wrong(), m.corruptPassedCrc(), m.per(),
                m.per95(), m.wrongRate(), m.wrong95());
    }

    private static GgwavePoint runArm(Task t, int frames, List<Integer> bases,
                                      BlockingQueue<GgwaveBridge> bridges) {
        IntToLongFunction seedOf = i -> seed(t.point(), bases.get(i % bases.size()), i);
        if (t.arm().profile() != null) {
            AirProfile p = t.arm().profile();
            return GgwaveTrial.of(t.room(), RoomsTrial.run(t.room(), p, frames, seedOf),
                    p.frameSamples() / (double) PhysicalRoom.INPUT_RATE_HZ);
        }
        GgwaveBridge bridge = bridges.poll();
        try {
            return GgwaveTrial.run(t.room(), t.arm().protocol(), frames, seedOf, bridge);
        } finally {
            bridges.add(bridge);
        }
    }

    static String seedDerivation() {
        return "recording i of a point uses seed base bases[i mod |bases|] and seed"
                + " Seeds.mix(Seeds.mix(base, Seeds.stream(\"" + STREAM + "\" + point name)), i),"
                + " the point name being room-point/background/SNR dB/playback-capture kHz/ppm"
                + " with the point's SNR (not the arm's); from it in order the CLAIM frame, the"
                + " delay, the room's seed. Neither the arm nor the axis is in the seed: on both"
                + " axes every arm meets the same payloads, delays, placements, diffuse tails"
                + " and background draws, the background's gain alone set by the arm's SNR."
                + " The stream tag keeps these draws apart from E2-rooms' and"
                + " E2-rooms-ggwave's";
    }

    static String recording() {
        return "k1, k2, r: one CLAIM frame (22 bytes, holding the postcard) as E2-rooms records"
                + " it, the profile's receiver on the capture decimated to 16 kHz; lost: the"
                + " frame not delivered byte-equal; wrong: accepted_corrupt. ggwave: the frame's"
                + " 16-byte postcard (bytes 4..19) as its payload (volume 50), 4000 zeros around"
                + " it, a leading delay of 0-4000 samples, the same physical room (ROOM.md, AGC"
                + " on), the 48 kHz capture to a fresh ggwave receiver listening for the"
                + " protocol sent only, fed the whole recording; correct: the payload decoded"
                + " equal; wrong: a payload decoded that is not the one sent (ggwave has no CRC);"
                + " lost: not correct. Every arm delivers one postcard a recording";
    }

    static String axes() {
        return "equal-snr: every arm at the point's SNR (ROOM.md 7: P_s, the received signal's"
                + " mean power over the transmission's active samples, against the background's"
                + " over the same samples), so an arm's postcard carries energy in proportion"
                + " to its air time T. equal-energy: each arm at the point's SNR + 10 log10(T_ref"
                + " / T) dB, T_ref the reference's air time: at the same background level P_s T,"
                + " the energy at the microphone per postcard, is the reference's at the point's"
                + " SNR for every arm (T and T_ref the transmissions' lengths, which are their"
                + " active samples' to within 0.1 %)";
    }

    static String reference(Map<GgwaveProtocol, Double> air) {
        return REFERENCE.label() + " (" + Json.fixed(air.get(REFERENCE), 3).toPlainString()
                + " s for 16 bytes): the external baseline's default protocol, so its points"
                + " are the same recordings on both axes and the points' SNRs stay the ones"
                + " issue 16's table gives ggwave NORMAL; another reference would move every"
                + " arm by the same dB and leave every energy ratio between arms unchanged";
    }

    @Override
    public SeedPolicy seedPolicy() {
        return SeedPolicy.registeredBy("V2-4");
    }

    @Override
    public void checkOptions(Map<String, String> options, SeedSet seeds) {
        E2Rooms.registeredBases(seeds, id());
        String frames = options.get("frames");
        if (frames != null && seeds.isEval()
                && Integer.parseInt(frames) != GgwaveFairPredictions.REGISTERED_FRAMES) {
            throw new IllegalArgumentException("--frames of " + id() + " on the eval seeds must"
                    + " be the registered " + GgwaveFairPredictions.REGISTERED_FRAMES + " (V2-4): "
                    + frames);
        }
    }
}
