package echoai.link1.bench.e2;

import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.rules.Registration;
import echoai.link1.report.Folder;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import java.util.List;

/** The folder of E2: the modem in the simulated room (and its extended sweeps). */
public final class E2Folder implements Folder {
    @Override
    public String id() {
        return "e2";
    }

    @Override
    public String menu() {
        return "E2 modem";
    }

    @Override
    public String title() {
        return "E2 — the modem in the simulated room";
    }

    @Override
    public String lead() {
        return "Integer MFSK with RS(15,11) + GMD: packet error rate against SNR per room and K; a frame that fails its CRC is dropped, never guessed.";
    }

    @Override
    public List<Experiment<?>> experiments() {
        return List.of(new E2Modem());
    }

    @Override
    public List<Doc<?>> documents() {
        return List.of(E2Modem.EXTENDED_DOC);
    }

    @Override
    public void figures(Section.Builder s, Lab lab) {
        ModemSection.figures(s, lab);
    }

    @Override
    public String seeds(Doc<?> doc, Lab lab) {
        E2Result e2 = lab.get(E2Modem.DOC);
                return doc.equals(E2Modem.DOC) && e2 != null ? Folder.pairs("seed_base", e2.seedBase(), "seed_derivation", e2.seedDerivation()) : "";
    }

    @Override
    public String command(Doc<?> doc, String set) {
        return new E2Modem().command(set) + " --extended --out lab/link1/" + Lab.EXTENDED;
    }
}
