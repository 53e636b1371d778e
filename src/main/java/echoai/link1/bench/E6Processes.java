package echoai.link1.bench;

import echoai.link1.session.Arm;
import echoai.link1.session.ArmRunner;
import echoai.link1.session.Seeds;
import echoai.link1.results.E6Result;
import echoai.link1.results.StdinTrial;
import echoai.link1.results.WorldResult;

import echoai.link1.agent.WireChannel;
import echoai.link1.frame.LinkFrame;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * E6 — two real processes: for each arm and each of the first {@link #SEEDS} seeds of the set,
 * {@code link1 speak} (A, its own JVM) writes its frames into an OS pipe and {@code link1
 * listen} (B, another JVM) reads them; B's whole report, core digest included, must equal the
 * in-process run of the same arm. Then B's stdin is abused (garbage before and between frames,
 * a truncated last frame, a pipe closed at once): nothing crashes and every intact frame after
 * the garbage is still heard.
 */
public final class E6Processes implements Experiment<E6Result> {
    /** How many seeds of the set run as process pairs (each pair starts two JVMs). */
    public static final int SEEDS = 8;
    /** How many of those seeds also get the abused-stdin trials. */
    public static final int STDIN_TRIAL_SEEDS = 2;
    /** Arms run across processes, with the speaker's arm (S ignores, D hears the truth). */
    private static final String[][] ARMS = {{"S", "T"}, {"T", "T"}, {"X", "X"}, {"L", "L"},
        {"D", "T"}};

    @Override
    public String id() {
        return "E6";
    }

    @Override
    public String title() {
        return "two OS processes joined by a pipe: B's report and core digest equal the"
                + " in-process run; B's stdin survives garbage, truncation and a closed pipe";
    }

    /** One seed's process pairs (by listener arm) and its stdin trials. */
    private record SeedRun(Map<String, E6Result.World> pairs, List<StdinTrial> stdin) {
    }

    @Override
    public E6Result run(BenchContext ctx) throws Exception {
        List<Integer> seeds = ctx.seeds().seeds().subList(0,
                Math.min(SEEDS, ctx.seeds().seeds().size()));
        List<SeedRun> perSeed = Worlds.map(ctx, seeds, id(),
                seed -> runSeed(seed, seeds.indexOf((int) seed) < STDIN_TRIAL_SEEDS));
        E6Result.Config config = new E6Result.Config(seeds.size(), seeds,
                "link1 speak --seed N --arm A | link1 listen --seed N --arm B",
                "the first " + STDIN_TRIAL_SEEDS + " seeds; garbage from"
                + " Seeds.mix(world seed, stream(\"E6\"))");
        int pairs = 0;
        int equal = 0;
        List<StdinTrial> stdin = new ArrayList<>();
        Map<String, E6Result.Arm> arms = new LinkedHashMap<>();
        for (String[] arm : ARMS) {
            List<E6Result.World> worlds = new ArrayList<>();
            for (SeedRun run : perSeed) {
                E6Result.World w = run.pairs().get(arm[0]);
                worlds.add(w);
                pairs++;
                equal += w.reportEqual() ? 1 : 0;
            }
            arms.put(arm[0], new E6Result.Arm(arm[1], worlds));
        }
        perSeed.forEach(run -> stdin.addAll(run.stdin()));
        int trialsOk = (int) stdin.stream().filter(StdinTrial::ok).count();
        return new E6Result(Json.SCHEMA_VERSION, id(), title(), ctx.seeds().label(), config,
                arms, stdin, new E6Result.Summary(pairs, equal, pairs == equal, stdin.size(),
                        trialsOk));
    }

    private SeedRun runSeed(long seed, boolean withStdinTrials) {
        try {
            Map<String, E6Result.World> out = new LinkedHashMap<>();
            for (String[] arm : ARMS) {
                out.put(arm[0], pair(seed, Arm.valueOf(arm[0]), arm[1]));
            }
            return new SeedRun(out, withStdinTrials ? stdinTrials(seed) : List.of());
        } catch (Exception e) {
            throw new IllegalStateException("E6 seed " + seed + ": " + e.getMessage(), e);
        }
    }

    static E6Result.World pair(long seed, Arm arm, String speakerArm) throws Exception {
        ProcessPair.Outcome o = ProcessPair.pipeline(
                List.of("speak", "--seed", Long.toString(seed), "--arm", speakerArm),
                List.of("listen", "--seed", Long.toString(seed), "--arm", arm.name()));
        WorldResult inProcess = ArmRunner.run(seed, arm, new WireChannel());
        WorldResult viaPipe = o.exitCode() == 0 ? Json.parse(o.stdout(), WorldResult.class) : null;
        return new E6Result.World(seed, o.exitCode(), inProcess.equals(viaPipe),
                viaPipe != null && inProcess.coreDigest().equals(viaPipe.coreDigest()),
                viaPipe == null ? -1 : viaPipe.firstVisitHarm(),
                viaPipe == null ? "" : viaPipe.coreDigest());
    }

    /** B's stdin abused; every intact frame must still be heard. */
    static List<StdinTrial> stdinTrials(long seed) throws Exception {
        List<LinkFrame> frames = ArmRunner.speak(seed, Arm.T);
        SplittableRandom rnd = new SplittableRandom(Seeds.mix(seed, Seeds.stream("E6")));
        List<StdinTrial> trials = new ArrayList<>();
        trials.add(trial(seed, "garbage_before_and_between", withGarbage(frames, rnd), 0));
        byte[] all = WireChannel.bytes(frames);
        byte[] truncated = java.util.Arrays.copyOf(all, all.length - 7);
        trials.add(trial(seed, "truncated_last_frame", truncated, 1));
        trials.add(trial(seed, "closed_at_once", new byte[0], frames.size()));
        return trials;
    }

    private static byte[] withGarbage(List<LinkFrame> frames, SplittableRandom rnd) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (LinkFrame f : frames) {
            byte[] junk = new byte[rnd.nextInt(0, 40)];
            rnd.nextBytes(junk);
            if (junk.length > 0) {
                junk[0] = (byte) 'W';
            }
            out.writeBytes(junk);
            out.writeBytes(f.toBytes());
        }
        return out.toByteArray();
    }

    private static StdinTrial trial(long seed, String name, byte[] stdin, int expectedLost)
            throws Exception {
        ProcessPair.Outcome o = ProcessPair.withStdin(
                List.of("listen", "--seed", Long.toString(seed), "--arm", "T"), stdin);
        int lost = -1;
        int corrupt = -1;
        if (o.exitCode() == 0) {
            WorldResult r = Json.parse(o.stdout(), WorldResult.class);
            lost = r.postcardsLost();
            corrupt = r.acceptedCorrupt();
        }
        return new StdinTrial(seed, name, stdin.length, o.exitCode(), lost, expectedLost, corrupt,
                o.exitCode() == 0 && lost == expectedLost && corrupt == 0);
    }
}
