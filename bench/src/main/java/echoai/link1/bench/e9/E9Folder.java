package echoai.link1.bench.e9;

import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.rules.Registration;
import echoai.link1.report.Folder;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import java.util.List;

/** The folder of E9: referents without shared perception, D1–D7. */
public final class E9Folder implements Folder {
    @Override
    public String id() {
        return "e9";
    }

    @Override
    public String menu() {
        return "E9 discovery";
    }

    @Override
    public String title() {
        return "Referents without shared perception (E9)";
    }

    @Override
    public String lead() {
        return "B perceives the world through an unknown member of a declared family of 1 610 612 736 encoders (rotation, XOR, permutation, sign) that it is given; does it find out how A sees, from A's postcards and its own perceptions, so that A's testimony helps where B has never been?";
    }

    @Override
    public List<Experiment<?>> experiments() {
        return List.of(new E9Discovery(), new E9Air());
    }

    @Override
    public Registration<?> registration() {
        return new E9Rules();
    }

    @Override
    public void figures(Section.Builder s, Lab lab) {
        E9Section.figures(s, lab);
    }

    @Override
    public String seeds(Doc<?> doc, Lab lab) {
        E9Result r = lab.get(E9Discovery.DOC);
                return doc.equals(E9Discovery.DOC) && r != null ? Folder.pairs("B's member", r.config().perceptionSeed(), "DISC-X's speaker", r.config().unrelatedSeed()) : "";
    }
}
