package echoai.link1.bench.reliability;

import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.rules.Registration;
import echoai.link1.report.Folder;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import java.util.List;

/** The folder of Reliability: how often a wrong frame gets through. */
public final class ReliabilityFolder implements Folder {
    @Override
    public String id() {
        return "reliability";
    }

    @Override
    public String menu() {
        return "Reliability";
    }

    @Override
    public String title() {
        return "Reliability — how often a wrong frame gets through";
    }

    @Override
    public String lead() {
        return "Random frames against the CRC and the frame checks, hours of noise through the receiver, a long air run, and listen's stdin abused.";
    }

    @Override
    public List<Experiment<?>> experiments() {
        return List.of(new Reliability());
    }

    @Override
    public void figures(Section.Builder s, Lab lab) {
        ReliabilitySection.figures(s, lab);
    }

    @Override
    public String seeds(Doc<?> doc, Lab lab) {
        ReliabilityResult r = lab.get(Reliability.DOC);
                return r != null ? Folder.pairs("random_frames.seed", r.randomFrames().seed(), "air_frames.seed", r.airFrames().seed()) : "";
    }
}
