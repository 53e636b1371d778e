package echoai.link1.bench.understandingrooms;

import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.rules.Registration;
import echoai.link1.report.Folder;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import echoai.link1.report.Text;
import java.util.List;

/** The folder of understanding-rooms and V2-2 (U1–U5). */
public final class UnderstandingRoomsFolder implements Folder {
    @Override
    public String id() {
        return "understanding-rooms";
    }

    @Override
    public String menu() {
        return "Understanding (V2-2)";
    }

    @Override
    public String title() {
        return "Understanding through the room (V2-2)";
    }

    @Override
    public String lead() {
        return "A's true claims, and the E5 dialogue without retries, as sound through the physical room, one room draw a postcard; B's first-visit harm against distance, silence (S) and truth by wire (T).";
    }

    @Override
    public List<Experiment<?>> experiments() {
        return List.of(new UnderstandingRooms());
    }

    @Override
    public Registration<?> registration() {
        return new RoomsUnderstandingRules();
    }

    @Override
    public void figures(Section.Builder s, Lab lab) {
        String reach = UnderstandingReach.glance(lab);
        if (reach != null) {
            s.p(Text.lightMarkdown(reach));
        }
        RoomsUnderstandingSection.figures(s, lab);
    }
}
