package echoai.link1.bench.e4;

import echoai.link1.report.Lab;
import echoai.link1.bench.e5.E5Dialogue;
import echoai.link1.bench.arms.ArmResult;
import echoai.link1.session.WorldResult;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.function.ToLongFunction;

/**
 * The arms of E4 and E5 side by side, in the registered order, with the figures the report
 * shows about them: means and distributions. Paired arm-vs-arm counts come from
 * {@link echoai.link1.bench.rules.Paired}, the one implementation the predictions use too.
 * Integer arithmetic and {@link BigDecimal} only, so figures are the same everywhere.
 */
public final class Arms {
    /** The order arms are shown in; others follow in file order. */
    public static final List<String> ORDER = List.of("S", "T", "A10", "A0", "X", "L", "D", "E5");

    /** One arm: its name, its file, its worlds in file order and its channel ("" unknown). */
    public record Arm(String name, String source, List<WorldResult> worlds, String channel) {
        public Arm {
            worlds = List.copyOf(worlds);
        }

        /** {@code metric} per seed. */
        public Map<Long, Long> bySeed(ToLongFunction<WorldResult> metric) {
            Map<Long, Long> out = new TreeMap<>();
            worlds.forEach(w -> out.putIfAbsent(w.seed(), metric.applyAsLong(w)));
            return out;
        }

        /** The sum of {@code metric} over the worlds. */
        public long sum(ToLongFunction<WorldResult> metric) {
            return worlds.stream().mapToLong(metric).sum();
        }

        /** The mean of {@code metric}, two decimals half-up, or null with no world. */
        public BigDecimal mean(ToLongFunction<WorldResult> metric) {
            return worlds.isEmpty() ? null : BigDecimal.valueOf(sum(metric))
                    .divide(BigDecimal.valueOf(worlds.size()), 2, RoundingMode.HALF_UP);
        }

        /** How many worlds satisfy {@code test}. */
        public int count(Predicate<WorldResult> test) {
            return (int) worlds.stream().filter(test).count();
        }
    }

    private Arms() {
    }

    /** Every arm of E4 and E5, in {@link #ORDER}; a repeated name keeps E4's. */
    public static List<Arm> of(Lab lab) {
        Map<String, Arm> found = new LinkedHashMap<>();
        if (lab.get(E4Understanding.DOC) != null) {
            lab.get(E4Understanding.DOC).arms().forEach((name, arm) -> found.putIfAbsent(name, new Arm(name, "E4",
                    arm.worlds(), lab.get(E4Understanding.DOC).config().channels().getOrDefault(name, ""))));
        }
        if (lab.get(E5Dialogue.DOC) != null) {
            for (Map.Entry<String, ArmResult> e : lab.get(E5Dialogue.DOC).arms().entrySet()) {
                found.putIfAbsent(e.getKey(), new Arm(e.getKey(), "E5", e.getValue().worlds(),
                        lab.get(E5Dialogue.DOC).config().channel()));
            }
        }
        List<Arm> out = new ArrayList<>();
        for (String name : ORDER) {
            if (found.containsKey(name)) {
                out.add(found.remove(name));
            }
        }
        out.addAll(found.values());
        return out;
    }

    /** The arm named {@code name}, or null. */
    public static Arm find(List<Arm> arms, String name) {
        return arms.stream().filter(a -> a.name().equals(name)).findFirst().orElse(null);
    }

    /** Counts of each value, ascending, with every integer between min and max present. */
    public static TreeMap<Long, Integer> histogram(Iterable<Long> values) {
        TreeMap<Long, Integer> h = new TreeMap<>();
        for (long v : values) {
            h.merge(v, 1, Integer::sum);
        }
        if (!h.isEmpty()) {
            for (long v = h.firstKey(); v <= h.lastKey(); v++) {
                h.putIfAbsent(v, 0);
            }
        }
        return h;
    }

    /** "n/total (p %)" with one decimal. */
    public static String share(int n, int total) {
        if (total == 0) {
            return "0/0";
        }
        BigDecimal p = BigDecimal.valueOf(100L * n).divide(BigDecimal.valueOf(total), 1,
                RoundingMode.HALF_UP);
        return n + "/" + total + " (" + p.toPlainString() + " %)";
    }
}
