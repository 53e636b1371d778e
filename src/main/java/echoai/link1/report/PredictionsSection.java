package echoai.link1.report;

import java.util.ArrayList;
import java.util.List;

/** The predictions table P1–P7: statement, verdict badge, the numbers behind it, its source. */
final class PredictionsSection {
    private PredictionsSection() {
    }

    static void write(Html h, LabFolder lab) {
        h.section("predictions", "Registered predictions P1–P7",
                "Registered before the eval run (LINK1.md); a red prediction stays red and "
                        + "published. Harm means first-visit harm.");
        List<Predictions.Row> rows = Predictions.rows(lab);
        int green = 0;
        int red = 0;
        int pending = 0;
        List<List<String>> table = new ArrayList<>();
        for (Predictions.Row r : rows) {
            String v = r.verdict() == null ? "" : r.verdict();
            green += v.equals("green") ? 1 : 0;
            red += v.equals("red") ? 1 : 0;
            pending += r.verdict() == null || v.equals("pending") ? 1 : 0;
            StringBuilder nums = new StringBuilder();
            List<String> n = Predictions.numbers(r.numbers());
            if (!n.isEmpty()) {
                nums.append("<ul class=\"nums\">");
                n.forEach(s -> nums.append("<li>").append(Html.esc(s)).append("</li>"));
                nums.append("</ul>");
            }
            if (!r.why().isEmpty()) {
                nums.append("<i>").append(Html.esc(r.why())).append("</i>");
            }
            table.add(List.of("<b>" + Html.esc(r.id()) + "</b>", Html.esc(r.statement()),
                    Html.badge(r.verdict()), nums.toString(), Html.esc(r.source())));
        }
        h.raw("<div class=\"stats\">")
                .raw(stat(Html.check(true, "green"), green))
                .raw(stat(Html.check(false, "red"), red))
                .raw(stat(Html.badge("pending") + " " + Html.badge(null), pending))
                .raw("</div>\n");
        h.raw("<div id=\"predictions-table\">");
        h.table(List.of("", "prediction", "verdict", "numbers", "from"), table);
        h.raw("</div>");
        lab.get("predictions").ifPresentOrElse(
                p -> h.provenance(Provenance.command("all", p), Provenance.seeds(p)),
                () -> h.notRun("predictions.json", Provenance.missingCommand("all", lab)));
        h.end();
    }

    private static String stat(String badge, int n) {
        return "<div class=\"stat\"><div class=\"big\">" + n + "</div><div class=\"label\">"
                + badge + "</div></div>";
    }
}
