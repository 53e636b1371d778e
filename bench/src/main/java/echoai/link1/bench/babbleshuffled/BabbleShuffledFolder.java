package echoai.link1.bench.babbleshuffled;

import echoai.link1.bench.e2rooms.E2RoomsResult;
import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.rules.Registration;
import echoai.link1.report.Folder;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import java.util.List;

/** The folder of E2-rooms-babble-shuffled: reported. */
public final class BabbleShuffledFolder implements Folder {
    @Override
    public String id() {
        return "e2-rooms-babble-shuffled";
    }

    @Override
    public String menu() {
        return "Babble that does not repeat";
    }

    @Override
    public String title() {
        return "E2-rooms at the babble points with babble that does not repeat";
    }

    @Override
    public String lead() {
        return "V2-1's 37 babble points again, K1 and R, with babble-shuffled (ROOM.md section 11) in place of the 8 s babble that repeats; reported beside V2-1's verdicts, which stand.";
    }

    @Override
    public List<Experiment<?>> experiments() {
        return List.of(new E2RoomsBabbleShuffled());
    }

    @Override
    public void figures(Section.Builder s, Lab lab) {
        BabbleShuffledSection.figures(s, lab);
    }

    @Override
    public String seeds(Doc<?> doc, Lab lab) {
        E2RoomsResult r = lab.get(E2RoomsBabbleShuffled.DOC);
                return r != null ? Folder.pairs("seed_bases", r.seedBases(), "frames_per_point", r.framesPerPoint()) : "";
    }
}
