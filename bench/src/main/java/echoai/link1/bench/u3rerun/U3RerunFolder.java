package echoai.link1.bench.u3rerun;

import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.rules.Registration;
import echoai.link1.report.Folder;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import java.util.List;

/** The folder of V2-3: U3 again on fresh seeds (U3r, U3i). */
public final class U3RerunFolder implements Folder {
    @Override
    public String id() {
        return "u3-rerun";
    }

    @Override
    public String menu() {
        return "U3 again (V2-3)";
    }

    @Override
    public String title() {
        return "U3 re-registered: harm from each arm's own PER, and babble's losses (V2-3)";
    }

    @Override
    public String lead() {
        return "V2-2's claims arms on seeds no run had used, judged once; U3 itself stays red as V2-2 judged it.";
    }

    @Override
    public List<Experiment<?>> experiments() {
        return List.of(new U3Rerun());
    }

    @Override
    public Registration<?> registration() {
        return new U3RerunRules();
    }

    @Override
    public void figures(Section.Builder s, Lab lab) {
        U3RerunSection.figures(s, lab);
    }
}
