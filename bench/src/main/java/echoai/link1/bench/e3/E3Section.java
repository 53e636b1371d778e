package echoai.link1.bench.e3;

import echoai.link1.report.Generic;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import echoai.link1.report.Tree;

/** E3's figures: the loop's every figure, and the rows contributed from the page. */
final class E3Section {
    private E3Section() {
    }

    static void figures(Section.Builder s, Lab lab) {
        E3Result e3 = lab.get(E3RealAir.DOC);
        if (e3 == null) {
            return;
        }
        s.p(e3.title());
        // the contributed rows have their own table, apart from the loop's figures
        Tree.Obj loop = new Tree.Obj(((Tree.Obj) Tree.of(e3)).members().stream()
                .filter(m -> !m.key().equals("contributed")).toList());
        s.addAll(Generic.blocks(loop));
        E3Contributed.add(s, e3.contributed());
    }
}
