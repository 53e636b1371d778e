package echoai.link1.bench.e6;

import echoai.link1.bench.Doc;
import echoai.link1.agent.WireChannel;
import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.Json;
import echoai.link1.bench.ProcessPair;
import echoai.link1.bench.Worlds;
import echoai.link1.frame.FrameDecoder;
import echoai.link1.frame.LinkFrame;
import echoai.link1.session.Arm;
import echoai.link1.session.ArmRunner;
import echoai.link1.session.Dialogue;
import echoai.link1.session.ListenerReport;
import echoai.link1.session.Seeds;
import echoai.link1.session.WorldEnvelope;
import echoai.link1.session.WorldResult;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * E6 — two real processes: every world of the seed set, every wire arm (S T X L D) and the E5
 * dialogue, each side in its own JVM. A ({@code link1 speak}) and B ({@code link1 listen}) never
 * share memory: this process starts both and relays their bytes ({@link ProcessPair}), so it sees
 * both ends of each pipe and does the postcard accounting (sent vs heard,
 * {@link ArmRunner#settle}); B's process reports only what it knows (the bytes it read, the
 * frames it heard, its life: {@link echoai.link1.session.ListenerReport}). Every world's row so
 * assembled, core digest included, must equal the in-process run of the same world.
 *
 * <p>One pair of processes serves all the worlds of an arm in sequence: each world's bytes travel
 * in one {@link WorldEnvelope} (an out-of-band header with the world's seed, arm and payload
 * length, CRC-32 checked), so no byte inside a world can end it or start the next. E5 runs over
 * two pipes: B's ASKs to A's stdin, A's answers back on B's stdin, one envelope each way per ASK.
 *
 * <p>Then B's stdin is abused in the one-world raw mode (garbage before and between frames, a
 * truncated last frame, a pipe closed at once): nothing crashes and every intact frame after the
 * garbage is still heard.
 */
public final class E6Processes implements Experiment<E6Result> {
    /** Its document. */
    public static final Doc<E6Result> DOC = new Doc<>("E6.json", E6Result.class);
    /** How many seeds of the set also get the abused-stdin trials. */
    public static final int STDIN_TRIAL_SEEDS = 2;
    /** The arm name of the dialogue in E6.json. */
    static final String DIALOGUE = Dialogue.ARM;
    /** How a world boundary travels (written into E6.json). */
    static final String WORLD_BOUNDARY = "one envelope per world (wire) or per ASK and answer"
            + " (E5): magic L1WS, kind, seed, arm, payload length, CRC-32 of the header; read"
            + " strictly, never resynchronised (docs/bench.md, E6)";

    @Override
    public String id() {
        return "E6";
    }

    @Override
    public Doc<E6Result> doc() {
        return DOC;
    }

    @Override
    public String title() {
        return "two OS processes, every world of every wire arm and of E5: the row assembled from"
                + " B's process and the relayed bytes equals the in-process run; B's stdin"
                + " survives garbage, truncation and a closed pipe";
    }

    @Override
    public E6Result run(BenchContext ctx) throws Exception {
        List<Integer> seeds = ctx.seeds().seeds();
        String label = ctx.seeds().label();
        List<String> arms = new ArrayList<>();
        for (Arm arm : Arm.values()) {
            arms.add(arm.name());
        }
        arms.add(DIALOGUE);
        List<Integer> index = new ArrayList<>();
        for (int i = 0; i < arms.size(); i++) {
            index.add(i);
        }
        List<E6Result.Arm> perArm = Worlds.map(ctx, index, id(), i -> {
            try {
                return arms.get((int) i).equals(DIALOGUE) ? dialogue(label, seeds)
                        : wire(Arm.valueOf(arms.get((int) i)), label, seeds);
            } catch (Exception e) {
                throw new IllegalStateException("E6 arm " + arms.get((int) i) + ": "
                        + e.getMessage(), e);
            }
        });
        List<StdinTrial> stdin = new ArrayList<>();
        for (int seed : seeds.subList(0, Math.min(STDIN_TRIAL_SEEDS, seeds.size()))) {
            stdin.addAll(stdinTrials(seed));
        }
        Map<String, E6Result.Arm> byName = new LinkedHashMap<>();
        int worlds = 0;
        int equal = 0;
        for (int i = 0; i < arms.size(); i++) {
            byName.put(arms.get(i), perArm.get(i));
            for (E6Result.World w : perArm.get(i).worlds()) {
                worlds++;
                equal += w.reportEqual() ? 1 : 0;
            }
        }
        int trialsOk = (int) stdin.stream().filter(StdinTrial::ok).count();
        E6Result.Config config = new E6Result.Config(seeds.size(), seeds,
                "link1 speak --seeds SET --arm A | link1 listen --seeds SET --arm A",
                "link1 speak --answer <-> link1 listen --dialogue --seeds SET",
                WORLD_BOUNDARY, "the first " + STDIN_TRIAL_SEEDS + " seeds, one world each"
                + " (listen --seed N); garbage from Seeds.mix(world seed, stream(\"E6\"))");
        return new E6Result(Json.SCHEMA_VERSION, id(), title(), label, config, byName, stdin,
                new E6Result.Summary(worlds, equal, worlds == equal, 2 * arms.size(),
                        stdin.size(), trialsOk));
    }

    /** One wire arm: one speaker and one listener process for all {@code seeds}. */
    static E6Result.Arm wire(Arm arm, String label, List<Integer> seeds) throws Exception {
        ProcessPair.Relayed o = ProcessPair.wire(
                List.of("speak", "--seeds", label, "--arm", arm.name()),
                List.of("listen", "--seeds", label, "--arm", arm.name(), "--json"));
        Map<Long, List<String>> sent = new HashMap<>();
        for (WorldEnvelope e : o.fromSpeaker()) {
            sent.put(e.seed(), frames(e.payload()));
        }
        Map<Long, ListenerReport> heard = new HashMap<>();
        o.listenerText().lines().filter(l -> !l.isBlank()).forEach(l -> {
            ListenerReport r = Json.parse(l, ListenerReport.class);
            heard.put(r.seed(), r);
        });
        List<E6Result.World> worlds = new ArrayList<>();
        for (int seed : seeds) {
            WorldResult viaPipe = heard.containsKey((long) seed) && sent.containsKey((long) seed)
                    ? ArmRunner.settle(heard.get((long) seed), sent.get((long) seed)) : null;
            worlds.add(world(seed, o.exitCode(), ArmRunner.run(seed, arm, new WireChannel()),
                    viaPipe));
        }
        return new E6Result.Arm(arm.name(), worlds);
    }

    /** E5: one answerer and one dialogue listener process for all {@code seeds}. */
    static E6Result.Arm dialogue(String label, List<Integer> seeds) throws Exception {
        ProcessPair.Relayed o = ProcessPair.dialogue(List.of("speak", "--answer"),
                List.of("listen", "--dialogue", "--seeds", label));
        List<E6Result.World> worlds = new ArrayList<>();
        for (int seed : seeds) {
            worlds.add(world(seed, o.exitCode(), Dialogue.run(seed, new WireChannel()).result(),
                    dialogueRow(seed, o)));
        }
        return new E6Result.Arm(DIALOGUE, worlds);
    }

    /**
     * World {@code seed}'s E5 row from the relayed envelopes: B's report settled against A's
     * answers; the ASKs B sent count as postcards, and one whose answer envelope came back
     * empty (A heard no ASK in it) as lost. Null when B's report is missing.
     */
    private static WorldResult dialogueRow(long seed, ProcessPair.Relayed o) {
        ListenerReport report = null;
        int asksSent = 0;
        for (WorldEnvelope e : o.fromListener()) {
            if (e.seed() == seed && e.kind() == WorldEnvelope.REPORT) {
                report = Json.parse(new String(e.payload(), StandardCharsets.UTF_8),
                        ListenerReport.class);
            } else if (e.seed() == seed) {
                asksSent += frames(e.payload()).size();
            }
        }
        List<String> answers = new ArrayList<>();
        int asksHeard = 0;
        for (WorldEnvelope e : o.fromSpeaker()) {
            if (e.seed() == seed) {
                List<String> f = frames(e.payload());
                answers.addAll(f);
                asksHeard += f.isEmpty() ? 0 : 1;
            }
        }
        return report == null ? null
                : Dialogue.withAsks(ArmRunner.settle(report, answers), asksSent, asksHeard);
    }

    private static E6Result.World world(long seed, int exitCode, WorldResult inProcess,
                                        WorldResult viaPipe) {
        return new E6Result.World(seed, exitCode, inProcess.equals(viaPipe),
                viaPipe != null && inProcess.coreDigest().equals(viaPipe.coreDigest()),
                viaPipe == null ? -1 : viaPipe.firstVisitHarm(),
                viaPipe == null ? "" : viaPipe.coreDigest());
    }

    /** The frames in bytes a speaker wrote (hex, in order), as a frame decoder finds them. */
    static List<String> frames(byte[] bytes) {
        FrameDecoder decoder = new FrameDecoder();
        List<LinkFrame> found = new ArrayList<>(decoder.feed(bytes));
        decoder.finish();
        return ArmRunner.hex(found);
    }

    /** B's stdin abused; every intact frame must still be heard. */
    public static List<StdinTrial> stdinTrials(long seed) throws Exception {
        List<LinkFrame> frames = ArmRunner.speak(seed, Arm.T);
        SplittableRandom rnd = new SplittableRandom(Seeds.mix(seed, Seeds.stream("E6")));
        List<StdinTrial> trials = new ArrayList<>();
        List<String> sent = ArmRunner.hex(frames);
        trials.add(trial(seed, "garbage_before_and_between", withGarbage(frames, rnd), sent, 0));
        byte[] all = WireChannel.bytes(frames);
        byte[] truncated = java.util.Arrays.copyOf(all, all.length - 7);
        trials.add(trial(seed, "truncated_last_frame", truncated, sent, 1));
        trials.add(trial(seed, "closed_at_once", new byte[0], sent, frames.size()));
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

    private static StdinTrial trial(long seed, String name, byte[] stdin, List<String> sent,
                                    int expectedLost) throws Exception {
        ProcessPair.Outcome o = ProcessPair.withStdin(
                List.of("listen", "--seed", Long.toString(seed), "--arm", "T", "--json"),
                stdin);
        int lost = -1;
        int corrupt = -1;
        if (o.exitCode() == 0) {
            WorldResult r = ArmRunner.settle(Json.parse(o.stdout(), ListenerReport.class), sent);
            lost = r.postcardsLost();
            corrupt = r.acceptedCorrupt();
        }
        return new StdinTrial(seed, name, stdin.length, o.exitCode(), lost, expectedLost, corrupt,
                o.exitCode() == 0 && lost == expectedLost && corrupt == 0);
    }
}
