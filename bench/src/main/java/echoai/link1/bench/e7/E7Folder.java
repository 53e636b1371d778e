package echoai.link1.bench.e7;

import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.rules.Registration;
import echoai.link1.report.Folder;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import java.util.List;

/** The folder of E7: a room of agents, and M1–M6. */
public final class E7Folder implements Folder {
    @Override
    public String id() {
        return "e7";
    }

    @Override
    public String menu() {
        return "E7 room of agents";
    }

    @Override
    public String title() {
        return "A room of agents (E7)";
    }

    @Override
    public String lead() {
        return "Several veterans share the living room's air (RT60 0.5 s, white noise at 30 dB for a speaker 1 m away); carrier sense and back-off (CSMA) against talking at random (ALOHA) and a fixed schedule (TDMA, the bound); the dialogue by air with retries.";
    }

    @Override
    public List<Experiment<?>> experiments() {
        return List.of(new E7Room(), new E7Live(), new E7Capture(), E7Q.room());
    }

    @Override
    public Registration<?> registration() {
        return new E7Rules();
    }

    @Override
    public void figures(Section.Builder s, Lab lab) {
        E7Section.figures(s, lab);
    }
}
