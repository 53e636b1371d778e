package echoai.link1.bench.e7;

import echoai.link1.bench.SeedPolicy;
import echoai.link1.bench.Doc;
import echoai.link1.agent.WireChannel;
import echoai.link1.bench.BenchContext;
import echoai.link1.bench.BuildInfo;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.Json;
import echoai.link1.bench.Worlds;
import echoai.link1.bench.arms.ArmResult;
import echoai.link1.bench.arms.ArmSummary;
import echoai.link1.bench.understandingrooms.UnderstandingRooms;
import echoai.link1.modem.AirProfile;
import echoai.link1.modem.CarrierSense;
import echoai.link1.room.Background;
import echoai.link1.room.SharedRoom;
import echoai.link1.room.ShoeboxRoom;
import echoai.link1.session.AirTransmission;
import echoai.link1.session.Arm;
import echoai.link1.session.ArmPlan;
import echoai.link1.session.Dialogue;
import echoai.link1.session.MediumAccess;
import echoai.link1.session.RoomAirCounts;
import echoai.link1.session.RoomBroadcast;
import echoai.link1.session.RoomDialogue;
import echoai.link1.session.RoomPlacement;
import echoai.link1.session.RoomRun;
import echoai.link1.session.RoomSetup;
import echoai.link1.session.SharedAir;
import echoai.link1.session.WorldResult;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * E7, a room of agents (docs/spec/E7.md): several speakers on one acoustic channel. Per world:
 * the veterans broadcast their claims over the shared living room under CSMA, ALOHA and the
 * TDMA bound (1, 2 and 4 veterans, near B and spread across the room, profile R; K1 with 4
 * veterans near B), and E5's dialogue by air with retries (1 and 3 veterans, CSMA); T and E5
 * by wire as references. Writes {@code v2/E7.json}; not in {@code bench all}. (The capture
 * effect is {@link echoai.link1.bench.e7.E7Capture}.)
 */
public final class E7Room implements Experiment<E7Result> {
    /** Its document. */
    public static final Doc<E7Result> DOC = new Doc<>("v2/E7.json", E7Result.class);
    /** The room's RT60, s (the V2-2 distance curve's). */
    public static final double RT60_S = 0.5;
    /** The background and its level (SNR of a loudspeaker 1 m away). */
    public static final Background BACKGROUND = Background.WHITE;
    /** The background's level, dB. */
    public static final double SNR_DB = 30;
    /** The medium access every arm follows (its discipline per arm). */
    public static final MediumAccess RULES = new MediumAccess(MediumAccess.Mode.CSMA, 512, 2, 32,
            600L * 16_000, 60L * 16_000);

    private static final String TITLE = "a room of agents: several veterans share the living"
            + " room's air (RT60 0.5 s, white 30 dB): their claims under CSMA, ALOHA and the TDMA"
            + " bound, 1, 2 and 4 veterans near B and spread across the room (profile R; K1 with 4"
            + " near), E5's dialogue by air with retries (1 and 3 veterans)";

    private final String id;
    private final Doc<E7Result> doc;
    private final String title;
    private final SeedPolicy policy;
    private final List<RoomSetup> claims;
    private final List<RoomSetup> dialogue;

    /** The registered grid. */
    public E7Room() {
        this(claimsGrid(), dialogueGrid());
    }

    /** Another grid (tests, smaller development runs). */
    E7Room(List<RoomSetup> claims, List<RoomSetup> dialogue) {
        this("E7", DOC, TITLE, SeedPolicy.registeredBy("E7"), claims, dialogue);
    }

    /** Another experiment on E7's room, worlds and rules with its own grid (E7-Q). */
    E7Room(String id, Doc<E7Result> doc, String title, SeedPolicy policy, List<RoomSetup> claims,
            List<RoomSetup> dialogue) {
        this.id = id;
        this.doc = doc;
        this.title = title;
        this.policy = policy;
        this.claims = List.copyOf(claims);
        this.dialogue = List.copyOf(dialogue);
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public Doc<E7Result> doc() {
        return doc;
    }

    @Override
    public String title() {
        return title;
    }

    @Override
    public boolean inAll() {
        return false;
    }

    public static RoomSetup setup(AirProfile profile, int veterans, RoomPlacement placement,
                           MediumAccess.Mode mode) {
        return new RoomSetup(profile, veterans, placement, RULES.withMode(mode),
                ShoeboxRoom.LIVING, RT60_S, BACKGROUND, SNR_DB);
    }

    /** The broadcast arms: TDMA first (the others' goodput is measured against it). */
    static List<RoomSetup> claimsGrid() {
        List<RoomSetup> out = new ArrayList<>();
        for (RoomPlacement p : RoomPlacement.values()) {
            for (int n : List.of(1, 2, 4)) {
                for (MediumAccess.Mode m : modes()) {
                    out.add(setup(AirProfile.R, n, p, m));
                }
            }
        }
        for (MediumAccess.Mode m : modes()) {
            out.add(setup(AirProfile.K1, 4, RoomPlacement.NEAR, m));
        }
        return out;
    }

    private static List<MediumAccess.Mode> modes() {
        return List.of(MediumAccess.Mode.TDMA, MediumAccess.Mode.CSMA, MediumAccess.Mode.ALOHA);
    }

    /** The dialogue arms: 1 and 3 veterans under CSMA, near and spread (R), near (K1). */
    static List<RoomSetup> dialogueGrid() {
        List<RoomSetup> out = new ArrayList<>();
        for (RoomPlacement p : RoomPlacement.values()) {
            for (int n : List.of(1, 3)) {
                out.add(setup(AirProfile.R, n, p, MediumAccess.Mode.CSMA));
            }
        }
        for (int n : List.of(1, 3)) {
            out.add(setup(AirProfile.K1, n, RoomPlacement.NEAR, MediumAccess.Mode.CSMA));
        }
        return out;
    }

    /** One world: the wire references, then every room arm, by name. */
    Map<String, RoomRun> world(long seed, Map<String, WorldResult> wire) {
        wire.put(Arm.T.name(), ArmPlan.wire(Arm.T).run(seed));
        wire.put(Dialogue.ARM, Dialogue.run(seed, new WireChannel()).result());
        Map<String, RoomRun> out = new LinkedHashMap<>();
        for (RoomSetup s : claims) {
            out.put(s.armName(RoomSetup.CLAIMS), RoomBroadcast.run(seed, s));
        }
        for (RoomSetup s : dialogue) {
            out.put(s.armName(RoomSetup.DIALOGUE), RoomDialogue.run(seed, s));
        }
        return out;
    }

    /** A world's runs with its wire rows. */
    record World(long seed, Map<String, WorldResult> wire, Map<String, RoomRun> runs) {
    }

    @Override
    public E7Result run(BenchContext ctx) throws Exception {
        String seedSet = ctx.seeds().label();
        BuildInfo build = BuildInfo.current();
        boolean resume = Boolean.parseBoolean(ctx.option(E7Parts.RESUME, "false"));
        List<E7Result> parts = Worlds.map(ctx, id(), seed -> {
            Path file = E7Parts.file(ctx.outDir(), id, seed);
            E7Result kept = resume ? E7Parts.reusable(file, seed, seedSet, build) : null;
            if (kept != null) {
                return kept;
            }
            E7Result part = assemble(seedSet, List.of(world(seed)));
            E7Parts.keep(file, part);
            return part;
        });
        return E7Parts.merge(parts);
    }

    /** One world: its wire rows and every room arm. */
    World world(long seed) {
        Map<String, WorldResult> wire = new LinkedHashMap<>();
        Map<String, RoomRun> runs = world(seed, wire);
        return new World(seed, wire, runs);
    }

    E7Result assemble(String seedSet, List<World> worlds) {
        List<E7Result.WireArm> wire = new ArrayList<>();
        for (String arm : List.of(Arm.T.name(), Dialogue.ARM)) {
            ArmResult r = ArmResult.of(worlds.stream().map(w -> w.wire().get(arm)).toList());
            wire.add(new E7Result.WireArm(arm, ArmSummary.of(r), r));
        }
        List<E7Result.Arm> arms = new ArrayList<>();
        List<E7Result.Timeline> timelines = new ArrayList<>();
        for (String mode : List.of(RoomSetup.CLAIMS, RoomSetup.DIALOGUE)) {
            for (RoomSetup s : mode.equals(RoomSetup.CLAIMS) ? claims : dialogue) {
                arms.add(arm(mode, s, worlds));
                if (!worlds.isEmpty()) {
                    String name = s.armName(mode);
                    timelines.add(timeline(name, worlds.get(0).seed(),
                            worlds.get(0).runs().get(name)));
                }
            }
        }
        return new E7Result(Json.SCHEMA_VERSION, id(), title(), seedSet, config(), wire, arms,
                timelines);
    }

    /** One arm from the worlds' runs; a broadcast arm other than TDMA is set against TDMA. */
    private static E7Result.Arm arm(String mode, RoomSetup s, List<World> worlds) {
        String name = s.armName(mode);
        String tdma = mode.equals(RoomSetup.CLAIMS) && s.access().mode() != MediumAccess.Mode.TDMA
                ? s.withMode(MediumAccess.Mode.TDMA).armName(RoomSetup.CLAIMS) : null;
        List<E7Result.Row> rows = new ArrayList<>();
        for (World w : worlds) {
            RoomRun run = w.runs().get(name);
            RoomAirCounts bound = tdma == null ? null : w.runs().get(tdma).air();
            WorldResult t = w.wire().get(Arm.T.name());
            rows.add(new E7Result.Row(run.result(), run.air(),
                    bound == null ? null : ratio(run.air(), bound), t.firstVisitHarm(),
                    t.postcards()));
        }
        RoomAirCounts[] bounds = tdma == null ? null : worlds.stream()
                .map(w -> w.runs().get(tdma).air()).toArray(RoomAirCounts[]::new);
        return new E7Result.Arm(name, mode, s.profile().label(), s.placement().label(),
                s.veterans(), s.access().mode().label(), E7Summaries.of(rows, bounds), rows);
    }

    /** Delivered per second of air over the bound's, 4 decimals (0 when the bound is 0). */
    static BigDecimal ratio(RoomAirCounts air, RoomAirCounts bound) {
        double g = air.airTimeSamples() == 0 ? 0
                : (double) air.framesDelivered() / air.airTimeSamples();
        double b = bound.airTimeSamples() == 0 ? 0
                : (double) bound.framesDelivered() / bound.airTimeSamples();
        return b == 0 ? BigDecimal.ZERO.setScale(4) : BigDecimal.valueOf(g / b)
                .setScale(4, RoundingMode.HALF_UP);
    }

    private static E7Result.Timeline timeline(String arm, long seed, RoomRun run) {
        List<E7Result.Bar> bars = new ArrayList<>();
        for (int i = 0; i < run.transmissions().size(); i++) {
            AirTransmission t = run.transmissions().get(i);
            bars.add(new E7Result.Bar(t.station(), t.startSamples(), t.lengthSamples(),
                    run.collidedAtB().get(i), run.deliveredToB().get(i)));
        }
        return new E7Result.Timeline(arm, seed, bars);
    }

    private static E7Result.Config config() {
        ShoeboxRoom r = ShoeboxRoom.LIVING;
        List<String> placements = new ArrayList<>();
        for (RoomPlacement p : RoomPlacement.values()) {
            placements.add(p.label() + ": every veteran " + p.minM() + "-" + p.maxM()
                    + " m from B");
        }
        return new E7Result.Config("living " + r.lengthM() + " x " + r.widthM() + " x "
                + r.heightM() + " m", Json.fixed(RT60_S, 1), BACKGROUND.label(),
                Json.fixed(SNR_DB, 1), "48 -> 48 kHz, automatic gain, microphone "
                + SharedRoom.MIC_ABOVE_M + " m above its loudspeaker", RULES.slotSamples(),
                RULES.difsSlots(), RULES.windowSlots(), RULES.horizonSamples(),
                RULES.maxWaitSamples(), CarrierSense.PRESENT_Q8_WHOLE,
                SharedRoom.PLAYOUT_DELAY_SAMPLES, SharedAir.COLLISION_TOLERANCE_SAMPLES,
                RoomBroadcast.DRAIN_SAMPLES, RoomDialogue.MAX_ASKS,
                RoomDialogue.QUIET_MARGIN_SAMPLES, placements,
                "veteran j = 0..3: id 1 for j = 0 (A), 2 + j after; life from cell 8 j",
                "per world seed: Seeds.mix(seed, Seeds.stream(name)) for the placement"
                        + " (E7/placement/<placement>), the room's draws (E7/room/<placement>/<n>)"
                        + " and the back-off draws (E7/access/<placement>/<n>), the same for every"
                        + " profile and discipline; capture: E7/capture");
    }

    @Override
    public SeedPolicy seedPolicy() {
        return policy;
    }
}
