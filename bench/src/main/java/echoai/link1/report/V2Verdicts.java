package echoai.link1.report;

import echoai.link1.bench.registry.V2PredictionsResult.PointPer;
import echoai.link1.bench.registry.V2PredictionsResult;
import echoai.link1.bench.rules.Prediction;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The v2 predictions R1–R4 (docs/spec/LINK1-v2.md, later than the v1 run) as
 * {@code v2/predictions.json} judges them: per prediction its rule, verdict and numbers in
 * words, and the one glance line. Kept apart from v1's P1–P7 ({@link Predictions}).
 */
final class V2Verdicts {
    /** The file, relative to the lab folder. */
    static final String FILE = Lab.V2 + "/predictions.json";
    /** The command that judges v1 and v2 again from the JSON (writes this file). */
    static final String JUDGE = "./link1 bench --judge";
    /** How the v2 verdicts are marked wherever they appear. */
    static final String MARK = "v2, registered in docs/spec/LINK1-v2.md, later than the v1 run";

    private V2Verdicts() {
    }

    /**
     * One v2 prediction.
     *
     * @param id      {@code R1} … {@code R4}
     * @param rule    the rule as the file states it
     * @param verdict green, red or pending
     * @param numbers the figures behind the verdict, in words
     * @param why     why it is pending ("" otherwise)
     * @param sentence the deciding figures in one sentence ("" when not judged)
     */
    record Row(String id, String rule, String verdict, List<String> numbers, String why,
            String sentence) {
        Row {
            numbers = List.copyOf(numbers);
        }

        Row(String id, String rule, String verdict, List<String> numbers, String why) {
            this(id, rule, verdict, numbers, why, "");
        }

        Row withSentence(String text) {
            return new Row(id, rule, verdict, numbers, why, text);
        }
    }

    /** R1–R4 in order; empty without {@code v2/predictions.json}. */
    static List<Row> rows(Lab lab) {
        V2PredictionsResult r = lab.v2Predictions();
        if (r == null) {
            return List.of();
        }
        List<Row> out = new ArrayList<>();
        out.add(row("R1", r.r1(), r.r1().numbers() == null ? List.of() : r1(r.r1().numbers())));
        out.add(row("R2", r.r2(), r.r2().numbers() == null ? List.of() : List.of(
                "points = " + r.r2().numbers().points(),
                "R's corrupt_passed_crc = " + r.r2().numbers().corruptPassedCrc())));
        out.add(row("R3", r.r3(), r.r3().numbers() == null ? List.of() : List.of(
                "accepted_corrupt: " + perProfile(r.r3().numbers().acceptedCorrupt()),
                "corrupt_passed_crc (reported): "
                        + perProfile(r.r3().numbers().corruptPassedCrc()))));
        out.add(row("R4", r.r4(), r.r4().numbers() == null ? List.of()
                : List.of(point(r.r4().numbers()))));
        out.addAll(V2RoomsVerdicts.rows(r.understandingRooms()));
        List<Row> told = new ArrayList<>();
        for (Row row : out) {
            boolean judged = row.why().isEmpty() && !row.numbers().isEmpty();
            told.add(!judged ? row : row.withSentence(row.id().startsWith("U")
                    ? VerdictSentences.u(row.id(), r.understandingRooms()) : summary(row, r)));
        }
        return told;
    }

    /**
     * An experiment's verdicts as a table under its heading (a pending one with why); without
     * them (no eval run judged), why.
     *
     * @param s the section
     * @param heading e.g. "Predictions W1–W6"
     * @param rows the rows, or null when there are no verdicts
     * @param file the experiment's file, relative to the lab folder
     * @param seedSet the seed set the file holds
     */
    static void table(Section.Builder s, String heading, List<Row> rows, String file,
                      String seedSet) {
        if (rows == null) {
            s.p("No verdicts: " + file + " holds seed set " + seedSet + "; only an eval run is"
                    + " judged into " + FILE + ".");
            return;
        }
        s.h3(heading);
        List<List<Text>> cells = new ArrayList<>();
        for (Row row : rows) {
            cells.add(List.of(Text.strong(row.id()), Text.verdict(row.verdict()),
                    Text.plain(row.rule()), Text.plain(row.why().isEmpty()
                            ? String.join("; ", row.numbers()) : "pending: " + row.why())));
        }
        s.table(List.of("id", "verdict", "rule", "numbers"), cells);
    }

    /**
     * Verdicts in one glance line's words: "**ID** verdict — numbers" (or why pending), joined.
     *
     * @param rows the rows
     * @return the line's text after its title
     */
    static String glanceParts(List<Row> rows) {
        List<String> parts = new ArrayList<>();
        for (Row row : rows) {
            parts.add("**" + row.id() + "** " + Md.text(Text.verdict(row.verdict())) + " — "
                    + Md.cell(row.why().isEmpty() ? String.join("; ", row.numbers())
                    : "pending: " + row.why()));
        }
        return String.join("; ", parts);
    }

    /** A prediction's row (its numbers in words, given). */
    static Row row(String id, Prediction<?> p, List<String> numbers) {
        return new Row(id, p.rule(), p.verdict().toString(), numbers,
                p.why() == null ? "" : p.why());
    }

    private static List<String> r1(V2PredictionsResult.R1 n) {
        List<String> out = new ArrayList<>(List.of("points = " + n.points(),
                "points over 1 % = " + n.pointsOver(), "lost " + n.lost() + " of " + n.frames()));
        if (n.worst() != null) {
            out.add("worst: " + point(n.worst()));
        }
        n.over().forEach(p -> out.add("over: " + point(p)));
        return out;
    }

    /** "living-rt0.8-3m, white, 10 dB, 48->48 kHz, R: 2 of 320 (0.63 %, 95 % CI 0.17–2.25 %)". */
    static String point(PointPer p) {
        return Rooms.where(p.point(), p.background(), p.snrDb(), p.devices()) + ", "
                + Rooms.profile(p.profile()) + ": " + p.lost() + " of " + p.frames() + " ("
                + Rooms.percent(p.per()).toPlainString() + " %, 95 % CI "
                + Rooms.percent(p.perCi95().low()).toPlainString() + "–"
                + Rooms.percent(p.perCi95().high()).toPlainString() + " %)";
    }

    private static String perProfile(Map<String, Long> byProfile) {
        List<String> parts = new ArrayList<>();
        byProfile.forEach((k, v) -> parts.add(Rooms.profile(k) + " = " + v));
        return String.join(", ", parts);
    }

    /**
     * The glance line, e.g. "v2 (E2-rooms, eval): R1 green — profile R's PER ≤ 1 % at all 116
     * points (worst: …); R2 …"; null without {@code v2/predictions.json}.
     */
    static String glance(Lab lab) {
        V2PredictionsResult r = lab.v2Predictions();
        if (r == null) {
            return null;
        }
        String set = r.sources().values().stream().findFirst().orElse("eval");
        List<String> parts = new ArrayList<>();
        for (Row row : rows(lab)) {
            parts.add("**" + row.id() + "** " + Md.text(Text.verdict(row.verdict())) + " — "
                    + Md.cell(summary(row, r)));
        }
        boolean rooms = r.understandingRooms() != null;
        return "- **v2** (E2-rooms" + (rooms ? " R1–R4, understanding-rooms U1–U5" : "") + ", "
                + set + "; " + MARK + "): " + String.join("; ", parts);
    }

    /** One prediction in a few words, from its numbers. */
    private static String summary(Row row, V2PredictionsResult r) {
        if (!row.why().isEmpty()) {
            return "pending: " + row.why();
        }
        return switch (row.id()) {
            case "R1" -> {
                V2PredictionsResult.R1 n = r.r1().numbers();
                yield "profile R's PER ≤ 1 % at " + (n.pointsOver() == 0 ? "all " + n.points()
                        : (n.points() - n.pointsOver()) + " of " + n.points())
                        + (n.points() == 1 ? " point" : " points") + (n.worst() == null
                        || n.lost() == 0 ? " (" + n.lost() + " lost of " + n.frames() + ")"
                        : " (worst: " + point(n.worst()) + ")");
            }
            case "R2" -> "R's corrupt frames past the CRC: " + r.r2().numbers().corruptPassedCrc();
            case "R3" -> "accepted corrupt frames: "
                    + perProfile(r.r3().numbers().acceptedCorrupt());
            case "R4" -> "stretch: " + point(r.r4().numbers());
            case "U4" -> r.understandingRooms().u4().numbers() == null ? ""
                    : String.join("; ", r.understandingRooms().u4().numbers().profiles().stream()
                    .map(p -> Rooms.profile(p.profile()) + ": range " + p.observed()
                            .toPlainString() + " m (registered " + p.registered().toPlainString()
                            + " m)").toList());
            default -> row.numbers().isEmpty() ? "" : row.numbers().get(0);
        };
    }
}
