package echoai.link1.bench.e2roomsq;

import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.rules.Registration;
import echoai.link1.report.Folder;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import java.util.List;

/**
 * The folder of E2-rooms-Q: profile Q in the room (Q1–Q7, {@link QRules}, registered in
 * docs/spec/PROFILE-Q.md on fresh seed bases 130 000–130 063).
 */
public final class E2RoomsQFolder implements Folder {
    @Override
    public String id() {
        return "e2-rooms-q";
    }

    @Override
    public String menu() {
        return "Profile Q in the room";
    }

    @Override
    public String title() {
        return "E2-rooms-Q: profile Q through the living room beside F and ggwave";
    }

    @Override
    public String lead() {
        return "Profile Q (1.200 s a postcard) on E2-rooms' 10 dB cases, beside F and ggwave's"
                + " AUDIBLE_NORMAL, FAST and FASTEST, every arm with the same 320 recordings a"
                + " case, at equal SNR and at equal peak level, on fresh seeds.";
    }

    @Override
    public List<Experiment<?>> experiments() {
        return List.of(new E2RoomsQ());
    }

    @Override
    public Registration<?> registration() {
        return new QRules();
    }

    @Override
    public void figures(Section.Builder s, Lab lab) {
        QSection.figures(s, lab);
    }

    @Override
    public String seeds(Doc<?> doc, Lab lab) {
        E2RoomsQResult r = lab.get(E2RoomsQ.DOC);
        return r != null ? Folder.pairs("recordings a case, axis and arm", r.framesPerPoint(),
                "ggwave", "npm ggwave " + r.ggwaveVersion()) : "";
    }
}
