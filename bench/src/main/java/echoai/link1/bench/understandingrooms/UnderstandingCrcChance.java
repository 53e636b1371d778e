package echoai.link1.bench.understandingrooms;

import echoai.link1.report.CrcChance;
import echoai.link1.report.Rooms;
import echoai.link1.report.Text;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The chance table of {@link CrcChance} for an understanding-rooms document. */
public final class UnderstandingCrcChance {
    private UnderstandingCrcChance() {
    }

    /**
     * Per profile of an understanding-rooms document: postcards, lost, and the passes one
     * wrong candidate a lost postcard would give (E2-rooms measures one candidate a recording
     * at these points; the rows do not count candidates), beside the observed.
     */
    public static List<List<Text>> rows(RoomsUnderstandingResult r) {
        Map<String, long[]> by = new LinkedHashMap<>();
        for (RoomsUnderstandingResult.RoomsArm a : r.arms()) {
            long[] t = by.computeIfAbsent(a.profile(), k -> new long[3]);
            t[0] += a.summary().postcards();
            t[1] += a.summary().lost();
            t[2] += a.summary().corruptPassedCrc();
        }
        List<List<Text>> rows = new ArrayList<>();
        by.forEach((profile, t) -> rows.add(CrcChance.row(Rooms.profile(profile), t[0], "not counted",
                "1 (assumed)", t[1], t[2])));
        return rows;
    }
}
