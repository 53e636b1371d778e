package echoai.link1.bench.e2roomsggwave;

import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.Json;
import echoai.link1.bench.SeedPolicy;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.air.AirTrials;
import echoai.link1.bench.air.GgwaveBridge;
import echoai.link1.bench.air.GgwaveBridges;
import echoai.link1.bench.air.GgwavePoint;
import echoai.link1.bench.air.GgwaveProtocol;
import echoai.link1.bench.air.GgwaveTrial;
import echoai.link1.bench.air.RoomsCase;
import echoai.link1.bench.e2rooms.E2Rooms;
import echoai.link1.modem.AirProfile;
import echoai.link1.room.Background;
import echoai.link1.room.DeviceChain;
import echoai.link1.room.RoomPoint;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;

/**
 * The optional ggwave peer arm of E2-rooms (issue 16): ggwave AUDIBLE_NORMAL and AUDIBLE_FASTEST
 * (npm {@code ggwave} in its own node process, {@link GgwaveBridge}) through the same physical
 * room draws as LINK-1's K1, K2 and R at issue 16's eight table points and a few harder grid
 * points, so that "R never worse than ggwave NORMAL, strictly better where ggwave loses" is
 * measured. Opt-in: not in {@code bench all}; dev seed bases 0–15 only; needs node and
 * {@code npm ci} in scripts/ggwave (else an IOException, the CLI's exit 3).
 */
public final class E2RoomsGgwave implements Experiment<GgwaveResult> {
    /** Its document. */
    public static final Doc<GgwaveResult> DOC = new Doc<>("v2/dev/ggwave.json", GgwaveResult.class);
    /** Recordings per point and arm unless {@code --frames} says otherwise (4 a dev base). */
    static final int FRAMES_DEFAULT = 64;
    /** Issue 16's table rows as E2-rooms points, with the row's words; then added points. */
    public static final Map<RoomsCase, String> ISSUE_ROWS = rows();
    static final String ADDED = "none (added here: a harder E2-rooms grid point)";

    private static Map<RoomsCase, String> rows() {
        Map<RoomsCase, String> m = new LinkedHashMap<>();
        m.put(white("living-0.3m", 30), "RT60 0.3 s, 0.3 m, 30 dB white");
        m.put(white("desk-0.5m", 30), "RT60 0.4 s, 0.5 m, 30 dB white");
        m.put(white("living-rt0.3-1m", 30), "RT60 0.3 s, 1 m, 30 dB white");
        m.put(white("living-rt0.5-1m", 30), "RT60 0.5 s, 1 m, 30 dB white");
        m.put(at("living-rt0.5-1m", Background.BABBLE, 20), "RT60 0.5 s, 1 m, 20 dB babble");
        m.put(white("living-rt0.5-2m", 30), "RT60 0.5 s, 2 m, 30 dB white");
        m.put(white("living-rt0.5-3m", 30), "RT60 0.5 s, 3 m, 30 dB white");
        m.put(white("living-rt0.8-2m", 30), "RT60 0.8 s, 2 m, 30 dB white");
        m.put(at("living-rt0.8-3m", Background.WHITE, 10), ADDED);
        m.put(at("living-rt0.8-3m", Background.BABBLE, 10), ADDED);
        m.put(E2Rooms.STRETCH, "none (added here: issue 16's stretch point for R, -5 dB babble,"
                + " 3 m, RT60 0.8 s)");
        return Collections.unmodifiableMap(m);
    }

    private static RoomsCase white(String point, double snrDb) {
        return at(point, Background.WHITE, snrDb);
    }

    private static RoomsCase at(String point, Background background, double snrDb) {
        return new RoomsCase(RoomPoint.named(point), background, snrDb, DeviceChain.DEFAULT);
    }

    @Override
    public String id() {
        return "E2-rooms-ggwave";
    }

    @Override
    public Doc<GgwaveResult> doc() {
        return DOC;
    }

    @Override
    public String title() {
        return "ggwave AUDIBLE_NORMAL and AUDIBLE_FASTEST beside k1, k2, r through the same"
                + " physical room draws (ROOM.md) at issue 16's table points: lost, wrong (dev"
                + " seeds, not registered)";
    }

    @Override
    public boolean inAll() {
        return false;
    }

    /** An arm of a point: a LINK-1 profile or a ggwave protocol (exactly one non-null). */
    public record Arm(AirProfile profile, GgwaveProtocol protocol) {
        public static List<Arm> all() {
            List<Arm> arms = new ArrayList<>();
            for (AirProfile p : AirProfile.V2) {
                arms.add(new Arm(p, null));
            }
            for (GgwaveProtocol g : GgwaveProtocol.V2) {
                arms.add(new Arm(null, g));
            }
            return List.copyOf(arms);
        }
    }

    @Override
    public GgwaveResult run(BenchContext ctx) throws Exception {
        List<Integer> bases = E2Rooms.devBases(ctx.seeds(), id());
        int frames = Integer.parseInt(ctx.option("frames", Integer.toString(FRAMES_DEFAULT)));
        record Task(RoomsCase c, Arm arm) {
        }
        List<Task> tasks = new ArrayList<>();
        for (RoomsCase c : ISSUE_ROWS.keySet()) {
            Arm.all().forEach(a -> tasks.add(new Task(c, a)));
        }
        try (GgwaveBridges pool = GgwaveBridges.start(ctx.threads())) {
            BlockingQueue<GgwaveBridge> bridges = pool.queue();
            String version = pool.version();
            List<GgwavePoint> points = AirTrials.map(ctx, id(), tasks,
                    t -> runArm(t.c(), t.arm(), frames, bases, bridges));
            return new GgwaveResult(Json.SCHEMA_VERSION, id(), title(), ctx.seeds().label(),
                    E2Rooms.join(bases), seedDerivation(), recording(), conversion(), version,
                    frames, points, GgwaveComparisons.of(ISSUE_ROWS, points));
        }
    }

    private static GgwavePoint runArm(RoomsCase c, Arm arm, int frames, List<Integer> bases,
                                      BlockingQueue<GgwaveBridge> bridges) {
        return GgwaveTrial.runArm(c, arm.profile(), arm.protocol(), frames, bases, bridges);
    }

    private static String seedDerivation() {
        return "as E2-rooms: recording i of a point uses seed base bases[i mod |bases|] and seed"
                + " Seeds.mix(Seeds.mix(base, Seeds.stream(point name)), i), the point name being"
                + " room-point/background/SNR dB/playback-capture kHz/ppm; from it in order the"
                + " CLAIM frame, the delay, the room's seed. The arm is not in the seed: k1, k2, r"
                + " and both ggwave protocols meet the same frames' payloads in the same room"
                + " draws (k1, k2, r's points equal E2-rooms' on the same dev bases)";
    }

    private static String recording() {
        return "k1, k2, r: E2-rooms' recording (one CLAIM frame, 22 bytes, the profile's receiver"
                + " on the capture decimated to 16 kHz; lost: the frame not delivered byte-equal;"
                + " wrong: accepted_corrupt). ggwave: the frame's 16-byte postcard (bytes 4..19)"
                + " as ggwave's payload (variable length, volume 50), 4000 zeros around it, a"
                + " leading delay of 0-4000 samples, the same physical room (ROOM.md, AGC on) and"
                + " SNR definition (P_s over the waveform's active samples), the 48 kHz capture"
                + " to a fresh ggwave receiver listening for the protocol sent only, fed the"
                + " whole recording; correct: the payload decoded equal; wrong: a payload decoded"
                + " that is not the one sent (ggwave has no CRC: it is accepted); lost: not"
                + " correct";
    }

    public static String conversion() {
        return "ggwave encodes at 48 kHz float32; x 32768, the room's own sinc resampler"
                + " (ROOM.md 4: Kaiser beta 8.6, +-24 zero crossings, cutoff 7.2 kHz) to 16 kHz,"
                + " rounded half up to int16 (peak about -6 dBFS, nothing saturates): the room's"
                + " 16 kHz input, as LINK-1's modulators give it. The room upsamples to 48 kHz"
                + " itself. Back: the int16 capture at 48 kHz, s / 32768 as float32, to ggwave at"
                + " 48 kHz";
    }

    @Override
    public SeedPolicy seedPolicy() {
        return SeedPolicy.DEV_ONLY;
    }

    /** Refuses, before the run, seeds that are not dev bases 0..15. */
    @Override
    public void checkOptions(Map<String, String> options, SeedSet seeds) {
        E2Rooms.devBases(seeds, id());
    }
}
