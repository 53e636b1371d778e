package echoai.link1.bench.e0;

import echoai.link1.bench.Doc;
import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.Json;
import echoai.link1.frame.Act;
import echoai.link1.frame.FrameResult.Reason;
import echoai.link1.frame.FrameResult;
import echoai.link1.frame.LinkFrame;
import echoai.link1.session.Seeds;
import echoai.wsp.Atom;
import echoai.wsp.Emotion;
import echoai.wsp.Flags;
import echoai.wsp.Hex;
import echoai.wsp.Postcard;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * E0 — frame and postcard integrity. Round trip of random valid postcards (random act, sender
 * and seq) through the 22-byte frame; then, for each, one corruption of 1, 2 and 3 random bytes
 * (distinct positions, each byte XORed with a random non-zero value, on a copy). Each corrupted
 * frame is parsed and counted by the first check that rejected it (the parse order: CRC,
 * magic, version, act, postcard validity) or as undetected.
 *
 * <p>All randomness from one {@link SplittableRandom} seeded with
 * {@code Seeds.mix(seeds.base(), Seeds.stream("E0"))}, written into the document.
 */
public final class E0FrameIntegrity implements Experiment<E0Result> {
    /** Its document. */
    public static final Doc<E0Result> DOC = new Doc<>("E0.json", E0Result.class);
    /** Postcards of the registered run. */
    public static final int POSTCARDS = 10_000;
    /** The corruption sizes, in bytes. */
    static final int[] CORRUPTED_BYTES = {1, 2, 3};
    /** Undetected corruptions listed in full, per size. */
    static final int EXAMPLES = 5;

    private static final Reason[] CHECKS = {Reason.CRC_MISMATCH, Reason.BAD_MAGIC,
        Reason.BAD_VERSION, Reason.BAD_ACT, Reason.INVALID_POSTCARD};

    private final int postcards;

    public E0FrameIntegrity() {
        this(POSTCARDS);
    }

    /** A smaller run (tests). */
    E0FrameIntegrity(int postcards) {
        if (postcards < 1) {
            throw new IllegalArgumentException("postcards must be >= 1: " + postcards);
        }
        this.postcards = postcards;
    }

    @Override
    public String id() {
        return "E0";
    }

    @Override
    public Doc<E0Result> doc() {
        return DOC;
    }

    @Override
    public String title() {
        return "frame and postcard: round trip of random postcards; 1-, 2- and 3-byte corruptions"
                + " by the check that caught them, and the undetected ones";
    }

    @Override
    public E0Result run(BenchContext ctx) {
        long seed = Seeds.mix(ctx.seeds().base(), Seeds.stream(id()));
        SplittableRandom random = new SplittableRandom(seed);
        Tally[] tallies = new Tally[CORRUPTED_BYTES.length];
        for (int i = 0; i < tallies.length; i++) {
            tallies[i] = new Tally(CORRUPTED_BYTES[i]);
        }
        int equal = 0;
        int[] positions = new int[LinkFrame.LENGTH];
        ctx.progress().start("E0", postcards);
        for (int n = 0; n < postcards; n++) {
            LinkFrame frame = randomFrame(random);
            byte[] bytes = frame.toBytes();
            FrameResult back = LinkFrame.parse(bytes);
            if (back instanceof FrameResult.Accepted a && a.frame().equals(frame)) {
                equal++;
            }
            for (Tally tally : tallies) {
                byte[] copy = bytes.clone();
                corrupt(copy, tally.bytes, positions, random);
                tally.count(bytes, copy, LinkFrame.parse(copy));
            }
            ctx.progress().step(1);
        }
        ctx.progress().done();
        return document(ctx, seed, equal, tallies);
    }

    private E0Result document(BenchContext ctx, long seed, int equal, Tally[] tallies) {
        E0Result.Config config = new E0Result.Config(postcards,
                Arrays.stream(CORRUPTED_BYTES).boxed().toList(), 1,
                "distinct byte positions, each XORed with a random value 1..255",
                "CRC_MISMATCH, BAD_MAGIC, BAD_VERSION, BAD_ACT, INVALID_POSTCARD",
                ctx.seeds().base(), id(), String.format("0x%016x", seed));
        List<E0Result.Corruption> corruption = new ArrayList<>();
        for (Tally tally : tallies) {
            corruption.add(tally.result());
        }
        return new E0Result(Json.SCHEMA_VERSION, id(), title(), ctx.seeds().label(), config,
                new E0Result.RoundTrip(postcards, equal, postcards - equal), corruption);
    }

    /** A random frame around a random valid postcard. */
    static LinkFrame randomFrame(SplittableRandom random) {
        Atom[] atoms = new Atom[4];
        for (int i = 0; i < atoms.length; i++) {
            atoms[i] = Atom.of(random.nextInt(Atom.COUNT));
        }
        Emotion e = new Emotion(axis(random), axis(random), axis(random), axis(random),
                axis(random), axis(random));
        Postcard p = new Postcard(atoms[0], atoms[1], atoms[2], atoms[3], e,
                random.nextInt(Flags.KNOWN + 1), random.nextInt(256), random.nextInt(256),
                random.nextInt(256), random.nextInt(256), random.nextInt(256));
        return new LinkFrame(Act.of(random.nextInt(4)), random.nextInt(256), random.nextInt(256), p);
    }

    private static int axis(SplittableRandom random) {
        return random.nextInt(-100, 101);
    }

    /** Changes {@code k} distinct bytes of {@code frame}, each to a different value. */
    static void corrupt(byte[] frame, int k, int[] positions, SplittableRandom random) {
        for (int i = 0; i < positions.length; i++) {
            positions[i] = i;
        }
        for (int i = 0; i < k; i++) {
            int j = i + random.nextInt(positions.length - i);
            int pick = positions[j];
            positions[j] = positions[i];
            positions[i] = pick;
            frame[pick] ^= (byte) (1 + random.nextInt(255));
        }
    }

    /** Counts for one corruption size. */
    private static final class Tally {
        final int bytes;
        final long[] byCheck = new long[Reason.values().length];
        final List<E0Result.FramePair> examples = new ArrayList<>();
        long trials;
        long undetected;

        Tally(int bytes) {
            this.bytes = bytes;
        }

        void count(byte[] original, byte[] corrupted, FrameResult result) {
            trials++;
            if (result instanceof FrameResult.Rejected r) {
                byCheck[r.reason().ordinal()]++;
                return;
            }
            undetected++;
            if (examples.size() < EXAMPLES) {
                examples.add(new E0Result.FramePair(Hex.of(original), Hex.of(corrupted)));
            }
        }

        E0Result.Corruption result() {
            Map<String, Long> by = new LinkedHashMap<>();
            for (Reason check : CHECKS) {
                by.put(check.name(), byCheck[check.ordinal()]);
            }
            return new E0Result.Corruption(bytes, trials, trials - undetected, by, undetected,
                    Json.ratio(undetected, trials, 6), examples);
        }
    }
}
