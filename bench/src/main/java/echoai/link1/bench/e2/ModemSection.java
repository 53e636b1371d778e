package echoai.link1.bench.e2;

import echoai.link1.report.Block;
import echoai.link1.report.Chart;
import echoai.link1.report.Generic;
import echoai.link1.report.Lab;
import echoai.link1.report.Rooms;
import echoai.link1.report.Section;
import echoai.link1.report.Svg;
import echoai.link1.report.Text;
import echoai.link1.report.Tree;
import echoai.link1.bench.air.AirPoint;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * E2, the modem: PER against SNR per room × K (random and CLAIM sweeps, and the extended
 * threshold curves with each threshold marked), the PER grid, the clean loop, P6 and the
 * extended sweeps.
 */
public final class ModemSection {
    private ModemSection() {
    }

    static void figures(Section.Builder s, Lab lab) {
        E2Result e2 = lab.get(E2Modem.DOC);
        if (e2 == null) {
            return;
        }
        s.add(new Block.Charts(List.of(chart("Random frames: PER vs SNR", e2.randomFrames(),
                List.of()), chart("CLAIM frames: PER vs SNR", e2.claimFrames(), List.of()))));
        s.h3("PER per point (%)").add(grid(e2));
        s.h3("P6 from E2").addAll(Generic.blocks(Tree.of(e2.p6())));
        s.h3("Clean loop (no room, no noise)")
                .add(Generic.table("", (Tree.Arr) Tree.of(e2.cleanLoop())));
        E2Result withExtended = e2.extended() != null ? e2 : lab.get(E2Modem.EXTENDED_DOC);
        if (withExtended != null && withExtended.extended() != null) {
            extended(s, withExtended.extended(), extendedCommand(lab),
                    withExtended.seedSet());
        }
        s.fold("Configuration", Generic.blocks(Tree.of(e2.config())));
    }

    /** The command that wrote the extended sweeps (E2.json itself, or extended/E2.json). */
    static String extendedCommand(Lab lab) {
        E2Result e2 = lab.get(E2Modem.DOC);
        if (e2 != null && e2.extended() != null) {
            return new E2Modem().command(e2.seedSet()) + " --extended";
        }
        E2Result x = lab.get(E2Modem.EXTENDED_DOC);
        return new E2Modem().command(x == null ? "eval" : x.seedSet()) + " --extended --out"
                + " lab/link1/" + Lab.EXTENDED;
    }

    private static void extended(Section.Builder s, E2Result.Extended x, String command,
            String seeds) {
        E2Result.Thresholds t = x.thresholds();
        s.h3("Thresholds (lowest SNR with PER ≤ 1 %)").p(t.definition());
        List<Chart.Guide> guides = new ArrayList<>();
        List<AirPoint> points = new ArrayList<>();
        List<List<Text>> rows = new ArrayList<>();
        for (int i = 0; i < t.curves().size(); i++) {
            E2Result.ThresholdCurve c = t.curves().get(i);
            points.addAll(c.points());
            if (c.thresholdDb() != null) {
                guides.add(new Chart.Guide(true, c.thresholdDb(), c.room() + " K=" + c.k() + ": "
                        + c.thresholdDb() + " dB", Svg.PALETTE[i % Svg.PALETTE.length]));
            }
            rows.add(List.of(Text.plain(c.room()), Text.plain(Integer.toString(c.k())),
                    Text.plain(c.thresholdDb() == null ? "—" : c.thresholdDb().toString())));
        }
        s.chart(chart("Extended: PER vs SNR, thresholds marked", points, guides));
        s.table(List.of("room", "K", "threshold (dB)"), rows);
        s.provenance(command, seeds);
        s.h3("Extended sweeps (--extended): long echo, reverberation, noise only");
        s.add(Generic.table("long echo", (Tree.Arr) Tree.of(x.longEcho())));
        s.add(Generic.table("reverberation (pooled room draws)", (Tree.Arr) Tree.of(x.reverb())));
        s.add(Generic.table("noise only", (Tree.Arr) Tree.of(x.noiseOnly())));
        interferer(s, x.interferer());
    }

    /** The series "room K=k" of a sweep, in file order, each sorted by SNR (noisy points only). */
    static Map<String, List<AirPoint>> series(List<AirPoint> points) {
        Map<String, List<AirPoint>> out = new LinkedHashMap<>();
        for (AirPoint p : points) {
            if (p.noiseAdded()) {
                out.computeIfAbsent(p.room() + " K=" + p.k(), k -> new ArrayList<>()).add(p);
            }
        }
        out.values().forEach(l -> l.sort(Comparator.comparing(AirPoint::snrDb)));
        return out;
    }

    /** PER of one point in percent, trailing zeros dropped. */
    static BigDecimal perPercent(AirPoint p) {
        return Rooms.percent(p.per());
    }

    private static Chart chart(String title, List<AirPoint> points, List<Chart.Guide> guides) {
        List<Chart.Series> lines = new ArrayList<>();
        series(points).forEach((name, pts) -> lines.add(new Chart.Series(name, pts.stream()
                .map(p -> new Chart.Point(p.snrDb().doubleValue(), perPercent(p).doubleValue()))
                .toList())));
        List<Chart.Guide> all = new ArrayList<>(guides);
        all.add(new Chart.Guide(false, 1.0, "PER 1 %", Svg.BAD));
        return new Chart.Lines(title, "SNR (dB)", "PER (%), log scale; 0 at the bottom", lines,
                true, 0.1, 100, all);
    }

    private static Block grid(E2Result e2) {
        TreeSet<BigDecimal> snrs = new TreeSet<>(Comparator.reverseOrder());
        e2.randomFrames().stream().filter(AirPoint::noiseAdded).forEach(p -> snrs.add(p.snrDb()));
        e2.claimFrames().stream().filter(AirPoint::noiseAdded).forEach(p -> snrs.add(p.snrDb()));
        List<List<Text>> rows = new ArrayList<>();
        gridRows(rows, "random", e2.randomFrames(), snrs);
        gridRows(rows, "CLAIM", e2.claimFrames(), snrs);
        List<String> header = new ArrayList<>(List.of("sweep", "room, K"));
        snrs.forEach(v -> header.add(v.toPlainString() + " dB"));
        header.add("corrupt past CRC");
        return new Block.Table("", header, rows);
    }

    private static void gridRows(List<List<Text>> rows, String sweep, List<AirPoint> points,
            TreeSet<BigDecimal> snrs) {
        series(points).forEach((name, pts) -> {
            List<Text> row = new ArrayList<>(List.of(Text.plain(sweep), Text.plain(name)));
            long corruptPassedCrc = 0;
            for (BigDecimal snr : snrs) {
                AirPoint hit = pts.stream().filter(p -> p.snrDb().compareTo(snr) == 0)
                        .reduce((a, b) -> b).orElse(null);
                row.add(hit == null ? Text.EMPTY : Text.of(new Text.Tint(
                        perPercent(hit).compareTo(BigDecimal.ONE) <= 0,
                        perPercent(hit).toPlainString(), hit.lost() + " lost of " + hit.frames())));
                corruptPassedCrc += hit == null ? 0 : hit.corruptPassedCrc();
            }
            row.add(Text.check(corruptPassedCrc == 0, Long.toString(corruptPassedCrc)));
            rows.add(row);
        });
    }

    /** The interferer row: one table per K, its threshold in the heading (dev seeds). */
    private static void interferer(Section.Builder s, List<InterfererCurve> curves) {
        for (InterfererCurve c : curves) {
            s.add(Generic.table("frames under the sweeping interferer, K=" + c.k() + " (" + c.room()
                    + ", " + c.snrDb() + " dB, " + c.driftPpm() + " ppm, dev seeds; threshold "
                    + (c.thresholdDb() == null ? "none" : c.thresholdDb() + " dB") + ")",
                    (Tree.Arr) Tree.of(c.points())));
        }
    }
}
