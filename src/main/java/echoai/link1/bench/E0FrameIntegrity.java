package echoai.link1.bench;

import echoai.link1.session.Seeds;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import echoai.link1.frame.Act;
import echoai.link1.frame.FrameResult;
import echoai.link1.frame.FrameResult.Reason;
import echoai.link1.frame.LinkFrame;
import echoai.wsp.Atom;
import echoai.wsp.Emotion;
import echoai.wsp.Flags;
import echoai.wsp.Hex;
import echoai.wsp.Postcard;
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
public final class E0FrameIntegrity implements Experiment {
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
    public String title() {
        return "frame and postcard: round trip of random postcards; 1-, 2- and 3-byte corruptions"
                + " by the check that caught them, and the undetected ones";
    }

    @Override
    public ObjectNode run(BenchContext ctx) {
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

    private ObjectNode document(BenchContext ctx, long seed, int equal, Tally[] tallies) {
        ObjectNode doc = Json.document(this, ctx.seeds());
        ObjectNode config = doc.putObject("config");
        config.put("postcards", postcards);
        ArrayNode sizes = config.putArray("corruptedBytes");
        for (int k : CORRUPTED_BYTES) {
            sizes.add(k);
        }
        config.put("corruptionsPerPostcardPerSize", 1);
        config.put("corruption", "distinct byte positions, each XORed with a random value 1..255");
        config.put("checkOrder", "CRC_MISMATCH, BAD_MAGIC, BAD_VERSION, BAD_ACT, INVALID_POSTCARD");
        config.put("seedBase", ctx.seeds().base());
        config.put("seedStream", id());
        config.put("seed", String.format("0x%016x", seed));
        ObjectNode roundTrip = doc.putObject("roundTrip");
        roundTrip.put("postcards", postcards);
        roundTrip.put("equal", equal);
        roundTrip.put("notEqual", postcards - equal);
        ArrayNode corruption = doc.putArray("corruption");
        for (Tally tally : tallies) {
            corruption.add(tally.json());
        }
        return doc;
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
        final ArrayNode examples = Json.array();
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
                ObjectNode ex = examples.addObject();
                ex.put("sent", Hex.of(original));
                ex.put("received", Hex.of(corrupted));
            }
        }

        ObjectNode json() {
            ObjectNode node = Json.object();
            node.put("corruptedBytes", bytes);
            node.put("trials", trials);
            node.put("detected", trials - undetected);
            ObjectNode by = node.putObject("detectedBy");
            for (Reason check : CHECKS) {
                by.put(check.name(), byCheck[check.ordinal()]);
            }
            node.put("undetected", undetected);
            node.put("undetectedRatio", Json.ratio(undetected, trials, 6));
            node.set("undetectedExamples", examples);
            return node;
        }
    }
}
