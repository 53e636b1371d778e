package echoai.link1.bench.e2rooms;

import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.rules.Registration;
import echoai.link1.report.Folder;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import echoai.link1.report.Text;
import java.util.List;

/** The folder of E2-rooms and V2-1 (R1–R4). */
public final class E2RoomsFolder implements Folder {
    @Override
    public String id() {
        return "e2-rooms";
    }

    @Override
    public String menu() {
        return "E2-rooms (V2-1)";
    }

    @Override
    public String title() {
        return "E2-rooms — the air profiles through the physical room (V2-1)";
    }

    @Override
    public String lead() {
        return "K1, K2 and R through rooms of RT60 0.3–0.8 s at 0.5–3 m, white, pink and babble backgrounds, and ±200 ppm clocks; a frame that fails its check is dropped, never guessed.";
    }

    @Override
    public List<Experiment<?>> experiments() {
        return List.of(new E2Rooms());
    }

    @Override
    public Registration<?> registration() {
        return new E2RoomsRules();
    }

    @Override
    public void figures(Section.Builder s, Lab lab) {
        String reach = Reach.glance(lab);
        if (reach != null) {
            s.p(Text.lightMarkdown(reach));
        }
        RoomsSection.figures(s, lab);
    }
}
