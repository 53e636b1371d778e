package echoai.link1.bench.babbleshuffled;

import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.Json;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.air.AirTrials;
import echoai.link1.bench.air.RoomsCase;
import echoai.link1.bench.air.RoomsPoint;
import echoai.link1.bench.air.RoomsTrial;
import echoai.link1.bench.e2rooms.E2Rooms;
import echoai.link1.bench.e2rooms.E2RoomsResult;
import echoai.link1.modem.AirProfile;
import echoai.link1.room.Background;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * E2-rooms at V2-1's babble points with the babble that does not repeat (issue 28, item 1;
 * ROOM.md §11): the 36 grid points of background babble and the stretch point of
 * {@link E2Rooms}, the background replaced by {@code babble-shuffled}, for K1 and R, as E2-rooms
 * runs them ({@link RoomsTrial}: same recordings, receivers and seed derivation; the point name,
 * and so the room draws, carry the background's label). A measurement reported beside V2-1's
 * verdicts, which stand: it registers no prediction and is judged by nothing. Eval seed bases
 * (as V2-1, for a like-for-like figure; it tunes nothing) or dev seed bases 0–15.
 */
public final class E2RoomsBabbleShuffled implements Experiment<E2RoomsResult> {
    /** Its document. */
    public static final Doc<E2RoomsResult> DOC = new Doc<>("v2/E2-rooms-babble-shuffled.json", E2RoomsResult.class);
    /** The profiles measured: those V2-2 carried, K1 and R. */
    static final List<AirProfile> PROFILES = List.of(AirProfile.K1, AirProfile.R);

    @Override
    public String id() {
        return "E2-rooms-babble-shuffled";
    }

    @Override
    public Doc<E2RoomsResult> doc() {
        return DOC;
    }

    @Override
    public String title() {
        return "E2-rooms at V2-1's babble points (36 grid points and the stretch point) with"
                + " babble-shuffled, the babble that does not repeat (ROOM.md 11), for k1 and r:"
                + " a measurement beside V2-1's verdicts, which stand (issue 28; not registered)";
    }

    @Override
    public boolean inAll() {
        return false;
    }

    /** V2-1's babble points with {@code babble-shuffled} in place of {@code babble}. */
    public static List<RoomsCase> cases() {
        List<RoomsCase> out = new ArrayList<>();
        for (RoomsCase c : E2Rooms.cases()) {
            if (c.background() == Background.BABBLE) {
                out.add(new RoomsCase(c.point(), Background.BABBLE_SHUFFLED, c.snrDb(),
                        c.devices()));
            }
        }
        return List.copyOf(out);
    }

    @Override
    public E2RoomsResult run(BenchContext ctx) throws Exception {
        List<Integer> bases = E2Rooms.registeredBases(ctx.seeds(), id());
        int frames = Integer.parseInt(ctx.option("frames",
                Integer.toString(E2Rooms.FRAMES_DEFAULT)));
        record Task(RoomsCase c, AirProfile profile) {
        }
        List<Task> tasks = new ArrayList<>();
        for (RoomsCase c : cases()) {
            for (AirProfile profile : PROFILES) {
                tasks.add(new Task(c, profile));
            }
        }
        List<RoomsPoint> points = AirTrials.map(ctx, id(), tasks,
                t -> RoomsTrial.run(t.c(), t.profile(), frames, bases));
        return new E2RoomsResult(Json.SCHEMA_VERSION, id(), title(), ctx.seeds().label(),
                E2Rooms.join(bases), E2Rooms.seedDerivation(), E2Rooms.recording(), frames,
                points, List.of());
    }

    /** Refuses, before the run, seeds that are neither the eval bases nor dev bases 0..15. */
    @Override
    public void checkOptions(Map<String, String> options, SeedSet seeds) {
        E2Rooms.registeredBases(seeds, id());
    }
}
