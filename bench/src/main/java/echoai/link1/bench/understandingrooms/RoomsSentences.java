package echoai.link1.bench.understandingrooms;

import echoai.link1.report.Rooms;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * V2-2's predictions U1–U5, each one's deciding figures in one sentence (every other figure is
 * in its row's numbers); "" when a prediction has none.
 */
public final class RoomsSentences {
    private RoomsSentences() {
    }

    /** {@code id}'s sentence from the verdicts. */
    public static String u(String id, RoomsVerdicts v) {
        return switch (id) {
            case "U1" -> v.u1().numbers() == null ? "" : u1(v.u1().numbers());
            case "U2" -> v.u2().numbers() == null ? "" : u2(v.u2().numbers());
            case "U3" -> v.u3().numbers() == null ? "" : u3(v.u3().numbers());
            case "U4" -> v.u4().numbers() == null ? "" : u4(v.u4().numbers());
            case "U5" -> v.u5().numbers() == null ? "" : u5(v.u5().numbers());
            default -> "";
        };
    }

    private static String u1(RoomsVerdicts.NotMisled n) {
        return "accepted corrupt: " + perProfile(n.acceptedCorrupt()) + ", of " + n.postcards()
                + " postcards through the rooms (past the CRC: "
                + perProfile(n.corruptPassedCrc()) + ")";
    }

    private static String u2(RoomsVerdicts.VersusSilence n) {
        return "arms above S: " + (n.over().isEmpty() ? "none" : String.join(", ", n.over()))
                + ", of " + n.arms().size() + " arms";
    }

    private static String u3(RoomsVerdicts.FromChannel n) {
        List<RoomsVerdicts.PointPrediction> outside = n.points().stream()
                .filter(p -> !p.within()).toList();
        String tolerance = "± " + n.tolerance().toPlainString();
        if (outside.isEmpty()) {
            return "all " + n.points().size() + " arms within " + tolerance
                    + " of their registered ratio to S";
        }
        RoomsVerdicts.PointPrediction first = outside.get(0);
        return outside.size() + " of " + n.points().size() + " arms outside " + tolerance + ": "
                + first.arm() + ": ratio to S " + first.observedRatio().toPlainString()
                + " against " + first.predictedRatio().toPlainString() + " registered"
                + (outside.size() > 1 ? ", and " + (outside.size() - 1) + " more" : "");
    }

    private static String u4(RoomsVerdicts.Range n) {
        List<String> parts = new ArrayList<>();
        n.profiles().forEach(p -> parts.add(Rooms.profile(p.profile()) + " reaches "
                + p.observed().stripTrailingZeros().toPlainString() + " m (registered "
                + p.registered().stripTrailingZeros().toPlainString() + " m)"));
        return String.join("; ", parts);
    }

    private static String u5(RoomsVerdicts.Firewall n) {
        return "P3 holds in " + n.holds() + " of " + n.worldRows() + " world rows (" + n.arms()
                + " arms)";
    }

    private static String perProfile(Map<String, Long> byProfile) {
        List<String> parts = new ArrayList<>();
        byProfile.forEach((k, v) -> parts.add(Rooms.profile(k) + " " + v));
        return String.join(", ", parts);
    }

    /** A rate in [0, 1] as a percentage, trailing zeros dropped. */
    private static String pct(BigDecimal rate) {
        return Rooms.percent(rate).toPlainString();
    }
}
