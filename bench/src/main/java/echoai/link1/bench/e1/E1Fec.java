package echoai.link1.bench.e1;

import echoai.link1.bench.Doc;
import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.Json;
import echoai.link1.fec.Rs1511;
import echoai.link1.fec.RsOutcome;
import echoai.link1.session.Seeds;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
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
public final class E1Fec implements Experiment<E1Result> {
    /** Its document. */
    public static final Doc<E1Result> DOC = new Doc<>("E1.json", E1Result.class);
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
    public Doc<E1Result> doc() {
        return DOC;
    }

    @Override
    public String title() {
        return "RS(15,11): every pattern within capacity corrected; beyond it, failures vs "
                + "miscorrections";
    }

    @Override
    public E1Result run(BenchContext ctx) {
        long seed = Seeds.mix(ctx.seeds().base(), Seeds.stream("E1"));
        SplittableRandom random = new SplittableRandom(seed);
        E1Result.Code code = new E1Result.Code(Rs1511.N, Rs1511.K, "GF(16), x^4+x+1, alpha=2",
                Arrays.stream(Rs1511.generator()).boxed().toList());
        byte[][] codewords = new byte[CODEWORDS][];
        for (int c = 0; c < CODEWORDS; c++) {
            codewords[c] = randomCodeword(random);
        }
        ctx.progress().start("E1", 4);
        E1Result.RandomBlocks blocks = randomBlocks(random);
        ctx.progress().step(1);
        E1Result.ExhaustiveErrors errors = exhaustiveErrors(codewords);
        ctx.progress().step(1);
        E1Result.ExhaustiveErasures erasures = exhaustiveErasures(codewords, random);
        ctx.progress().step(1);
        List<E1Result.BeyondCapacity> beyond = new ArrayList<>();
        for (int e = 3; e <= 4; e++) {
            beyond.add(beyondCapacity(e, random));
        }
        ctx.progress().step(1);
        ctx.progress().done();
        boolean ok = blocks.allCorrected() && errors.allCorrected() && erasures.allCorrected();
        return new E1Result(Json.SCHEMA_VERSION, id(), title(), ctx.seeds().label(),
                ctx.seeds().base(), seed, "Seeds.mix(seedBase, Seeds.stream(\"E1\"))", code,
                blocks, errors, erasures, beyond, ok);
    }

    private E1Result.RandomBlocks randomBlocks(SplittableRandom random) {
        long[] byErrors = new long[3];
        Tally tally = new Tally();
        for (int b = 0; b < RANDOM_BLOCKS; b++) {
            byte[] cw = randomCodeword(random);
            int e = random.nextInt(3);
            byErrors[e]++;
            corruptRandomly(cw, e, random);
            tally.add(cw, e, decode(null, 0));
        }
        Map<String, Long> counts = new LinkedHashMap<>();
        for (int e = 0; e < 3; e++) {
            counts.put(Integer.toString(e), byErrors[e]);
        }
        E1Result.Tally t = tally.result(RANDOM_BLOCKS);
        return new E1Result.RandomBlocks(RANDOM_BLOCKS, "uniform over {0, 1, 2}; positions"
                + " distinct, values uniform in 1..15", counts, t.patterns(), t.corrected(),
                t.failureReported(), t.miscorrected(), t.returnedNonCodeword(),
                t.wrongErrorCount(), t.allCorrected());
    }

    private E1Result.ExhaustiveErrors exhaustiveErrors(byte[][] codewords) {
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
        E1Result.Tally oneError = one.result(675);
        E1Result.Tally twoErrors = two.result(70_875);
        long patterns = one.total + two.total;
        return new E1Result.ExhaustiveErrors(CODEWORDS, patterns, oneError, twoErrors,
                oneError.allCorrected() && twoErrors.allCorrected() && patterns == 71_550);
    }

    private E1Result.ExhaustiveErasures exhaustiveErasures(byte[][] codewords,
            SplittableRandom random) {
        List<E1Result.ErasurePattern> rows = new ArrayList<>();
        boolean ok = true;
        long patterns = 0;
        for (int e = 0; e <= 1; e++) {
            for (int s = 1; 2 * e + s <= Rs1511.PARITY; s++) {
                Tally tally = new Tally();
                for (byte[] cw : codewords) {
                    erasurePatterns(cw, e, s, random, tally);
                }
                E1Result.Tally t = tally.result(tally.total);
                rows.add(new E1Result.ErasurePattern(e, s, t.patterns(), t.corrected(),
                        t.failureReported(), t.miscorrected(), t.returnedNonCodeword(),
                        t.wrongErrorCount(), t.allCorrected()));
                ok &= t.allCorrected();
                patterns += tally.total;
            }
        }
        return new E1Result.ExhaustiveErasures(CODEWORDS,
                "random in 0..15 per pattern (may equal the sent value)", rows, patterns, ok);
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

    private E1Result.BeyondCapacity beyondCapacity(int errors, SplittableRandom random) {
        Tally tally = new Tally();
        for (int b = 0; b < BEYOND_BLOCKS; b++) {
            byte[] cw = randomCodeword(random);
            corruptRandomly(cw, errors, random);
            tally.add(cw, -1, decode(null, 0));
        }
        Map<String, Long> reasons = new LinkedHashMap<>();
        tally.reasons.forEach((reason, count) -> reasons.put(reason.name(), count));
        return new E1Result.BeyondCapacity(errors, BEYOND_BLOCKS, "errors-only", tally.failed,
                tally.miscorrected, tally.corrected, tally.nonCodeword,
                Json.ratio(tally.failed, BEYOND_BLOCKS, 4),
                Json.ratio(tally.miscorrected, BEYOND_BLOCKS, 4), reasons);
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

        /** The counts; all corrected when all {@code expected} patterns were. */
        E1Result.Tally result(long expected) {
            boolean ok = total == expected && corrected == total && wrongCount == 0;
            return new E1Result.Tally(total, corrected, failed, miscorrected, nonCodeword,
                    wrongCount, ok);
        }
    }
}
