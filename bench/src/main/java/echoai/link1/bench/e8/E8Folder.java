package echoai.link1.bench.e8;

import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.rules.Registration;
import echoai.link1.report.Folder;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import java.util.List;

/** The folder of E8: trust earned, W1–W6. */
public final class E8Folder implements Folder {
    @Override
    public String id() {
        return "e8";
    }

    @Override
    public String menu() {
        return "E8 trust";
    }

    @Override
    public String title() {
        return "Trust earned, not assumed (E8)";
    }

    @Override
    public String lead() {
        return "Several veterans speak, some wrong; B keeps testimony per speaker and trusts each one only as far as its own turns bear out what that speaker said. Does it learn whom to believe?";
    }

    @Override
    public List<Experiment<?>> experiments() {
        return List.of(new E8Trust());
    }

    @Override
    public Registration<?> registration() {
        return new E8Rules();
    }

    @Override
    public void figures(Section.Builder s, Lab lab) {
        E8Section.figures(s, lab);
    }

    @Override
    public String seeds(Doc<?> doc, Lab lab) {
        return lab.get(E8Trust.DOC) != null ? Folder.pairs("M0.3's flips", "Seeds.mix(seed, Seeds.stream(\"E8/flip/\" + j))") : "";
    }
}
