package echoai.link1.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * E4 (arms S, T, A10, A0, X, L, D) and E5: first-visit harm per arm across the worlds (mean,
 * distribution, paired differences by seed), per-arm means of every numeric key, the
 * understanding metrics, then the P3 audit ({@link AuditSection}) and E5's dialogue figures.
 */
final class ArmsSection {
    static final String HARM = "first_visit_harm";

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

    static void write(Html h, LabFolder lab) {
        List<ArmData.Arm> arms = ArmData.collect(lab);
        h.section("e4", "E4 — does B understand what A says?",
                "First-visit harm: cells whose first action by B (after the gate) got a negative "
                        + "reward. Lower is better. Paired by world seed.");
        JsonNode e4 = lab.get("E4").orElse(null);
        if (arms.isEmpty()) {
            h.notRun("E4.json", Provenance.missingCommand("E4", lab));
        } else {
            harm(h, arms);
            h.provenance(e4 != null ? Provenance.command("E4", e4)
                    : Provenance.missingCommand("E4", lab), Provenance.seeds(e4));
            summary(h, arms);
            perWorld(h, arms);
        }
        h.h3("Understanding (beyond first-visit harm)");
        JsonNode u = e4 == null ? null : e4.get("understanding");
        if (u == null) {
            h.notRun("E4.json › understanding", Provenance.missingCommand("E4", lab));
        } else {
            terms(h, u);
            Report.blocks(h, Blocks.of(u, Set.of()));
        }
        h.end();
        AuditSection.write(h, lab, arms);
        DialogueSection.write(h, lab, arms);
    }

    /** What each known understanding metric means (and does not), after LINK1/README. */
    static final Map<String, String> TERMS = Map.of(
            "deaf_control", "B hears T's claims but its proposer ignores them; its life must "
                    + "equal arm S's. Receiving bytes does nothing by itself.",
            "positive_listening", "share of B's first visits whose decision under A's true claims "
                    + "differs from the decision under silence: how often content moves B, not "
                    + "whether the move helps.",
            "cic", "interventional causal influence of communication (Lowe et al. 2019), bits "
                    + "per first visit: how much B's action depends on the message; exactly 0 "
                    + "for a listener that ignores messages, at most log2 3 ≈ 1.585; dependence, "
                    + "not benefit.",
            "shuffled_claims", "share of first visits whose decision changes when the site gets "
                    + "another site's claims (X's mapping): content, not receipt, drives it.");

    private static void terms(Html h, JsonNode u) {
        StringBuilder b = new StringBuilder();
        for (String k : List.of("deaf_control", "positive_listening", "cic", "shuffled_claims")) {
            if (u.has(k)) {
                b.append("<dt>").append(Html.esc(k)).append("</dt><dd>")
                        .append(Html.esc(TERMS.get(k))).append("</dd>");
            }
        }
        if (b.length() > 0) {
            h.raw("<dl class=\"terms\">").raw(b.toString()).raw("</dl>\n");
        }
    }

    private static void harm(Html h, List<ArmData.Arm> arms) {
        List<String> names = arms.stream().map(ArmData.Arm::name).toList();
        double[] means = new double[arms.size()];
        for (int i = 0; i < arms.size(); i++) {
            BigDecimal m = arms.get(i).mean(HARM);
            means[i] = m == null ? 0 : m.doubleValue();
        }
        h.raw("<div class=\"grid2\"><div>").raw(Svg.bars("Mean first-visit harm per arm", "arm",
                "cells", names, List.of(new Svg.Bars("mean", means, null)))).raw("</div>\n<div>");
        List<Pair> present = new ArrayList<>();
        for (Pair p : PAIRS) {
            if (ArmData.find(arms, p.a()) != null && ArmData.find(arms, p.b()) != null) {
                present.add(p);
            }
        }
        if (!present.isEmpty()) {
            h.raw(pairChart(arms, present.get(0)));
        }
        h.raw("</div>\n");
        for (int i = 1; i < present.size(); i++) {
            h.raw("<div>").raw(pairChart(arms, present.get(i))).raw("</div>\n");
        }
        h.raw("</div>\n");
        pairsTable(h, arms, present);
        distribution(h, arms);
    }

    private static String pairChart(List<ArmData.Arm> arms, Pair p) {
        Map<Long, Long> diff = ArmData.paired(ArmData.find(arms, p.a()), ArmData.find(arms, p.b()),
                HARM);
        Map<Long, Integer> hist = ArmData.histogram(diff.values());
        List<String> cats = new ArrayList<>();
        double[] counts = new double[hist.size()];
        String[] colors = new String[hist.size()];
        int i = 0;
        for (Map.Entry<Long, Integer> e : hist.entrySet()) {
            cats.add((e.getKey() > 0 ? "+" : "") + e.getKey());
            counts[i] = e.getValue();
            long sign = Long.signum(e.getKey());
            colors[i] = p.goodSign() == 0 ? Svg.PALETTE[0] : sign == 0 ? Svg.NEUTRAL
                    : sign == p.goodSign() ? Svg.GOOD : Svg.BAD;
            i++;
        }
        return Svg.bars("Paired difference " + p.a() + " − " + p.b() + " (" + p.note() + ")",
                "first-visit harm difference per world", "worlds", cats,
                List.of(new Svg.Bars(p.a() + " − " + p.b(), counts, colors)));
    }

    private static void pairsTable(Html h, List<ArmData.Arm> arms, List<Pair> pairs) {
        List<List<String>> rows = new ArrayList<>();
        for (Pair p : pairs) {
            ArmData.PairStats st = ArmData.pairStats(ArmData.find(arms, p.a()),
                    ArmData.find(arms, p.b()), HARM);
            int n = st.worlds();
            rows.add(List.of(Html.esc(p.a() + " − " + p.b()), Integer.toString(n),
                    Html.esc(ArmData.share(st.less(), n)), Html.esc(ArmData.share(st.equal(), n)),
                    Html.esc(ArmData.share(st.more(), n)), Html.esc(ArmData.share(st.withinOne(), n)),
                    Html.esc(p.note())));
        }
        h.table(List.of("pair", "worlds", "a < b", "a = b", "a > b", "a ≤ b + 1", "reading"), rows);
    }

    private static void distribution(Html h, List<ArmData.Arm> arms) {
        TreeSet<Long> values = new TreeSet<>();
        for (ArmData.Arm a : arms) {
            values.addAll(a.bySeed(HARM).values());
        }
        if (values.isEmpty()) {
            return;
        }
        int total = 0;
        for (ArmData.Arm a : arms) {
            total = Math.max(total, a.worlds().size());
        }
        h.h4("Distribution: worlds per first-visit harm value");
        List<String> header = new ArrayList<>(List.of("arm"));
        for (long v = values.first(); v <= values.last(); v++) {
            header.add(Long.toString(v));
        }
        List<List<String>> rows = new ArrayList<>();
        for (ArmData.Arm a : arms) {
            Map<Long, Integer> hist = ArmData.histogram(a.bySeed(HARM).values());
            List<String> row = new ArrayList<>(List.of("<b>" + Html.esc(a.name()) + "</b>"));
            for (long v = values.first(); v <= values.last(); v++) {
                int c = hist.getOrDefault(v, 0);
                int alpha = total == 0 ? 0 : 10 + 80 * c / total;
                row.add(c == 0 ? "<span style=\"color:#cbd2d9\">0</span>"
                        : "<span class=\"heat\" style=\"display:block;background:rgba(47,111,179,0."
                        + alpha + ")\">" + c + "</span>");
            }
            rows.add(row);
        }
        h.table(header, rows);
    }

    private static void summary(Html h, List<ArmData.Arm> arms) {
        Set<String> keys = new LinkedHashSet<>();
        arms.forEach(a -> keys.addAll(a.numericKeys()));
        h.h3("Per-arm means over the worlds");
        List<String> header = new ArrayList<>(List.of("mean of"));
        arms.forEach(a -> header.add(a.name()));
        List<List<String>> rows = new ArrayList<>();
        List<String> worlds = new ArrayList<>(List.of("<i>worlds (file)</i>"));
        arms.forEach(a -> worlds.add(a.worlds().size() + " (" + Html.esc(a.source()) + ")"));
        rows.add(worlds);
        List<String> channels = new ArrayList<>(List.of("<i>channel</i>"));
        boolean anyChannel = false;
        for (ArmData.Arm a : arms) {
            String c = a.channel();
            anyChannel |= !c.isEmpty();
            channels.add(Html.esc(c));
        }
        if (anyChannel) {
            rows.add(channels);
        }
        for (String k : keys) {
            List<String> row = new ArrayList<>(List.of("<code>" + Html.esc(k) + "</code>"));
            for (ArmData.Arm a : arms) {
                BigDecimal m = a.mean(k);
                row.add(m == null ? "" : m.toPlainString());
            }
            rows.add(row);
        }
        h.table(header, rows);
    }

    private static void perWorld(Html h, List<ArmData.Arm> arms) {
        TreeSet<Long> seeds = new TreeSet<>();
        arms.forEach(a -> seeds.addAll(a.bySeed(HARM).keySet()));
        h.raw("<details><summary>First-visit harm per world</summary>");
        List<String> header = new ArrayList<>(List.of("seed"));
        arms.forEach(a -> header.add(a.name()));
        List<List<String>> rows = new ArrayList<>();
        for (long seed : seeds) {
            List<String> row = new ArrayList<>(List.of(Long.toString(seed)));
            for (ArmData.Arm a : arms) {
                Long v = a.bySeed(HARM).get(seed);
                row.add(v == null ? "" : v.toString());
            }
            rows.add(row);
        }
        h.table(header, rows);
        h.raw("</details>\n");
    }
}
