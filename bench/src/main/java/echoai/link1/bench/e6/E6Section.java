package echoai.link1.bench.e6;

import echoai.link1.report.Generic;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import echoai.link1.report.Text;
import echoai.link1.report.Tree;

/** E6's figures: the reports equal to the in-process run, and every figure. */
final class E6Section {
    private E6Section() {
    }

    static void figures(Section.Builder s, Lab lab) {
        E6Result e6 = lab.get(E6Processes.DOC);
        if (e6 == null) {
            return;
        }
        E6Result.Summary sum = e6.summary();
        s.p(e6.title()).p(Text.plain("Reports equal to the in-process run: ").then(Text.check(
                sum.allEqual(), sum.reportsEqual() + "/" + sum.worlds() + " arm-worlds in "
                        + sum.processes() + " processes")).then(
                "; abused-stdin trials ok: ").then(Text.check(sum.stdinTrialsOk()
                == sum.stdinTrials(), sum.stdinTrialsOk() + "/" + sum.stdinTrials())));
        s.addAll(Generic.blocks(Tree.of(e6)));
    }
}
