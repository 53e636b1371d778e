package echoai.link1.bench.babbleshuffled;

import echoai.link1.report.Block;
import echoai.link1.report.Lab;
import echoai.link1.report.Rooms;
import echoai.link1.report.Section;
import echoai.link1.report.Text;
import echoai.link1.bench.e2rooms.E2Rooms;
import echoai.link1.bench.air.RoomsPoint;
import echoai.link1.bench.e2rooms.E2RoomsResult;
import echoai.link1.bench.rules.Uncertainty;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * E2-rooms at V2-1's babble points with {@code babble-shuffled}, the babble that does not repeat
 * (ROOM.md §11, issue 28 item 1; {@code v2/E2-rooms-babble-shuffled.json}): per point and
 * profile, the loss with {@code babble} (from {@code v2/E2-rooms.json}, V2-1's eval run) beside
 * the loss with {@code babble-shuffled}, each with its 95 % Wilson interval, and whether the two
 * intervals separate. A measurement beside V2-1's verdicts, which stand; nothing is judged.
 */
public final class BabbleShuffledSection {
    /** The command that writes the file on V2-1's eval seed bases. */
    static final String COMMAND = "./link1 bench E2-rooms-babble-shuffled";
    /** The file, relative to the lab folder. */
    static final String FILE = Lab.V2 + "/E2-rooms-babble-shuffled.json";

    private BabbleShuffledSection() {
    }

    static void figures(Section.Builder s, Lab lab) {
        E2RoomsResult r = lab.get(E2RoomsBabbleShuffled.DOC);
        if (r == null) {
            return;
        }
        Map<String, RoomsPoint> before = new LinkedHashMap<>();
        if (lab.get(E2Rooms.DOC) != null) {
            for (RoomsPoint p : lab.get(E2Rooms.DOC).points()) {
                if (p.background().equals("babble")) {
                    before.put(key(p), p);
                }
            }
        }
        Map<String, long[]> totals = new LinkedHashMap<>();
        List<List<Text>> rows = new ArrayList<>();
        for (RoomsPoint p : r.points()) {
            RoomsPoint b = before.get(key(p));
            long[] t = totals.computeIfAbsent(p.profile(), k -> new long[6]);
            t[2] += p.lost();
            t[3] += p.frames();
            t[4] += p.corruptPassedCrc();
            t[5] += p.acceptedCorrupt();
            if (b != null) {
                t[0] += b.lost();
                t[1] += b.frames();
            }
            rows.add(List.of(Text.plain(p.point() + ", " + p.snrDb().stripTrailingZeros()
                            .toPlainString() + " dB, " + p.devices()),
                    Text.plain(Rooms.profile(p.profile())),
                    Text.plain(b == null ? "—" : loss(b.lost(), b.frames())),
                    Text.plain(loss(p.lost(), p.frames())),
                    Text.plain(b == null ? "—" : compare(b, p)),
                    Text.check(p.corruptPassedCrc() == 0, Integer.toString(p.corruptPassedCrc())),
                    Text.check(p.acceptedCorrupt() == 0, Integer.toString(p.acceptedCorrupt()))));
        }
        List<List<Text>> sums = new ArrayList<>();
        for (Map.Entry<String, long[]> e : totals.entrySet()) {
            long[] t = e.getValue();
            sums.add(List.of(Text.strong(Rooms.profile(e.getKey())),
                    Text.plain(t[1] == 0 ? "—" : loss(t[0], t[1])),
                    Text.plain(loss(t[2], t[3])),
                    Text.check(t[4] == 0, Long.toString(t[4])),
                    Text.check(t[5] == 0, Long.toString(t[5]))));
        }
        s.table(List.of("profile", "babble, V2-1's eval run: lost / frames (PER, 95 %)",
                "babble-shuffled: lost / frames (PER, 95 %)", "corrupt_passed_crc",
                "accepted_corrupt"), sums);
        s.p("A point is \"apart\" only where the two 95 % Wilson intervals do not overlap; "
                + "otherwise the two backgrounds are a tie there. The room draws differ between "
                + "the two runs (a point's seeds carry its background's name), so a tie is what "
                + "the same room with a different babble should give.");
        s.fold("Every point", List.of(new Block.Table("", List.of("point",
                "profile", "babble (V2-1)", "babble-shuffled", "intervals",
                "corrupt_passed_crc", "accepted_corrupt"), rows)));
    }

    private static String key(RoomsPoint p) {
        return p.point() + "|" + p.snrDb().stripTrailingZeros().toPlainString() + "|"
                + p.devices() + "|" + p.profile();
    }

    /** "3 / 320 (0.94 %, 0.32–2.72)". */
    public static String loss(long lost, long frames) {
        BigDecimal per = frames == 0 ? BigDecimal.ZERO : BigDecimal.valueOf(lost)
                .divide(BigDecimal.valueOf(frames), 4, RoundingMode.HALF_EVEN);
        return lost + " / " + frames + " (" + Rooms.percent(per).toPlainString() + " %, "
                + Rooms.ci95Percent(lost, frames) + ")";
    }

    /** "not separated" or which loses more where they are apart, from the two 95 % Wilson intervals. */
    static String compare(RoomsPoint babble, RoomsPoint shuffled) {
        Uncertainty.Interval a = Uncertainty.wilson95(babble.lost(), babble.frames());
        Uncertainty.Interval b = Uncertainty.wilson95(shuffled.lost(), shuffled.frames());
        if (b.low().compareTo(a.high()) > 0) {
            return "apart: shuffled loses more";
        }
        if (b.high().compareTo(a.low()) < 0) {
            return "apart: shuffled loses less";
        }
        return "not separated";
    }
}
