package echoai.link1.bench.e4;

import echoai.link1.bench.e4.Arms;
import echoai.link1.report.Block;
import echoai.link1.report.Chart;
import echoai.link1.report.Generic;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import echoai.link1.report.Svg;
import echoai.link1.report.Text;
import echoai.link1.report.Tree;
import echoai.link1.bench.rules.Paired;
import echoai.link1.session.WorldResult;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * E4 (arms S, T, A10, A0, X, L, D) and E5's arm: first-visit harm per arm across the worlds
 * (mean, distribution, paired differences by seed), per-arm means of every numeric figure of
 * a world, and the understanding metrics.
 */
public final class ArmsSection {
    /** A paired comparison a − b and which sign supports the prediction (0 = neither). */
    record Pair(String a, String b, int goodSign, String note) {
    }

    static final List<Pair> PAIRS = List.of(
            new Pair("T", "S", -1, "P1: negative = truth helped"),
            new Pair("X", "T", 1, "P2: positive = content mattered"),
            new Pair("A10", "T", 0, "P5: ≤ +1 in ≥ 90 % of worlds"),
            new Pair("A0", "T", 0, "A0 against the wire"),
            new Pair("L", "T", 0, "a liar against the truth"),
            new Pair("D", "T", 0, "world changed after speaking"),
            new Pair("E5", "T", 0, "P7: ≤ +1 in ≥ 90 % of worlds"));

    private ArmsSection() {
    }

    static void figures(Section.Builder s, Lab lab) {
        List<Arms.Arm> arms = Arms.of(lab);
        if (!arms.isEmpty()) {
            List<Pair> pairs = PAIRS.stream().filter(p -> Arms.find(arms, p.a()) != null
                    && Arms.find(arms, p.b()) != null).toList();
            List<Chart> charts = new ArrayList<>(List.of(meanChart(arms)));
            pairs.forEach(p -> charts.add(pairChart(arms, p)));
            s.add(new Block.Charts(charts));
            s.add(pairsTable(arms, pairs));
            s.h4("Distribution: worlds per first-visit harm value").add(distribution(arms));
            s.add(means(arms));
            s.add(perWorld(arms));
        }
        if (lab.get(E4Understanding.DOC) != null) {
            s.h3("Understanding (beyond first-visit harm)");
            s.add(terms(lab.get(E4Understanding.DOC).understanding()));
            s.addAll(Generic.blocks(Tree.of(lab.get(E4Understanding.DOC).understanding())));
        }
        return;
    }

    /** What each understanding metric means (and does not), after LINK1.md. */
    private static Block terms(E4Result.Understanding u) {
        return new Block.Terms(List.of(
                new Block.Entry("deaf_control", Text.plain("B hears T's claims but its proposer "
                        + "ignores them; its life must equal arm S's (" + u.deafControl().equalToS()
                        + " of " + u.deafControl().worlds() + " worlds). Receiving bytes does "
                        + "nothing by itself.")),
                new Block.Entry("positive_listening", Text.plain("share of B's first visits "
                        + "whose decision under A's true claims differs from the decision under "
                        + "silence: how often content moves B, not whether the move helps.")),
                new Block.Entry("cic", Text.plain("interventional causal influence of "
                        + "communication (Lowe et al. 2019), bits per first visit: how much B's "
                        + "action depends on the message; exactly 0 for a listener that ignores "
                        + "messages, at most log2 3 ≈ 1.585; dependence, not benefit.")),
                new Block.Entry("shuffled_claims", Text.plain("share of first visits whose "
                        + "decision changes when the site gets another site's claims (X's "
                        + "mapping): content, not receipt, drives it."))));
    }

    private static Chart meanChart(List<Arms.Arm> arms) {
        List<Double> means = arms.stream().map(a -> a.mean(Paired.HARM))
                .map(m -> m == null ? 0.0 : m.doubleValue()).toList();
        return new Chart.Bars("Mean first-visit harm per arm", "arm", "cells",
                arms.stream().map(Arms.Arm::name).toList(),
                List.of(new Chart.BarSeries("mean", means, List.of())));
    }

    private static Chart pairChart(List<Arms.Arm> arms, Pair p) {
        Map<Long, Long> diff = Paired.differences(Arms.find(arms, p.a()).worlds(),
                Arms.find(arms, p.b()).worlds(), Paired.HARM);
        List<String> cats = new ArrayList<>();
        List<Double> counts = new ArrayList<>();
        List<String> colors = new ArrayList<>();
        Arms.histogram(diff.values()).forEach((d, n) -> {
            cats.add((d > 0 ? "+" : "") + d);
            counts.add((double) n);
            long sign = Long.signum(d);
            colors.add(p.goodSign() == 0 ? Svg.PALETTE[0] : sign == 0 ? Svg.NEUTRAL
                    : sign == p.goodSign() ? Svg.GOOD : Svg.BAD);
        });
        return new Chart.Bars("Paired difference " + p.a() + " − " + p.b() + " (" + p.note() + ")",
                "first-visit harm difference per world", "worlds", cats,
                List.of(new Chart.BarSeries(p.a() + " − " + p.b(), counts, colors)));
    }

    private static Block pairsTable(List<Arms.Arm> arms, List<Pair> pairs) {
        List<List<Text>> rows = new ArrayList<>();
        for (Pair p : pairs) {
            Paired.Stats st = Paired.stats(Arms.find(arms, p.a()).worlds(),
                    Arms.find(arms, p.b()).worlds(), Paired.HARM);
            int n = st.worlds();
            rows.add(List.of(Text.plain(p.a() + " − " + p.b()), Text.plain(Integer.toString(n)),
                    Text.plain(Arms.share(st.less(), n)), Text.plain(Arms.share(st.equal(), n)),
                    Text.plain(Arms.share(st.more(), n)), Text.plain(Arms.share(st.withinOne(), n)),
                    Text.plain(p.note())));
        }
        return new Block.Table("Paired by world seed", List.of("pair", "worlds", "a < b", "a = b",
                "a > b", "a ≤ b + 1", "reading"), rows);
    }

    private static Block distribution(List<Arms.Arm> arms) {
        TreeSet<Long> values = new TreeSet<>();
        arms.forEach(a -> values.addAll(a.bySeed(Paired.HARM).values()));
        int total = arms.stream().mapToInt(a -> a.worlds().size()).max().orElse(0);
        List<String> header = new ArrayList<>(List.of("arm", "worlds", "mean"));
        for (long v = values.first(); v <= values.last(); v++) {
            header.add("harm " + v);
        }
        List<List<Text>> rows = new ArrayList<>();
        for (Arms.Arm a : arms) {
            Map<Long, Integer> hist = Arms.histogram(a.bySeed(Paired.HARM).values());
            BigDecimal mean = a.mean(Paired.HARM);
            List<Text> row = new ArrayList<>(List.of(Text.strong(a.name()),
                    Text.plain(Integer.toString(a.worlds().size())),
                    Text.plain(mean == null ? "" : mean.toPlainString())));
            for (long v = values.first(); v <= values.last(); v++) {
                row.add(Text.of(new Text.Heat(hist.getOrDefault(v, 0), total)));
            }
            rows.add(row);
        }
        return new Block.Table("", header, rows);
    }

    /** The mean of every numeric figure of a world (seed aside), read by iteration. */
    private static Block means(List<Arms.Arm> arms) {
        Map<String, List<BigDecimal>> sums = new LinkedHashMap<>();
        for (int i = 0; i < arms.size(); i++) {
            for (WorldResult w : arms.get(i).worlds()) {
                for (Tree.Member m : ((Tree.Obj) Tree.of(w)).members()) {
                    if (m.value() instanceof Tree.Leaf l && l.kind() == Tree.Kind.NUMBER
                            && !m.key().equals("seed")) {
                        List<BigDecimal> col = sums.computeIfAbsent(m.key(), k -> zeros(arms));
                        col.set(i, col.get(i).add(new BigDecimal(l.text())));
                    }
                }
            }
        }
        List<String> header = new ArrayList<>(List.of("mean of"));
        arms.forEach(a -> header.add(a.name()));
        List<List<Text>> rows = new ArrayList<>();
        List<Text> worlds = new ArrayList<>(List.of(Text.italic("worlds (file)")));
        List<Text> channels = new ArrayList<>(List.of(Text.italic("channel")));
        arms.forEach(a -> worlds.add(Text.plain(a.worlds().size() + " (" + a.source() + ")")));
        arms.forEach(a -> channels.add(Text.plain(a.channel())));
        rows.add(worlds);
        rows.add(channels);
        sums.forEach((key, col) -> {
            List<Text> row = new ArrayList<>(List.of(Text.code(key)));
            for (int i = 0; i < arms.size(); i++) {
                int n = arms.get(i).worlds().size();
                row.add(Text.plain(n == 0 ? "" : col.get(i).divide(BigDecimal.valueOf(n), 2,
                        RoundingMode.HALF_UP).toPlainString()));
            }
            rows.add(row);
        });
        return new Block.Table("Per-arm means over the worlds", header, rows);
    }

    private static List<BigDecimal> zeros(List<Arms.Arm> arms) {
        return new ArrayList<>(Collections.nCopies(arms.size(), BigDecimal.ZERO));
    }

    private static Block perWorld(List<Arms.Arm> arms) {
        TreeSet<Long> seeds = new TreeSet<>();
        arms.forEach(a -> seeds.addAll(a.bySeed(Paired.HARM).keySet()));
        List<String> header = new ArrayList<>(List.of("seed"));
        arms.forEach(a -> header.add(a.name()));
        List<List<Text>> rows = new ArrayList<>();
        for (long seed : seeds) {
            List<Text> row = new ArrayList<>(List.of(Text.plain(Long.toString(seed))));
            arms.forEach(a -> {
                Long v = a.bySeed(Paired.HARM).get(seed);
                row.add(Text.plain(v == null ? "" : v.toString()));
            });
            rows.add(row);
        }
        return new Block.Table("First-visit harm per world", header, rows);
    }
}
