package echoai.link1.report;

import echoai.link1.bench.e0.E0Result;
import echoai.link1.bench.e1.E1Result;
import java.util.ArrayList;
import java.util.List;

/** E0 (frame integrity) and E1 (RS(15,11)): a chart, the table of outcomes, every figure. */
final class FoundationSections {
    private FoundationSections() {
    }

    static Section e0(Lab lab) {
        Section.Builder s = Section.builder("e0", "E0 frames", "E0 — frame and postcard integrity",
                "Random valid postcards through the 22-byte frame; 1-, 2- and 3-byte corruptions "
                        + "counted by the first check that caught them.");
        E0Result e0 = lab.e0();
        if (e0 == null) {
            return s.notRun("E0.json", Provenance.missing("E0", lab)).build();
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
        s.provenance(Provenance.command("E0", e0.seedSet(), false), Provenance.seeds(e0.seedSet(),
                lab, "seed_base", e0.config().seedBase(), "seed", e0.config().seed()));
        return s.fold("Every figure of E0.json", Generic.blocks(Tree.of(e0))).build();
    }

    static Section e1(Lab lab) {
        Section.Builder s = Section.builder("e1", "E1 FEC",
                "E1 — RS(15,11) forward error correction",
                "Every pattern within capacity must be corrected; beyond it, a reported failure "
                        + "or a miscorrection the CRC must catch.");
        E1Result e1 = lab.e1();
        if (e1 == null) {
            return s.notRun("E1.json", Provenance.missing("E1", lab)).build();
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
        s.provenance(Provenance.command("E1", e1.seedSet(), false), Provenance.seeds(e1.seedSet(),
                lab, "seed_base", e1.seedBase(), "seed", e1.seed()));
        return s.fold("Every figure of E1.json", Generic.blocks(Tree.of(e1))).build();
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

    static Text num(long v) {
        return Text.plain(Long.toString(v));
    }
}
