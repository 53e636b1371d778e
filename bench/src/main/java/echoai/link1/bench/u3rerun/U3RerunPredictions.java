package echoai.link1.bench.u3rerun;

import echoai.link1.bench.Doc;
import echoai.link1.bench.Json;
import echoai.link1.bench.arms.ArmResult;
import echoai.link1.bench.rules.Prediction;
import echoai.link1.bench.rules.Uncertainty;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult.RoomsArm;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult.WireArm;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult;
import echoai.link1.bench.understandingrooms.UnderstandingRooms;
import echoai.link1.session.WorldResult;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;

/**
 * The verdicts of U3 re-registered (docs/spec/LINK1-v2.md, V2-3) from an
 * {@code understanding-rooms-u3} run on its registered seeds:
 *
 * <ul>
 *   <li><b>U3r</b>: at each of the 12 claims arms, |pooled harm(A) / pooled harm(S) − ρ| ≤
 *       {@value #TOLERANCE}, ρ the claim-loss model's ratio ({@link ClaimLossModel},
 *       {@value #MODEL_DRAWS} loss patterns a world) at the arm's own PER in this run, over the
 *       same worlds;</li>
 *   <li><b>U3i</b>: at the babble arm ({@value #BABBLE_ARM}) the per-world lost counts are no
 *       more spread than independent losses at the pooled PER give: the dispersion statistic
 *       Σ (l_w − n_w p)² / (n_w p (1 − p)) against χ² with worlds − 1 degrees of freedom,
 *       p ≥ {@value #ALPHA}. Every other claims arm's test is reported, not judged.</li>
 * </ul>
 */
public final class U3RerunPredictions {
    /** The document of V2-3's verdicts. */
    public static final Doc<U3RerunResult> DOC = new Doc<>("v2/u3-rerun-predictions.json",
            U3RerunResult.class);
    /** The verdicts' file, relative to the lab folder. */
    static final String FILE = "v2/u3-rerun-predictions.json";
    /** U3r's tolerance (V2-3; chosen from dev, see the registration). */
    static final String TOLERANCE = "0.10";
    /** Loss patterns a world for the model. */
    static final int MODEL_DRAWS = 400;
    /** U3i's level. */
    static final String ALPHA = "0.01";
    /** The arm U3i judges. */
    static final String BABBLE_ARM = "A:k1:living-rt0.5-1m/babble/20dB";
    /** U3r, in words. */
    static final String U3R_RULE = "at each of the 12 claims arms, |pooled harm(A) / pooled"
            + " harm(S) - rho| <= " + TOLERANCE + ", rho the claim-loss model's ratio at the"
            + " arm's own PER in this run (" + MODEL_DRAWS + " loss patterns a world, the same"
            + " worlds)";
    /** U3i, in words. */
    static final String U3I_RULE = "at " + BABBLE_ARM + ", the per-world lost counts against"
            + " independent losses at the pooled PER: dispersion chi-square p >= " + ALPHA;

    private U3RerunPredictions() {
    }

    /** U3r and U3i from one run (any seeds: the verdict is only written for the registered). */
    static U3RerunResult judge(RoomsUnderstandingResult r) {
        List<WorldResult> silence = wire(r, "S").worlds();
        long s = silence.stream().mapToLong(WorldResult::firstVisitHarm).sum();
        BigDecimal tolerance = new BigDecimal(TOLERANCE);
        List<U3RerunResult.ArmRatio> ratios = new ArrayList<>();
        List<U3RerunResult.Dispersion> reported = new ArrayList<>();
        boolean allWithin = true;
        U3RerunResult.Dispersion babble = null;
        for (RoomsArm a : r.arms()) {
            if (!a.mode().equals(UnderstandingRooms.CLAIMS)) {
                continue;
            }
            long n = a.summary().postcards();
            long lost = a.summary().lost();
            double per = n == 0 ? 0 : (double) lost / n;
            int draws = per == 0 || per == 1 ? 1 : MODEL_DRAWS;
            // worlds are independent and the list keeps their order: the same figures on any
            // number of threads
            List<ClaimLossModel.World> model = a.result().worlds().parallelStream()
                    .map(w -> ClaimLossModel.world(w.seed(), per, draws)).toList();
            BigDecimal rho = Json.fixed(ClaimLossModel.ratioToSilence(model), 4);
            long harm = a.summary().firstVisitHarm();
            BigDecimal observed = Json.ratio(harm, s, 4);
            boolean within = observed.subtract(rho).abs().compareTo(tolerance) <= 0;
            allWithin &= within;
            ratios.add(new U3RerunResult.ArmRatio(a.arm(), n, lost, Json.ratio(lost, n, 4),
                    Uncertainty.wilson95(lost, n), rho, harm, s, observed,
                    rho.multiply(BigDecimal.valueOf(s)).setScale(4, RoundingMode.HALF_UP),
                    within));
            U3RerunResult.Dispersion d = dispersion(a.arm(), a.result().worlds());
            reported.add(d);
            if (a.arm().equals(BABBLE_ARM)) {
                babble = d;
            }
        }
        String u3rRule = U3R_RULE;
        String u3iRule = U3I_RULE;
        Prediction<U3RerunResult.Ratios> u3r = ratios.size() == 12
                ? Prediction.judged(allWithin, u3rRule, new U3RerunResult.Ratios(tolerance,
                MODEL_DRAWS, ratios))
                : Prediction.pending(u3rRule, "the run has " + ratios.size() + " claims arms, not 12");
        Prediction<U3RerunResult.Dispersion> u3i = babble == null
                ? Prediction.pending(u3iRule, "no arm " + BABBLE_ARM)
                : Prediction.judged(babble.holds(), u3iRule, babble);
        return new U3RerunResult(Json.SCHEMA_VERSION, "docs/spec/LINK1-v2.md, V2-3", r.seedSet(),
                u3r, u3i, reported);
    }

    /** The dispersion test of one arm's per-world losses. */
    static U3RerunResult.Dispersion dispersion(String arm, List<WorldResult> worlds) {
        long n = 0;
        long lost = 0;
        for (WorldResult w : worlds) {
            n += w.postcards();
            lost += w.postcardsLost();
        }
        double p = n == 0 ? 0 : (double) lost / n;
        int df = worlds.size() - 1;
        BigDecimal alpha = new BigDecimal(ALPHA);
        if (p == 0 || p == 1 || df < 1) {
            return new U3RerunResult.Dispersion(arm, worlds.size(), Json.ratio(lost, n, 4),
                    BigDecimal.ZERO.setScale(4), df, null, alpha, true);
        }
        double stat = 0;
        for (WorldResult w : worlds) {
            double e = w.postcards() * p;
            double d = w.postcardsLost() - e;
            stat += d * d / (e * (1 - p));
        }
        BigDecimal pValue = BigDecimal.valueOf(chiSquareAbove(stat, df))
                .setScale(6, RoundingMode.HALF_UP);
        return new U3RerunResult.Dispersion(arm, worlds.size(), Json.ratio(lost, n, 4),
                Json.fixed(stat, 4), df, pValue, alpha, pValue.compareTo(alpha) >= 0);
    }

    /** P(χ²_df ≥ x): the regularised upper incomplete gamma Q(df/2, x/2). */
    static double chiSquareAbove(double x, int df) {
        if (x <= 0) {
            return 1;
        }
        double a = df / 2.0;
        double z = x / 2;
        double lnFront = -z + a * StrictMath.log(z) - lnGamma(a);
        if (z < a + 1) {
            double sum = 1 / a;
            double term = sum;
            for (int k = 1; k < 10_000 && term > sum * 1e-16; k++) {
                term *= z / (a + k);
                sum += term;
            }
            return StrictMath.max(0, 1 - StrictMath.exp(lnFront) * sum);
        }
        // continued fraction (modified Lentz)
        double tiny = 1e-300;
        double b = z + 1 - a;
        double c = 1 / tiny;
        double d = 1 / b;
        double h = d;
        for (int i = 1; i < 10_000; i++) {
            double an = -i * (i - a);
            b += 2;
            d = an * d + b;
            d = StrictMath.abs(d) < tiny ? tiny : d;
            c = b + an / c;
            c = StrictMath.abs(c) < tiny ? tiny : c;
            d = 1 / d;
            double delta = d * c;
            h *= delta;
            if (StrictMath.abs(delta - 1) < 1e-16) {
                break;
            }
        }
        return StrictMath.exp(lnFront) * h;
    }

    /** ln Γ(a) for a > 0 (Lanczos, g = 7, 9 terms). */
    static double lnGamma(double a) {
        double[] c = {0.99999999999980993, 676.5203681218851, -1259.1392167224028,
            771.32342877765313, -176.61502916214059, 12.507343278686905,
            -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7};
        if (a < 0.5) {
            return StrictMath.log(StrictMath.PI / StrictMath.abs(StrictMath.sin(StrictMath.PI * a)))
                    - lnGamma(1 - a);
        }
        double x = c[0];
        double t = a - 1 + 7.5;
        for (int i = 1; i < 9; i++) {
            x += c[i] / (a - 1 + i);
        }
        return 0.5 * StrictMath.log(2 * StrictMath.PI) + (a - 0.5) * StrictMath.log(t) - t
                + StrictMath.log(x);
    }

    private static ArmResult wire(RoomsUnderstandingResult r, String arm) {
        for (WireArm w : r.wire()) {
            if (w.arm().equals(arm)) {
                return w.result();
            }
        }
        throw new IllegalArgumentException("wire arms must include " + arm);
    }
}
