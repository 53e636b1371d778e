package echoai.link1.bench.e6;

import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.rules.Registration;
import echoai.link1.report.Folder;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import java.util.List;

/** The folder of E6: two real processes. */
public final class E6Folder implements Folder {
    @Override
    public String id() {
        return "e6";
    }

    @Override
    public String menu() {
        return "E6 processes";
    }

    @Override
    public String title() {
        return "E6 — two real processes";
    }

    @Override
    public String lead() {
        return "A and B in separate OS processes, only bytes through a pipe; the report and the core digest must equal the in-process run.";
    }

    @Override
    public List<Experiment<?>> experiments() {
        return List.of(new E6Processes());
    }

    @Override
    public void figures(Section.Builder s, Lab lab) {
        E6Section.figures(s, lab);
    }

    @Override
    public String seeds(Doc<?> doc, Lab lab) {
        E6Result e6 = lab.get(E6Processes.DOC);
                return e6 != null ? Folder.pairs("seeds", e6.config().seeds()) : "";
    }
}
