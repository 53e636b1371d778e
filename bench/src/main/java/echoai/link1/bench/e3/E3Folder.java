package echoai.link1.bench.e3;

import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.rules.Registration;
import echoai.link1.report.Folder;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import java.util.List;

/** The folder of E3: real air. */
public final class E3Folder implements Folder {
    @Override
    public String id() {
        return "e3";
    }

    @Override
    public String menu() {
        return "E3 real air";
    }

    @Override
    public String title() {
        return "E3 — real air";
    }

    @Override
    public String lead() {
        return "Speaker to microphone through PipeWire and Java Sound (the digital loop on a headless machine), and the rows contributed from the page's room test.";
    }

    @Override
    public List<Experiment<?>> experiments() {
        return List.of(new E3RealAir());
    }

    @Override
    public void figures(Section.Builder s, Lab lab) {
        E3Section.figures(s, lab);
    }

    @Override
    public String seeds(Doc<?> doc, Lab lab) {
        E3Result e3 = lab.get(E3RealAir.DOC);
                return e3 != null ? Folder.pairs("claim_seed", e3.claimSeed()) : "";
    }
}
