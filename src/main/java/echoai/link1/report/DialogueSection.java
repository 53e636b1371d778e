package echoai.link1.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * E5, the dialogue: postcards used by E5 against T's full broadcast per world, first-visit harm
 * against T, and whatever else E5.json reports besides its arms.
 */
final class DialogueSection {
    private DialogueSection() {
    }

    static void write(Html h, LabFolder lab, List<ArmData.Arm> arms) {
        h.section("e5", "E5 — dialogue (ASK / CLAIM / UNKNOWN)",
                "B asks about a site before it decides there; A answers from its final state. "
                        + "ASKs and UNKNOWNs count as postcards.");
        JsonNode e5 = lab.get("E5").orElse(null);
        ArmData.Arm d = ArmData.find(arms, "E5");
        ArmData.Arm t = ArmData.find(arms, "T");
        if (e5 == null || d == null) {
            h.notRun("E5.json", Provenance.missingCommand("E5", lab)).end();
            return;
        }
        if (t != null) {
            Map<Long, Long> cards = ArmData.paired(d, t, "postcards");
            Map<Long, Long> harm = ArmData.paired(d, t, ArmsSection.HARM);
            int fewer = 0;
            for (long v : cards.values()) {
                fewer += v < 0 ? 1 : 0;
            }
            int withinOne = 0;
            for (long v : harm.values()) {
                withinOne += v <= 1 ? 1 : 0;
            }
            h.raw("<div class=\"stats\">")
                    .raw(stat("postcards E5 / T (all worlds)", d.sum("postcards") + " / "
                            + t.sum("postcards")))
                    .raw(stat("worlds where E5 used fewer postcards",
                            Html.check(fewer == cards.size(), ArmData.share(fewer, cards.size()))))
                    .raw(stat("worlds with harm(E5) ≤ harm(T) + 1",
                            Html.esc(ArmData.share(withinOne, harm.size()))))
                    .raw("</div>\n");
            postcardChart(h, d, t);
        }
        h.provenance(Provenance.command("E5", e5), Provenance.seeds(e5));
        Report.blocks(h, Blocks.of(e5, Set.of("arms", "config")));
        h.end();
    }

    private static void postcardChart(Html h, ArmData.Arm d, ArmData.Arm t) {
        Map<Long, Long> dc = d.bySeed("postcards");
        Map<Long, Long> tc = t.bySeed("postcards");
        List<String> seeds = new ArrayList<>();
        List<Double> dv = new ArrayList<>();
        List<Double> tv = new ArrayList<>();
        for (Map.Entry<Long, Long> e : dc.entrySet()) {
            if (tc.containsKey(e.getKey())) {
                seeds.add(Long.toString(e.getKey()));
                dv.add(e.getValue().doubleValue());
                tv.add(tc.get(e.getKey()).doubleValue());
            }
        }
        if (seeds.isEmpty()) {
            return;
        }
        double[] x = new double[seeds.size()];
        for (int i = 0; i < x.length; i++) {
            x[i] = Double.parseDouble(seeds.get(i));
        }
        h.raw(Svg.lines("Postcards per world: E5 dialogue vs T broadcast", "world seed",
                "postcards", List.of(new Svg.Series("T", x, unbox(tv)),
                        new Svg.Series("E5", x, unbox(dv))), false, 0, max(tv, dv), List.of()));
    }

    private static double[] unbox(List<Double> v) {
        double[] out = new double[v.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = v.get(i);
        }
        return out;
    }

    private static double max(List<Double> a, List<Double> b) {
        double m = 1;
        for (double v : a) {
            m = Math.max(m, v);
        }
        for (double v : b) {
            m = Math.max(m, v);
        }
        double step = Svg.niceStep(m, 6);
        return Math.ceil(m / step) * step;
    }

    private static String stat(String label, String valueHtml) {
        return "<div class=\"stat\"><div class=\"big\">" + valueHtml + "</div><div class=\"label\">"
                + Html.esc(label) + "</div></div>";
    }
}
