package echoai.link1.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The README's E0, E1, E2 extras, generic (E3, E6) and timing tables. */
final class FoundationMarkdown {
    private FoundationMarkdown() {
    }

    static void e0(Md md, LabFolder lab) {
        md.h3("E0 — frame and postcard integrity");
        JsonNode e0 = lab.get("E0").orElse(null);
        if (e0 == null) {
            ResultsMarkdown.notRun(md, "E0.json", Provenance.missingCommand("E0", lab));
            return;
        }
        List<String> checks = new ArrayList<>();
        JsonNode corruption = e0.path("corruption");
        if (corruption.size() > 0) {
            corruption.get(0).path("detected_by").fieldNames().forEachRemaining(checks::add);
        }
        List<String> header = new ArrayList<>(List.of("corrupted bytes", "trials"));
        checks.forEach(c -> header.add("caught by " + c));
        header.add("undetected");
        List<List<String>> rows = new ArrayList<>();
        JsonNode rt = e0.path("round_trip");
        if (!rt.isMissingNode()) {
            List<String> row = new ArrayList<>(List.of("round trip", s(rt.get("postcards"))));
            checks.forEach(c -> row.add("—"));
            row.add(s(rt.get("equal")) + " equal, " + s(rt.get("not_equal")) + " not equal");
            rows.add(row);
        }
        for (JsonNode c : corruption) {
            List<String> row = new ArrayList<>(List.of(s(c.get("corrupted_bytes")),
                    s(c.get("trials"))));
            checks.forEach(k -> row.add(s(c.path("detected_by").get(k))));
            row.add(s(c.get("undetected")));
            rows.add(row);
        }
        md.table(header, rows);
        md.provenance(Provenance.command("E0", e0), Provenance.seeds(e0));
    }

    static void e1(Md md, LabFolder lab) {
        md.h3("E1 — RS(15,11)");
        JsonNode e1 = lab.get("E1").orElse(null);
        if (e1 == null) {
            ResultsMarkdown.notRun(md, "E1.json", Provenance.missingCommand("E1", lab));
            return;
        }
        List<List<String>> rows = new ArrayList<>();
        JsonNode rb = e1.path("random_blocks");
        if (!rb.isMissingNode()) {
            rows.add(row("random blocks, ≤ 2 random errors (by errors: "
                    + Blocks.scalar(rb.path("blocks_by_errors")) + ")", rb));
        }
        JsonNode ex = e1.path("exhaustive_errors");
        if (!ex.isMissingNode()) {
            rows.add(row("every 1-error pattern in " + s(ex.get("codewords")) + " codewords",
                    ex.path("one_error")));
            rows.add(row("every 2-error pattern in " + s(ex.get("codewords")) + " codewords",
                    ex.path("two_errors")));
        }
        JsonNode er = e1.path("exhaustive_erasures");
        if (!er.isMissingNode()) {
            long corrected = 0;
            long failed = 0;
            long wrong = 0;
            long nonCodeword = 0;
            for (JsonNode p : er.path("by_pattern")) {
                corrected += p.path("corrected").asLong();
                failed += p.path("failure_reported").asLong();
                wrong += p.path("miscorrected").asLong();
                nonCodeword += p.path("returned_non_codeword").asLong();
            }
            rows.add(List.of("every erasure pattern 2e + f ≤ 4, f ≥ 1, in " + s(er.get("codewords"))
                    + " codewords", s(er.get("patterns")), Long.toString(corrected),
                    Long.toString(failed), Long.toString(wrong), Long.toString(nonCodeword)));
        }
        for (JsonNode b : e1.path("beyond_capacity")) {
            rows.add(List.of("beyond capacity: " + s(b.get("errors")) + " random errors, "
                    + b.path("decoder").asText(), s(b.get("blocks")), "0",
                    s(b.get("failure_reported")) + " (" + s(b.get("failure_reported_ratio")) + ")",
                    s(b.get("miscorrected_to_another_codeword")) + " ("
                            + s(b.get("miscorrected_ratio")) + ")", s(b.get("returned_non_codeword"))));
        }
        md.table(List.of("part", "patterns", "corrected", "failure reported", "miscorrected",
                "non-codeword returned"), rows);
        md.provenance(Provenance.command("E1", e1), Provenance.seeds(e1));
    }

    private static List<String> row(String label, JsonNode n) {
        return List.of(label, s(n.get("patterns")), s(n.get("corrected")),
                s(n.get("failure_reported")), s(n.get("miscorrected")),
                s(n.get("returned_non_codeword")));
    }

    static void e2Extras(Md md, LabFolder lab, JsonNode e2) {
        if (e2.has("clean_loop")) {
            List<List<String>> rows = new ArrayList<>();
            for (JsonNode p : e2.get("clean_loop")) {
                rows.add(List.of(s(p.get("k")), s(p.get("frames")), s(p.get("delivered")),
                        s(p.get("lost")), s(p.get("accepted_false"))));
            }
            md.p("Clean loop (no room, no noise):");
            md.table(List.of("K", "frames", "delivered", "lost", "accepted false"), rows);
        }
        if (e2.has("p6")) {
            md.p("P6 from E2: " + String.join("; ", Predictions.numbers(e2.get("p6")))
                    + "; verdict **" + e2.get("p6").path("verdict").asText() + "**.");
        }
        JsonNode extendedDoc = ModemSection.extendedDoc(lab, e2);
        if (extendedDoc == null) {
            return;
        }
        JsonNode extended = extendedDoc.get("extended");
        JsonNode curves = extended.path("thresholds").path("curves");
        if (curves.size() > 0) {
            List<List<String>> rows = new ArrayList<>();
            for (JsonNode c : curves) {
                rows.add(List.of(c.path("room").asText(), s(c.get("k")), s(c.get("threshold_db"))));
            }
            md.p("Thresholds (`--extended`): "
                    + extended.path("thresholds").path("definition").asText() + ".");
            md.table(List.of("room", "K", "threshold (dB)"), rows);
        }
        md.p("Extended sweeps: long echo, reverberation (pooled room draws), noise only.");
        md.blocks(Blocks.of(extended, Set.of("thresholds")));
        md.provenance(ModemSection.extendedCommand(lab, e2), Provenance.seeds(extendedDoc));
    }

    static void generic(Md md, LabFolder lab, String id, String title) {
        md.h3(title);
        JsonNode doc = lab.get(id).orElse(null);
        if (doc == null) {
            ResultsMarkdown.notRun(md, id + ".json", Provenance.missingCommand(id, lab));
            return;
        }
        if (doc.path("summary").isObject()) {
            md.blocks(Blocks.of(doc.get("summary"), Set.of()));
        }
        md.blocks(Blocks.of(doc, Set.of("config", "summary")));
        md.provenance(Provenance.command(id, doc), Provenance.seeds(doc));
    }

    static void others(Md md, LabFolder lab) {
        for (String name : lab.names()) {
            if (FoundationSections.KNOWN.contains(name)) {
                continue;
            }
            JsonNode doc = lab.get(name).orElseThrow();
            md.h3("`" + name + ".json`" + (doc.has("title") ? " — " + doc.get("title").asText()
                    : ""));
            md.blocks(Blocks.of(doc, Set.of("config")));
            md.provenance(Provenance.command(name, doc), Provenance.seeds(doc));
        }
    }

    static void perf(Md md, LabFolder lab) {
        md.h3("Timings (`perf.json`, this machine)");
        JsonNode perf = lab.get("perf").orElse(null);
        if (perf == null) {
            ResultsMarkdown.notRun(md, "perf.json", "./link1 bench && ./link1 perf");
            return;
        }
        List<List<String>> rows = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : perf.path("jmh").properties()) {
            JsonNode b = e.getValue();
            rows.add(List.of("`" + e.getKey() + "`", s(b.get("score")) + " ± "
                    + s(b.get("score_error")), b.path("unit").asText(),
                    b.path("warmup_iterations").asText() + " + "
                            + b.path("measurement_iterations").asText() + " × "
                            + b.path("measurement_time").asText()));
        }
        if (!rows.isEmpty()) {
            md.p("JMH (`./link1 perf`, 1 fork, 1 thread; ± is the 99.9 % interval):");
            md.table(List.of("benchmark", "score", "unit", "iterations"), rows);
        }
        md.blocks(Blocks.of(perf, Set.of("jmh")));
    }

    private static String s(JsonNode v) {
        return Blocks.scalar(v);
    }
}
