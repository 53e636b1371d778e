package echoai.link1.bench.v1;

import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.rules.Registration;
import echoai.link1.report.Folder;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import java.util.List;

/** The folder of v1: P1–P7 of docs/spec/LINK1.md, judged from E2, E4 and E5 (their own folders). */
public final class V1Folder implements Folder {
    @Override
    public String id() {
        return "predictions";
    }

    @Override
    public String menu() {
        return "v1: P1–P7";
    }

    @Override
    public String title() {
        return "v1 — does B change its behaviour because of what A says?";
    }

    @Override
    public String lead() {
        return "P1–P7, registered before the eval run in docs/spec/LINK1.md: judged from E2, E4 and E5 into predictions.json. Harm means first-visit harm; a red stays red.";
    }

    @Override
    public List<Experiment<?>> experiments() {
        return List.of();
    }

    @Override
    public Registration<?> registration() {
        return new V1Rules();
    }

    @Override
    public void figures(Section.Builder s, Lab lab) {
        V1Section.figures(s, lab);
    }
}
