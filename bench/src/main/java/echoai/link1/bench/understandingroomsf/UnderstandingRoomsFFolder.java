package echoai.link1.bench.understandingroomsf;

import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.rules.Registration;
import echoai.link1.report.Folder;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import java.util.List;

/** The folder of understanding-rooms-f: reported. */
public final class UnderstandingRoomsFFolder implements Folder {
    @Override
    public String id() {
        return "understanding-rooms-f";
    }

    @Override
    public String menu() {
        return "Understanding with F";
    }

    @Override
    public String title() {
        return "Understanding through the room with profile F";
    }

    @Override
    public String lead() {
        return "V2-2's claims arms at its six points with profile F, reported beside V2-2's K1 and R arms (not predicted); B's first-visit harm against S (silence) and T (the wire).";
    }

    @Override
    public List<Experiment<?>> experiments() {
        return List.of(new UnderstandingRoomsF());
    }

    @Override
    public void figures(Section.Builder s, Lab lab) {
        UnderstandingFSection.figures(s, lab);
    }
}
