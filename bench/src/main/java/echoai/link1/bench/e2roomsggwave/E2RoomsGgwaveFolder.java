package echoai.link1.bench.e2roomsggwave;

import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.rules.Registration;
import echoai.link1.report.Folder;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import java.util.List;

/** The folder of E2-rooms-ggwave: dev only, unregistered. */
public final class E2RoomsGgwaveFolder implements Folder {
    @Override
    public String id() {
        return "e2-rooms-ggwave";
    }

    @Override
    public String menu() {
        return "ggwave (dev)";
    }

    @Override
    public String title() {
        return "E2-rooms-ggwave — ggwave in the room (dev only)";
    }

    @Override
    public String lead() {
        return "The dev-only comparison that V2-4 registered fairly; no section of its own.";
    }

    @Override
    public List<Experiment<?>> experiments() {
        return List.of(new E2RoomsGgwave());
    }

    @Override
    public boolean reported() {
        return false;
    }
}
