package echoai.link1.bench.e4;

import echoai.link1.bench.SeedPolicy;
import echoai.link1.bench.Doc;
import echoai.link1.agent.ListeningRule;
import echoai.link1.agent.Outbox;
import echoai.link1.agent.TalkingAgent;
import echoai.link1.agent.Veteran;
import echoai.link1.agent.WireChannel;
import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.Json;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.Worlds;
import echoai.link1.bench.arms.ArmResult;
import echoai.link1.bench.arms.Understanding;
import echoai.link1.modem.AirProfile;
import echoai.link1.room.RoomKind;
import echoai.link1.session.AirChannel;
import echoai.link1.session.AirRoom;
import echoai.link1.session.Arm;
import echoai.link1.session.ArmPlan;
import echoai.link1.session.ArmRunner;
import echoai.link1.session.WorldResult;
import echoai.link1.speech.Claim;
import echoai.nexus0.Agent;
import echoai.nexus0.RingWorld;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * E4 — understanding: per arm and world the E4 keys ({@link WorldResult}); then the
 * understanding figures of {@link Understanding} on arm T and the deaf-B control (B hears T's
 * claims but ignores them: its life must equal arm S's, digest and first-visit harm).
 * The arms are {@link ArmPlan}s: S, T, X, L, D by wire now; air arms are added by listing them.
 */
public final class E4Understanding implements Experiment<E4Result> {
    /** Its document. */
    public static final Doc<E4Result> DOC = new Doc<>("E4.json", E4Result.class);
    private final List<ArmPlan> plans;
    /** Whether {@link #plans} are the registered arms (only then may {@code --profile} swap A10/A0). */
    private final boolean registered;

    /** The registered E4: S, T, X, L, D by wire, then A10 and A0 (T by air, echo room, K=1). */
    public E4Understanding() {
        this(registeredArms(), true);
    }

    /** The spec's arms: the five wire arms, then T through the simulated echo room at 10 and 0 dB. */
    public static List<ArmPlan> registeredArms() {
        return registeredArms(AirProfile.K1);
    }

    /**
     * The spec's arms with the air arms A10 and A0 through {@code profile} (the spec's is K1;
     * another is {@code bench E4 --profile}, on dev seeds only): the same echo room and SNRs.
     */
    public static List<ArmPlan> registeredArms(AirProfile profile) {
        List<ArmPlan> plans = new ArrayList<>(ArmPlan.wireArms());
        for (int snrDb : new int[] {10, 0}) {
            plans.add(AirChannel.arm("A" + snrDb, Arm.T, profile,
                    new AirRoom.Simulated(RoomKind.ECHO, snrDb)));
        }
        return List.copyOf(plans);
    }

    /** E4 over {@code plans} (must include S and T for the understanding figures). */
    public E4Understanding(List<ArmPlan> plans) {
        this(plans, false);
    }

    private E4Understanding(List<ArmPlan> plans, boolean registered) {
        this.plans = List.copyOf(plans);
        this.registered = registered;
    }

    /** {@code --profile} carries A10 and A0 by that profile (the registered arms only). */
    @Override
    public boolean takesProfile() {
        return registered;
    }

    @Override
    public String id() {
        return "E4";
    }

    @Override
    public Doc<E4Result> doc() {
        return DOC;
    }

    @Override
    public String title() {
        return title(AirProfile.K1);
    }

    private static String title(AirProfile profile) {
        return "understanding: B's first-visit harm with silence (S), truth (T), permuted referents"
                + " (X), inverted sign (L), changed world (D), truth by air through the echo room at 10"
                + " and 0 dB, " + (profile == AirProfile.K1 ? "K=1" : "profile "
                + profile.label()) + " (A10, A0); the P3 guards; Lowe et al. 2019 metrics";
    }

    /**
     * One world's results: per arm, then the understanding figures and the deaf control. A
     * function of the world seed and the plans only.
     *
     * @param arms    the rows by arm name, in plan order
     * @param figures the understanding figures of arm T
     * @param deaf    the deaf-B control's row (arm {@code deafT})
     */
    public record SeedRun(Map<String, WorldResult> arms, Understanding.WorldFigures figures,
                          WorldResult deaf) {
        public SeedRun {
            arms = Collections.unmodifiableMap(new LinkedHashMap<>(arms));
        }
    }

    @Override
    public E4Result run(BenchContext ctx) throws Exception {
        AirProfile profile = ctx.profile().orElse(AirProfile.K1);
        if (ctx.profile().isPresent() && !registered) {
            throw new IllegalArgumentException("profile must be absent for E4 over custom arms: "
                    + profile.label());
        }
        List<ArmPlan> plans = ctx.profile().isPresent() ? registeredArms(profile) : this.plans;
        List<SeedRun> runs = Worlds.map(ctx, id(), seed -> runSeed(plans, seed));
        return assemble(ctx.seeds(), plans, profile, runs);
    }

    /** This E4's arm names, in plan order. */
    public List<String> armNames() {
        return plans.stream().map(ArmPlan::name).toList();
    }

    /**
     * The E4 document from per-world runs over {@code seeds}, in seed order (what {@link #run}
     * writes without {@code --profile}; a sweep that ran the worlds elsewhere assembles the same
     * document).
     */
    public E4Result assemble(SeedSet seeds, List<SeedRun> runs) {
        return assemble(seeds, plans, AirProfile.K1, runs);
    }

    /** One world of this E4: every arm, the understanding figures and the deaf control. */
    public SeedRun runSeed(long seed) {
        return runSeed(plans, seed);
    }

    private E4Result assemble(SeedSet seeds, List<ArmPlan> plans, AirProfile profile,
                              List<SeedRun> runs) {
        Map<String, String> channels = new LinkedHashMap<>();
        for (ArmPlan plan : plans) {
            channels.put(plan.name(), plan.channel().apply(seeds.base()).name());
        }
        E4Result.Config config = new E4Result.Config(Agent.LIFE_TURNS,
                ListeningRule.ADVICE_BUDGET, Veteran.ID, TalkingAgent.ID, channels);
        Map<String, ArmResult> arms = new LinkedHashMap<>();
        for (ArmPlan plan : plans) {
            List<WorldResult> worlds = new ArrayList<>();
            for (SeedRun run : runs) {
                worlds.add(run.arms().get(plan.name()));
            }
            arms.put(plan.name(), ArmResult.of(worlds));
        }
        return new E4Result(Json.SCHEMA_VERSION, id(), title(profile), seeds.label(), config,
                arms, understanding(runs));
    }

    private static SeedRun runSeed(List<ArmPlan> plans, long seed) {
        Map<String, WorldResult> arms = new LinkedHashMap<>();
        for (ArmPlan plan : plans) {
            arms.put(plan.name(), plan.run(seed));
        }
        List<Claim> truth = new Veteran(RingWorld.world(seed)).claims();
        byte[] bytes = WireChannel.bytes(new Outbox(Veteran.ID).frames(truth));
        TalkingAgent b = ArmRunner.listenLife(seed, Arm.T, bytes, false);
        TalkingAgent deaf = ArmRunner.listenLife(seed, Arm.T, bytes, true);
        WorldResult deafResult = ArmRunner.result(seed, "deafT", deaf,
                new Outbox(Veteran.ID).frames(truth));
        return new SeedRun(arms, Understanding.measure(seed, truth, b), deafResult);
    }

    private static E4Result.Understanding understanding(List<SeedRun> runs) {
        int visits = 0;
        int moved = 0;
        int shuffled = 0;
        double cic = 0;
        double cicIgnoring = 0;
        int deafEqual = 0;
        List<E4Result.World> per = new ArrayList<>();
        for (SeedRun run : runs) {
            Understanding.WorldFigures f = run.figures();
            visits += f.firstVisits();
            moved += f.movedBySilence();
            shuffled += f.changedByShuffle();
            cic += f.cicBits();
            cicIgnoring += f.cicIgnoringBits();
            WorldResult s = run.arms().get(Arm.S.name());
            boolean equal = s != null && s.coreDigest().equals(run.deaf().coreDigest())
                    && s.firstVisitHarm() == run.deaf().firstVisitHarm();
            deafEqual += equal ? 1 : 0;
            per.add(new E4Result.World(f.seed(), f.firstVisits(), f.movedBySilence(),
                    f.changedByShuffle(),
                    Json.fixed(f.firstVisits() == 0 ? 0 : f.cicBits() / f.firstVisits(), 6),
                    run.deaf().firstVisitHarm(), equal));
        }
        return new E4Result.Understanding(
                "arm T, B's first visits (first turn on each cell), decisions before the gate",
                new E4Result.DeafControl(runs.size(), deafEqual),
                new E4Result.Rate(visits, moved, Json.ratio(moved, visits, 6)),
                new E4Result.Cic("uniform over {silence, true claims, each other referent's claims}",
                        Json.fixed(visits == 0 ? 0 : cic / visits, 6),
                        Json.fixed(visits == 0 ? 0 : cicIgnoring / visits, 6)),
                new E4Result.Shuffled(visits, shuffled, Json.ratio(shuffled, visits, 6)), per);
    }

    @Override
    public SeedPolicy seedPolicy() {
        return SeedPolicy.registeredBy("v1");
    }
}
