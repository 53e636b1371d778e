package echoai.link1.bench.e3;

import echoai.link1.report.Section;
import echoai.link1.report.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * E3's contributed rows in its section: the room tests users ran with two devices of their own
 * through the browser page (docs/web.md), one table row per test and a cell per profile, apart
 * from the loop's trials.
 */
final class E3Contributed {
    /** The sentence above the table (or beside "none yet"). */
    static final String WHAT = "Room tests users contributed from the browser page"
            + " (docs/web.md): measured by their own two devices, validated on import"
            + " (./link1 bench E3 --import ROW.json), not measured by this checkout.";

    /** The profiles a row may hold, in the test's order (echoai.link1.api.RoomTest). */
    private static final List<String> PROFILES = List.of("k1", "k2", "r");

    private E3Contributed() {
    }

    /** The heading, the sentence and the table, or "none yet". */
    static void add(Section.Builder s, List<E3Contribution> rows) {
        s.h3("Contributed room tests");
        if (rows.isEmpty()) {
            s.p("None yet. " + WHAT);
            return;
        }
        s.p(WHAT + " Per profile: frames found of those sent, the packet error rate with its 95 %"
                + " Wilson interval, and wrong frames (passed the CRC, none of the sequence).");
        List<String> header = new ArrayList<>(List.of("date", "player", "listener", "distance",
                "room", "capture rate", "listened"));
        PROFILES.forEach(p -> header.add(p.toUpperCase(Locale.ROOT)));
        List<List<Text>> body = new ArrayList<>();
        for (E3Contribution r : rows) {
            List<Text> cells = new ArrayList<>(List.of(Text.plain(r.date()),
                    Text.foreign(r.player()), Text.foreign(r.listener()),
                    Text.plain(r.distanceM() == null ? "—"
                            : r.distanceM().toPlainString() + " m"),
                    r.room().isBlank() ? Text.plain("—") : Text.foreign(r.room()),
                    Text.plain(r.captureRateHz() + " Hz"),
                    Text.plain(r.listenedS().toPlainString() + " s")));
            for (String p : PROFILES) {
                cells.add(Text.plain(r.profiles().stream()
                        .filter(e -> e.profile().equals(p)).findFirst()
                        .map(E3Contributed::profile).orElse("—")));
            }
            body.add(cells);
        }
        s.table(header, body);
    }

    /** "15/16, PER 0.0625 [0.0111, 0.2833], wrong 0". */
    static String profile(E3Contribution.Profile p) {
        return p.found() + "/" + p.sent() + ", PER " + p.per().toPlainString() + " ["
                + p.perCi95().get(0).toPlainString() + ", " + p.perCi95().get(1).toPlainString()
                + "], wrong " + p.wrong();
    }
}
