package echoai.link1.bench;

import echoai.link1.session.Arm;
import echoai.link1.session.ArmRunner;
import echoai.link1.session.Seeds;
import echoai.link1.results.WorldResult;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import echoai.link1.agent.WireChannel;
import echoai.link1.frame.LinkFrame;
import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.SplittableRandom;

/**
 * E6 — two real processes: for each arm and each of the first {@link #SEEDS} seeds of the set,
 * {@code link1 speak} (A, its own JVM) writes its frames into an OS pipe and {@code link1
 * listen} (B, another JVM) reads them; B's whole report, core digest included, must equal the
 * in-process run of the same arm. Then B's stdin is abused (garbage before and between frames,
 * a truncated last frame, a pipe closed at once): nothing crashes and every intact frame after
 * the garbage is still heard.
 */
public final class E6Processes implements Experiment {
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

    @Override
    public ObjectNode run(BenchContext ctx) throws Exception {
        List<Integer> seeds = ctx.seeds().seeds().subList(0,
                Math.min(SEEDS, ctx.seeds().seeds().size()));
        List<ObjectNode> perSeed = Worlds.map(ctx, seeds, id(),
                seed -> runSeed(seed, seeds.indexOf((int) seed) < STDIN_TRIAL_SEEDS));
        ObjectNode doc = Json.document(this, ctx.seeds());
        ObjectNode config = doc.putObject("config");
        config.put("seedsRun", seeds.size());
        ArrayNode seedList = config.putArray("seeds");
        seeds.forEach(seedList::add);
        config.put("command", "link1 speak --seed N --arm A | link1 listen --seed N --arm B");
        config.put("stdinTrialSeeds", "the first " + STDIN_TRIAL_SEEDS + " seeds; garbage from"
                + " Seeds.mix(world seed, stream(\"E6\"))");
        int pairs = 0;
        int equal = 0;
        int trials = 0;
        int trialsOk = 0;
        ObjectNode arms = doc.putObject("arms");
        for (String[] arm : ARMS) {
            arms.putObject(arm[0]).put("speakerArm", arm[1]).putArray("worlds");
        }
        ArrayNode stdin = Json.array();
        for (ObjectNode seedRun : perSeed) {
            for (String[] arm : ARMS) {
                JsonNode w = seedRun.get(arm[0]);
                ((ArrayNode) arms.get(arm[0]).get("worlds")).add(w);
                pairs++;
                equal += w.get("report_equal").asBoolean() ? 1 : 0;
            }
            for (JsonNode trial : seedRun.get("stdin")) {
                stdin.add(trial);
                trials++;
                trialsOk += trial.get("ok").asBoolean() ? 1 : 0;
            }
        }
        doc.set("stdin_trials", stdin);
        ObjectNode summary = doc.putObject("summary");
        summary.put("process_pairs", pairs);
        summary.put("reports_equal", equal);
        summary.put("all_equal", pairs == equal);
        summary.put("stdin_trials", trials);
        summary.put("stdin_trials_ok", trialsOk);
        return doc;
    }

    private ObjectNode runSeed(long seed, boolean withStdinTrials) {
        try {
            ObjectNode out = Json.object();
            for (String[] arm : ARMS) {
                out.set(arm[0], pair(seed, Arm.valueOf(arm[0]), arm[1]));
            }
            out.set("stdin", withStdinTrials ? stdinTrials(seed) : Json.array());
            return out;
        } catch (Exception e) {
            throw new IllegalStateException("E6 seed " + seed + ": " + e.getMessage(), e);
        }
    }

    static ObjectNode pair(long seed, Arm arm, String speakerArm) throws Exception {
        ProcessPair.Outcome o = ProcessPair.pipeline(
                List.of("speak", "--seed", Long.toString(seed), "--arm", speakerArm),
                List.of("listen", "--seed", Long.toString(seed), "--arm", arm.name()));
        WorldResult inProcess = ArmRunner.run(seed, arm, new WireChannel());
        ObjectNode w = Json.object();
        w.put("seed", seed);
        w.put("exit_code", o.exitCode());
        JsonNode report = o.exitCode() == 0 ? Json.MAPPER.readTree(o.stdout()) : null;
        WorldResult viaPipe = report == null ? null : WorldRows.fromJson(arm.name(), report);
        w.put("report_equal", inProcess.equals(viaPipe));
        w.put("digest_equal", viaPipe != null
                && inProcess.coreDigest().equals(viaPipe.coreDigest()));
        w.put("first_visit_harm", viaPipe == null ? -1 : viaPipe.firstVisitHarm());
        w.put("core_digest", viaPipe == null ? "" : viaPipe.coreDigest());
        return w;
    }

    /** B's stdin abused; every intact frame must still be heard. */
    static ArrayNode stdinTrials(long seed) throws Exception {
        List<LinkFrame> frames = ArmRunner.speak(seed, Arm.T);
        SplittableRandom rnd = new SplittableRandom(Seeds.mix(seed, Seeds.stream("E6")));
        ArrayNode trials = Json.array();
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

    private static ObjectNode trial(long seed, String name, byte[] stdin, int expectedLost)
            throws Exception {
        ProcessPair.Outcome o = ProcessPair.withStdin(
                List.of("listen", "--seed", Long.toString(seed), "--arm", "T"), stdin);
        ObjectNode t = Json.object();
        t.put("seed", seed);
        t.put("trial", name);
        t.put("bytes", stdin.length);
        t.put("exit_code", o.exitCode());
        int lost = -1;
        int corrupt = -1;
        if (o.exitCode() == 0) {
            JsonNode r = Json.MAPPER.readTree(o.stdout());
            lost = r.get("postcards_lost").asInt();
            corrupt = r.get("accepted_corrupt").asInt();
        }
        t.put("postcards_lost", lost);
        t.put("expected_lost", expectedLost);
        t.put("accepted_corrupt", corrupt);
        t.put("ok", o.exitCode() == 0 && lost == expectedLost && corrupt == 0);
        return t;
    }
}
