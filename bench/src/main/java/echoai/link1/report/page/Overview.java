package echoai.link1.report.page;

import echoai.link1.bench.registry.Registry;
import echoai.link1.bench.rules.Registration;
import echoai.link1.bench.rules.Tally;
import echoai.link1.report.Block;
import echoai.link1.report.Folder;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import echoai.link1.report.Text;
import java.util.ArrayList;
import java.util.List;

/**
 * The top of the page: a tile per registration the registry lists, predictions and checks
 * counted apart and every red named on its tile, then the same as a table.
 */
final class Overview {
    /** The section's anchor. */
    static final String ID = "registrations";

    private Overview() {
    }

    static Section build(Lab lab) {
        Section.Builder s = Section.builder(ID, "Registrations", "Every registration's verdicts",
                "Each rule was registered in docs/spec/ before the eval run that judges it; a"
                        + " red stays red, and is named here. A prediction could come out red;"
                        + " a check holds by construction or guards the code, and fails only"
                        + " through a bug.");
        List<Block.Count> counts = new ArrayList<>();
        List<List<Text>> rows = new ArrayList<>();
        for (Folder f : Registry.folders()) {
            Registration<?> r = f.registration();
            if (r == null) {
                continue;
            }
            Tally t = tally(r, lab);
            counts.add(new Block.Count(r.id(), r.title(), t.judged(), t.green(), t.red(),
                    t.pending(), t.held(), t.failed(), t.reds(), f.id()));
            rows.add(List.of(Text.strong(r.id()), Text.plain(r.title()), Text.code(r.spec()),
                    Text.plain(t.predictionsCell()), Text.plain(t.checksCell()),
                    t.reds().isEmpty() ? Text.plain(t.judged() ? "none" : "")
                            : Text.check(false, String.join(", ", t.reds()))));
        }
        s.add(new Block.Tally(counts));
        s.table(List.of("registration", "asks", "registered in", "predictions", "checks",
                "red"), rows);
        return s.build();
    }

    static <V extends Record> Tally tally(Registration<V> r, Lab lab) {
        return Tally.of(r, lab.verdicts(r.verdictType()));
    }
}
