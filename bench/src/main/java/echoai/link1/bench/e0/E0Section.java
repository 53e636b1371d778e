package echoai.link1.bench.e0;

import echoai.link1.report.Chart;
import echoai.link1.report.Generic;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import echoai.link1.report.Text;
import echoai.link1.report.Tree;
import java.util.ArrayList;
import java.util.List;

/** E0's figures (frame integrity): a chart, the table of outcomes, every figure. */
final class E0Section {
    private E0Section() {
    }

    static void figures(Section.Builder s, Lab lab) {
        E0Result e0 = lab.get(E0FrameIntegrity.DOC);
        if (e0 == null) {
            return;
        }
        List<String> cats = new ArrayList<>();
        List<Double> detected = new ArrayList<>();
        List<Double> undetected = new ArrayList<>();
        List<String> checks = e0.corruption().isEmpty() ? List.of()
                : List.copyOf(e0.corruption().get(0).detectedBy().keySet());
        List<String> header = new ArrayList<>(List.of("corrupted bytes", "trials"));
        checks.forEach(c -> header.add("caught by " + c));
        header.add("undetected");
        List<List<Text>> rows = new ArrayList<>();
        List<Text> roundTrip = new ArrayList<>(List.of(Text.plain("round trip"),
                num(e0.roundTrip().postcards())));
        checks.forEach(c -> roundTrip.add(Text.plain("—")));
        roundTrip.add(Text.plain(e0.roundTrip().equal() + " equal, " + e0.roundTrip().notEqual()
                + " not equal"));
        rows.add(roundTrip);
        for (E0Result.Corruption c : e0.corruption()) {
            cats.add(c.corruptedBytes() + " byte(s)");
            detected.add((double) c.detected());
            undetected.add((double) c.undetected());
            List<Text> row = new ArrayList<>(List.of(num(c.corruptedBytes()), num(c.trials())));
            checks.forEach(k -> row.add(num(c.detectedBy().getOrDefault(k, 0L))));
            row.add(Text.check(c.undetected() == 0, Long.toString(c.undetected())));
            rows.add(row);
        }
        s.chart(new Chart.Bars("Corrupted frames: detected and undetected", "corruption",
                "frames", cats, List.of(new Chart.BarSeries("detected", detected, List.of()),
                        new Chart.BarSeries("undetected", undetected, List.of()))));
        s.table(header, rows);
        s.fold("Every figure of E0.json", Generic.blocks(Tree.of(e0)));
    }

    static Text num(long v) {
        return Text.plain(Long.toString(v));
    }
}
