package echoai.link1.bench.registry;

import echoai.link1.bench.Experiment;
import echoai.link1.bench.babbleshuffled.E2RoomsBabbleShuffled;
import echoai.link1.bench.e0.E0FrameIntegrity;
import echoai.link1.bench.e1.E1Fec;
import echoai.link1.bench.e2.E2Modem;
import echoai.link1.bench.e2rooms.E2Rooms;
import echoai.link1.bench.e2roomsf.E2RoomsF;
import echoai.link1.bench.e2roomsggwave.E2RoomsGgwave;
import echoai.link1.bench.e2roomsnoise.E2RoomsNoise;
import echoai.link1.bench.e3.E3RealAir;
import echoai.link1.bench.e4.E4Understanding;
import echoai.link1.bench.e5.E5Dialogue;
import echoai.link1.bench.e6.E6Processes;
import echoai.link1.bench.e7.E7Room;
import echoai.link1.bench.e7capture.E7Capture;
import echoai.link1.bench.e7live.E7Live;
import echoai.link1.bench.e8.E8Trust;
import echoai.link1.bench.e8air.E8Air;
import echoai.link1.bench.e9.E9Discovery;
import echoai.link1.bench.e9air.E9Air;
import echoai.link1.bench.ggwavefair.E2RoomsGgwaveFair;
import echoai.link1.bench.reliability.Reliability;
import echoai.link1.bench.u3rerun.U3Rerun;
import echoai.link1.bench.understandingrooms.UnderstandingRooms;
import echoai.link1.bench.understandingroomsf.UnderstandingRoomsF;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The registry of experiments, in the order {@code bench all} runs them. */
public final class Experiments {
    private Experiments() {
    }

    /** Every registered experiment, in run order. */
    public static List<Experiment<?>> registered() {
        List<Experiment<?>> all = new ArrayList<>();
        all.add(new E0FrameIntegrity());
        all.add(new E1Fec());
        all.add(new E2Modem());
        all.add(new E3RealAir());
        all.add(new E4Understanding());
        all.add(new E5Dialogue());
        all.add(new E6Processes());
        all.add(new Reliability());
        all.add(new E2Rooms());
        all.add(new E2RoomsNoise());
        all.add(new UnderstandingRooms());
        all.add(new E2RoomsGgwave());
        all.add(new E2RoomsGgwaveFair());
        all.add(new E2RoomsBabbleShuffled());
        all.add(new E2RoomsF());
        all.add(new UnderstandingRoomsF());
        all.add(new U3Rerun());
        all.add(new E7Room());
        all.add(new E7Live());
        all.add(new E7Capture());
        all.add(new E8Trust());
        all.add(new E8Air());
        all.add(new E9Discovery());
        all.add(new E9Air());
        return List.copyOf(all);
    }

    /** The experiments that {@code bench all} runs. */
    public static List<Experiment<?>> inAll() {
        return registered().stream().filter(Experiment::inAll).toList();
    }

    /** Looks an experiment up by id, case-insensitively. */
    public static Optional<Experiment<?>> find(String id) {
        String want = id.strip().toUpperCase(Locale.ROOT);
        return registered().stream()
                .filter(e -> e.id().toUpperCase(Locale.ROOT).equals(want))
                .findFirst();
    }
}
