package echoai.link1.bench.e8air;

import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.rules.Registration;
import echoai.link1.report.Folder;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import java.util.List;

/** The folder of E8-air: E8 by air (A1–A8). */
public final class E8AirFolder implements Folder {
    @Override
    public String id() {
        return "e8-air";
    }

    @Override
    public String menu() {
        return "E8 by air";
    }

    @Override
    public String title() {
        return "Trust earned by air (E8-air)";
    }

    @Override
    public String lead() {
        return "E8's speakers say their claims over one shared room (E7's living room, profile R, CSMA, every speaker within 1 m of B). The room loses and reorders frames; does B still learn whom to believe?";
    }

    @Override
    public List<Experiment<?>> experiments() {
        return List.of(new E8Air());
    }

    @Override
    public Registration<?> registration() {
        return new E8AirRules();
    }

    @Override
    public void figures(Section.Builder s, Lab lab) {
        E8AirSection.figures(s, lab);
    }

    @Override
    public String seeds(Doc<?> doc, Lab lab) {
        return lab.get(E8Air.DOC) != null ? Folder.pairs("M0.3's flips", "Seeds.mix(seed, Seeds.stream(\"E8/flip/\" + j))") : "";
    }
}
