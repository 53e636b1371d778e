package echoai.link1.bench.ggwavefair;

import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.rules.Registration;
import echoai.link1.report.Folder;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import java.util.List;

/** The folder of V2-4: ggwave at equal SNR and equal energy (G1–G5). */
public final class GgwaveFairFolder implements Folder {
    @Override
    public String id() {
        return "ggwave-fair";
    }

    @Override
    public String menu() {
        return "ggwave fairly (V2-4)";
    }

    @Override
    public String title() {
        return "ggwave, fairly: equal SNR and equal energy per postcard (V2-4)";
    }

    @Override
    public String lead() {
        return "LINK-1's K1, K2 and R against ggwave AUDIBLE_NORMAL and AUDIBLE_FASTEST through the same room draws. A point is better or worse only where the two 95 % intervals of PER separate; otherwise they are not separated.";
    }

    @Override
    public List<Experiment<?>> experiments() {
        return List.of(new E2RoomsGgwaveFair());
    }

    @Override
    public Registration<?> registration() {
        return new GgwaveFairRules();
    }

    @Override
    public void figures(Section.Builder s, Lab lab) {
        GgwaveFairSection.figures(s, lab);
    }

    @Override
    public String seeds(Doc<?> doc, Lab lab) {
        GgwaveFairResult r = lab.get(E2RoomsGgwaveFair.DOC);
                return r != null ? Folder.pairs("recordings a point, axis and arm", r.framesPerPoint(), "ggwave", "npm ggwave " + r.ggwaveVersion()) : "";
    }
}
