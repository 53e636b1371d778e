package echoai.link1.bench.e2roomsf;

import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.rules.Registration;
import echoai.link1.report.Folder;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import java.util.List;

/** The folder of E2-rooms-F: profile F in the room (F1–F6). */
public final class E2RoomsFFolder implements Folder {
    @Override
    public String id() {
        return "e2-rooms-f";
    }

    @Override
    public String menu() {
        return "Profile F in the room";
    }

    @Override
    public String title() {
        return "E2-rooms-F: profile F through the living room beside ggwave";
    }

    @Override
    public String lead() {
        return "Profile F (2.400 s a postcard) on E2-rooms' grid and room draws, beside ggwave AUDIBLE_NORMAL with as many recordings, and ggwave AUDIBLE_FASTEST, R and K1 with a fifth of them.";
    }

    @Override
    public List<Experiment<?>> experiments() {
        return List.of(new E2RoomsF());
    }

    @Override
    public Registration<?> registration() {
        return new ProfileFRules();
    }

    @Override
    public void figures(Section.Builder s, Lab lab) {
        ProfileFSection.figures(s, lab);
    }

    @Override
    public String seeds(Doc<?> doc, Lab lab) {
        ProfileFRoomsResult r = lab.get(E2RoomsF.DOC);
                return r != null ? Folder.pairs("recordings a case of F and NORMAL", r.framesPerPoint(), "of FASTEST, R and K1", r.sideFrames(), "ggwave", "npm ggwave " + r.ggwaveVersion()) : "";
    }
}
