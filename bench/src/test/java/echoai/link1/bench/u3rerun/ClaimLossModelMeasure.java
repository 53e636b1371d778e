package echoai.link1.bench.u3rerun;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The claim-loss model of V2-2 (docs/spec/LINK1-v2.md) on dev worlds: for each PER given, the
 * model's pooled harm ratio to S, the mean harm a world, the share of (world, pattern) pairs
 * within one of T and worse than S, and the standard deviation of the pooled ratio over 64
 * worlds like these (from the patterns' harm variance, S's harm taken as fixed). Dev seeds only (refuses 1000–1063).
 *
 * <pre>
 * ./mvnw -B -o -q test-compile
 * java -cp target/classes:target/test-classes echoai.link1.bench.u3rerun.ClaimLossModelMeasure \
 *     FIRST LAST DRAWS PER...
 * </pre>
 */
final class ClaimLossModelMeasure {
    private ClaimLossModelMeasure() {
    }

    public static void main(String[] args) {
        int first = Integer.parseInt(args[0]);
        int last = Integer.parseInt(args[1]);
        int draws = Integer.parseInt(args[2]);
        if (last >= 1000 && first <= 1063) {
            throw new IllegalArgumentException("seeds must avoid the eval set 1000-1063");
        }
        System.out.println("| PER | harm / S | mean harm a world | S a world | within one of T"
                + " | worse than S | sd of the ratio over 64 such worlds |");
        System.out.println("|---|---|---|---|---|---|---|");
        for (int i = 3; i < args.length; i++) {
            double per = Double.parseDouble(args[i]);
            List<ClaimLossModel.World> worlds = new ArrayList<>();
            long pairs = 0;
            long within = 0;
            long worse = 0;
            long silence = 0;
            for (int s = first; s <= last; s++) {
                ClaimLossModel.World w = ClaimLossModel.world(s, per, draws);
                worlds.add(w);
                pairs += w.draws();
                within += w.withinOneOfT();
                worse += w.worseThanS();
                silence += w.silenceHarm();
            }
            double variance = worlds.stream().mapToDouble(ClaimLossModel.World::harmVariance)
                    .sum() / worlds.size();
            double sd64 = StrictMath.sqrt(64 * variance) / (64.0 * silence / worlds.size());
            double mean = worlds.stream().mapToDouble(ClaimLossModel.World::meanHarm).sum()
                    / worlds.size();
            System.out.printf(Locale.ROOT, "| %.4f | %.4f | %.4f | %.4f | %.4f | %.4f | %.4f |%n",
                    per, ClaimLossModel.ratioToSilence(worlds), mean,
                    (double) silence / worlds.size(), (double) within / pairs,
                    (double) worse / pairs, sd64);
        }
    }
}
