package echoai.link1.bench.e1;

import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.rules.Registration;
import echoai.link1.report.Folder;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import java.util.List;

/** The folder of E1: the FEC. */
public final class E1Folder implements Folder {
    @Override
    public String id() {
        return "e1";
    }

    @Override
    public String menu() {
        return "E1 FEC";
    }

    @Override
    public String title() {
        return "E1 — RS(15,11) forward error correction";
    }

    @Override
    public String lead() {
        return "Every pattern within capacity must be corrected; beyond it, a reported failure or a miscorrection the CRC must catch.";
    }

    @Override
    public List<Experiment<?>> experiments() {
        return List.of(new E1Fec());
    }

    @Override
    public void figures(Section.Builder s, Lab lab) {
        E1Section.figures(s, lab);
    }

    @Override
    public String seeds(Doc<?> doc, Lab lab) {
        E1Result e1 = lab.get(E1Fec.DOC);
                return e1 != null ? Folder.pairs("seed_base", e1.seedBase(), "seed", e1.seed()) : "";
    }
}
