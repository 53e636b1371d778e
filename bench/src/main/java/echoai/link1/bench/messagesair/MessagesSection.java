package echoai.link1.bench.messagesair;

import echoai.link1.bench.rules.Prediction;
import echoai.link1.bench.rules.RuleRow;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import echoai.link1.report.Text;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * Messages-air ({@code v3/Messages-air.json}): the rules M1–M6 and, per size, every arm's share
 * delivered whole, time to deliver, goodput, frames per byte and wrong messages.
 */
final class MessagesSection {
    private MessagesSection() {
    }

    static void figures(Section.Builder s, Lab lab) {
        MessagesAirResult r = lab.get(MessagesAir.DOC);
        if (r == null) {
            return;
        }
        s.p("Every try in " + r.room() + ": " + r.method() + ". Seeds: " + r.seedDerivation()
                + ". A share is \"above\" another only where the 95 % Wilson intervals do not"
                + " overlap; otherwise not separated.");
        List<List<Text>> rows = new ArrayList<>();
        for (MessageCell c : r.cells()) {
            rows.add(List.of(Text.plain(size(c.bytes())), Text.strong(c.arm()),
                    Text.plain(c.mode()),
                    Text.plain(c.delivered() + " / " + c.tries() + " ["
                            + c.interval().low().toPlainString() + ", "
                            + c.interval().high().toPlainString() + "]"),
                    Text.plain(seconds(c.medianS())), Text.plain(seconds(c.maxS())),
                    Text.plain(c.goodputBps().toPlainString()),
                    Text.plain(c.framesPerByte() == null ? "-"
                            : c.framesPerByte().toPlainString()),
                    Text.plain(c.mode().equals("two-way") ? c.confirmed() + " / " + c.tries()
                            + ", " + c.meanRepairRounds().toPlainString() : "-"),
                    Text.check(c.wrong() == 0, Long.toString(c.wrong()))));
        }
        s.h3("Per size, arm and way of sending");
        s.table(List.of("size", "arm", "mode", "delivered whole (95 %)", "median time",
                "longest", "goodput, B/s", "frames per byte", "sender confirmed, mean repair rounds",
                "wrong messages"), rows);
    }

    static String size(int bytes) {
        return bytes >= 1024 ? bytes / 1024 + " KiB" : bytes + " B";
    }

    static String seconds(BigDecimal s) {
        return s == null ? "-" : s.toPlainString() + " s";
    }

    static List<RuleRow> rows(MessagesVerdicts v) {
        List<RuleRow> out = new ArrayList<>();
        List<Prediction<MessagesVerdicts.Figures>> all = v.all();
        for (int i = 0; i < all.size(); i++) {
            Prediction<MessagesVerdicts.Figures> p = all.get(i);
            out.add(RuleRow.of("M" + (i + 1), p, p.numbers() == null ? List.of()
                    : p.numbers().figures()));
        }
        return out;
    }
}
