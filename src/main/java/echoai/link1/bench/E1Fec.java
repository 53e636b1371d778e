package echoai.link1.bench;

import echoai.link1.session.Seeds;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import echoai.link1.fec.Rs1511;
import echoai.link1.fec.RsOutcome;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * E1: facts about RS(15,11). Every pattern of ≤ 2 errors in 20 000 random blocks; every 1- and
 * 2-error pattern (all positions, all 15 values) in 3 codewords (71 550); every erasure pattern
 * with 2e + s ≤ 4, s ≥ 1 (all erasure sets, all error positions and values; erased symbols get
 * random values) in the same 3 codewords; and beyond capacity, 3 and 4 random errors (20 000
 * blocks each) decoded errors-only: failures reported vs miscorrections to another codeword.
 * Uses no worlds: its randomness is {@code Seeds.mix(seeds.base(), Seeds.stream("E1"))}.
 */
public final class E1Fec implements Experiment {
    static final int RANDOM_BLOCKS = 20_000;
    static final int CODEWORDS = 3;
    static final int BEYOND_BLOCKS = 20_000;

    private final Rs1511 rs = new Rs1511();
    private final byte[] received = new byte[Rs1511.N];

    @Override
    public String id() {
        return "E1";
    }

    @Override
    public String title() {
        return "RS(15,11): every pattern within capacity corrected; beyond it, failures vs "
                + "miscorrections";
    }

    @Override
    public ObjectNode run(BenchContext ctx) {
        long seed = Seeds.mix(ctx.seeds().base(), Seeds.stream("E1"));
        SplittableRandom random = new SplittableRandom(seed);
        ObjectNode doc = Json.document(this, ctx.seeds());
        doc.put("seedBase", ctx.seeds().base());
        doc.put("seed", seed);
        doc.put("seedDerivation", "Seeds.mix(seedBase, Seeds.stream(\"E1\"))");
        ObjectNode code = doc.putObject("code");
        code.put("n", Rs1511.N);
        code.put("k", Rs1511.K);
        code.put("field", "GF(16), x^4+x+1, alpha=2");
        ArrayNode g = code.putArray("generatorHighFirst");
        Arrays.stream(Rs1511.generator()).forEach(g::add);
        byte[][] codewords = new byte[CODEWORDS][];
        for (int c = 0; c < CODEWORDS; c++) {
            codewords[c] = randomCodeword(random);
        }
        ctx.progress().start("E1", 4);
        boolean ok = randomBlocks(doc.putObject("randomBlocks"), random);
        ctx.progress().step(1);
        ok &= exhaustiveErrors(doc.putObject("exhaustiveErrors"), codewords);
        ctx.progress().step(1);
        ok &= exhaustiveErasures(doc.putObject("exhaustiveErasures"), codewords, random);
        ctx.progress().step(1);
        ArrayNode beyond = doc.putArray("beyondCapacity");
        for (int errors = 3; errors <= 4; errors++) {
            beyondCapacity(beyond.addObject(), errors, random);
        }
        ctx.progress().step(1);
        ctx.progress().done();
        doc.put("allWithinCapacityCorrected", ok);
        return doc;
    }

    private boolean randomBlocks(ObjectNode out, SplittableRandom random) {
        long[] byErrors = new long[3];
        Tally tally = new Tally();
        for (int b = 0; b < RANDOM_BLOCKS; b++) {
            byte[] cw = randomCodeword(random);
            int e = random.nextInt(3);
            byErrors[e]++;
            corruptRandomly(cw, e, random);
            tally.add(cw, e, decode(null, 0));
        }
        out.put("blocks", RANDOM_BLOCKS);
        out.put("errorCountDistribution", "uniform over {0, 1, 2}; positions distinct, "
                + "values uniform in 1..15");
        ObjectNode counts = out.putObject("blocksByErrors");
        for (int e = 0; e < 3; e++) {
            counts.put(Integer.toString(e), byErrors[e]);
        }
        return tally.write(out, RANDOM_BLOCKS);
    }

    private boolean exhaustiveErrors(ObjectNode out, byte[][] codewords) {
        Tally one = new Tally();
        Tally two = new Tally();
        for (byte[] cw : codewords) {
            for (int p = 0; p < Rs1511.N; p++) {
                for (int v = 1; v < 16; v++) {
                    load(cw);
                    received[p] ^= (byte) v;
                    one.add(cw, 1, decode(null, 0));
                    for (int q = p + 1; q < Rs1511.N; q++) {
                        for (int w = 1; w < 16; w++) {
                            load(cw);
                            received[p] ^= (byte) v;
                            received[q] ^= (byte) w;
                            two.add(cw, 2, decode(null, 0));
                        }
                    }
                }
            }
        }
        out.put("codewords", CODEWORDS);
        out.put("patterns", one.total + two.total);
        boolean ok = one.write(out.putObject("oneError"), 675);
        ok &= two.write(out.putObject("twoErrors"), 70_875);
        out.put("allCorrected", ok && one.total + two.total == 71_550);
        return ok && one.total + two.total == 71_550;
    }

    private boolean exhaustiveErasures(ObjectNode out, byte[][] codewords,
            SplittableRandom random) {
        out.put("codewords", CODEWORDS);
        out.put("erasedValues", "random in 0..15 per pattern (may equal the sent value)");
        ArrayNode rows = out.putArray("byPattern");
        boolean ok = true;
        long patterns = 0;
        for (int e = 0; e <= 1; e++) {
            for (int s = 1; 2 * e + s <= Rs1511.PARITY; s++) {
                Tally tally = new Tally();
                for (byte[] cw : codewords) {
                    erasurePatterns(cw, e, s, random, tally);
                }
                ObjectNode row = rows.addObject();
                row.put("errors", e);
                row.put("erasures", s);
                ok &= tally.write(row, tally.total);
                patterns += tally.total;
            }
        }
        out.put("patterns", patterns);
        out.put("allCorrected", ok);
        return ok;
    }

    /** Every erasure set of size s, with (e = 1) every other position and every error value. */
    private void erasurePatterns(byte[] cw, int e, int s, SplittableRandom random, Tally tally) {
        int[] erasures = new int[s];
        for (int mask = 0; mask < 1 << Rs1511.N; mask++) {
            if (Integer.bitCount(mask) != s) {
                continue;
            }
            for (int p = 0, n = 0; p < Rs1511.N; p++) {
                if ((mask >> p & 1) != 0) {
                    erasures[n++] = p;
                }
            }
            if (e == 0) {
                loadErased(cw, erasures, random);
                tally.add(cw, 0, decode(erasures, s));
                continue;
            }
            for (int p = 0; p < Rs1511.N; p++) {
                if ((mask >> p & 1) != 0) {
                    continue;
                }
                for (int v = 1; v < 16; v++) {
                    loadErased(cw, erasures, random);
                    received[p] ^= (byte) v;
                    tally.add(cw, 1, decode(erasures, s));
                }
            }
        }
    }

    private void beyondCapacity(ObjectNode out, int errors, SplittableRandom random) {
        Tally tally = new Tally();
        for (int b = 0; b < BEYOND_BLOCKS; b++) {
            byte[] cw = randomCodeword(random);
            corruptRandomly(cw, errors, random);
            tally.add(cw, -1, decode(null, 0));
        }
        out.put("errors", errors);
        out.put("blocks", BEYOND_BLOCKS);
        out.put("decoder", "errors-only");
        out.put("failureReported", tally.failed);
        out.put("miscorrectedToAnotherCodeword", tally.miscorrected);
        out.put("decodedToTheSentCodeword", tally.corrected);
        out.put("returnedNonCodeword", tally.nonCodeword);
        out.put("failureReportedRatio", Json.ratio(tally.failed, BEYOND_BLOCKS, 4));
        out.put("miscorrectedRatio", Json.ratio(tally.miscorrected, BEYOND_BLOCKS, 4));
        ObjectNode reasons = out.putObject("failureReasons");
        tally.reasons.forEach((reason, count) -> reasons.put(reason.name(), count));
    }

    private RsOutcome decode(int[] erasures, int count) {
        return rs.decode(received, 0, erasures, count);
    }

    private void load(byte[] cw) {
        System.arraycopy(cw, 0, received, 0, Rs1511.N);
    }

    private void loadErased(byte[] cw, int[] erasures, SplittableRandom random) {
        load(cw);
        for (int p : erasures) {
            received[p] = (byte) random.nextInt(16);
        }
    }

    /** Loads {@code cw} into {@code received} with {@code errors} random distinct errors. */
    private void corruptRandomly(byte[] cw, int errors, SplittableRandom random) {
        load(cw);
        int placed = 0;
        while (placed < errors) {
            int p = random.nextInt(Rs1511.N);
            if (received[p] == cw[p]) {
                received[p] ^= (byte) (1 + random.nextInt(15));
                placed++;
            }
        }
    }

    private static byte[] randomCodeword(SplittableRandom random) {
        byte[] word = new byte[Rs1511.N];
        for (int k = 0; k < Rs1511.K; k++) {
            word[k] = (byte) random.nextInt(16);
        }
        Rs1511.encode(word, 0);
        return word;
    }

    /** Counts decoder outcomes against the sent codeword. */
    private final class Tally {
        long total;
        long corrected;
        long failed;
        long miscorrected;
        long nonCodeword;
        long wrongCount;
        final Map<Rs1511.Failure, Long> reasons = new EnumMap<>(Rs1511.Failure.class);

        /** {@code expectedErrors} < 0: do not check the reported count. */
        void add(byte[] cw, int expectedErrors, RsOutcome outcome) {
            total++;
            if (outcome instanceof RsOutcome.Failed failure) {
                failed++;
                reasons.merge(failure.reason(), 1L, Long::sum);
            } else if (!Rs1511.isCodeword(received, 0)) {
                nonCodeword++;
            } else if (Arrays.equals(received, cw)) {
                corrected++;
                int errors = ((RsOutcome.Corrected) outcome).errors();
                if (expectedErrors >= 0 && errors != expectedErrors) {
                    wrongCount++;
                }
            } else {
                miscorrected++;
            }
        }

        /** Writes the counts; true when all {@code expected} patterns were corrected. */
        boolean write(ObjectNode out, long expected) {
            out.put("patterns", total);
            out.put("corrected", corrected);
            out.put("failureReported", failed);
            out.put("miscorrected", miscorrected);
            out.put("returnedNonCodeword", nonCodeword);
            out.put("wrongErrorCount", wrongCount);
            boolean ok = total == expected && corrected == total && wrongCount == 0;
            out.put("allCorrected", ok);
            return ok;
        }
    }
}
