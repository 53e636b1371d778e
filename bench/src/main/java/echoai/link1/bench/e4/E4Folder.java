package echoai.link1.bench.e4;

import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.rules.Registration;
import echoai.link1.report.Folder;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import java.util.List;

/** The folder of E4: B's understanding per arm (S T X L D A10 A0), and the P3 audit. */
public final class E4Folder implements Folder {
    @Override
    public String id() {
        return "e4";
    }

    @Override
    public String menu() {
        return "E4 understanding";
    }

    @Override
    public String title() {
        return "E4 — does B understand what A says?";
    }

    @Override
    public String lead() {
        return "First-visit harm: cells whose first action by B (after the gate) got a negative reward. Lower is better. Paired by world seed. Then the P3 audit: testimony never becomes fact.";
    }

    @Override
    public List<Experiment<?>> experiments() {
        return List.of(new E4Understanding());
    }

    @Override
    public void figures(Section.Builder s, Lab lab) {
        ArmsSection.figures(s, lab);
                AuditSection.audit(s, lab);
    }
}
