package echoai.link1.bench.reliability;

import echoai.link1.report.Generic;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import echoai.link1.report.Tree;

/** The reliability run's figures: every one, as generic blocks. */
final class ReliabilitySection {
    private ReliabilitySection() {
    }

    static void figures(Section.Builder s, Lab lab) {
        ReliabilityResult r = lab.get(Reliability.DOC);
        if (r != null) {
            s.addAll(Generic.blocks(Tree.of(r)));
        }
    }
}
