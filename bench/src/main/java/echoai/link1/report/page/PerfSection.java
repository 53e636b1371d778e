package echoai.link1.report.page;

import echoai.link1.report.Generic;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import echoai.link1.report.Text;
import echoai.link1.report.Tree;
import echoai.link1.bench.PerfResult;
import java.math.BigDecimal;
import echoai.link1.bench.Doc;
import echoai.link1.bench.registry.Registry;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The timings (perf.json) and the table of every file with the command that writes it. */
final class PerfSection {
    /** The commands that write perf.json: the bench's wall times, then the JMH figures. */
    static final String PERF_COMMAND = "./link1 bench && ./link1 perf";
    /** The command that judges every registration again from the JSON. */
    static final String JUDGE = "./link1 bench --judge";
    /** The v2 verdicts' document, by name. */
    private static final String V2FILE = "v2/predictions";

    private PerfSection() {
    }

    static Section perf(Lab lab) {
        Section.Builder s = Section.builder("perf", "Timings", "Timings (perf.json)",
                "The only file that differs from run to run: wall times of the bench, JMH "
                        + "throughput and the page's speed in a browser, measured on the machine "
                        + "that ran them.");
        PerfResult perf = lab.get(PerfResult.DOC);
        if (perf == null) {
            return s.notRun("perf.json", PERF_COMMAND).build();
        }
        if (perf.jmh() != null && !perf.jmh().isEmpty()) {
            List<List<Text>> rows = new ArrayList<>();
            for (Map.Entry<String, PerfResult.Jmh> e : perf.jmh().entrySet()) {
                PerfResult.Jmh b = e.getValue();
                rows.add(List.of(Text.code(e.getKey()), Text.plain(b.score().toPlainString()
                        + " ± " + b.scoreError().toPlainString()), Text.plain(b.unit()),
                        Text.plain(b.mode()), Text.plain(Integer.toString(b.threads())),
                        Text.plain(b.warmupIterations() + " + " + b.measurementIterations() + " × "
                                + b.measurementTime()), Text.plain(b.loadAverage1m() == null ? "—"
                                : b.loadAverage1m().toPlainString()), Text.plain(b.jvm())));
            }
            s.h3("JMH benchmarks (./link1 perf; ± is the 99.9 % interval)").table(List.of(
                    "benchmark", "score", "unit", "mode", "threads", "iterations",
                    "load average", "jvm"), rows);
        }
        if (perf.browser() != null) {
            browser(s, perf.browser());
        }
        s.h3("Bench");
        s.addAll(Generic.blocks(Tree.of(new PerfResult(perf.schemaVersion(), perf.benchWallMs(),
                perf.threads(), perf.seedSet(), null, perf.e2(), perf.lastBenchTotalMs(),
                perf.decode48k(), null, perf.decode48kF(), perf.decode48kQ()))));
        if (lab.get(PerfResult.EXTENDED_DOC) != null) {
            s.h3("The extended run (extended/perf.json)")
                    .addAll(Generic.blocks(Tree.of(lab.get(PerfResult.EXTENDED_DOC))));
        }
        return s.build();
    }

    /** {@code link1 perf --browser}: the page's receiver in Chromium and the site's size. */
    private static void browser(Section.Builder s, PerfResult.Browser b) {
        boolean fast = b.realTimeFactor().compareTo(
                BigDecimal.valueOf(b.targetRealTimeFactor())) >= 0;
        boolean small = b.siteBytes() <= b.targetSiteBytes();
        s.h3("In the browser (./link1 perf --browser)").table(List.of("figure", "measured",
                "target"), List.of(
                List.of(Text.plain(b.profile().toUpperCase() + "'s streaming receiver, "
                        + b.audioSeconds().toPlainString() + " s at " + b.sampleRateHz()
                        + " Hz in 100 ms chunks (median of " + b.runsMs().size() + " runs: "
                        + b.medianMs().toPlainString() + " ms; frames heard " + b.framesHeard()
                        + " of " + b.framesSent() + ")"),
                        Text.check(fast, b.realTimeFactor().toPlainString() + "× real time"),
                        Text.plain("≥ " + b.targetRealTimeFactor() + "×")),
                List.of(Text.plain("the site, all included (" + b.siteFiles() + " files)"),
                        Text.check(small, String.format(Locale.ROOT, "%,d bytes",
                                b.siteBytes()).replace(',', ' ')),
                        Text.plain(String.format(Locale.ROOT, "≤ %,d bytes",
                                b.targetSiteBytes()).replace(',', ' ')))));
        s.p("Measured on the page's one thread in " + b.engine() + ", on a machine of "
                + b.cpus() + " cores whose one-minute load average was "
                + b.loadAverage1m().toPlainString() + " when the runs ended.");
    }

    static Section commands(Lab lab) {
        Section.Builder s = Section.builder("commands", "Commands", "Commands and seeds",
                "Each figure on this page comes from one of these files; the command rewrites it "
                        + "byte for byte (perf.json excepted).");
        Map<String, String> sets = Provenance.seedSets(lab);
        Map<String, Doc<?>> named = new LinkedHashMap<>();
        Registry.documents().forEach(d -> named.put(d.name(), d));
        List<List<Text>> rows = new ArrayList<>();
        for (String name : lab.trees().keySet()) {
            String set = sets.get(name);
            Doc<?> doc = named.get(name);
            String command = doc == null ? (name.equals(V2FILE) ? JUDGE : "")
                    : doc.equals(PerfResult.DOC) || doc.equals(PerfResult.EXTENDED_DOC)
                    ? PERF_COMMAND : Provenance.command(doc, set);
            String built = lab.builds().getOrDefault(name, "");
            rows.add(List.of(Text.code(name + ".json"), Text.plain(set == null ? ""
                    : Provenance.describe(set)), command.isEmpty() ? Text.EMPTY
                    : Text.code(command), Text.plain(built)));
        }
        rows.add(List.of(Text.code("report.html"), Text.plain("this page"),
                Text.code("./link1 report"), Text.EMPTY));
        rows.add(List.of(Text.code("docs/results.md"), Text.plain("these results in Markdown"),
                Text.code("./link1 results"), Text.EMPTY));
        s.p("Built from: the commit the jar that wrote the file was built from and whether its"
                + " build's inputs (the poms, every module's src/main) were clean, as the file's"
                + " last key, build, records it; a file written before builds were recorded"
                + " (issue 28) says so. A judgement (predictions.json) also lists the eval"
                + " sources it read from a dirty tree: such verdicts are marked, never hidden.");
        return s.table(List.of("file", "seeds", "command", "built from"), rows).build();
    }
}
