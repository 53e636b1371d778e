package echoai.link1.bench.understandingroomsf;

import echoai.link1.bench.Doc;
import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.Worlds;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult;
import echoai.link1.bench.understandingrooms.UnderstandingRooms;
import echoai.link1.modem.AirProfile;
import java.util.List;

/**
 * Understanding through the room with profile F (issue 25; reported, not predicted): V2-2's six
 * points (docs/spec/LINK1-v2.md) with F's claims arms, claims mode, and the wire arms S, T and
 * E5, on V2-2's eval worlds 1000–1063 or dev worlds 0–15. Postcard k of an arm in a world meets
 * the room draw V2-2's K1 and R arms met (the profile is not in the seed). Written to
 * {@value #FILE}; the README's "understanding through the room" line gains F's range from it
 * (V2-2's U4 rule, reported beside U4's verdicts, which stand).
 */
public final class UnderstandingRoomsF implements Experiment<RoomsUnderstandingResult> {
    /** The file, relative to the lab folder. */
    static final String FILE = "v2/understanding-rooms-f.json";
    /** Its document. */
    public static final Doc<RoomsUnderstandingResult> DOC = new Doc<>(FILE, RoomsUnderstandingResult.class);

    private final UnderstandingRooms rooms = new UnderstandingRooms(UnderstandingRooms.grid(),
            List.of(AirProfile.F), List.of(UnderstandingRooms.CLAIMS));

    @Override
    public String id() {
        return "understanding-rooms-f";
    }

    @Override
    public Doc<RoomsUnderstandingResult> doc() {
        return DOC;
    }

    @Override
    public String title() {
        return "understanding through the physical room with profile F (issue 25, reported): V2-2's"
                + " claims arms at its 6 points for f, one postcard a room draw, with the wire arms"
                + " S, T and E5";
    }

    @Override
    public boolean inAll() {
        return false;
    }

    @Override
    public RoomsUnderstandingResult run(BenchContext ctx) throws Exception {
        RoomsUnderstandingResult r = rooms.assemble(ctx.seeds(), Worlds.map(ctx, id(),
                rooms::world));
        return new RoomsUnderstandingResult(r.schemaVersion(), id(), title(), r.seedSet(),
                r.config(), r.wire(), r.arms());
    }
}
