package echoai.link1.bench.e2rooms;

import echoai.link1.report.Block;
import echoai.link1.report.Chart;
import echoai.link1.report.CrcChance;
import echoai.link1.report.Lab;
import echoai.link1.report.Rooms;
import echoai.link1.report.Section;
import echoai.link1.report.Svg;
import echoai.link1.report.Text;
import echoai.link1.bench.air.RoomsPoint;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;

/**
 * E2-rooms (v2, docs/spec/LINK1-v2.md): the air profiles K1, K2 and R through the physical room.
 * Per RT60 a chart of PER (%) against distance (m), one line per profile, for one background and
 * SNR ({@value #CHART_BACKGROUND} {@code 10 dB} when the file has it); the clock points and the
 * stretch point called out; every point in a table with its 95 % Wilson interval,
 * corrupt_passed_crc and accepted_corrupt.
 */
public final class RoomsSection {
    /** The command that writes {@code v2/E2-rooms.json} on the registered eval seeds. */
    static final String COMMAND = "./link1 bench E2-rooms";
    /** The file, relative to the lab folder. */
    static final String FILE = Lab.V2 + "/E2-rooms.json";
    /** The background of the charts (with {@link #CHART_SNR_DB}). */
    static final String CHART_BACKGROUND = "white";
    /** The SNR of the charts, dB. */
    static final BigDecimal CHART_SNR_DB = BigDecimal.TEN;

    private RoomsSection() {
    }

    static void figures(Section.Builder s, Lab lab) {
        E2RoomsResult e = lab.get(E2Rooms.DOC);
        if (e == null) {
            return;
        }
        s.add(stats(e.points()));
        List<RoomsPoint> grid = chartPoints(e.points());
        if (!grid.isEmpty()) {
            RoomsPoint first = grid.get(0);
            String where = first.background() + ", " + first.snrDb().stripTrailingZeros()
                    .toPlainString() + " dB, " + first.devices();
            s.add(new Block.Charts(charts(grid, where)));
            s.p("Charts: " + where + " only (the other backgrounds and SNRs are in the table "
                    + "below); PER on a log scale, 0 at the bottom.");
        }
        s.h3("Wrong frames past the CRC against chance").p("Every candidate the receivers hand"
                + " to the CRC, per profile over all points; a wrong one passes a 16-bit check with"
                + " probability about 2⁻¹⁶, so the expected passes are the wrong candidates / 65 536"
                + " (issue 28, item 10). Each recording yields at most one candidate here (one"
                + " greeting or sync a frame); the receivers hand over no others.");
        s.table(CrcChance.ROOMS_HEADER, CrcChance.rooms(e.points()));
        s.h3("Clock points (±200 ppm)").p("The grid's RT60 0.5 s points again, with the "
                + "playback and capture clocks apart (R1 judges them with the grid).");
        s.add(table(e.points(), Rooms::clock));
        s.h3("Stretch point (R4)").p("Babble below the noise; registered as a stretch.");
        s.add(table(e.points(), Rooms::stretch));
        s.h3("Every point").add(table(e.points(), p -> true));
        s.fold("How a recording is made", List.of(
                new Block.Paragraph(Text.plain(e.recording())),
                new Block.Paragraph(Text.plain(e.seedDerivation()))));
    }

    /** Per profile: lost of recordings, wrong frames past the CRC and past every check. */
    private static Block stats(List<RoomsPoint> points) {
        Map<String, long[]> by = new LinkedHashMap<>();
        for (RoomsPoint p : points) {
            long[] t = by.computeIfAbsent(p.profile(), k -> new long[4]);
            t[0] += p.lost();
            t[1] += p.frames();
            t[2] += p.corruptPassedCrc();
            t[3] += p.acceptedCorrupt();
        }
        List<List<Text>> rows = new ArrayList<>();
        by.forEach((profile, t) -> rows.add(List.of(Text.plain(Rooms.profile(profile)),
                Text.plain(t[0] + " / " + t[1]), Text.check(t[2] == 0, Long.toString(t[2])),
                Text.check(t[3] == 0, Long.toString(t[3])))));
        return new Block.Table("Totals over every point", List.of("profile",
                "lost / recordings", "corrupt_passed_crc", "accepted_corrupt"), rows);
    }

    /**
     * The grid points of the charts: {@link #CHART_BACKGROUND} at {@link #CHART_SNR_DB} when the
     * file has them, else the first grid point's background and SNR; one device chain.
     */
    static List<RoomsPoint> chartPoints(List<RoomsPoint> points) {
        List<RoomsPoint> grid = points.stream().filter(Rooms::grid).toList();
        RoomsPoint pick = grid.stream().filter(p -> p.background().equals(CHART_BACKGROUND)
                && p.snrDb().compareTo(CHART_SNR_DB) == 0).findFirst()
                .orElse(grid.isEmpty() ? null : grid.get(0));
        if (pick == null) {
            return List.of();
        }
        return grid.stream().filter(p -> p.background().equals(pick.background())
                && p.snrDb().compareTo(pick.snrDb()) == 0 && p.devices().equals(pick.devices()))
                .toList();
    }

    /** One chart per RT60 (ascending): PER (%) against distance, one line per profile. */
    static List<Chart> charts(List<RoomsPoint> points, String where) {
        TreeSet<BigDecimal> rt60s = new TreeSet<>();
        Set<String> profiles = new LinkedHashSet<>();
        points.forEach(p -> {
            rt60s.add(p.rt60S());
            profiles.add(p.profile());
        });
        List<Chart> out = new ArrayList<>();
        for (BigDecimal rt60 : rt60s) {
            List<Chart.Series> lines = new ArrayList<>();
            for (String profile : profiles) {
                lines.add(new Chart.Series(Rooms.profile(profile), points.stream()
                        .filter(p -> p.rt60S().compareTo(rt60) == 0
                                && p.profile().equals(profile))
                        .sorted((a, b) -> a.distanceM().compareTo(b.distanceM()))
                        .map(p -> new Chart.Point(p.distanceM().doubleValue(),
                                Rooms.percent(p.per()).doubleValue())).toList()));
            }
            out.add(new Chart.Lines("RT60 " + rt60.stripTrailingZeros().toPlainString()
                    + " s: PER vs distance (" + where + ")", "distance (m)",
                    "PER (%), log scale; 0 at the bottom", lines, true, 0.1, 100,
                    List.of(new Chart.Guide(false, 1.0, "PER 1 %", Svg.BAD))));
        }
        return out;
    }

    /** The points that {@code which} picks, in file order (profile-minor). */
    private static Block table(List<RoomsPoint> points, Predicate<RoomsPoint> which) {
        List<List<Text>> rows = new ArrayList<>();
        for (RoomsPoint p : points) {
            if (which.test(p)) {
                rows.add(row(p));
            }
        }
        return new Block.Table("", List.of("point", "background", "SNR (dB)", "devices",
                "profile", "lost / recordings", "PER (%)", "95 % CI (%)", "corrupt_passed_crc",
                "accepted_corrupt", "kind"), rows);
    }

    private static List<Text> row(RoomsPoint p) {
        BigDecimal per = Rooms.percent(p.per());
        String kind = Rooms.stretch(p) ? "stretch" : Rooms.clock(p) ? "clock" : "grid";
        return List.of(Text.plain(p.point()), Text.plain(p.background()),
                Text.plain(p.snrDb().toPlainString()), Text.plain(p.devices()),
                Text.plain(Rooms.profile(p.profile())),
                Text.plain(p.lost() + " / " + p.frames()),
                Text.of(new Text.Tint(per.compareTo(BigDecimal.ONE) <= 0, per.toPlainString(),
                        p.lost() + " lost of " + p.frames())),
                Text.plain(Rooms.ci95Percent(p.lost(), p.frames())),
                Text.check(p.corruptPassedCrc() == 0, Integer.toString(p.corruptPassedCrc())),
                Text.check(p.acceptedCorrupt() == 0, Integer.toString(p.acceptedCorrupt())),
                Text.plain(kind));
    }
}
