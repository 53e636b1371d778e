package echoai.link1.bench.v1;

import echoai.link1.report.Block;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import echoai.link1.report.Text;
import echoai.link1.report.Tree;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The frozen registered v1 run against the live files: per document, how many figures were
 * compared and which differ, with both values. The registered run never changes; the live
 * files follow the code. perf.json holds timings, which differ on every run: not compared.
 */
public final class RegisteredSection {
    /** Changes listed per document at most; the rest are counted. */
    static final int MAX_LISTED = 60;

    private RegisteredSection() {
    }

    static void figures(Section.Builder s, Lab lab) {
        if (lab.registered().isEmpty()) {
            return;
        }
        Map<String, Tree> live = lab.trees();
        List<List<Text>> rows = new ArrayList<>();
        List<Block> details = new ArrayList<>();
        for (Map.Entry<String, Tree> e : lab.registered().entrySet()) {
            String name = e.getKey();
            if (name.equals("perf")) {
                rows.add(List.of(Text.code(name + ".json"), Text.plain("timings: not compared"),
                        Text.EMPTY, Text.EMPTY, Text.EMPTY));
                continue;
            }
            if (!live.containsKey(name)) {
                rows.add(List.of(Text.code(name + ".json"), Text.plain("not in the live folder"),
                        Text.EMPTY, Text.EMPTY, Text.EMPTY));
                continue;
            }
            Registered.Diff d = Registered.diff(e.getValue(), live.get(name));
            rows.add(List.of(Text.code(name + ".json"), Text.plain(Integer.toString(d.compared())),
                    Text.check(d.same(), Integer.toString(d.changes().size())),
                    Text.plain(Integer.toString(d.onlyRegistered())),
                    Text.plain(Integer.toString(d.onlyLive()))));
            if (!d.same()) {
                details.add(changes(name, d));
            }
        }
        s.table(List.of("file", "figures compared", "figures changed", "keys only in v1",
                "keys only live"), rows);
        s.p("Keys are matched without case or underscores (v1 wrote tBetter, the live files "
                + "t_better); a key only one side has was renamed or added, and is not a figure "
                + "that changed.");
        s.addAll(details);
    }

    private static Block changes(String name, Registered.Diff d) {
        List<List<Text>> rows = new ArrayList<>();
        for (Registered.Change c : d.changes().subList(0, Math.min(MAX_LISTED,
                d.changes().size()))) {
            rows.add(List.of(Text.code(c.path()), Text.plain(c.registered()), Text.plain(c.live())));
        }
        if (d.changes().size() > MAX_LISTED) {
            rows.add(List.of(Text.italic("and " + (d.changes().size() - MAX_LISTED) + " more"),
                    Text.EMPTY, Text.EMPTY));
        }
        return new Block.Table(name + ".json: figures that differ", List.of("figure",
                "registered v1", "live"), rows);
    }
}
