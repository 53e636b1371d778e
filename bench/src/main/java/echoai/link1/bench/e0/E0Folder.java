package echoai.link1.bench.e0;

import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.rules.Registration;
import echoai.link1.report.Folder;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import java.util.List;

/** The folder of E0: frame integrity. */
public final class E0Folder implements Folder {
    @Override
    public String id() {
        return "e0";
    }

    @Override
    public String menu() {
        return "E0 frames";
    }

    @Override
    public String title() {
        return "E0 — frame and postcard integrity";
    }

    @Override
    public String lead() {
        return "Random valid postcards through the 22-byte frame; 1-, 2- and 3-byte corruptions counted by the first check that caught them.";
    }

    @Override
    public List<Experiment<?>> experiments() {
        return List.of(new E0FrameIntegrity());
    }

    @Override
    public void figures(Section.Builder s, Lab lab) {
        E0Section.figures(s, lab);
    }

    @Override
    public String seeds(Doc<?> doc, Lab lab) {
        E0Result e0 = lab.get(E0FrameIntegrity.DOC);
                return e0 != null ? Folder.pairs("seed_base", e0.config().seedBase(), "seed", e0.config().seed()) : "";
    }
}
