package echoai.link1.bench.understandingrooms;

import echoai.link1.report.Block;
import echoai.link1.report.Chart;
import echoai.link1.report.Lab;
import echoai.link1.report.Rooms;
import echoai.link1.report.Section;
import echoai.link1.report.Svg;
import echoai.link1.report.Text;
import echoai.link1.bench.arms.ArmSummary;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult.RoomsArm;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult.WireArm;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * understanding-rooms (v2, docs/spec/LINK1-v2.md V2-2): does B's understanding survive the
 * room? Per air profile a chart of B's first-visit harm (mean a world and its 95 % t interval)
 * against distance at RT60 0.5 s in white noise at 30 dB, the claims arm and the dialogue by
 * air, with the wire arms S and T as dashed reference lines; then every arm in a table.
 */
public final class RoomsUnderstandingSection {
    /** The command that writes the file on the eval seeds. */
    static final String COMMAND = "./link1 bench understanding-rooms";
    /** The file, relative to the lab folder. */
    static final String FILE = Lab.V2 + "/understanding-rooms.json";
    private static final BigDecimal CURVE_RT60_S = new BigDecimal("0.5");
    private static final String CURVE_BACKGROUND = "white";
    private static final BigDecimal CURVE_SNR_DB = new BigDecimal("30");

    private RoomsUnderstandingSection() {
    }

    static void figures(Section.Builder s, Lab lab) {
        RoomsUnderstandingResult r = lab.get(UnderstandingRooms.DOC);
        if (r == null) {
            return;
        }
        s.add(new Block.Charts(charts(r)));
        s.p("Charts: RT60 0.5 s, white noise at 30 dB, 48 -> 48 kHz; mean first-visit harm a"
                + " world with its 95 % t interval (bars); dashed: the wire arms' means.");
        s.h3("Wire reference arms");
        List<List<Text>> wire = new ArrayList<>();
        for (WireArm w : r.wire()) {
            wire.add(row(w.arm(), w.mode(), "wire", w.summary()));
        }
        s.table(HEADER, wire);
        s.h3("Every rooms arm");
        List<List<Text>> rows = new ArrayList<>();
        for (RoomsArm a : r.arms()) {
            rows.add(row(a.arm(), a.mode(), Rooms.where(a.point(), a.background(), a.snrDb(),
                    a.devices()), a.summary()));
        }
        s.table(HEADER, rows);
        s.fold("How a postcard crosses the room", List.of(
                new Block.Paragraph(Text.plain(r.config().postcardDraws())),
                new Block.Paragraph(Text.plain(r.config().seedDerivation()))));
    }

    public static final List<String> HEADER = List.of("arm", "mode", "where", "lost / sent",
            "PER (%)", "first-visit harm a world (95 % CI)", "harm", "diversions",
            "accepted_corrupt", "corrupt_passed_crc", "P3 worlds");

    public static List<Text> row(String arm, String mode, String where, ArmSummary s) {
        return List.of(Text.plain(arm), Text.plain(mode), Text.plain(where),
                Text.plain(s.lost() + " / " + s.postcards()),
                Text.plain(Rooms.percent(s.per()).toPlainString()),
                Text.plain(mean(s)), Text.plain(Long.toString(s.harm())),
                Text.plain(Long.toString(s.diversions())),
                Text.check(s.acceptedCorrupt() == 0, Long.toString(s.acceptedCorrupt())),
                Text.plain(Long.toString(s.corruptPassedCrc())),
                Text.check(s.p3Holds() == s.worlds(), s.p3Holds() + " / " + s.worlds()));
    }

    /** "1.25 (0.98–1.52)". */
    static String mean(ArmSummary s) {
        return plain(s.firstVisitHarmMean()) + " (" + plain(s.firstVisitHarmMeanCi95().low())
                + "–" + plain(s.firstVisitHarmMeanCi95().high()) + ")";
    }

    private static String plain(BigDecimal v) {
        BigDecimal t = v.stripTrailingZeros();
        return (t.scale() < 0 ? t.setScale(0) : t).toPlainString();
    }

    /** Whether {@code a} is on the distance curve of the charts. */
    static boolean onCurve(RoomsArm a) {
        return a.rt60S().compareTo(CURVE_RT60_S) == 0 && a.background().equals(CURVE_BACKGROUND)
                && a.snrDb().compareTo(CURVE_SNR_DB) == 0;
    }

    /** One chart per profile: harm against distance, claims and dialogue, S and T dashed. */
    static List<Chart> charts(RoomsUnderstandingResult r) {
        List<Chart> out = new ArrayList<>();
        for (String profile : r.config().profiles()) {
            List<Chart.Series> lines = new ArrayList<>();
            for (String mode : List.of("claims", "dialogue")) {
                List<RoomsArm> curve = r.arms().stream().filter(a -> a.profile().equals(profile)
                        && a.mode().equals(mode) && onCurve(a)).sorted((a, b) -> a.distanceM()
                        .compareTo(b.distanceM())).toList();
                lines.add(series(mode.equals("claims") ? "A (claims)" : "E5 by air", curve));
            }
            out.add(chart(r, Rooms.profile(profile) + ": first-visit harm vs distance", lines));
        }
        return out;
    }

    /** A harm-against-distance chart: y from 0 past every interval, S and T dashed. */
    public static Chart chart(RoomsUnderstandingResult r, String title, List<Chart.Series> lines) {
        double yMax = 1;
        List<Chart.Guide> guides = new ArrayList<>();
        String[] colors = {Svg.BAD, Svg.GOOD};
        int i = 0;
        for (WireArm w : r.wire()) {
            if (w.mode().equals("claims")) {
                double at = w.summary().firstVisitHarmMean().doubleValue();
                guides.add(new Chart.Guide(false, at, w.arm() + " by wire",
                        colors[Math.min(i++, colors.length - 1)]));
                yMax = Math.max(yMax, w.summary().firstVisitHarmMeanCi95().high().doubleValue());
            }
        }
        for (RoomsArm a : r.arms()) {
            yMax = Math.max(yMax, a.summary().firstVisitHarmMeanCi95().high().doubleValue());
        }
        return new Chart.Lines(title, "distance (m)", "first-visit harm a world", lines, false, 0,
                Math.ceil(yMax * 1.1 * 2) / 2, guides);
    }

    /** The curve's means, each with its 95 % interval as a whisker. */
    public static Chart.Series series(String name, List<RoomsArm> curve) {
        return new Chart.Series(name, curve.stream().map(a -> new Chart.Point(
                a.distanceM().doubleValue(), a.summary().firstVisitHarmMean().doubleValue()))
                .toList(), curve.stream().map(a -> new Chart.Whisker(a.distanceM().doubleValue(),
                a.summary().firstVisitHarmMeanCi95().low().doubleValue(),
                a.summary().firstVisitHarmMeanCi95().high().doubleValue())).toList());
    }
}
