package echoai.link1.bench;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import echoai.link1.audio.AudioBackend;
import echoai.link1.audio.PipeWireLoop;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.TonePlan;
import echoai.link1.speech.Claim;
import echoai.link1.speech.Speech;
import echoai.wsp.Atom;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * E3 — real air: CLAIM frames through the default output while the default input is recorded
 * and decoded as it arrives ({@link DeviceAirTrial}), once per backend (PipeWire, then Java Sound,
 * or the one {@code --backend} names). On a machine with a speaker and a microphone this is the
 * air between them; inside {@code scripts/pipewire-loop.sh} it is the digital loop.
 *
 * <p>The frames: {@code --frames N} (default 8) CLAIMs from speaker 1 with sequence numbers
 * 0, 1, …, built with the speech package from {@code Seeds.mix(0, Seeds.stream("E3"))} (dev
 * seed 0, as the spec sets for E3): referent, action, V and n drawn per frame. K = 1.
 *
 * <p>Not byte-identical run to run: it measures a physical channel (latency moves in 64 ms
 * steps; a real room adds noise). Not in {@code bench all}: it needs audio devices.
 */
public final class E3RealAir implements Experiment {
    /** Frames per trial unless {@code --frames} says otherwise. */
    public static final int DEFAULT_FRAMES = 8;
    /** The world seed whose stream draws the claims (the spec: E3 uses dev seed 0). */
    public static final long CLAIM_SEED = 0;
    /** The speaker id of the claims. */
    public static final int SPEAKER = 1;
    private static final Atom[] ACTIONS = {Atom.UNIR, Atom.TEMER, Atom.OBSERVAR};

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
    public ObjectNode run(BenchContext ctx) throws Exception {
        int frames = Integer.parseInt(ctx.option("frames", Integer.toString(DEFAULT_FRAMES)));
        if (frames < 1 || frames > 255) {
            throw new IllegalArgumentException("frames must be in [1, 255]: " + frames);
        }
        List<AudioBackend> backends = backends(ctx.option("backend", "both"));
        long seed = Seeds.mix(CLAIM_SEED, Seeds.stream(id()));
        List<byte[]> claims = claims(frames, seed);
        TonePlan plan = TonePlan.of(1);
        ObjectNode doc = Json.document(this, ctx.seeds());
        doc.put("claimsFrom", "speech builders, SplittableRandom(Seeds.mix(0, stream \"E3\"))");
        doc.put("claimSeed", seed);
        doc.put("k", 1);
        doc.put("framesPerTrial", frames);
        doc.put("channel", PipeWireLoop.detected() ? "pipewire-loop" : "default-devices");
        ArrayNode sent = doc.putArray("frames");
        claims.forEach(f -> sent.add(DeviceAirTrial.hex(f)));
        ArrayNode trials = doc.putArray("trials");
        DeviceAirTrial trial = new DeviceAirTrial(plan, claims);
        ctx.progress().start("E3", backends.size());
        for (AudioBackend backend : backends) {
            trials.add(trial.run(backend, backend));
            ctx.progress().step(1);
        }
        ctx.progress().done();
        return doc;
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

    /** {@code n} CLAIM frames, sequence numbers 0..n-1, drawn from {@code seed}. */
    static List<byte[]> claims(int n, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<byte[]> frames = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            Claim claim = Speech.claim(SPEAKER, random.nextInt(0x10000),
                    ACTIONS[random.nextInt(ACTIONS.length)], random.nextInt(-100, 101),
                    random.nextInt(1, 11));
            LinkFrame frame = Speech.frame(claim, SPEAKER, i);
            frames.add(frame.toBytes());
        }
        return frames;
    }
}
