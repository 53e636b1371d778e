package echoai.link1.bench.e2rooms;

import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.Json;
import echoai.link1.bench.SeedPolicy;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.air.AirTrials;
import echoai.link1.bench.air.RoomsCase;
import echoai.link1.bench.air.RoomsPoint;
import echoai.link1.bench.air.RoomsTrial;
import echoai.link1.modem.AirProfile;
import echoai.link1.room.Background;
import echoai.link1.room.DeviceChain;
import echoai.link1.room.RoomPoint;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * E2-rooms (v2, registered in docs/spec/LINK1-v2.md, V2-1): the air profiles K1, K2 and R through the physical room of
 * ROOM.md — PER, {@code corrupt_passed_crc} and {@code accepted_corrupt} over the living-room
 * grid (RT60 × distance) × background × SNR, plus clock-offset points. Not in
 * {@code bench all}; eval seed bases (the registered run) or dev seed bases 0–15. Its cost model
 * is in docs/bench.md.
 */
public final class E2Rooms implements Experiment<E2RoomsResult> {
    /** Its document. */
    public static final Doc<E2RoomsResult> DOC = new Doc<>("v2/E2-rooms.json", E2RoomsResult.class);
    /** The SNR points, dB (ROOM.md §7). */
    static final List<Double> SNR_DB = List.of(10.0, 20.0, 30.0);
    /** The backgrounds of the grid. */
    static final List<Background> BACKGROUNDS =
            List.of(Background.WHITE, Background.PINK, Background.BABBLE);
    /** The clock-offset points' devices: 44.1 → 48 kHz +200 ppm, 48 → 44.1 kHz −200 ppm. */
    static final List<DeviceChain> PPM_DEVICES = List.of(
            new DeviceChain(44_100, 48_000, 200, Double.NaN),
            new DeviceChain(48_000, 44_100, -200, Double.NaN));
    /** RT60 of the clock-offset points, s; their background and SNR. */
    static final double PPM_RT60_S = 0.5;
    static final Background PPM_BACKGROUND = Background.WHITE;
    static final double PPM_SNR_DB = 10;
    /** The stretch point of issue 16: babble at −5 dB, 3 m, RT60 0.8 s. */
    public static final RoomsCase STRETCH = new RoomsCase(RoomPoint.named("living-rt0.8-3m"),
            Background.BABBLE, -5, DeviceChain.DEFAULT);
    /**
     * Recordings per point and profile unless {@code --frames} says otherwise: with none lost,
     * the 95 % upper bound on PER (3 / n) is 0.94 %, under R's 1 % target.
     */
    public static final int FRAMES_DEFAULT = 320;

    @Override
    public String id() {
        return "E2-rooms";
    }

    @Override
    public Doc<E2RoomsResult> doc() {
        return DOC;
    }

    @Override
    public String title() {
        return "the air profiles k1, k2, r through the physical room (ROOM.md): PER, corrupt frames"
                + " past the CRC and past every check, over RT60 x distance x background x SNR and"
                + " +-200 ppm (v2, registered in docs/spec/LINK1-v2.md, V2-1)";
    }

    @Override
    public boolean inAll() {
        return false;
    }

    /** {@code --profile} restricts the run to one profile (dev seed bases only: see the CLI). */
    @Override
    public boolean takesProfile() {
        return true;
    }

    /**
     * The grid, RT60-major, then distance, background, SNR; then the stretch point; then the
     * clock-offset points.
     */
    public static List<RoomsCase> cases() {
        List<RoomsCase> out = new ArrayList<>();
        for (RoomPoint p : RoomPoint.grid()) {
            for (Background b : BACKGROUNDS) {
                for (double snr : SNR_DB) {
                    out.add(new RoomsCase(p, b, snr, DeviceChain.DEFAULT));
                }
            }
        }
        out.add(STRETCH);
        for (DeviceChain d : PPM_DEVICES) {
            for (RoomPoint p : RoomPoint.grid()) {
                if (p.rt60S() == PPM_RT60_S) {
                    out.add(new RoomsCase(p, PPM_BACKGROUND, PPM_SNR_DB, d));
                }
            }
        }
        return List.copyOf(out);
    }

    @Override
    public E2RoomsResult run(BenchContext ctx) throws Exception {
        List<Integer> bases = registeredBases(ctx.seeds(), id());
        int frames = Integer.parseInt(ctx.option("frames", Integer.toString(FRAMES_DEFAULT)));
        record Task(RoomsCase c, AirProfile profile) {
        }
        List<Task> tasks = new ArrayList<>();
        for (RoomsCase c : cases()) {
            for (AirProfile profile : ctx.profiles()) {
                tasks.add(new Task(c, profile));
            }
        }
        List<RoomsPoint> points = AirTrials.map(ctx, id(), tasks,
                t -> RoomsTrial.run(t.c(), t.profile(), frames, bases));
        return new E2RoomsResult(Json.SCHEMA_VERSION, id(), title(), ctx.seeds().label(),
                join(bases), seedDerivation(), recording(), frames, points, List.of());
    }

    /**
     * E2-rooms is registered (docs/spec/LINK1-v2.md, V2-1) on the eval seed bases: it runs on
     * those, or on dev seed bases 0..15 for development; any other set is refused.
     */
    public static List<Integer> registeredBases(SeedSet seeds, String id) {
        if (seeds.seeds().equals(SeedSet.EVAL.seeds())) {
            return seeds.seeds();
        }
        return devBases(seeds, id);
    }

    /**
     * The seed bases of a rooms experiment that runs on dev seed bases 0..15 only.
     *
     * @throws IllegalArgumentException for a seed outside 0..15
     */
    public static List<Integer> devBases(SeedSet seeds, String id) {
        for (int s : seeds.seeds()) {
            if (s < 0 || s > 15) {
                throw new IllegalArgumentException(id + ": seeds must be dev seed bases 0..15 or,"
                        + " where registered (docs/spec/LINK1-v2.md), the eval set: " + s);
            }
        }
        return seeds.seeds();
    }

    public static String join(List<Integer> bases) {
        return bases.stream().map(String::valueOf).collect(Collectors.joining(","));
    }

    public static String seedDerivation() {
        return "recording i of a point: seed base bases[i mod |bases|], seed"
                + " Seeds.mix(Seeds.mix(base, Seeds.stream(point name)), i), the point name being"
                + " room-point/background/SNR dB/playback-capture kHz/ppm; from it in order the"
                + " frame, the delay, the room's seed; the profile is not in the seed";
    }

    public static String recording() {
        return "one real CLAIM frame (of the 781 of dev worlds 0-15) a recording: a leading delay"
                + " of 0-4000 samples, 4000 zeros, the profile's frame, 4000 zeros; through the"
                + " physical room (ROOM.md; AGC on), captured at the capture rate, decimated to"
                + " 16 kHz by the room (at16k); the profile's receiver with the CRC as its check"
                + " and max_frames 9. lost: the frame sent not among those delivered;"
                + " corrupt_passed_crc: a delivered frame not equal to it; accepted_corrupt: one"
                + " of those that also passes LinkFrame.parse (magic, version, act, postcard)";
    }

    @Override
    public SeedPolicy seedPolicy() {
        return SeedPolicy.registeredBy("V2-1");
    }

    /** Refuses, before the run, seeds that are neither the eval bases nor dev bases 0..15. */
    @Override
    public void checkOptions(Map<String, String> options, SeedSet seeds) {
        E2Rooms.registeredBases(seeds, id());
    }
}
