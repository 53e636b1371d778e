package echoai.link1.bench.e8air;

import echoai.link1.bench.SeedPolicy;
import echoai.link1.bench.Doc;
import echoai.link1.agent.ListeningRule;
import echoai.link1.agent.TrustRule;
import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.Json;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.Worlds;
import echoai.link1.bench.e7.E7Room;
import echoai.link1.bench.e8.E8Result;
import echoai.link1.bench.e8.E8Trust;
import echoai.link1.modem.AirProfile;
import echoai.link1.session.E8World;
import echoai.link1.session.MediumAccess;
import echoai.link1.session.RoomPlacement;
import echoai.link1.session.RoomSetup;
import echoai.link1.session.SpeakerSet;
import echoai.link1.session.TrustAir;
import echoai.link1.session.TrustArm;
import echoai.nexus0.Agent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * E8 by air ({@code docs/spec/E8.md}, "E8 by air"): the speakers of each E8 set say their claims
 * over E7's shared living room (RT60 0.5 s, white 30 dB, profile R, CSMA, every speaker 0.5–1 m
 * from B: E7's {@code near} placement and room draws for a room of that many veterans), and B
 * lives by E8's trust, by today's rule and by the known-liar baseline on what its receiver
 * delivered. Every set speaks together (all queue at time 0: the room decides the order); the
 * sets that mix honest and wrong speakers speak again in the adversarial order (the wrong
 * speakers queue once the honest one has sent its last frame), heard by trust and by today's
 * rule. Writes {@code v2/E8-air.json}. Not in {@code bench all}.
 *
 * <p>The eval seeds are refused until E8-air's registration is in the registry (its seed policy).
 */
public final class E8Air implements Experiment<E8Result> {
    /** Its document. */
    public static final Doc<E8Result> DOC = new Doc<>("v2/E8-air.json", E8Result.class);
    /** One broadcast of a world: a set in an order, heard by these rules. */
    record Broadcast(SpeakerSet set, TrustAir.Order order, List<TrustArm.Rule> rules) {
    }

    /** The broadcasts of a world, in the order their arms are written. */
    static final List<Broadcast> BROADCASTS = broadcasts();

    /** The registered experiment. */
    public E8Air() {
    }

    private static List<Broadcast> broadcasts() {
        List<Broadcast> out = new ArrayList<>();
        for (SpeakerSet s : SpeakerSet.values()) {
            out.add(new Broadcast(s, TrustAir.Order.TOGETHER, List.of(TrustArm.Rule.values())));
            if (s.mixed()) {
                out.add(new Broadcast(s, TrustAir.Order.ADVERSARIAL,
                        List.of(TrustArm.Rule.TRUST, TrustArm.Rule.NOTRUST)));
            }
        }
        return List.copyOf(out);
    }

    /**
     * E7's room for a set: profile R, its speakers near B, CSMA.
     *
     * @param set the speakers
     * @return the setup
     */
    public static RoomSetup setup(SpeakerSet set) {
        return E7Room.setup(AirProfile.R, set.kinds().size(), RoomPlacement.NEAR,
                MediumAccess.Mode.CSMA);
    }

    @Override
    public String id() {
        return "E8-air";
    }

    @Override
    public Doc<E8Result> doc() {
        return DOC;
    }

    @Override
    public String title() {
        return "trust earned by air: E8's speaker sets say their claims over E7's shared living"
                + " room (RT60 0.5 s, white 30 dB, profile R, CSMA, every speaker 0.5-1 m from"
                + " B), together and, for the mixed sets, the wrong speakers after the honest one;"
                + " B by trust, today's rule and the known-liar baseline";
    }

    @Override
    public boolean inAll() {
        return false;
    }

    /** The arms' names in the order written. */
    static List<String> armNames() {
        List<String> out = new ArrayList<>();
        for (Broadcast b : BROADCASTS) {
            for (TrustArm.Rule r : b.rules()) {
                out.add(TrustAir.name(b.set(), r, b.order()));
            }
        }
        return out;
    }

    @Override
    public E8Result run(BenchContext ctx) throws Exception {
        List<List<E8World>> runs = Worlds.map(ctx, id(), E8Air::world);
        Map<String, E8Result.Arm> arms = new LinkedHashMap<>();
        int i = 0;
        for (Broadcast b : BROADCASTS) {
            for (TrustArm.Rule r : b.rules()) {
                List<E8World> worlds = new ArrayList<>();
                for (List<E8World> run : runs) {
                    worlds.add(run.get(i));
                }
                arms.put(TrustAir.name(b.set(), r, b.order()), E8Result.Arm.of(b.set().label(),
                        r.label(), b.order().label(), worlds));
                i++;
            }
        }
        return new E8Result(Json.SCHEMA_VERSION, id(), title(), ctx.seeds().label(), config(),
                arms);
    }

    /** Every arm of one world, in {@link #armNames()} order. */
    static List<E8World> world(long seed) {
        List<E8World> out = new ArrayList<>();
        for (Broadcast b : BROADCASTS) {
            out.addAll(TrustAir.run(seed, b.set(), setup(b.set()), b.order(), b.rules()));
        }
        return out;
    }

    private static E8Result.Config config() {
        E8Result.Config wire = E8Trust.config();
        RoomSetup one = setup(SpeakerSet.H);
        return new E8Result.Config(Agent.LIFE_TURNS, ListeningRule.ADVICE_BUDGET,
                TrustRule.PRIOR, wire.threshold(), wire.check(), wire.speakers(),
                "air: E7's shared living room (RT60 " + E7Room.RT60_S + " s, "
                        + E7Room.BACKGROUND.label() + " " + E7Room.SNR_DB + " dB at 1 m, 48 -> 48"
                        + " kHz), profile " + one.profile().label() + ", CSMA (E7.md section 4),"
                        + " speaker j at station 1 + j of E7's '" + one.placement().label()
                        + "' placement for a room of that many veterans (E7/placement/near,"
                        + " E7/room/near/<n>, E7/access/near/<n>); together: every speaker queues"
                        + " its frames at time 0; adversarial: the wrong speakers queue theirs"
                        + " once the honest one has sent its last; B hears what its receiver"
                        + " delivered, in order, before its turn 0",
                wire.rules());
    }

    @Override
    public SeedPolicy seedPolicy() {
        return SeedPolicy.registeredBy("E8-air");
    }
}
