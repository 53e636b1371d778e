package echoai.link1.bench.e8baselines;

import echoai.link1.bench.Experiment;
import echoai.link1.report.Folder;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import java.util.List;

/** The folder of E8-baselines: reported, beside E8's verdicts. */
public final class E8BaselinesFolder implements Folder {
    @Override
    public String id() {
        return "e8-baselines";
    }

    @Override
    public String menu() {
        return "E8 baselines";
    }

    @Override
    public String title() {
        return "The baselines beside E8's rule";
    }

    @Override
    public String lead() {
        return "E8's speaker sets on E8's eval worlds with two more rules a reviewer expects, a majority vote across speakers and a reputation baseline (beta-binomial counts of borne-out and contradicted claims), beside E8's trust, today's rule and the known-liar baseline; reported, not predicted.";
    }

    @Override
    public List<Experiment<?>> experiments() {
        return List.of(new E8Baselines());
    }

    @Override
    public void figures(Section.Builder s, Lab lab) {
        E8BaselinesSection.figures(s, lab);
    }
}
