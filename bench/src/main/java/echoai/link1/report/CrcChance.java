package echoai.link1.report;

import echoai.link1.bench.air.RoomsPoint;
import echoai.link1.bench.rules.Uncertainty;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Wrong frames past the CRC against what a 16-bit check lets through by chance (issue 28,
 * item 10): a wrong candidate at the CRC passes it with probability about 2⁻¹⁶, so n wrong
 * candidates give n / 65 536 passes on average; the observed count with its Poisson tail
 * ({@link Uncertainty#poissonAtLeast}) says how unusual it is.
 */
public final class CrcChance {
    /** The passes a random 22-byte word makes at a CRC-16, per candidate. */
    public static final double PASS = 1.0 / 65536;

    private CrcChance() {
    }

    /**
     * Per profile of E2-rooms: recordings, candidates at the CRC, candidates a recording, wrong
     * ones (every candidate but the frames delivered right), expected passes, observed, p.
     */
    public static List<List<Text>> rooms(List<RoomsPoint> points) {
        Map<String, long[]> by = new LinkedHashMap<>();
        for (RoomsPoint p : points) {
            long[] t = by.computeIfAbsent(p.profile(), k -> new long[4]);
            t[0] += p.frames();
            t[1] += p.candidates();
            t[2] += p.frames() - p.lost();
            t[3] += p.corruptPassedCrc();
        }
        List<List<Text>> rows = new ArrayList<>();
        by.forEach((profile, t) -> rows.add(row(Rooms.profile(profile), t[0],
                Long.toString(t[1]), ratio(t[1], t[0]), t[1] - t[2], t[3])));
        return rows;
    }

    /** The header of {@link #rooms}. */
    public static final List<String> ROOMS_HEADER = List.of("profile", "recordings",
            "candidates at the CRC", "a recording", "wrong candidates at the CRC",
            "expected passes (× 2⁻¹⁶)", "observed (corrupt_passed_crc)",
            "Poisson p (as many or more)");

    /**
     * One row: a profile, its recordings, its candidates at the CRC and per recording, the wrong
     * candidates, the passes they would give by chance (× 2⁻¹⁶) beside the observed, and the
     * Poisson chance of as many or more.
     */
    public static List<Text> row(String profile, long recordings, String candidates,
                                  String perRecording, long wrong, long observed) {
        double expected = wrong * PASS;
        return List.of(Text.plain(profile), Text.plain(Long.toString(recordings)),
                Text.plain(candidates), Text.plain(perRecording), Text.plain(Long.toString(wrong)),
                Text.plain(BigDecimal.valueOf(expected).setScale(3, RoundingMode.HALF_UP)
                        .toPlainString()), Text.plain(Long.toString(observed)),
                Text.plain(Uncertainty.poissonAtLeast(observed, expected).toPlainString()));
    }

    private static String ratio(long a, long b) {
        return b == 0 ? "—" : BigDecimal.valueOf(a).divide(BigDecimal.valueOf(b), 3,
                RoundingMode.HALF_UP).toPlainString();
    }
}
