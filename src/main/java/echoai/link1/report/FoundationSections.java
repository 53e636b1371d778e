package echoai.link1.report;

import echoai.link1.bench.Bench;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** E0, E1, the generic sections (E3, E6), the timings and the table of commands. */
final class FoundationSections {
    private FoundationSections() {
    }

    static void writeE0(Html h, LabFolder lab) {
        h.section("e0", "E0 — frame and postcard integrity",
                "Random valid postcards through the 22-byte frame; 1-, 2- and 3-byte corruptions "
                        + "counted by the first check that caught them.");
        JsonNode e0 = lab.get("E0").orElse(null);
        if (e0 == null) {
            h.notRun("E0.json", Provenance.missingCommand("E0", lab)).end();
            return;
        }
        JsonNode corruption = e0.get("corruption");
        if (corruption != null && corruption.isArray() && corruption.size() > 0) {
            List<String> cats = new ArrayList<>();
            double[] detected = new double[corruption.size()];
            double[] undetected = new double[corruption.size()];
            int i = 0;
            for (JsonNode c : corruption) {
                cats.add(c.path("corrupted_bytes").asText() + " byte(s)");
                detected[i] = c.path("detected").asDouble();
                undetected[i] = c.path("undetected").asDouble();
                i++;
            }
            h.raw(Svg.bars("Corrupted frames: detected and undetected", "corruption",
                    "frames", cats, List.of(new Svg.Bars("detected", detected, null),
                            new Svg.Bars("undetected", undetected, null))));
        }
        h.provenance(Provenance.command("E0", e0), Provenance.seeds(e0));
        generic(h, e0);
        h.end();
    }

    static void writeE1(Html h, LabFolder lab) {
        h.section("e1", "E1 — RS(15,11) forward error correction",
                "Every pattern within capacity must be corrected; beyond it, a reported failure "
                        + "or a miscorrection the CRC must catch.");
        JsonNode e1 = lab.get("E1").orElse(null);
        if (e1 == null) {
            h.notRun("E1.json", Provenance.missingCommand("E1", lab)).end();
            return;
        }
        JsonNode beyond = e1.get("beyond_capacity");
        if (beyond != null && beyond.isArray() && beyond.size() > 0) {
            List<String> cats = new ArrayList<>();
            double[] failed = new double[beyond.size()];
            double[] wrong = new double[beyond.size()];
            int i = 0;
            for (JsonNode b : beyond) {
                cats.add(b.path("errors").asText() + " errors");
                failed[i] = b.path("failure_reported").asDouble();
                wrong[i] = b.path("miscorrected_to_another_codeword").asDouble();
                i++;
            }
            h.raw(Svg.bars("Beyond capacity (errors-only decoder)", "random errors per block",
                    "blocks", cats, List.of(new Svg.Bars("failure reported", failed, null),
                            new Svg.Bars("miscorrected", wrong, null))));
        }
        h.provenance(Provenance.command("E1", e1), Provenance.seeds(e1));
        generic(h, e1);
        h.end();
    }

    /** A section for a document whose shape is not fixed: every number it holds, as blocks. */
    static void writeGeneric(Html h, LabFolder lab, String id, String anchor, String title,
            String lead) {
        h.section(anchor, title, lead);
        JsonNode doc = lab.get(id).orElse(null);
        if (doc == null) {
            h.notRun(id + ".json", Provenance.missingCommand(id, lab)).end();
            return;
        }
        if (doc.has("title")) {
            h.p(doc.get("title").asText());
        }
        h.provenance(Provenance.command(id, doc), Provenance.seeds(doc));
        if (doc.path("summary").isObject()) {
            h.h3("Summary");
            Report.blocks(h, Blocks.of(doc.get("summary"), Set.of()));
        }
        generic(h, doc);
        h.end();
    }

    private static void generic(Html h, JsonNode doc) {
        Report.blocks(h, Blocks.of(doc, Set.of("config", "summary")));
        if (doc.has("config")) {
            h.raw("<details><summary>Configuration</summary>");
            Report.blocks(h, Blocks.of(doc.get("config"), Set.of()));
            h.raw("</details>\n");
        }
    }

    /** Documents with a section of their own; any other file goes to "Other files". */
    static final Set<String> KNOWN = Set.of("E0", "E1", "E2", "E3", "E4", "E5", "E6",
            "predictions", "perf", LabFolder.EXTENDED + "/E2", LabFolder.EXTENDED + "/perf");

    static void writeOthers(Html h, LabFolder lab) {
        h.section("others", "Other files",
                "Bench outputs without a section of their own, shown as they are.");
        boolean any = false;
        for (String name : lab.names()) {
            if (KNOWN.contains(name)) {
                continue;
            }
            any = true;
            JsonNode doc = lab.get(name).orElseThrow();
            h.h3(name + ".json" + (doc.has("title") ? " — " + doc.get("title").asText() : ""));
            h.provenance(Provenance.command(name, doc), Provenance.seeds(doc));
            generic(h, doc);
        }
        if (!any) {
            h.p("None.");
        }
        h.end();
    }

    static void writePerf(Html h, LabFolder lab) {
        h.section("perf", "Timings (perf.json)",
                "The only file that differs from run to run: wall times of the bench and JMH "
                        + "throughput, measured on the machine that ran them.");
        JsonNode perf = lab.get("perf").orElse(null);
        if (perf == null) {
            h.notRun("perf.json", Provenance.missingCommand("all", lab) + " && ./link1 perf").end();
            return;
        }
        JsonNode jmh = perf.get("jmh");
        if (jmh != null && jmh.isObject() && jmh.size() > 0) {
            h.h3("JMH benchmarks (./link1 perf)");
            List<List<String>> rows = new ArrayList<>();
            for (Map.Entry<String, JsonNode> e : jmh.properties()) {
                JsonNode b = e.getValue();
                rows.add(List.of("<code>" + Html.esc(e.getKey()) + "</code>",
                        Html.esc(Blocks.scalar(b.get("score")) + " ± "
                                + Blocks.scalar(b.get("score_error"))),
                        Html.esc(b.path("unit").asText()), Html.esc(b.path("mode").asText()),
                        Html.esc(b.path("threads").asText()),
                        Html.esc(b.path("warmup_iterations").asText() + " + "
                                + b.path("measurement_iterations").asText() + " × "
                                + b.path("measurement_time").asText()),
                        Html.esc(b.path("jvm").asText())));
            }
            h.table(List.of("benchmark", "score", "unit", "mode", "threads", "iterations", "jvm"),
                    rows);
        }
        h.h3("Bench");
        Report.blocks(h, Blocks.of(perf, Set.of("jmh")));
        h.end();
    }

    static void writeCommands(Html h, LabFolder lab) {
        h.section("commands", "Commands and seeds",
                "Each figure on this page comes from one of these files; the command rewrites it "
                        + "byte for byte (perf.json excepted).");
        List<List<String>> rows = new ArrayList<>();
        for (String name : lab.names()) {
            JsonNode doc = lab.get(name).orElseThrow();
            String command = switch (name) {
                case "perf" -> "./link1 bench && ./link1 perf";
                case LabFolder.EXTENDED + "/E2" -> ModemSection.extendedCommand(lab, null);
                case LabFolder.EXTENDED + "/perf" -> "(timings of the extended run)";
                case "predictions" -> Provenance.command("all", doc);
                default -> Provenance.command(name, doc);
            };
            rows.add(List.of("<code>" + Html.esc(name + ".json") + "</code>",
                    Html.esc(doc.path("title").asText("")), "<code>" + Html.esc(command) + "</code>",
                    Html.esc(Provenance.seeds(doc))));
        }
        rows.add(List.of("<code>report.html</code>", "this page",
                "<code>./link1 report</code>", ""));
        h.table(List.of("file", "what", "command", "seeds"), rows);
        h.end();
    }
}
