package echoai.link1.bench.e9;

import echoai.link1.bench.Doc;
import echoai.link1.agent.ListeningRule;
import echoai.link1.agent.PerceptionBelief;
import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.Json;
import echoai.link1.bench.Worlds;
import echoai.link1.bench.air.RoomsCase;
import echoai.link1.modem.AirProfile;
import echoai.link1.room.Background;
import echoai.link1.room.DeviceChain;
import echoai.link1.room.RoomPoint;
import echoai.link1.session.DiscoveryRunner;
import echoai.link1.session.E9World;
import echoai.link1.session.PerceptionArm;
import echoai.link1.session.PostcardAirChannel;
import echoai.link1.session.Seeds;
import echoai.nexus0.Agent;
import echoai.nexus0.Perception;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * E9-air (reported, no prediction; {@code docs/spec/E9.md}, "E9-air"): E9's DISC with A's
 * claims as sound through the living room, one room draw a postcard
 * ({@link PostcardAirChannel}, as understanding-rooms' claims arms): profile R at
 * {@code living-rt0.5-3m} and K1 at {@code living-rt0.5-0.5m}, white noise at 30 dB,
 * 48 → 48 kHz. Postcard k of a world is drawn from {@code SplittableRandom(Seeds.mix(Seeds.mix(
 * seed, Seeds.stream("E9-air/" + key)), k))}, {@code key} the point's key; the profile is not in
 * the seed. Writes {@code v2/E9-air.json}. Not in {@code bench all}.
 */
public final class E9Air implements Experiment<E9Result> {
    /** Its document. */
    public static final Doc<E9Result> DOC = new Doc<>("v2/E9-air.json", E9Result.class);
    /** One arm: a profile at a room point. */
    record Case(AirProfile profile, RoomsCase room) {
        String name() {
            return "DISC:" + profile.label() + ":" + room.point().name() + "/"
                    + room.background().label() + "/30dB";
        }
    }

    /** The arms, in the order they are written. */
    static final List<Case> CASES = List.of(
            new Case(AirProfile.R, point("living-rt0.5-3m")),
            new Case(AirProfile.K1, point("living-rt0.5-0.5m")));

    private static RoomsCase point(String name) {
        return new RoomsCase(RoomPoint.named(name), Background.WHITE, 30, DeviceChain.DEFAULT);
    }

    @Override
    public String id() {
        return "E9-air";
    }

    @Override
    public Doc<E9Result> doc() {
        return DOC;
    }

    @Override
    public String title() {
        return "E9's DISC by air (reported, no prediction): A's true claims through the living"
                + " room, one room draw a postcard, profile r at 3 m and k1 at 0.5 m (RT60 0.5 s,"
                + " white 30 dB); B perceives through its member and discovers";
    }

    @Override
    public boolean inAll() {
        return false;
    }

    @Override
    public E9Result run(BenchContext ctx) throws Exception {
        List<List<E9World>> runs = Worlds.map(ctx, id(), E9Air::world);
        Map<String, E9Result.Arm> arms = new LinkedHashMap<>();
        for (int i = 0; i < CASES.size(); i++) {
            List<E9World> worlds = new ArrayList<>();
            for (List<E9World> run : runs) {
                worlds.add(run.get(i));
            }
            arms.put(CASES.get(i).name(), E9Result.Arm.of(worlds));
        }
        Map<String, String> what = new LinkedHashMap<>();
        for (Case c : CASES) {
            what.put(c.name(), "DISC, A's true claims by air: " + c.room().room().label()
                    + ", profile " + c.profile().label());
        }
        return new E9Result(Json.SCHEMA_VERSION, id(), title(), ctx.seeds().label(),
                new E9Result.Config(Agent.LIFE_TURNS, ListeningRule.ADVICE_BUDGET,
                        PerceptionBelief.EVIDENCE_BITS, Perception.MEMBERS, "as E9",
                        "Perception.draw(Seeds.mix(seed, Seeds.stream(\""
                                + PerceptionArm.PERCEPTION_STREAM + "\")))",
                        "postcard k: SplittableRandom(Seeds.mix(Seeds.mix(seed,"
                                + " Seeds.stream(\"E9-air/\" + point key)), k))", what), arms);
    }

    /** Every arm of one world, in {@link #CASES} order. */
    static List<E9World> world(long seed) {
        List<E9World> out = new ArrayList<>(CASES.size());
        for (Case c : CASES) {
            long channelSeed = Seeds.mix(seed, Seeds.stream("E9-air/" + c.room().name()));
            out.add(DiscoveryRunner.run(seed, PerceptionArm.DISC, c.name(),
                    new PostcardAirChannel(c.name(), c.profile(), c.room().room(), channelSeed)));
        }
        return out;
    }
}
