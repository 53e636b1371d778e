package echoai.link1.bench.e1;

import echoai.link1.report.Chart;
import echoai.link1.report.Generic;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import echoai.link1.report.Text;
import echoai.link1.report.Tree;
import java.util.ArrayList;
import java.util.List;

/** E1's figures (RS(15,11)): a chart, the table of outcomes, every figure. */
final class E1Section {
    private E1Section() {
    }

    static void figures(Section.Builder s, Lab lab) {
        E1Result e1 = lab.get(E1Fec.DOC);
        if (e1 == null) {
            return;
        }
        List<String> cats = new ArrayList<>();
        List<Double> failed = new ArrayList<>();
        List<Double> wrong = new ArrayList<>();
        for (E1Result.BeyondCapacity b : e1.beyondCapacity()) {
            cats.add(b.errors() + " errors");
            failed.add((double) b.failureReported());
            wrong.add((double) b.miscorrectedToAnotherCodeword());
        }
        s.chart(new Chart.Bars("Beyond capacity (errors-only decoder)", "random errors per block",
                "blocks", cats, List.of(new Chart.BarSeries("failure reported", failed, List.of()),
                        new Chart.BarSeries("miscorrected", wrong, List.of()))));
        s.table(List.of("part", "patterns", "corrected", "failure reported", "miscorrected",
                "non-codeword returned"), e1Rows(e1));
        s.fold("Every figure of E1.json", Generic.blocks(Tree.of(e1)));
    }

    private static List<List<Text>> e1Rows(E1Result e1) {
        List<List<Text>> rows = new ArrayList<>();
        E1Result.RandomBlocks rb = e1.randomBlocks();
        rows.add(List.of(Text.plain("random blocks, ≤ 2 random errors (by errors: "
                + rb.blocksByErrors() + ")"), num(rb.patterns()), num(rb.corrected()),
                num(rb.failureReported()), num(rb.miscorrected()), num(rb.returnedNonCodeword())));
        E1Result.ExhaustiveErrors ex = e1.exhaustiveErrors();
        rows.add(tally("every 1-error pattern in " + ex.codewords() + " codewords", ex.oneError()));
        rows.add(tally("every 2-error pattern in " + ex.codewords() + " codewords", ex.twoErrors()));
        E1Result.ExhaustiveErasures er = e1.exhaustiveErasures();
        long corrected = 0;
        long failed = 0;
        long wrong = 0;
        long nonCodeword = 0;
        for (E1Result.ErasurePattern p : er.byPattern()) {
            corrected += p.corrected();
            failed += p.failureReported();
            wrong += p.miscorrected();
            nonCodeword += p.returnedNonCodeword();
        }
        rows.add(List.of(Text.plain("every erasure pattern 2e + f ≤ 4, f ≥ 1, in "
                + er.codewords() + " codewords"), num(er.patterns()), num(corrected), num(failed),
                num(wrong), num(nonCodeword)));
        for (E1Result.BeyondCapacity b : e1.beyondCapacity()) {
            rows.add(List.of(Text.plain("beyond capacity: " + b.errors() + " random errors, "
                    + b.decoder()), num(b.blocks()), num(0), Text.plain(b.failureReported() + " ("
                    + b.failureReportedRatio().toPlainString() + ")"), Text.plain(
                    b.miscorrectedToAnotherCodeword() + " (" + b.miscorrectedRatio().toPlainString()
                    + ")"), num(b.returnedNonCodeword())));
        }
        return rows;
    }

    private static List<Text> tally(String label, E1Result.Tally t) {
        return List.of(Text.plain(label), num(t.patterns()), num(t.corrected()),
                num(t.failureReported()), num(t.miscorrected()), num(t.returnedNonCodeword()));
    }

    private static Text num(long v) {
        return Text.plain(Long.toString(v));
    }
}
