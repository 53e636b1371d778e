package echoai.link1.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * E2, the modem: PER against SNR per room × K (random and CLAIM sweeps, and the extended
 * threshold curves with each threshold marked), the PER grid, the clean loop, P6 and the
 * extended sweeps. Points are read as {@code {room, k, snrDb, frames, lost, per, …}}.
 */
final class ModemSection {
    private ModemSection() {
    }

    static void write(Html h, LabFolder lab) {
        h.section("e2", "E2 — the modem in the simulated room",
                "Integer MFSK with RS(15,11) + GMD: packet error rate against SNR per room and "
                        + "K; a frame that fails its CRC is dropped, never guessed.");
        JsonNode e2 = lab.get("E2").orElse(null);
        if (e2 == null) {
            h.notRun("E2.json", Provenance.missingCommand("E2", lab)).end();
            return;
        }
        h.raw("<div class=\"grid2\">");
        chart(h, "Random frames: PER vs SNR", e2.get("random_frames"), List.of());
        chart(h, "CLAIM frames: PER vs SNR", e2.get("claim_frames"), List.of());
        h.raw("</div>\n");
        h.provenance(Provenance.command("E2", e2), Provenance.seeds(e2));
        JsonNode extendedDoc = extendedDoc(lab, e2);
        JsonNode extended = extendedDoc == null ? null : extendedDoc.get("extended");
        JsonNode curves = extended == null ? null : extended.path("thresholds").path("curves");
        if (curves != null && curves.isArray() && curves.size() > 0) {
            thresholds(h, extended.path("thresholds"));
            h.provenance(extendedCommand(lab, e2), Provenance.seeds(extendedDoc));
        }
        h.h3("PER per point (%)");
        grid(h, e2);
        if (e2.has("p6")) {
            h.h3("P6 from E2");
            Report.blocks(h, Blocks.of(e2.get("p6"), Set.of()));
        }
        if (e2.has("clean_loop")) {
            h.h3("Clean loop (no room, no noise)");
            Report.blocks(h, List.of(Blocks.table("", List.of(), e2.get("clean_loop"))));
        }
        if (extended != null) {
            h.h3("Extended sweeps (--extended): long echo, reverberation, noise only");
            Report.blocks(h, Blocks.of(extended, Set.of("thresholds")));
        }
        if (e2.has("config")) {
            h.raw("<details><summary>Configuration</summary>");
            Report.blocks(h, Blocks.of(e2.get("config"), Set.of()));
            h.raw("</details>\n");
        }
        h.end();
    }

    /** The document holding E2's extended sweeps: E2.json itself, or extended/E2.json. */
    static JsonNode extendedDoc(LabFolder lab, JsonNode e2) {
        if (e2 != null && e2.has("extended")) {
            return e2;
        }
        return lab.get(LabFolder.EXTENDED + "/E2").filter(d -> d.has("extended")).orElse(null);
    }

    /** The command that wrote the extended sweeps. */
    static String extendedCommand(LabFolder lab, JsonNode e2) {
        if (e2 != null && e2.has("extended")) {
            return Provenance.command("E2", e2);
        }
        return Provenance.command("E2", lab.get(LabFolder.EXTENDED + "/E2").orElseThrow())
                + " --out lab/link1/" + LabFolder.EXTENDED;
    }

    /** The series "room K=k" of a sweep, in file order, each sorted by SNR. */
    static Map<String, List<JsonNode>> series(JsonNode points) {
        Map<String, List<JsonNode>> out = new LinkedHashMap<>();
        if (points == null || !points.isArray()) {
            return out;
        }
        for (JsonNode p : points) {
            if (!p.path("snr_db").isNumber()) {
                continue;
            }
            out.computeIfAbsent(p.path("room").asText("?") + " K=" + p.path("k").asText("?"),
                    k -> new ArrayList<>()).add(p);
        }
        out.values().forEach(l -> l.sort((a, b) -> Double.compare(a.get("snr_db").asDouble(),
                b.get("snr_db").asDouble())));
        return out;
    }

    /** PER in percent of one point: its {@code per} field × 100, or lost / frames. */
    static BigDecimal perPercent(JsonNode p) {
        if (p.path("per").isNumber()) {
            return p.get("per").decimalValue().movePointRight(2).stripTrailingZeros();
        }
        long frames = p.path("frames").asLong();
        return frames == 0 ? BigDecimal.ZERO
                : BigDecimal.valueOf(p.path("lost").asLong() * 100).divide(BigDecimal.valueOf(frames),
                        2, java.math.RoundingMode.HALF_UP);
    }

    private static void chart(Html h, String title, JsonNode points, List<Svg.Guide> guides) {
        Map<String, List<JsonNode>> series = series(points);
        if (series.isEmpty()) {
            h.raw("<div class=\"notrun\">").text(title + ": no points in E2.json").raw("</div>");
            return;
        }
        List<Svg.Series> lines = new ArrayList<>();
        for (Map.Entry<String, List<JsonNode>> e : series.entrySet()) {
            double[] x = new double[e.getValue().size()];
            double[] y = new double[x.length];
            for (int i = 0; i < x.length; i++) {
                x[i] = e.getValue().get(i).get("snr_db").asDouble();
                y[i] = perPercent(e.getValue().get(i)).doubleValue();
            }
            lines.add(new Svg.Series(e.getKey(), x, y));
        }
        List<Svg.Guide> all = new ArrayList<>(guides);
        all.add(new Svg.Guide(false, 1.0, "PER 1 %", "#c0392b"));
        h.raw("<div>").raw(Svg.lines(title, "SNR (dB)", "PER (%), log scale; 0 at the bottom",
                lines, true, 0.1, 100, all)).raw("</div>\n");
    }

    private static void thresholds(Html h, JsonNode thresholds) {
        List<Svg.Guide> guides = new ArrayList<>();
        List<JsonNode> points = new ArrayList<>();
        int i = 0;
        for (JsonNode c : thresholds.get("curves")) {
            c.path("points").forEach(points::add);
            if (c.path("threshold_db").isNumber()) {
                guides.add(new Svg.Guide(true, c.get("threshold_db").asDouble(),
                        c.path("room").asText() + " K=" + c.path("k").asText() + ": "
                                + c.get("threshold_db").asText() + " dB",
                        Svg.PALETTE[i % Svg.PALETTE.length]));
            }
            i++;
        }
        h.h3("Thresholds (lowest SNR with PER ≤ 1 %)");
        if (thresholds.has("definition")) {
            h.p(thresholds.get("definition").asText());
        }
        chart(h, "Extended: PER vs SNR, thresholds marked", Blocks.toArray(points), guides);
        List<List<String>> rows = new ArrayList<>();
        for (JsonNode c : thresholds.get("curves")) {
            rows.add(List.of(Html.esc(c.path("room").asText()), Html.esc(c.path("k").asText()),
                    Html.esc(Blocks.scalar(c.get("threshold_db")))));
        }
        h.table(List.of("room", "K", "threshold (dB)"), rows);
    }

    private static void grid(Html h, JsonNode e2) {
        List<List<String>> rows = new ArrayList<>();
        Set<String> snrs = new LinkedHashSet<>();
        for (String sweep : List.of("random_frames", "claim_frames")) {
            series(e2.get(sweep)).values().forEach(l -> l.forEach(
                    p -> snrs.add(Blocks.scalar(p.get("snr_db")))));
        }
        List<String> snrList = new ArrayList<>(snrs);
        snrList.sort((a, b) -> Double.compare(Double.parseDouble(b), Double.parseDouble(a)));
        for (String sweep : List.of("random_frames", "claim_frames")) {
            for (Map.Entry<String, List<JsonNode>> e : series(e2.get(sweep)).entrySet()) {
                List<String> row = new ArrayList<>();
                row.add(Html.esc(sweep.equals("random_frames") ? "random" : "CLAIM"));
                row.add(Html.esc(e.getKey()));
                long acceptedFalse = 0;
                for (String snr : snrList) {
                    JsonNode hit = null;
                    for (JsonNode p : e.getValue()) {
                        if (Blocks.scalar(p.get("snr_db")).equals(snr)) {
                            hit = p;
                        }
                    }
                    row.add(hit == null ? "" : perCell(hit));
                    acceptedFalse += hit == null ? 0 : hit.path("accepted_false").asLong();
                }
                row.add(Html.check(acceptedFalse == 0, Long.toString(acceptedFalse)));
                rows.add(row);
            }
        }
        List<String> header = new ArrayList<>(List.of("sweep", "room, K"));
        snrList.forEach(s -> header.add(s + " dB"));
        header.add("accepted false");
        h.table(header, rows);
    }

    private static String perCell(JsonNode p) {
        BigDecimal per = perPercent(p);
        String text = per.toPlainString();
        String title = p.path("lost").asText() + " lost of " + p.path("frames").asText();
        boolean ok = per.compareTo(BigDecimal.ONE) <= 0;
        return "<span title=\"" + Html.esc(title) + "\" style=\"color:" + (ok ? "#2f855a" : "#c53030")
                + "\">" + Html.esc(text) + "</span>";
    }
}
