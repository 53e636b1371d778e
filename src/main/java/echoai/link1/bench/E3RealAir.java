package echoai.link1.bench;

import echoai.link1.audio.AudioBackend;
import echoai.link1.audio.PipeWireLoop;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.TonePlan;
import echoai.link1.results.E3Result;
import echoai.link1.agent.Outbox;
import echoai.link1.agent.Veteran;
import echoai.link1.speech.Claim;
import echoai.nexus0.RingWorld;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * E3 — real air: CLAIM frames through the default output while the default input is recorded
 * and decoded as it arrives ({@link DeviceAirTrial}), once per backend (PipeWire, then Java Sound,
 * or the one {@code --backend} names). On a machine with a speaker and a microphone this is the
 * air between them; inside {@code scripts/pipewire-loop.sh} it is the digital loop.
 *
 * <p>The frames: the first {@code --frames N} (default 8) CLAIM frames the veteran of dev
 * seed 0 sends (the spec: E3 uses dev seed 0), in its delivery order, sequence numbers from 0;
 * past its last claim (50 in world 0) it starts over with its first claim and the sequence
 * numbers go on, so every frame sent is distinct. K = 1.
 *
 * <p>Not byte-identical run to run: it measures a physical channel (latency moves in 64 ms
 * steps; a real room adds noise). Not in {@code bench all}: it needs audio devices.
 */
public final class E3RealAir implements Experiment<E3Result> {
    /** Frames per trial unless {@code --frames} says otherwise. */
    public static final int DEFAULT_FRAMES = 8;
    /** The world whose veteran speaks (the spec: E3 uses dev seed 0). */
    public static final long CLAIM_SEED = 0;

    @Override
    public String id() {
        return "E3";
    }

    @Override
    public String title() {
        return "real air: CLAIM frames through the default output, recorded from the default"
                + " input and decoded live, per audio backend";
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
        List<AudioBackend> backends = backends(ctx.option("backend", "both"));
        List<byte[]> claims = claims(frames);
        TonePlan plan = TonePlan.of(1);
        List<String> sent = claims.stream().map(DeviceAirTrial::hex).toList();
        List<E3Result.Trial> trials = new ArrayList<>();
        DeviceAirTrial trial = new DeviceAirTrial(plan, claims);
        ctx.progress().start("E3", backends.size());
        for (AudioBackend backend : backends) {
            trials.add(trial.run(backend, backend));
            ctx.progress().step(1);
        }
        ctx.progress().done();
        return new E3Result(Json.SCHEMA_VERSION, id(), title(), ctx.seeds().label(),
                "veteran of dev seed 0, delivery order", CLAIM_SEED, 1, frames,
                PipeWireLoop.detected() ? "pipewire-loop" : "default-devices", sent, trials);
    }

    /** The backends {@code --backend} names: one, or both for "both". */
    static List<AudioBackend> backends(String option) {
        String name = option.strip().toLowerCase(Locale.ROOT);
        if (name.equals("both")) {
            return List.of(AudioBackend.values());
        }
        for (AudioBackend b : AudioBackend.values()) {
            if (b.cliName().equals(name)) {
                return List.of(b);
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
}
