package echoai.link1.bench.e2roomsq;

import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.Json;
import echoai.link1.bench.SeedPolicy;
import echoai.link1.bench.SeedRange;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.air.AirTrials;
import echoai.link1.bench.air.GgwaveBridge;
import echoai.link1.bench.air.GgwaveBridges;
import echoai.link1.bench.air.GgwavePoint;
import echoai.link1.bench.air.GgwaveTrial;
import echoai.link1.bench.air.GgwaveWaveform;
import echoai.link1.bench.air.RoomsCase;
import echoai.link1.bench.air.RoomsTrial;
import echoai.link1.bench.e2rooms.E2Rooms;
import echoai.link1.bench.e2roomsggwave.E2RoomsGgwave;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import echoai.link1.room.PhysicalRoom;
import echoai.wsp.Hex;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.function.IntToLongFunction;

/**
 * E2-rooms-Q (issue 38, registered in docs/spec/PROFILE-Q.md, "E2-rooms-Q"): profile Q on
 * E2-rooms' 10 dB cases beside F and ggwave AUDIBLE_NORMAL, FAST and FASTEST, every arm with the same
 * recordings of the same draws (recording i of a case is E2-rooms' recording i on the run's seed
 * bases), on two axes: equal SNR (ROOM.md §7) and equal peak level (each arm's SNR less its
 * crest excess over a sine, {@link PeakLevel}). Opt-in; its fresh eval seed bases
 * {@link #EVAL} with {@value #FRAMES_REGISTERED} recordings a case, axis and arm, or dev seed
 * bases 0–15; needs node and {@code npm ci} in scripts/ggwave.
 */
public final class E2RoomsQ implements Experiment<E2RoomsQResult> {
    /** Its document. */
    public static final Doc<E2RoomsQResult> DOC = new Doc<>("v3/E2-rooms-Q.json",
            E2RoomsQResult.class);
    /** The fresh eval seed bases, apart from every range run before. */
    public static final SeedRange EVAL = new SeedRange(130_000, 130_063);
    /** The registered recordings a case, axis and arm on the eval bases. */
    static final int FRAMES_REGISTERED = 320;
    /** Off the eval bases, unless {@code --frames} says otherwise. */
    static final int FRAMES_DEFAULT = 32;
    /** The highest SNR of a case, dB. */
    static final double MAX_SNR_DB = 10;
    /** The spec's CLAIM frame: the arms' peak levels are measured on it (ggwave: its postcard). */
    static final String LEVEL_FRAME = "57110107020b1c09ce00001e0000004c010031172130";

    @Override
    public String id() {
        return "E2-rooms-Q";
    }

    @Override
    public Doc<E2RoomsQResult> doc() {
        return DOC;
    }

    @Override
    public String title() {
        return "profile Q through E2-rooms' grid beside F and ggwave AUDIBLE_NORMAL, FAST and"
                + " FASTEST, the same draws for every arm, at equal SNR and at equal peak level"
                + " (issue 38, registered in docs/spec/PROFILE-Q.md)";
    }

    @Override
    public boolean inAll() {
        return false;
    }

    /** Its eval run names its fresh range: the default seeds are not its own. */
    @Override
    public String command(String seedSet) {
        return seedSet != null && !seedSet.equals("eval") ? Experiment.super.command(seedSet)
                : "./link1 bench " + id() + " --seeds " + EVAL.label();
    }

    @Override
    public SeedPolicy seedPolicy() {
        return SeedPolicy.registeredBy("E2-rooms-Q");
    }

    /**
     * The cases, in E2-rooms' order: its grid's 10 dB cases (12 room points × white, pink,
     * babble: 36), the stretch case and the 8 clock cases — 45. At a room point and background
     * a higher SNR only takes noise away; the 20 and 30 dB cases are left to a later run (the
     * cost: 3 200 recordings a case).
     */
    static List<RoomsCase> cases() {
        return E2Rooms.cases().stream().filter(c -> c.snrDb() <= MAX_SNR_DB).toList();
    }

    /** The seed bases: the fresh eval range exactly, or dev bases 0..15. */
    static List<Integer> bases(SeedSet seeds, String id) {
        return EVAL.isExactly(seeds) ? seeds.seeds() : E2Rooms.devBases(seeds, id);
    }

    /** Recordings a case, axis and arm: fixed on the eval bases. */
    static int frames(SeedSet seeds, String given, String id) {
        if (EVAL.isExactly(seeds)) {
            if (given != null && Integer.parseInt(given) != FRAMES_REGISTERED) {
                throw new IllegalArgumentException(id + ": on the eval seed bases the registered"
                        + " run has " + FRAMES_REGISTERED + " recordings a point: --frames "
                        + given);
            }
            return FRAMES_REGISTERED;
        }
        int frames = given == null ? FRAMES_DEFAULT : Integer.parseInt(given);
        if (frames < 1) {
            throw new IllegalArgumentException(id + ": --frames must be >= 1: " + frames);
        }
        return frames;
    }

    @Override
    public void checkOptions(Map<String, String> options, SeedSet seeds) {
        bases(seeds, id());
        frames(seeds, options.get("frames"), id());
    }

    /** One run: a case, an axis, an arm, and the SNR the arm runs at. */
    record Task(RoomsCase c, QAxis axis, QArm arm, double snrDb) {
        RoomsCase room() {
            return new RoomsCase(c.point(), c.background(), snrDb, c.devices());
        }
    }

    /** The tasks: per case, per axis, every arm in {@link QArm#ALL} order. */
    static List<Task> tasks(List<RoomsCase> cases, List<PeakLevel> levels) {
        List<Task> tasks = new ArrayList<>();
        for (RoomsCase c : cases) {
            for (QAxis axis : QAxis.values()) {
                for (int a = 0; a < QArm.ALL.size(); a++) {
                    double offset = axis == QAxis.EQUAL_SNR ? 0
                            : levels.get(a).peakOffsetDb().doubleValue();
                    tasks.add(new Task(c, axis, QArm.ALL.get(a), c.snrDb() + offset));
                }
            }
        }
        return List.copyOf(tasks);
    }

    @Override
    public E2RoomsQResult run(BenchContext ctx) throws Exception {
        List<Integer> bases = bases(ctx.seeds(), id());
        int frames = frames(ctx.seeds(), ctx.option("frames", null), id());
        List<RoomsCase> cases = cases();
        try (GgwaveBridges pool = GgwaveBridges.start(ctx.threads())) {
            BlockingQueue<GgwaveBridge> bridges = pool.queue();
            List<PeakLevel> levels = levels(bridges.peek());
            List<Task> tasks = tasks(cases, levels);
            List<GgwavePoint> measured = AirTrials.map(ctx, id(), tasks,
                    t -> runArm(t, frames, bases, bridges));
            List<QPoint> points = new ArrayList<>();
            for (int i = 0; i < tasks.size(); i++) {
                Task t = tasks.get(i);
                points.add(new QPoint(t.axis().toString(), t.c().name(), Json.fixed(t.snrDb(), 3),
                        measured.get(i)));
            }
            return new E2RoomsQResult(Json.SCHEMA_VERSION, id(), title(), ctx.seeds().label(),
                    E2Rooms.join(bases), seedDerivation(), recording(),
                    E2RoomsGgwave.conversion(), axes(), QPairs.RULE,
                    pool.version(), frames, levels, points, QPairs.of(points));
        }
    }

    /** Each arm's peak level on the spec's CLAIM frame (ggwave: its 16-byte postcard). */
    static List<PeakLevel> levels(GgwaveBridge bridge) throws IOException {
        byte[] frame = Hex.parse(LEVEL_FRAME, LinkFrame.LENGTH);
        byte[] postcard = Arrays.copyOfRange(frame, LinkFrame.OFFSET_POSTCARD,
                LinkFrame.OFFSET_POSTCARD + LinkFrame.LENGTH_POSTCARD);
        List<PeakLevel> out = new ArrayList<>();
        for (QArm a : QArm.ALL) {
            short[] x;
            double air;
            if (a.profile() != null) {
                x = a.profile().recordingOfFrames(List.of(frame));
                air = a.profile().frameSamples() / (double) PhysicalRoom.INPUT_RATE_HZ;
            } else {
                float[] wave = bridge.encode(a.protocol(), postcard);
                x = GgwaveWaveform.recording(wave);
                air = GgwaveWaveform.airTimeS(wave);
            }
            out.add(level(a.label(), air, x));
        }
        return List.copyOf(out);
    }

    /** One arm's level from its recording. */
    static PeakLevel level(String arm, double airTimeS, short[] x) {
        double papr = PeakLevel.paprDb(x);
        return new PeakLevel(arm, Json.fixed(airTimeS, 3), PeakLevel.peak(x),
                Json.fixed(papr, 3), Json.fixed(-(papr - PeakLevel.SINE_PAPR_DB), 3));
    }

    private static GgwavePoint runArm(Task t, int frames, List<Integer> bases,
                                      BlockingQueue<GgwaveBridge> bridges) {
        IntToLongFunction seedOf = i -> RoomsTrial.seed(t.c(), bases.get(i % bases.size()), i);
        AirProfile p = t.arm().profile();
        if (p != null) {
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
        return E2Rooms.seedDerivation() + " nor the arm nor the axis: recording i of a case is"
                + " E2-rooms' recording i on these bases (the same CLAIM frame, delay and room"
                + " draw) for every arm on both axes";
    }

    static String recording() {
        return "q, f: E2-rooms' recording (" + E2Rooms.recording() + "). ggwave: as"
                + " E2-rooms-ggwave, the CLAIM frame's 16-byte postcard as the payload (volume"
                + " 50), 4000 zeros around it, the same delay and room, a fresh receiver for the"
                + " protocol sent; wrong: a payload decoded that is not the one sent";
    }

    static String axes() {
        return "equal-snr: every arm at the case's SNR (ROOM.md §7, the received signal's mean"
                + " power over its active samples). equal-peak: every arm at the case's SNR plus"
                + " its peak_offset_db, -(PAPR - 3.010 dB), its PAPR measured on the spec's CLAIM"
                + " frame as it enters the room (16 kHz int16, first to last non-zero sample):"
                + " the background each arm meets when all are sent at one peak level and the"
                + " background's level is the one a sine of that peak would meet at the case's"
                + " SNR. The band shaping of loudspeaker and microphone is as on the equal-snr"
                + " axis";
    }
}
