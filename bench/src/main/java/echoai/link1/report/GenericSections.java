package echoai.link1.report;

import echoai.link1.bench.e3.E3Result;
import echoai.link1.bench.e6.E6Result;
import echoai.link1.bench.reliability.ReliabilityResult;
import java.util.Map;

/**
 * Sections that show a document's every figure as generic blocks: E3 (real air), E6 (two
 * processes), the reliability run, and "other files" (documents the report has no record for).
 */
final class GenericSections {
    private GenericSections() {
    }

    static Section e3(Lab lab) {
        Section.Builder s = Section.builder("e3", "E3 real air", "E3 — real air",
                "Speaker to microphone through PipeWire and Java Sound (the digital loop on a "
                        + "headless machine).");
        E3Result e3 = lab.e3();
        if (e3 == null) {
            return s.notRun("E3.json", Provenance.missing("E3", lab)).build();
        }
        s.p(e3.title()).provenance(Provenance.command("E3", e3.seedSet(), false),
                Provenance.seeds(e3.seedSet(), lab, "claim_seed", e3.claimSeed()));
        // the contributed rows have their own table, apart from the loop's figures
        Tree.Obj loop = new Tree.Obj(((Tree.Obj) Tree.of(e3)).members().stream()
                .filter(m -> !m.key().equals("contributed")).toList());
        s.addAll(Generic.blocks(loop));
        E3Contributed.add(s, e3.contributed());
        return s.build();
    }

    static Section e6(Lab lab) {
        Section.Builder s = Section.builder("e6", "E6 processes", "E6 — two real processes",
                "A and B in separate OS processes, only bytes through a pipe; the report and the "
                        + "core digest must equal the in-process run.");
        E6Result e6 = lab.e6();
        if (e6 == null) {
            return s.notRun("E6.json", Provenance.missing("E6", lab)).build();
        }
        E6Result.Summary sum = e6.summary();
        s.p(e6.title()).p(Text.plain("Reports equal to the in-process run: ").then(Text.check(
                sum.allEqual(), sum.reportsEqual() + "/" + sum.worlds() + " arm-worlds in "
                        + sum.processes() + " processes")).then(
                "; abused-stdin trials ok: ").then(Text.check(sum.stdinTrialsOk()
                == sum.stdinTrials(), sum.stdinTrialsOk() + "/" + sum.stdinTrials())));
        s.provenance(Provenance.command("E6", e6.seedSet(), false), Provenance.seeds(e6.seedSet(),
                lab, "seeds", e6.config().seeds()));
        return s.addAll(Generic.blocks(Tree.of(e6))).build();
    }

    static Section reliability(Lab lab) {
        Section.Builder s = Section.builder("reliability", "Reliability",
                "Reliability — how often a wrong frame gets through",
                "Random frames against the CRC and the frame checks, hours of noise through the "
                        + "receiver, a long air run, and listen's stdin abused.");
        ReliabilityResult r = lab.reliability();
        if (r == null) {
            return s.notRun("reliability.json", "./link1 bench reliability").build();
        }
        s.provenance("./link1 bench reliability" + (r.seedSet().equals("eval") ? ""
                : " --seeds " + r.seedSet()), Provenance.seeds(r.seedSet(), lab,
                "random_frames.seed", r.randomFrames().seed(), "air_frames.seed",
                r.airFrames().seed()));
        return s.addAll(Generic.blocks(Tree.of(r))).build();
    }

    static Section others(Lab lab) {
        Section.Builder s = Section.builder("others", "Other files", "Other files",
                "Documents without a section of their own, shown as they are.");
        if (lab.others().isEmpty()) {
            return s.p("None.").build();
        }
        for (Map.Entry<String, Tree> e : lab.others().entrySet()) {
            s.h3(e.getKey() + ".json").addAll(Generic.blocks(e.getValue()));
        }
        return s.build();
    }
}
