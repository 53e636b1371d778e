package echoai.link1.bench.e5;

import echoai.link1.bench.e4.Arms;
import echoai.link1.report.Block;
import echoai.link1.report.Chart;
import echoai.link1.report.Generic;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import echoai.link1.report.Svg;
import echoai.link1.report.Text;
import echoai.link1.report.Tree;
import echoai.link1.bench.rules.Paired;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * E5, the dialogue: postcards used by E5 against T's full broadcast per world and first-visit
 * harm against T, paired by seed.
 */
public final class DialogueSection {
    private DialogueSection() {
    }

    static void figures(Section.Builder s, Lab lab) {
        List<Arms.Arm> arms = Arms.of(lab);
        Arms.Arm d = Arms.find(arms, "E5");
        Arms.Arm t = Arms.find(arms, "T");
        if (lab.get(E5Dialogue.DOC) == null || d == null) {
            return;
        }
        if (t != null) {
            Paired.Stats cards = Paired.stats(d.worlds(), t.worlds(), Paired.POSTCARDS);
            Paired.Stats harm = Paired.stats(d.worlds(), t.worlds(), Paired.HARM);
            s.add(new Block.Stats(List.of(
                    new Block.Entry("postcards E5 / T (all worlds)", Text.plain(
                            d.sum(Paired.POSTCARDS) + " / " + t.sum(Paired.POSTCARDS))),
                    new Block.Entry("worlds where E5 used fewer postcards", Text.check(
                            cards.less() == cards.worlds(), Arms.share(cards.less(),
                                    cards.worlds()))),
                    new Block.Entry("worlds with harm(E5) ≤ harm(T) + 1", Text.plain(
                            Arms.share(harm.withinOne(), harm.worlds()))))));
            s.chart(postcardChart(d, t));
        }
        s.fold("Configuration", Generic.blocks(Tree.of(lab.get(E5Dialogue.DOC).config())));
    }

    private static Chart postcardChart(Arms.Arm d, Arms.Arm t) {
        Map<Long, Long> dc = d.bySeed(Paired.POSTCARDS);
        Map<Long, Long> tc = t.bySeed(Paired.POSTCARDS);
        List<Chart.Point> dp = new ArrayList<>();
        List<Chart.Point> tp = new ArrayList<>();
        double max = 1;
        for (Map.Entry<Long, Long> e : dc.entrySet()) {
            Long other = tc.get(e.getKey());
            if (other != null) {
                dp.add(new Chart.Point(e.getKey(), e.getValue()));
                tp.add(new Chart.Point(e.getKey(), other));
                max = Math.max(max, Math.max(e.getValue(), other));
            }
        }
        double step = Svg.niceStep(max, 6);
        return new Chart.Lines("Postcards per world: E5 dialogue vs T broadcast", "world seed",
                "postcards", List.of(new Chart.Series("T", tp), new Chart.Series("E5", dp)), false,
                0, Math.ceil(max / step) * step, List.of());
    }
}
