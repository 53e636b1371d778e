package echoai.link1.bench.sweeps;

import echoai.link1.bench.Experiment;
import echoai.link1.report.Folder;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import java.util.List;

/**
 * The folder of the sweeps on Apache Spark ({@code link1-sweep}, module sweep/): no experiment
 * of its own — the bench's per-world code of E4, E5 and understanding-rooms over more seeds or a
 * grid of room points — and the v1 rules and V2-2's evaluated on them, reported beside the
 * registered verdicts, never instead of them.
 */
public final class SweepsFolder implements Folder {
    @Override
    public String id() {
        return "sweeps";
    }

    @Override
    public String menu() {
        return "Sweeps";
    }

    @Override
    public String title() {
        return "Sweeps on Apache Spark";
    }

    @Override
    public String lead() {
        return "The bench's own per-world code over more seeds or a grid of room points, run by"
                + " link1-sweep (docs/sweep.md). Reported, not registered: a rule evaluated on a"
                + " sweep stands beside the registered verdict, which stays as it is.";
    }

    @Override
    public List<Experiment<?>> experiments() {
        return List.of();
    }

    @Override
    public void figures(Section.Builder s, Lab lab) {
        SweepsSection.figures(s, lab);
    }
}
