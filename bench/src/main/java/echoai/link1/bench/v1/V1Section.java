package echoai.link1.bench.v1;

import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import echoai.link1.report.Text;
import java.util.ArrayList;
import java.util.List;

/**
 * v1's figures beyond its rules: each prediction against the frozen registered v1 run
 * ({@code lab/link1/registered-v1/}), then every document of that run against the live one.
 */
final class V1Section {
    private V1Section() {
    }

    static void figures(Section.Builder s, Lab lab) {
        if (lab.registered().containsKey("predictions") && lab.get(Predictions.DOC) != null) {
            List<List<Text>> rows = new ArrayList<>();
            for (V1Rows.Row r : V1Rows.rows(lab)) {
                rows.add(List.of(Text.strong(r.id()), r.registered().isEmpty()
                        ? Text.plain("same") : Text.check(false, "differs").then(" "
                        + String.join("; ", r.registered()))));
            }
            s.h3("Against the registered v1 run");
            s.table(List.of("", "registered v1 run"), rows);
        }
        if (!lab.registered().isEmpty()) {
            s.h3("The registered v1 run and the live files");
            s.p("lab/link1/registered-v1/ holds the registered eval run's JSON unchanged; where"
                    + " later code changed a figure, both values are shown here.");
            RegisteredSection.figures(s, lab);
        }
    }
}
