package echoai.link1.report;

import echoai.link1.bench.PerfResult;
import echoai.link1.bench.e0.E0Result;
import echoai.link1.bench.e1.E1Result;
import echoai.link1.bench.e2.E2Result;
import echoai.link1.bench.e2rooms.E2RoomsResult;
import echoai.link1.bench.e2roomsf.ProfileFRoomsResult;
import echoai.link1.bench.e2roomsnoise.E2RoomsNoiseResult;
import echoai.link1.bench.e3.E3Result;
import echoai.link1.bench.e4.E4Result;
import echoai.link1.bench.e5.E5Result;
import echoai.link1.bench.e6.E6Result;
import echoai.link1.bench.e7.E7Result;
import echoai.link1.bench.e7capture.E7CaptureResult;
import echoai.link1.bench.e7live.E7LiveResult;
import echoai.link1.bench.e8.E8Result;
import echoai.link1.bench.e9.E9Result;
import echoai.link1.bench.ggwavefair.GgwaveFairResult;
import echoai.link1.bench.registry.V2PredictionsResult;
import echoai.link1.bench.reliability.ReliabilityResult;
import echoai.link1.bench.u3rerun.U3RerunResult;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult;
import echoai.link1.bench.v1.PredictionsResult;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the report is built from: the results records of one lab folder (each {@code null} when
 * its file is missing), the documents it has no record for as trees, and the frozen registered
 * v1 run as trees. The cli reads the files (with the bench's mapper) and builds this; the report
 * reads nothing itself.
 *
 * @param e0 {@code E0.json}
 * @param e1 {@code E1.json}
 * @param e2 {@code E2.json}
 * @param e2Extended {@code extended/E2.json} (an {@code --extended} run in its own folder)
 * @param e3 {@code E3.json}
 * @param e4 {@code E4.json}
 * @param e5 {@code E5.json}
 * @param e6 {@code E6.json}
 * @param reliability {@code reliability.json}
 * @param predictions {@code predictions.json}
 * @param perf {@code perf.json}
 * @param extendedPerf {@code extended/perf.json}
 * @param e2Rooms {@code v2/E2-rooms.json} (the v2 experiment E2-rooms, docs/spec/LINK1-v2.md)
 * @param v2Predictions {@code v2/predictions.json} (R1–R4, judged from an eval E2-rooms run;
 *     U1–U5 from an eval understanding-rooms run)
 * @param roomsUnderstanding {@code v2/understanding-rooms.json} (V2-2: understanding through
 *     the physical room)
 * @param e2RoomsNoise {@code v2/E2-rooms-noise.json} (E2-rooms' false-frame runs, a target)
 * @param e7 {@code v2/E7.json} (a room of agents, docs/spec/E7.md)
 * @param e7Live {@code v2/E7-live.json} (E7's live run on the PipeWire loop)
 * @param e7Capture {@code v2/E7-capture.json} (E7's capture effect)
 * @param e9 {@code v2/E9.json} (E9: referents without shared perception, docs/spec/E9.md)
 * @param e9Air {@code v2/E9-air.json} (E9's DISC by air, reported)
 * @param roomsU3 {@code v2/understanding-rooms-u3.json} (V2-3: V2-2's claims arms on the fresh
 *     seeds U3 was re-registered on)
 * @param u3Rerun {@code v2/u3-rerun-predictions.json} (V2-3's verdicts U3r and U3i)
 * @param ggwaveFair {@code v2/ggwave-fair.json} (V2-4: ggwave at equal SNR and at equal energy
 *     per postcard)
 * @param e8 {@code v2/E8.json} (E8: trust earned, not assumed, docs/spec/E8.md)
 * @param roomsF {@code v2/understanding-rooms-f.json} (issue 25: V2-2's claims arms with
 *     profile F; reported)
 * @param profileFRooms {@code v2/E2-rooms-F.json} (issue 25: profile F beside ggwave through
 *     E2-rooms' draws; registered in docs/spec/PROFILE-F.md)
 * @param e8Air {@code v2/E8-air.json} (E8 by air over E7's shared room, docs/spec/E8.md)
 * @param e2RoomsBabbleShuffled {@code v2/E2-rooms-babble-shuffled.json} (V2-1's babble points
 *     with the babble that does not repeat, issue 28; reported, not judged)
 * @param others every other document by name without {@code .json} ({@code extended/x} for the
 *     extended folder, {@code v2/x} for the v2 folder), sorted
 * @param registered the registered v1 run's documents by name, sorted; empty when absent
 * @param sweeps the sweeps' documents ({@code sweep/NAME/}), by name; empty when none
 * @param builds per document (name without {@code .json}), the build it records in words
 *     ("commit, clean"; for a judgement also the dirty sources), or that it records none
 */
public record Lab(E0Result e0, E1Result e1, E2Result e2, E2Result e2Extended, E3Result e3,
        E4Result e4, E5Result e5, E6Result e6, ReliabilityResult reliability,
        PredictionsResult predictions, PerfResult perf, PerfResult extendedPerf,
        E2RoomsResult e2Rooms, V2PredictionsResult v2Predictions,
        RoomsUnderstandingResult roomsUnderstanding, E2RoomsNoiseResult e2RoomsNoise,
        E7Result e7, E7LiveResult e7Live, E7CaptureResult e7Capture, E9Result e9,
        E9Result e9Air, RoomsUnderstandingResult roomsU3, U3RerunResult u3Rerun,
        GgwaveFairResult ggwaveFair, E8Result e8, E2RoomsResult e2RoomsBabbleShuffled,
        ProfileFRoomsResult profileFRooms, RoomsUnderstandingResult roomsF, E8Result e8Air,
        Map<String, Tree> others,
        Map<String, Tree> registered,
        List<SweepDocs> sweeps, Map<String, String> builds) {
    /** The folder of the extended run, relative to the lab folder. */
    public static final String EXTENDED = "extended";
    /** The folder of the sweeps ({@code link1-sweep}), relative to the lab folder. */
    public static final String SWEEP = "sweep";
    /** The folder of the v2 experiments, relative to the lab folder. */
    public static final String V2 = "v2";

    public Lab {
        others = new TreeMap<>(others);
        registered = new TreeMap<>(registered);
        sweeps = sweeps.stream().sorted(Comparator.comparing(SweepDocs::name)).toList();
        builds = new TreeMap<>(builds);
    }

    /** A lab with no file at all. */
    public static Lab empty() {
        return builder().build();
    }

    /** Every document present, by name without {@code .json}, as trees, in page order. */
    Map<String, Tree> trees() {
        Map<String, Tree> out = new LinkedHashMap<>();
        put(out, "E0", e0);
        put(out, "E1", e1);
        put(out, "E2", e2);
        put(out, "E3", e3);
        put(out, "E4", e4);
        put(out, "E5", e5);
        put(out, "E6", e6);
        put(out, "reliability", reliability);
        put(out, "predictions", predictions);
        put(out, "perf", perf);
        put(out, EXTENDED + "/E2", e2Extended);
        put(out, EXTENDED + "/perf", extendedPerf);
        put(out, V2 + "/E2-rooms", e2Rooms);
        put(out, V2 + "/predictions", v2Predictions);
        put(out, V2 + "/understanding-rooms", roomsUnderstanding);
        put(out, V2 + "/E2-rooms-noise", e2RoomsNoise);
        put(out, V2 + "/E7", e7);
        put(out, V2 + "/E7-live", e7Live);
        put(out, V2 + "/E7-capture", e7Capture);
        put(out, V2 + "/E9", e9);
        put(out, V2 + "/E9-air", e9Air);
        put(out, V2 + "/understanding-rooms-u3", roomsU3);
        put(out, V2 + "/u3-rerun-predictions", u3Rerun);
        put(out, V2 + "/ggwave-fair", ggwaveFair);
        put(out, V2 + "/E8", e8);
        put(out, V2 + "/E8-air", e8Air);
        put(out, V2 + "/E2-rooms-babble-shuffled", e2RoomsBabbleShuffled);
        put(out, V2 + "/E2-rooms-F", profileFRooms);
        put(out, V2 + "/understanding-rooms-f", roomsF);
        out.putAll(others);
        return out;
    }

    private static void put(Map<String, Tree> out, String name, Record doc) {
        if (doc != null) {
            out.put(name, Tree.of(doc));
        }
    }

    /** True when no document is present. */
    boolean isEmpty() {
        return trees().isEmpty();
    }

    /** A builder starting from no file at all. */
    public static Builder builder() {
        return new Builder();
    }

    /** Sets documents one by one; what is never set stays missing. */
    public static final class Builder {
        private E0Result e0;
        private E1Result e1;
        private E2Result e2;
        private E2Result e2Extended;
        private E3Result e3;
        private E4Result e4;
        private E5Result e5;
        private E6Result e6;
        private ReliabilityResult reliability;
        private PredictionsResult predictions;
        private PerfResult perf;
        private PerfResult extendedPerf;
        private E2RoomsResult e2Rooms;
        private V2PredictionsResult v2Predictions;
        private RoomsUnderstandingResult roomsUnderstanding;
        private E2RoomsNoiseResult e2RoomsNoise;
        private E7Result e7;
        private E7LiveResult e7Live;
        private E7CaptureResult e7Capture;
        private E2RoomsResult e2RoomsBabbleShuffled;
        private ProfileFRoomsResult profileFRooms;
        private RoomsUnderstandingResult roomsF;
        private E8Result e8Air;
        private E9Result e9;
        private E9Result e9Air;
        private RoomsUnderstandingResult roomsU3;
        private U3RerunResult u3Rerun;
        private GgwaveFairResult ggwaveFair;
        private E8Result e8;
        private final Map<String, Tree> others = new TreeMap<>();
        private final Map<String, Tree> registered = new TreeMap<>();
        private final List<SweepDocs> sweeps = new ArrayList<>();
        private final Map<String, String> builds = new TreeMap<>();

        private Builder() {
        }

        public Builder e0(E0Result doc) {
            this.e0 = doc;
            return this;
        }

        public Builder e1(E1Result doc) {
            this.e1 = doc;
            return this;
        }

        public Builder e2(E2Result doc) {
            this.e2 = doc;
            return this;
        }

        public Builder e2Extended(E2Result doc) {
            this.e2Extended = doc;
            return this;
        }

        public Builder e3(E3Result doc) {
            this.e3 = doc;
            return this;
        }

        public Builder e4(E4Result doc) {
            this.e4 = doc;
            return this;
        }

        public Builder e5(E5Result doc) {
            this.e5 = doc;
            return this;
        }

        public Builder e6(E6Result doc) {
            this.e6 = doc;
            return this;
        }

        public Builder reliability(ReliabilityResult doc) {
            this.reliability = doc;
            return this;
        }

        public Builder predictions(PredictionsResult doc) {
            this.predictions = doc;
            return this;
        }

        public Builder perf(PerfResult doc) {
            this.perf = doc;
            return this;
        }

        public Builder extendedPerf(PerfResult doc) {
            this.extendedPerf = doc;
            return this;
        }

        public Builder e2Rooms(E2RoomsResult doc) {
            this.e2Rooms = doc;
            return this;
        }

        public Builder v2Predictions(V2PredictionsResult doc) {
            this.v2Predictions = doc;
            return this;
        }

        public Builder roomsUnderstanding(RoomsUnderstandingResult doc) {
            this.roomsUnderstanding = doc;
            return this;
        }

        public Builder e2RoomsNoise(E2RoomsNoiseResult doc) {
            this.e2RoomsNoise = doc;
            return this;
        }

        /** Sets {@code v2/E9.json}. */
        public Builder e9(E9Result doc) {
            this.e9 = doc;
            return this;
        }

        /** Sets {@code v2/E8.json}. */
        public Builder e8(E8Result doc) {
            this.e8 = doc;
            return this;
        }

        /** Sets {@code v2/E9-air.json}. */
        public Builder e9Air(E9Result doc) {
            this.e9Air = doc;
            return this;
        }

        /** Sets {@code v2/understanding-rooms-u3.json}. */
        public Builder roomsU3(RoomsUnderstandingResult doc) {
            this.roomsU3 = doc;
            return this;
        }

        /** Sets {@code v2/u3-rerun-predictions.json}. */
        public Builder u3Rerun(U3RerunResult doc) {
            this.u3Rerun = doc;
            return this;
        }

        /** Sets {@code v2/ggwave-fair.json}. */
        public Builder ggwaveFair(GgwaveFairResult doc) {
            this.ggwaveFair = doc;
            return this;
        }

        /** A document the report has no record for, by name without {@code .json}. */
        public Builder e7(E7Result doc) {
            this.e7 = doc;
            return this;
        }

        public Builder e7Live(E7LiveResult doc) {
            this.e7Live = doc;
            return this;
        }

        public Builder e7Capture(E7CaptureResult doc) {
            this.e7Capture = doc;
            return this;
        }

        /** Sets {@code v2/E8-air.json}. */
        public Builder e8Air(E8Result doc) {
            this.e8Air = doc;
            return this;
        }

        public Builder roomsF(RoomsUnderstandingResult doc) {
            this.roomsF = doc;
            return this;
        }

        public Builder profileFRooms(ProfileFRoomsResult doc) {
            this.profileFRooms = doc;
            return this;
        }

        public Builder e2RoomsBabbleShuffled(E2RoomsResult doc) {
            this.e2RoomsBabbleShuffled = doc;
            return this;
        }

        /** A document the report has no record for, by name without {@code .json}. */
        public Builder other(String name, Tree doc) {
            others.put(name, doc);
            return this;
        }

        /** A document of the registered v1 run, by name without {@code .json}. */
        public Builder registered(String name, Tree doc) {
            registered.put(name, doc);
            return this;
        }

        /** The build document {@code name} records, in words ({@link Lab#builds}). */
        public Builder built(String name, String words) {
            builds.put(name, words);
            return this;
        }

        /** A sweep's documents. */
        public Builder sweep(SweepDocs docs) {
            sweeps.add(docs);
            return this;
        }

        public Lab build() {
            return new Lab(e0, e1, e2, e2Extended, e3, e4, e5, e6, reliability, predictions,
                    perf, extendedPerf, e2Rooms, v2Predictions, roomsUnderstanding,
                    e2RoomsNoise, e7, e7Live, e7Capture, e9, e9Air, roomsU3, u3Rerun,
                    ggwaveFair, e8, e2RoomsBabbleShuffled, profileFRooms, roomsF, e8Air, others,
                    registered, sweeps, builds);
        }
    }
}
