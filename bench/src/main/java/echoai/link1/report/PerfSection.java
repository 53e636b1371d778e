package echoai.link1.report;

import echoai.link1.bench.PerfResult;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The timings (perf.json) and the table of every file with the command that writes it. */
final class PerfSection {
    private PerfSection() {
    }

    static Section perf(Lab lab) {
        Section.Builder s = Section.builder("perf", "Timings", "Timings (perf.json)",
                "The only file that differs from run to run: wall times of the bench, JMH "
                        + "throughput and the page's speed in a browser, measured on the machine "
                        + "that ran them.");
        PerfResult perf = lab.perf();
        if (perf == null) {
            return s.notRun("perf.json", Provenance.missing("all", lab) + " && ./link1 perf")
                    .build();
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
                perf.decode48k(), null, perf.decode48kF()))));
        if (lab.extendedPerf() != null) {
            s.h3("The extended run (extended/perf.json)")
                    .addAll(Generic.blocks(Tree.of(lab.extendedPerf())));
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
        List<List<Text>> rows = new ArrayList<>();
        for (String name : lab.trees().keySet()) {
            String set = sets.get(name);
            String command = switch (name) {
                case "perf" -> Provenance.missing("all", lab) + " && ./link1 perf";
                case Lab.EXTENDED + "/E2" -> ModemSection.extendedCommand(lab);
                case Lab.EXTENDED + "/perf" -> ModemSection.extendedCommand(lab);
                case "predictions" -> Provenance.command("all", set, false);
                case Lab.V2 + "/E2-rooms" -> Provenance.command("E2-rooms", set, false);
                case Lab.V2 + "/E2-rooms-noise" -> RoomsNoiseSection.COMMAND;
                case Lab.V2 + "/predictions" -> V2Verdicts.JUDGE;
                case Lab.V2 + "/understanding-rooms" -> Provenance.command("understanding-rooms",
                        set, false);
                case Lab.V2 + "/E7" -> Provenance.command("E7", set, false);
                case Lab.V2 + "/E7-capture" -> Provenance.command("E7-capture", set, false);
                case Lab.V2 + "/E7-live" -> "./link1 bench E7 --live";
                case Lab.V2 + "/E9" -> Provenance.command("E9", set, false);
                case Lab.V2 + "/E9-air" -> Provenance.command("E9-air", set, false);
                case Lab.V2 + "/understanding-rooms-u3", Lab.V2 + "/u3-rerun-predictions" ->
                        U3RerunSection.COMMAND;
                case Lab.V2 + "/ggwave-fair" -> Provenance.command("E2-rooms-ggwave-fair", set,
                        false);
                case Lab.V2 + "/E8" -> Provenance.command("E8", set, false);
                case Lab.V2 + "/E8-air" -> Provenance.command("E8-air", set, false);
                case Lab.V2 + "/E2-rooms-F" -> Provenance.command("E2-rooms-F", set, false);
                case Lab.V2 + "/understanding-rooms-f" -> Provenance.command(
                        "understanding-rooms-f", set, false);
                case Lab.V2 + "/E2-rooms-babble-shuffled" -> Provenance.command(
                        "E2-rooms-babble-shuffled", set, false);
                default -> lab.others().containsKey(name) ? "" : Provenance.command(name, set,
                        name.equals("E2") && lab.e2().extended() != null);
            };
            String built = lab.builds().getOrDefault(name, "");
            rows.add(List.of(Text.code(name + ".json"), Text.plain(set == null ? ""
                    : Provenance.describe(set, lab)), command.isEmpty() ? Text.EMPTY
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
