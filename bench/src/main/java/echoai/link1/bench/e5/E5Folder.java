package echoai.link1.bench.e5;

import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.rules.Registration;
import echoai.link1.report.Folder;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import java.util.List;

/** The folder of E5: the dialogue by wire. */
public final class E5Folder implements Folder {
    @Override
    public String id() {
        return "e5";
    }

    @Override
    public String menu() {
        return "E5 dialogue";
    }

    @Override
    public String title() {
        return "E5 — dialogue (ASK / CLAIM / UNKNOWN)";
    }

    @Override
    public String lead() {
        return "B asks about a site before it decides there; A answers from its final state. ASKs and UNKNOWNs count as postcards.";
    }

    @Override
    public List<Experiment<?>> experiments() {
        return List.of(new E5Dialogue());
    }

    @Override
    public void figures(Section.Builder s, Lab lab) {
        DialogueSection.figures(s, lab);
    }
}
