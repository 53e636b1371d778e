package echoai.link1.bench.understandingrooms;

import echoai.link1.bench.SeedPolicy;
import echoai.link1.bench.Doc;
import echoai.link1.agent.ListeningRule;
import echoai.link1.agent.WireChannel;
import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.Json;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.Worlds;
import echoai.link1.bench.air.RoomsCase;
import echoai.link1.bench.arms.ArmResult;
import echoai.link1.bench.arms.ArmSummary;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult.RoomsArm;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult.WireArm;
import echoai.link1.modem.AirProfile;
import echoai.link1.room.Background;
import echoai.link1.room.DeviceChain;
import echoai.link1.room.RoomPoint;
import echoai.link1.session.AirRoom;
import echoai.link1.session.Arm;
import echoai.link1.session.ArmPlan;
import echoai.link1.session.ArmRunner;
import echoai.link1.session.Dialogue;
import echoai.link1.session.PostcardAirChannel;
import echoai.link1.session.WorldResult;
import echoai.nexus0.Agent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * understanding-rooms (v2, {@code docs/spec/LINK1-v2.md} V2-2): B's understanding when the
 * postcards travel as sound through points of the physical room. Per grid point and air profile
 * (K1, R) two rooms arms: {@code A} — arm T's true claims, each postcard through its own room
 * draw ({@link PostcardAirChannel}), B hears what arrives, then lives; {@code E5} — the
 * dialogue through the same room, one direction at a time, no retries (a lost ASK or answer is
 * simply lost). Reference arms by wire: S, T and the E5 dialogue. Every world row carries the
 * P3 guards, postcards sent and lost, {@code accepted_corrupt}, {@code corrupt_passed_crc},
 * first-visit harm, harm and diversions. Not in {@code bench all}.
 *
 * <p>The registered experiment is {@link #UnderstandingRooms()}; a sweep ({@code link1-sweep})
 * runs other grids through {@link #UnderstandingRooms(List, List, List)}, one world at a time
 * ({@link #world}), and assembles the same document from the rows ({@link #assemble}).
 */
public final class UnderstandingRooms implements Experiment<RoomsUnderstandingResult> {
    /** Its document. */
    public static final Doc<RoomsUnderstandingResult> DOC = new Doc<>("v2/understanding-rooms.json", RoomsUnderstandingResult.class);
    /** The air profiles of the registered rooms arms. */
    public static final List<AirProfile> PROFILES = List.of(AirProfile.K1, AirProfile.R);
    /** The background and SNR of the distance points. */
    static final Background DISTANCE_BACKGROUND = Background.WHITE;
    static final double DISTANCE_SNR_DB = 30;
    /** The claims mode: arm T's true claims by air, no retries. */
    public static final String CLAIMS = "claims";
    /** The dialogue mode: E5's ASKs and answers by air, no retries. */
    public static final String DIALOGUE = "dialogue";
    /** Both modes, in the order a world runs them. */
    public static final List<String> MODES = List.of(CLAIMS, DIALOGUE);
    /** The wire reference arms, in order. */
    public static final List<String> WIRE_ARMS = List.of(Arm.S.name(), Arm.T.name(),
            Dialogue.ARM);

    private final List<RoomsCase> grid;
    private final List<AirProfile> profiles;
    private final List<String> modes;

    /** The registered experiment: {@link #grid()} for {@link #PROFILES}, both modes. */
    public UnderstandingRooms() {
        this(grid(), PROFILES);
    }

    /** Over another grid or profiles, both modes (tests; a smaller development run). */
    UnderstandingRooms(List<RoomsCase> grid, List<AirProfile> profiles) {
        this(grid, profiles, MODES);
    }

    /**
     * Over any grid, profiles and modes (a sweep's grid).
     *
     * @param grid     the room points, at least one, names distinct
     * @param profiles the air profiles, at least one, distinct
     * @param modes    {@link #CLAIMS} and/or {@link #DIALOGUE}, in any order (run in
     *                 {@link #MODES}' order)
     */
    public UnderstandingRooms(List<RoomsCase> grid, List<AirProfile> profiles,
                              List<String> modes) {
        this.grid = List.copyOf(grid);
        this.profiles = List.copyOf(profiles);
        this.modes = MODES.stream().filter(modes::contains).toList();
        if (this.grid.isEmpty() || this.profiles.isEmpty() || this.modes.isEmpty()
                || !MODES.containsAll(modes)) {
            throw new IllegalArgumentException("understanding-rooms needs points, profiles and"
                    + " modes among " + MODES + ": " + grid.size() + ", " + profiles + ", "
                    + modes);
        }
        if (this.grid.stream().map(UnderstandingRooms::armSuffix).distinct().count() != this.grid.size()
                || Set.copyOf(this.profiles).size() != this.profiles.size()) {
            throw new IllegalArgumentException("understanding-rooms: points and profiles must"
                    + " not repeat");
        }
    }

    /** True for the registered grid, profiles and modes. */
    private boolean registered() {
        return grid.equals(grid()) && profiles.equals(PROFILES) && modes.equals(MODES);
    }

    @Override
    public String id() {
        return "understanding-rooms";
    }

    @Override
    public Doc<RoomsUnderstandingResult> doc() {
        return DOC;
    }

    @Override
    public String title() {
        if (!registered()) {
            return "understanding through the physical room over a sweep grid: " + grid.size()
                    + " points, profiles " + String.join(" ", profiles.stream()
                    .map(AirProfile::label).toList()) + ", modes " + String.join(" ", modes)
                    + ", one postcard a room draw; wire S, T and E5 as reference lines";
        }
        return "understanding through the physical room: B's first-visit harm when A's true claims"
                + " (and E5's ASKs and answers, no retries) travel as sound, one postcard a room"
                + " draw, profiles k1 and r, RT60 0.5 s at 0.5-3 m, RT60 0.8 s at 2 m, babble at"
                + " 1 m; wire S, T and E5 as reference lines";
    }

    @Override
    public boolean inAll() {
        return false;
    }

    /**
     * The grid: {@code living-rt0.5-{0.5,1,2,3}m} in white noise at 30 dB (the distance curve),
     * {@code living-rt0.8-2m} white 30 dB (the longer reverberation), {@code living-rt0.5-1m}
     * babble 20 dB (talkers in the room); 48 → 48 kHz devices, AGC on.
     */
    public static List<RoomsCase> grid() {
        List<RoomsCase> out = new ArrayList<>();
        for (String d : List.of("0.5", "1", "2", "3")) {
            out.add(new RoomsCase(RoomPoint.named("living-rt0.5-" + d + "m"),
                    DISTANCE_BACKGROUND, DISTANCE_SNR_DB, DeviceChain.DEFAULT));
        }
        out.add(new RoomsCase(RoomPoint.named("living-rt0.8-2m"), DISTANCE_BACKGROUND,
                DISTANCE_SNR_DB, DeviceChain.DEFAULT));
        out.add(new RoomsCase(RoomPoint.named("living-rt0.5-1m"), Background.BABBLE, 20,
                DeviceChain.DEFAULT));
        return List.copyOf(out);
    }

    /**
     * A rooms arm's name, e.g. {@code A:k1:living-rt0.5-2m/white/30dB}; devices other than
     * {@link DeviceChain#DEFAULT} add theirs, e.g. {@code .../30dB/44.1-48kHz/+200ppm}.
     *
     * @param mode    {@link #CLAIMS} or {@link #DIALOGUE}
     * @param profile the air profile
     * @param c       the room point
     * @return the arm's name
     */
    public static String armName(String mode, AirProfile profile, RoomsCase c) {
        return (mode.equals(CLAIMS) ? "A" : Dialogue.ARM) + ":" + profile.label() + ":"
                + armSuffix(c);
    }

    private static String armSuffix(RoomsCase c) {
        String point = c.point().name() + "/" + c.background().label() + "/"
                + AirRoom.number(c.snrDb()) + "dB";
        return c.devices().equals(DeviceChain.DEFAULT) ? point
                : point + c.name().substring(c.name().indexOf("dB/") + 2);
    }

    /**
     * Every arm's name in the order a world gives them: {@link #WIRE_ARMS}, then per point the
     * claims arms per profile, then the dialogue arms per profile.
     *
     * @return the names
     */
    public List<String> armNames() {
        List<String> out = new ArrayList<>(WIRE_ARMS);
        for (RoomsCase c : grid) {
            for (String mode : modes) {
                for (AirProfile profile : profiles) {
                    out.add(armName(mode, profile, c));
                }
            }
        }
        return List.copyOf(out);
    }

    /** The seed of the postcards of {@code mode} at {@code c} in world {@code seed}. */
    static long channelSeed(long seed, String mode, RoomsCase c) {
        return PostcardAirChannel.seedFor(seed, mode, c.room());
    }

    /**
     * One world: the wire arms, then the rooms arms, by name in {@link #armNames()}' order. A
     * pure function of the seed and this experiment's grid.
     *
     * @param seed the world seed
     * @return per arm name, the world's row
     */
    public Map<String, WorldResult> world(long seed) {
        Map<String, WorldResult> out = new LinkedHashMap<>();
        out.put(Arm.S.name(), ArmPlan.wire(Arm.S).run(seed));
        out.put(Arm.T.name(), ArmPlan.wire(Arm.T).run(seed));
        out.put(Dialogue.ARM, Dialogue.run(seed, new WireChannel()).result());
        for (RoomsCase c : grid) {
            for (String mode : modes) {
                for (AirProfile profile : profiles) {
                    String name = armName(mode, profile, c);
                    out.put(name, run(seed, mode, profile, c, name));
                }
            }
        }
        return out;
    }

    private static WorldResult run(long seed, String mode, AirProfile profile, RoomsCase c,
                                   String name) {
        PostcardAirChannel air = new PostcardAirChannel(name, profile, c.room(),
                channelSeed(seed, mode, c));
        return mode.equals(CLAIMS) ? ArmRunner.run(seed, name, Arm.T, air)
                : Dialogue.run(seed, air).result().withArm(name);
    }

    @Override
    public RoomsUnderstandingResult run(BenchContext ctx) throws Exception {
        return assemble(ctx.seeds(), Worlds.map(ctx, id(), this::world));
    }

    /**
     * The document from every world's rows ({@link #world}), in seed order.
     *
     * @param seeds  the seeds the worlds ran
     * @param worlds per world, its rows by arm name
     * @return understanding-rooms' document
     */
    public RoomsUnderstandingResult assemble(SeedSet seeds, List<Map<String, WorldResult>> worlds) {
        List<WireArm> wire = new ArrayList<>();
        for (String arm : WIRE_ARMS) {
            ArmResult r = ArmResult.of(column(worlds, arm));
            wire.add(new WireArm(arm, arm.equals(Dialogue.ARM) ? DIALOGUE : CLAIMS,
                    ArmSummary.of(r), r));
        }
        List<RoomsArm> arms = new ArrayList<>();
        for (RoomsCase c : grid) {
            for (String mode : modes) {
                for (AirProfile profile : profiles) {
                    ArmResult r = ArmResult.of(column(worlds, armName(mode, profile, c)));
                    arms.add(new RoomsArm(armName(mode, profile, c), mode, c.point().name(),
                            Json.fixed(c.point().rt60S(), 1), Json.fixed(c.point().distanceM(), 1),
                            c.background().label(), Json.fixed(c.snrDb(), 1), c.devicesLabel(),
                            profile.label(), ArmSummary.of(r), r));
                }
            }
        }
        RoomsUnderstandingResult.Config config = new RoomsUnderstandingResult.Config(
                Agent.LIFE_TURNS, ListeningRule.ADVICE_BUDGET,
                profiles.stream().map(AirProfile::label).toList(), draws(), derivation());
        return new RoomsUnderstandingResult(Json.SCHEMA_VERSION, id(), title(),
                seeds.label(), config, wire, arms);
    }

    /**
     * V2-2's rules on a result of this experiment: all of U1–U5 on the registered grid; on
     * another grid U1, U2 and U5 (which hold for any points) with U3 and U4 pending. A sweep
     * reports these beside the registered verdicts, which stand.
     *
     * @param r a result of this experiment
     * @return the verdicts
     */
    public RoomsVerdicts rules(RoomsUnderstandingResult r) {
        return registered() ? V2RoomsPredictions.judge(r) : V2RoomsPredictions.judgeOtherGrid(r);
    }

    private static List<WorldResult> column(List<Map<String, WorldResult>> worlds, String arm) {
        return worlds.stream().map(w -> w.get(arm)).toList();
    }

    private static String draws() {
        return "one room draw a postcard: every claim, ASK and answer is its own recording (a"
                + " leading delay of 0-4000 samples, 4000 zeros, the frame, 4000 zeros) through its"
                + " own placement, diffuse tail and background (PostcardAirChannel), decimated to"
                + " 16 kHz, the profile's receiver with the CRC as its check and max_frames 9;"
                + " losses are independent from postcard to postcard at the point's PER";
    }

    private static String derivation() {
        return "postcard k (0-based, in the order carried) of a world's arm: SplittableRandom("
                + "Seeds.mix(Seeds.mix(world seed, Seeds.stream(\"understanding-rooms/\" + mode +"
                + " \"/\" + point name)), k)), the point name being room-point/background/SNR"
                + " dB/playback-capture kHz/ppm; from it in order the delay, the room's seed;"
                + " the profile is not in the seed (k1 and r meet the same draws)";
    }

    @Override
    public SeedPolicy seedPolicy() {
        return SeedPolicy.registeredBy("V2-2");
    }
}
