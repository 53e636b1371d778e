package echoai.link1.bench.e2roomsnoise;

import echoai.link1.bench.Doc;
import echoai.link1.bench.e2rooms.Reach;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.rules.Registration;
import echoai.link1.report.Folder;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import echoai.link1.report.Text;
import java.util.List;

/** The folder of E2-rooms-noise: the false-frame target. */
public final class E2RoomsNoiseFolder implements Folder {
    @Override
    public String id() {
        return "e2-rooms-noise";
    }

    @Override
    public String menu() {
        return "False frames";
    }

    @Override
    public String title() {
        return "E2-rooms-noise — nothing sent, nothing accepted";
    }

    @Override
    public String lead() {
        return "A target, not a registered prediction: hours of white noise and of babble through the physical room, nothing sent, into every receiver; every frame they deliver is false. Dev seed bases only.";
    }

    @Override
    public List<Experiment<?>> experiments() {
        return List.of(new E2RoomsNoise());
    }

    @Override
    public void figures(Section.Builder s, Lab lab) {
        String target = Reach.falseFrames(lab);
        if (target != null) {
            s.p(Text.lightMarkdown(target));
        }
        RoomsNoiseSection.figures(s, lab);
    }

    @Override
    public String seeds(Doc<?> doc, Lab lab) {
        E2RoomsNoiseResult n = lab.get(E2RoomsNoise.DOC);
                return n != null ? Folder.pairs("seed_bases", n.seedBases()) + "; written to lab/link1/dev/" + E2RoomsNoise.DOC.file() + ", then copied into the lab folder" : "";
    }
}
