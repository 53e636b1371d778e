package echoai.link1.bench.u3rerun;

import echoai.link1.bench.SeedPolicy;
import echoai.link1.bench.SeedRange;
import echoai.link1.bench.Doc;
import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.Worlds;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult;
import echoai.link1.bench.understandingrooms.UnderstandingRooms;
import java.util.List;

/**
 * U3 re-registered (docs/spec/LINK1-v2.md, V2-3; issue 28): V2-2's twelve claims arms — its six
 * points for K1 and R, claims mode, with the wire arms S, T and E5 — on the fresh world seeds
 * 110 000–110 063, declared by the registration, outside every range run before (dev 0–15,
 * eval 1000–1063, the sweep range 100 000–109 999). Judged once, by {@link U3RerunPredictions},
 * into {@value U3RerunPredictions#FILE}. Runs on exactly that set or, for development, on dev
 * seeds 0–15; never on the eval seeds again.
 */
public final class U3Rerun implements Experiment<RoomsUnderstandingResult> {
    /** The file, relative to the lab folder. */
    static final String FILE = "v2/understanding-rooms-u3.json";
    /** Its document. */
    public static final Doc<RoomsUnderstandingResult> DOC = new Doc<>(FILE, RoomsUnderstandingResult.class);
    /** The registered seeds. */
    public static final SeedRange SEEDS = new SeedRange(110000, 110063);

    private final UnderstandingRooms rooms = new UnderstandingRooms(UnderstandingRooms.grid(),
            UnderstandingRooms.PROFILES, List.of(UnderstandingRooms.CLAIMS));

    @Override
    public String id() {
        return "understanding-rooms-u3";
    }

    @Override
    public Doc<RoomsUnderstandingResult> doc() {
        return DOC;
    }

    @Override
    public String title() {
        return "U3 re-registered (docs/spec/LINK1-v2.md, V2-3): V2-2's claims arms (6 points x k1,"
                + " r, one postcard a room draw) with the wire arms, on fresh seeds 110000-110063;"
                + " harm against the claim-loss model at each arm's own PER, and the babble arm's"
                + " per-world losses against independent losses";
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

    @Override
    public SeedPolicy seedPolicy() {
        return SeedPolicy.registeredBy("V2-3");
    }
}
