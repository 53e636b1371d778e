package echoai.link1.bench.e3;

import java.util.Map;
import echoai.link1.bench.Doc;
import echoai.link1.agent.Outbox;
import echoai.link1.agent.Veteran;
import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.Json;
import echoai.link1.bench.SeedSet;
import echoai.link1.devices.AudioBackend;
import echoai.link1.devices.PipeWireLoop;
import echoai.link1.devices.SoundCards;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.TonePlan;
import echoai.link1.speech.Claim;
import echoai.nexus0.RingWorld;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * E3 — audio through the default devices: CLAIM frames through one backend's default output
 * while one backend's default input is recorded and decoded as it arrives
 * ({@link DeviceAirTrial}), once per (play, record) pair: with both backends, PipeWire →
 * PipeWire, Java Sound → Java Sound, PipeWire → Java Sound and Java Sound → PipeWire (with
 * {@code --backend B}, B → B).
 *
 * <p>Where it runs, named in the result's {@code channel}:
 * <ul>
 *   <li>by default, inside {@code scripts/pipewire-loop.sh}: the PipeWire digital loop
 *       ({@value #LOOP_CHANNEL}), a bit-exact path with no air; without the loop E3 refuses
 *       (an {@link IOException}: exit 3), it does not guess what the default devices are;</li>
 *   <li>with {@code --devices}, on a machine with a sound card and without the loop: a real
 *       loudspeaker and microphone ({@value #DEVICES_CHANNEL}); on a machine with none (or with
 *       the loop as its default device) it refuses with one line saying that E3 through real
 *       devices is not run here.</li>
 * </ul>
 *
 * <p>The frames: the first {@code --frames N} (default 8) CLAIM frames the veteran of dev
 * seed 0 sends (the spec: E3 uses dev seed 0, so the result's {@code seed_set} is {@code dev}
 * whatever {@code --seeds} says), in its delivery order, sequence numbers from 0; past its last
 * claim (50 in world 0) it starts over with its first claim and the sequence numbers go on, so
 * every frame sent is distinct. K = 1.
 *
 * <p>The rows users contributed from the browser page ({@code contributed}, {@link E3Import})
 * are carried over from the {@code E3.json} a run replaces, never mixed with its trials; a file
 * there that cannot be read as E3 stops the run before it plays anything.
 *
 * <p>Not byte-identical run to run: it measures a physical channel (latency moves in 64 ms
 * steps; a real room adds noise). Not in {@code bench all}: it needs audio devices.
 */
public final class E3RealAir implements Experiment<E3Result> {
    /** Its document. */
    public static final Doc<E3Result> DOC = new Doc<>("E3.json", E3Result.class);
    /** Frames per trial unless {@code --frames} says otherwise. */
    public static final int DEFAULT_FRAMES = 8;
    /** The world whose veteran speaks (the spec: E3 uses dev seed 0). */
    public static final long CLAIM_SEED = 0;
    /** {@code channel} on the private loop. */
    public static final String LOOP_CHANNEL = "pipewire-digital-loop";
    /** {@code channel} through a real loudspeaker and microphone ({@code --devices}). */
    public static final String DEVICES_CHANNEL = "loudspeaker-microphone";
    /** {@code real_devices} when this run went through real devices. */
    public static final String DEVICES_RUN = "run";
    /** {@code real_devices} on the loop. */
    public static final String DEVICES_NOT_RUN = "not run here: this machine has no loudspeaker"
            + " and microphone (no sound card); on one that has them, run"
            + " './link1 bench E3 --devices' (docs/audio.md)";

    @Override
    public String id() {
        return "E3";
    }

    @Override
    public Doc<E3Result> doc() {
        return DOC;
    }

    @Override
    public String title() {
        return "CLAIM frames through a default output, recorded from a default input and decoded"
                + " live, per (play, record) audio backend pair";
    }

    @Override
    public boolean inAll() {
        return false;
    }

    @Override
    public E3Result run(BenchContext ctx) throws Exception {
        int frames = Integer.parseInt(ctx.option("frames", Integer.toString(DEFAULT_FRAMES)));
        if (frames < 1 || frames > 255) {
            throw new IllegalArgumentException("frames must be in [1, 255]: " + frames);
        }
        boolean devices = Boolean.parseBoolean(ctx.option("devices", "false"));
        String channel = channel(devices, PipeWireLoop.detected(),
                SoundCards.countOnThisMachine());
        List<AudioBackend[]> pairs = pairs(ctx.option("backend", "both"));
        List<E3Contribution> contributed = E3Import.carriedOver(ctx.outDir().resolve(DOC.file()));
        List<byte[]> claims = claims(frames);
        List<String> sent = claims.stream().map(DeviceAirTrial::hex).toList();
        List<E3Result.Trial> trials = new ArrayList<>();
        DeviceAirTrial trial = new DeviceAirTrial(TonePlan.of(1), claims);
        ctx.progress().start("E3", pairs.size());
        for (AudioBackend[] pair : pairs) {
            trials.add(trial.run(pair[0], pair[1]));
            ctx.progress().step(1);
        }
        ctx.progress().done();
        return new E3Result(Json.SCHEMA_VERSION, id(), title(), SeedSet.DEV.label(),
                "veteran of dev seed 0, delivery order", CLAIM_SEED, 1, frames, channel,
                devices ? DEVICES_RUN : DEVICES_NOT_RUN, sent, trials, contributed);
    }

    /**
     * The channel E3 may run on, or an {@link IOException} (one line) saying why not: the loop
     * without {@code --devices}; with it, real devices (a sound card and no loop).
     */
    static String channel(boolean devices, boolean loop, int soundCards) throws IOException {
        if (!devices) {
            if (!loop) {
                throw new IOException("E3 runs on the PipeWire digital loop (eval \"$("
                        + "scripts/pipewire-loop.sh start)\") or, with --devices, through a real"
                        + " loudspeaker and microphone; the loop is not running here");
            }
            return LOOP_CHANNEL;
        }
        if (loop) {
            throw new IOException("E3 --devices: the default device is the PipeWire digital loop"
                    + " (LINK1_PW_DIR is set), not a loudspeaker and microphone: stop the loop");
        }
        if (soundCards == 0) {
            throw new IOException("E3 --devices: not run here: no sound card on this machine ("
                    + SoundCards.ALSA_CARDS + " lists none), so no loudspeaker and microphone");
        }
        return DEVICES_CHANNEL;
    }

    /**
     * The (play, record) pairs {@code --backend} names: B → B for one backend; for "both", each
     * backend into itself, then each into the other.
     */
    static List<AudioBackend[]> pairs(String option) {
        String name = option.strip().toLowerCase(Locale.ROOT);
        if (name.equals("both")) {
            AudioBackend pw = AudioBackend.PIPEWIRE;
            AudioBackend js = AudioBackend.JAVASOUND;
            return List.of(new AudioBackend[] {pw, pw}, new AudioBackend[] {js, js},
                    new AudioBackend[] {pw, js}, new AudioBackend[] {js, pw});
        }
        for (AudioBackend b : AudioBackend.values()) {
            if (b.cliName().equals(name)) {
                return List.<AudioBackend[]>of(new AudioBackend[] {b, b});
            }
        }
        throw new IllegalArgumentException("backend must be pipewire, javasound or both: " + option);
    }

    /** The first {@code n} CLAIM frames of dev seed 0's veteran (cycling past its last claim). */
    static List<byte[]> claims(int n) {
        List<Claim> truth = new Veteran(RingWorld.world(CLAIM_SEED)).claims();
        if (truth.isEmpty()) {
            throw new IllegalStateException("the veteran of seed " + CLAIM_SEED + " made no claim");
        }
        List<Claim> acts = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            acts.add(truth.get(i % truth.size()));
        }
        List<byte[]> frames = new ArrayList<>(n);
        for (LinkFrame f : new Outbox(Veteran.ID).frames(acts)) {
            frames.add(f.toBytes());
        }
        return frames;
    }

    @Override
    public void checkOptions(Map<String, String> options, SeedSet seeds) {
        String frames = options.get("frames");
        if (frames != null && Integer.parseInt(frames) > 255) {
            throw new IllegalArgumentException("--frames of E3 must be in [1, 255]: " + frames);
        }
    }
}
