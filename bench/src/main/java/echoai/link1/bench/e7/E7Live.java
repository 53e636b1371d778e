package echoai.link1.bench.e7;

import echoai.link1.bench.Doc;
import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.Json;
import echoai.link1.bench.e3.E3RealAir;
import echoai.link1.devices.PipeWireLoop;
import echoai.link1.modem.AirProfile;
import echoai.link1.modem.FrameReceiver;
import echoai.link1.session.AirPath;
import echoai.link1.session.LiveStation;
import echoai.link1.session.SharedAir;
import echoai.wsp.Hex;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * E7's live run (docs/spec/E7.md §9): 2 veterans and 1 novice of dev world 0, each its own OS
 * process ({@code link1 room-agent}), speaking and listening through real audio on the PipeWire
 * loop, whose one null sink mixes every process's playback and which every process records,
 * with E7's medium access; each veteran sends its first {@value #FRAMES} claims. Twice: every
 * agent to the end, and with veteran 1 killed once its first frame has played. Its timing is
 * wall-clock, so it is compared with a replay of the logged transmit times through a dry,
 * noise-free mix decoded by the novice's receiver, not with the simulation. Writes
 * {@code v2/E7-live.json}; wall-clock figures differ from run to run, the checks do not.
 */
public final class E7Live implements Experiment<E7LiveResult> {
    /** Its document. */
    public static final Doc<E7LiveResult> DOC = new Doc<>("v2/E7-live.json", E7LiveResult.class);
    /** The world. */
    static final long SEED = 0;
    /** Claims each veteran sends. */
    static final int FRAMES = 3;
    /** Veterans in the room. */
    static final int VETERANS = 2;
    /** The air profile. */
    static final AirProfile PROFILE = AirProfile.R;
    /** Longest a veteran may run, s. */
    static final long VETERAN_LIMIT_S = 300;
    /** The novice listens this long after the last veteran ended, ms. */
    static final long NOVICE_TAIL_MS = 4000;
    /** Between one process's start and the next, ms. */
    static final long STAGGER_MS = 1500;
    /** The killed veteran. */
    static final int KILLED = 1;

    private final int frames;

    /** The registered live run: {@value #FRAMES} claims a veteran. */
    public E7Live() {
        this(FRAMES);
    }

    /** A shorter live run (tests): {@code frames} claims a veteran. */
    E7Live(int frames) {
        if (frames < 1) {
            throw new IllegalArgumentException("frames must be >= 1: " + frames);
        }
        this.frames = frames;
    }

    @Override
    public String id() {
        return "E7-live";
    }

    @Override
    public Doc<E7LiveResult> doc() {
        return DOC;
    }

    @Override
    public String title() {
        return "a room of agents live: 2 veterans and 1 novice of dev world 0 as OS processes on"
                + " one PipeWire loop, each veteran's first " + frames + " claims under E7's CSMA,"
                + " against a replay of the transmit log through a dry mix; once more with"
                + " veteran " + KILLED + " killed after its first frame";
    }

    @Override
    public boolean inAll() {
        return false;
    }

    @Override
    public E7LiveResult run(BenchContext ctx) throws Exception {
        if (!PipeWireLoop.detected()) {
            throw new IOException("E7 --live runs on the PipeWire loop (eval \"$("
                    + "scripts/pipewire-loop.sh start)\", docs/pipewire-loop.md); the loop is not"
                    + " running here");
        }
        List<E7LiveResult.Scenario> scenarios = new ArrayList<>();
        ctx.progress().start(id(), 2);
        scenarios.add(scenario("all", -1));
        ctx.progress().step(1);
        scenarios.add(scenario("veteran-" + KILLED + "-killed", KILLED));
        ctx.progress().done();
        return new E7LiveResult(Json.SCHEMA_VERSION, id(), title(), E3RealAir.LOOP_CHANNEL,
                PROFILE.label(), SEED, frames, scenarios);
    }

    private List<String> args(String... role) {
        List<String> a = new ArrayList<>(List.of("room-agent"));
        a.addAll(List.of(role));
        a.addAll(List.of("--seed", Long.toString(SEED), "--profile", PROFILE.label(),
                "--frames", Integer.toString(frames)));
        return a;
    }

    private E7LiveResult.Scenario scenario(String name, int kill) throws Exception {
        LiveChild novice = LiveChild.start("novice", args("--novice"));
        List<LiveChild> veterans = new ArrayList<>();
        try {
            if (!novice.await(e -> e.kind().equals("start"), 20_000)) {
                throw new IOException("E7 --live: the novice did not start recording in 20 s");
            }
            for (int j = 0; j < VETERANS; j++) {
                Thread.sleep(STAGGER_MS);
                veterans.add(LiveChild.start("veteran " + j, args("--veteran",
                        Integer.toString(j))));
            }
            List<String> beforeKill = List.of();
            if (kill >= 0) {
                LiveChild victim = veterans.get(kill);
                if (victim.await(e -> e.kind().equals("tx"), VETERAN_LIMIT_S * 1000)) {
                    long frameMs = PROFILE.frameSamples() / 16 + LiveStation.OUTPUT_GUARD_SAMPLES / 16
                            + 1500;
                    Thread.sleep(frameMs);
                    victim.kill();
                    beforeKill = delivered(novice);
                }
            }
            int[] exits = new int[VETERANS];
            for (int j = 0; j < VETERANS; j++) {
                exits[j] = veterans.get(j).waitFor(VETERAN_LIMIT_S);
            }
            Thread.sleep(NOVICE_TAIL_MS);
            novice.endInput();
            int noviceExit = novice.waitFor(30);
            return settle(name, novice, noviceExit, veterans, exits, beforeKill);
        } finally {
            for (LiveChild v : veterans) {
                v.waitFor(1);
            }
            novice.waitFor(1);
        }
    }

    private static List<String> delivered(LiveChild child) {
        Set<String> out = new LinkedHashSet<>();
        for (LiveStation.Event e : child.events()) {
            if (e.kind().equals("rx")) {
                out.add(e.frameHex());
            }
        }
        return List.copyOf(out);
    }

    private static E7LiveResult.Scenario settle(String name, LiveChild novice, int noviceExit,
                                                List<LiveChild> veterans, int[] exits,
                                                List<String> beforeKill) {
        List<E7LiveResult.AgentProcess> processes = new ArrayList<>();
        processes.add(new E7LiveResult.AgentProcess("novice", noviceExit, false, 0, -1));
        boolean ended = noviceExit == 0;
        List<Sent> sent = new ArrayList<>();
        for (int j = 0; j < veterans.size(); j++) {
            LiveChild v = veterans.get(j);
            List<LiveStation.Event> ev = v.events();
            long endWall = ev.stream().filter(e -> e.kind().equals("end")).mapToLong(
                    LiveStation.Event::wallNanos).findFirst().orElse(Long.MAX_VALUE);
            long lastWall = ev.isEmpty() ? 0 : ev.get(ev.size() - 1).wallNanos();
            int count = 0;
            for (LiveStation.Event e : ev) {
                if (e.kind().equals("tx")) {
                    count++;
                    long playedBy = e.wallNanos() + PROFILE.frameSamples() * 62_500L;
                    boolean done = v.killed() ? playedBy <= lastWall : playedBy <= endWall;
                    sent.add(new Sent(v.role(), e.frameHex(), e.wallNanos(), done));
                }
            }
            processes.add(new E7LiveResult.AgentProcess(v.role(), exits[j], v.killed(), count,
                    latencyMs(ev)));
            ended &= v.killed() ? exits[j] != -1 : exits[j] == 0;
        }
        sent.sort((a, b) -> Long.compare(a.wallNanos(), b.wallNanos()));
        long first = sent.isEmpty() ? 0 : sent.get(0).wallNanos();
        List<E7LiveResult.Transmission> tx = new ArrayList<>();
        for (Sent s : sent) {
            tx.add(new E7LiveResult.Transmission(s.role(), s.frameHex(),
                    (s.wallNanos() - first) / 1_000_000, s.completed()));
        }
        List<String> live = delivered(novice);
        List<String> replay = replay(sent, first);
        boolean same = Set.copyOf(live).equals(Set.copyOf(replay));
        boolean kept = live.containsAll(beforeKill);
        return new E7LiveResult.Scenario(name, processes, tx, live, replay,
                collisions(sent, first), ended, same, kept);
    }

    /** A veteran's frame as its log says. */
    private record Sent(String role, String frameHex, long wallNanos, boolean completed) {
    }

    /** The longest decision-to-own-microphone time of a veteran's frames, ms; −1 if none. */
    private static long latencyMs(List<LiveStation.Event> ev) {
        long worst = -1;
        for (LiveStation.Event rx : ev) {
            if (!rx.kind().equals("rx")) {
                continue;
            }
            for (LiveStation.Event tx : ev) {
                if (tx.kind().equals("tx") && tx.frameHex().equals(rx.frameHex())) {
                    worst = Math.max(worst, (rx.offsetSamples() - tx.clockSamples()) / 16);
                }
            }
        }
        return worst;
    }

    /** 16 kHz sample of a logged decision in the replay's timeline. */
    private static int at(long wallNanos, long first) {
        return (int) (SharedAir.BLOCK_SAMPLES * 250 + (wallNanos - first) / 62_500L);
    }

    /** The completed transmissions at their logged times, summed dry, decoded. */
    private static List<String> replay(List<Sent> sent, long first) {
        int frame = PROFILE.frameSamples();
        int length = 0;
        for (Sent s : sent) {
            length = Math.max(length, at(s.wallNanos(), first) + frame + 8000);
        }
        int[] sum = new int[length];
        for (Sent s : sent) {
            if (!s.completed()) {
                continue;
            }
            short[] rec = PROFILE.recordingOfFrames(List.of(Hex.parse(s.frameHex(), 22)));
            int from = PROFILE.frameOffset(0);
            int at = at(s.wallNanos(), first);
            for (int i = 0; i < frame; i++) {
                sum[at + i] += rec[from + i];
            }
        }
        short[] mix = new short[length];
        for (int i = 0; i < length; i++) {
            mix[i] = (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, sum[i]));
        }
        List<String> out = new ArrayList<>();
        FrameReceiver rx = AirPath.listener(PROFILE, Integer.MAX_VALUE,
                f -> out.add(Hex.of(f.frame())));
        rx.accept(mix);
        rx.finish();
        return List.copyOf(new LinkedHashSet<>(out));
    }

    /** Completed transmissions overlapping another by more than 10 ms in the replay. */
    private static int collisions(List<Sent> sent, long first) {
        int n = 0;
        for (int i = 0; i < sent.size(); i++) {
            for (int j = 0; j < sent.size(); j++) {
                if (i != j && sent.get(i).completed() && sent.get(j).completed()) {
                    int a = at(sent.get(i).wallNanos(), first);
                    int b = at(sent.get(j).wallNanos(), first);
                    if (PROFILE.frameSamples() - Math.abs(a - b)
                            > SharedAir.COLLISION_TOLERANCE_SAMPLES) {
                        n++;
                        break;
                    }
                }
            }
        }
        return n;
    }

    /** The live run is E7's, on the PipeWire loop. */
    @Override
    public String command(String seedSet) {
        return "./link1 bench E7 --live";
    }
}
