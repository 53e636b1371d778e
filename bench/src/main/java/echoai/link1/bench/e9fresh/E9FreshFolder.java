package echoai.link1.bench.e9fresh;

import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.e9.E9Discovery;
import echoai.link1.bench.e9.E9Result;
import echoai.link1.bench.e9.E9Section;
import echoai.link1.bench.rules.Registration;
import echoai.link1.report.Folder;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import java.util.List;

/** The folder of E9-fresh: E9 once more, on fresh eval seeds (issue 40, finding 3). */
public final class E9FreshFolder implements Folder {
    /** The run's document. */
    public static final Doc<E9Result> DOC = new Doc<>("v3/E9-fresh.json", E9Result.class);

    @Override
    public String id() {
        return "e9-fresh";
    }

    @Override
    public String menu() {
        return "E9 on fresh seeds";
    }

    @Override
    public String title() {
        return "E9 again, on fresh seeds (E9-fresh)";
    }

    @Override
    public String lead() {
        return "E9's order of registration and eval run cannot be shown from the repository, so"
                + " E9 runs once more on seeds 120 000–120 063, which no run had touched, under"
                + " the registry's guard and with its build stamped; D1–D7 unchanged, judged"
                + " once. E9's own verdicts stand.";
    }

    @Override
    public List<Experiment<?>> experiments() {
        return List.of(new E9Discovery("E9-fresh", DOC, "E9-fresh",
                E9FreshRules.EVAL.from() + "-" + E9FreshRules.EVAL.to()));
    }

    @Override
    public Registration<?> registration() {
        return new E9FreshRules();
    }

    @Override
    public void figures(Section.Builder s, Lab lab) {
        E9Result r = lab.get(DOC);
        if (r != null) {
            E9Section.arms(s, r);
        }
    }
}
