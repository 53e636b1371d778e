package echoai.link1.bench.messagesair;

import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.Json;
import echoai.link1.bench.SeedPolicy;
import echoai.link1.bench.SeedRange;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.air.AirTrials;
import echoai.link1.bench.air.GgwaveBridge;
import echoai.link1.bench.air.GgwaveBridges;
import echoai.link1.bench.air.GgwaveProtocol;
import echoai.link1.bench.air.RoomsCase;
import echoai.link1.bench.e2rooms.E2Rooms;
import echoai.link1.modem.AirProfile;
import echoai.link1.room.Placement;
import echoai.link1.session.Seeds;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.BlockingQueue;

/**
 * Messages-air (issue 39, registered in docs/spec/MESSAGE.md, "Messages-air"): messages through
 * E2-rooms' living room at 3 m (RT60 0.8 s, babble at 10 dB), one way and two ways with F, R
 * and Q, beside ggwave NORMAL and FAST in pieces, and the two ways a room can try to make a
 * receiver deliver a wrong message. Opt-in; its fresh eval seed bases {@link #EVAL} with the
 * registered tries, or dev seed bases 0–15 with {@code --frames} tries a cell; needs node and {@code npm ci}
 * in scripts/ggwave.
 */
public final class MessagesAir implements Experiment<MessagesAirResult> {
    /** Its document. */
    public static final Doc<MessagesAirResult> DOC = new Doc<>("v3/Messages-air.json",
            MessagesAirResult.class);
    /** The fresh eval seed bases. */
    public static final SeedRange EVAL = new SeedRange(140_000, 140_063);
    /** The case: the living room. */
    static final String CASE = "living-rt0.8-3m/babble/10dB/48-48kHz/+0ppm";
    /** The sizes, bytes. */
    static final List<Integer> SIZES = List.of(100, 1024, 10_240);
    /** The LINK-1 profiles. */
    static final List<AirProfile> PROFILES = List.of(AirProfile.F, AirProfile.R, AirProfile.Q);
    /** ggwave's protocols, in pieces. */
    static final List<GgwaveProtocol> GGWAVE = List.of(GgwaveProtocol.AUDIBLE_NORMAL,
            GgwaveProtocol.AUDIBLE_FAST);
    /** The profiles of the wrong-message runs. */
    static final List<AirProfile> CROSS_PROFILES = List.of(AirProfile.F, AirProfile.Q);
    /** The sizes of the wrong-message runs. */
    static final List<Integer> CROSS_SIZES = List.of(100, 1024);
    /** Registered tries a cell, by size (100 B, 1 KiB, 10 KiB), and of a wrong-message cell. */
    static final int[] TRIES_REGISTERED = {64, 100, 4};
    /** Registered tries of a wrong-message cell. */
    static final int CROSS_TRIES_REGISTERED = 16;
    /** Off the eval bases, unless {@code --frames} says otherwise. */
    static final int TRIES_DEFAULT = 2;

    @Override
    public String id() {
        return "Messages-air";
    }

    @Override
    public Doc<MessagesAirResult> doc() {
        return DOC;
    }

    @Override
    public String title() {
        return "messages of 100 B, 1 KiB and 10 KiB across the living room at 3 m, one way and"
                + " two ways with F, R and Q, beside ggwave NORMAL and FAST in pieces of 140 bytes"
                + " (issue 39, registered in docs/spec/MESSAGE.md)";
    }

    @Override
    public boolean inAll() {
        return false;
    }

    @Override
    public String command(String seedSet) {
        return seedSet != null && !seedSet.equals("eval") ? Experiment.super.command(seedSet)
                : "./link1 bench " + id() + " --seeds " + EVAL.label();
    }

    @Override
    public SeedPolicy seedPolicy() {
        return SeedPolicy.registeredBy("Messages-air");
    }

    /** The case. */
    static RoomsCase room() {
        return E2Rooms.cases().stream().filter(c -> c.name().equals(CASE)).findFirst()
                .orElseThrow();
    }

    /** The seed bases: the fresh eval range exactly, or dev bases 0..15. */
    static List<Integer> bases(SeedSet seeds, String id) {
        return EVAL.isExactly(seeds) ? seeds.seeds() : E2Rooms.devBases(seeds, id);
    }

    /** Tries a cell: registered on the eval bases, else {@code --frames} (10 KiB: an eighth). */
    static int tries(SeedSet seeds, String given, int bytes, boolean cross) {
        if (EVAL.isExactly(seeds)) {
            if (given != null) {
                throw new IllegalArgumentException("Messages-air: on the eval seed bases the"
                        + " registered run fixes the tries: --frames " + given);
            }
            return cross ? CROSS_TRIES_REGISTERED : TRIES_REGISTERED[SIZES.indexOf(bytes)];
        }
        int n = given == null ? TRIES_DEFAULT : Integer.parseInt(given);
        if (n < 1) {
            throw new IllegalArgumentException("Messages-air: --frames must be >= 1: " + n);
        }
        return bytes > 1024 ? Math.max(1, n / 8) : n;
    }

    @Override
    public void checkOptions(Map<String, String> options, SeedSet seeds) {
        bases(seeds, id());
        tries(seeds, options.get("frames"), 100, false);
    }

    /** A cell to run. */
    record Cell(String arm, String mode, AirProfile profile, GgwaveProtocol protocol, int bytes,
                int tries) {
    }

    /** One try of a cell. */
    record Task(Cell cell, int index) {
    }

    /** The cells, size by size: F, R, Q one way and two ways, ggwave NORMAL and FAST; then the wrong-message cells. */
    static List<Cell> cells(SeedSet seeds, String given) {
        List<Cell> out = new ArrayList<>();
        for (int bytes : SIZES) {
            int n = tries(seeds, given, bytes, false);
            for (String mode : List.of("one-way", "two-way")) {
                for (AirProfile p : PROFILES) {
                    out.add(new Cell(p.label(), mode, p, null, bytes, n));
                }
            }
            for (GgwaveProtocol g : GGWAVE) {
                out.add(new Cell(g.label(), "pieces", null, g, bytes, n));
            }
        }
        for (int bytes : CROSS_SIZES) {
            int n = tries(seeds, given, bytes, true);
            for (String mode : List.of("two-senders", "replay")) {
                for (AirProfile p : CROSS_PROFILES) {
                    out.add(new Cell(p.label(), mode, p, null, bytes, n));
                }
            }
        }
        return List.copyOf(out);
    }

    @Override
    public MessagesAirResult run(BenchContext ctx) throws Exception {
        List<Integer> bases = bases(ctx.seeds(), id());
        List<Cell> cells = cells(ctx.seeds(), ctx.option("frames", null));
        List<Task> tasks = new ArrayList<>();
        for (Cell c : cells) {
            for (int i = 0; i < c.tries(); i++) {
                tasks.add(new Task(c, i));
            }
        }
        // the longest first, so that two threads end together
        List<Task> order = new ArrayList<>(tasks);
        order.sort((a, b) -> Long.compare(cost(b), cost(a)));
        RoomsCase room = room();
        try (GgwaveBridges pool = GgwaveBridges.start(ctx.threads())) {
            BlockingQueue<GgwaveBridge> bridges = pool.queue();
            List<TryOutcome> done = AirTrials.map(ctx, id(), order,
                    t -> run(t, room, bases, bridges));
            List<MessageCell> out = new ArrayList<>();
            for (Cell c : cells) {
                List<TryOutcome> mine = new ArrayList<>();
                for (int i = 0; i < c.tries(); i++) {
                    mine.add(done.get(order.indexOf(new Task(c, i))));
                }
                out.add(MessageCell.of(c.arm(), c.mode(), c.bytes(), mine));
            }
            return new MessagesAirResult(Json.SCHEMA_VERSION, id(), title(),
                    ctx.seeds().label(), E2Rooms.join(bases), seedDerivation(), room.name(),
                    method(), pool.version(), out);
        }
    }

    /** A try's rough cost, for the order only: its size, times 2 for R, times 2 for two messages. */
    private static long cost(Task t) {
        Cell c = t.cell();
        long k = c.bytes();
        if (c.profile() == AirProfile.R) {
            k *= 2;
        }
        if (c.mode().equals("two-senders") || c.mode().equals("replay")) {
            k *= 2;
        }
        return k;
    }

    /** The seed of try {@code index} of a size: the same payloads and placements for every arm. */
    static long seed(long base, int bytes, int index) {
        return Seeds.mix(Seeds.mix(base, Seeds.stream("Messages-air/" + bytes)), index);
    }

    private static TryOutcome run(Task t, RoomsCase room, List<Integer> bases,
                                  BlockingQueue<GgwaveBridge> bridges) {
        Cell c = t.cell();
        SplittableRandom random = new SplittableRandom(seed(bases.get(t.index() % bases.size()),
                c.bytes(), t.index()));
        byte[] payload = new byte[c.bytes()];
        random.nextBytes(payload);
        Placement placement = Placement.draw(room.point().room(), room.point().distanceM(),
                random);
        byte[] other = new byte[c.bytes()];
        random.nextBytes(other);
        SplittableRandom draws = random.split();
        if (c.protocol() != null) {
            GgwaveBridge bridge = bridges.poll();
            try {
                return GgwavePiecesTry.run(c.protocol(), bridge, room, placement, payload, draws);
            } finally {
                bridges.add(bridge);
            }
        }
        RoomLeg leg = new RoomLeg(room, placement, c.profile());
        return switch (c.mode()) {
            case "one-way" -> OneWayTry.run(c.profile(), leg, payload, draws);
            case "two-way" -> TwoWayTry.run(c.profile(), leg, payload, draws);
            case "two-senders" -> CrossTry.twoSenders(c.profile(), leg, payload, other, draws);
            case "replay" -> CrossTry.replay(c.profile(), leg, payload, other, draws);
            default -> throw new IllegalStateException(c.mode());
        };
    }

    static String seedDerivation() {
        return "try i of a size: seed base bases[i mod |bases|], seed mix(mix(base,"
                + " stream(\"Messages-air/\" + bytes)), i); from it, in order: the payload"
                + " (bytes uniform), the placement (ROOM.md §3 at the case's distance), a second"
                + " payload (the other sender's, the older message's), then every later draw"
                + " (back-offs, each room pass's seed) from one split. The arm and the mode are"
                + " not in the seed: every arm meets the same payloads at the same places";
    }

    static String method() {
        return "one-way: the library's one-way frames (25 % parity, one round), laid out as its"
                + " recording (4000 zeros, each frame then 4000 zeros), into one reassembler;"
                + " two-way: the library's ArqSender and ArqReceiver, unchanged, half duplex, each"
                + " frame after DIFS (1024 samples) and a back-off of 0..7 slots of 512, sent when"
                + " its sound and the output guard (8000) have passed, the answers through the"
                + " same room the other way; pieces: ggwave, 140 bytes a transmission, a fresh"
                + " receiver each, delivered when every piece decodes exact; two-senders: two"
                + " messages under one message id from two sender ids, frames taking turns for"
                + " the first half, then overlapping by half a frame, summed at one loudspeaker;"
                + " replay: an older message's frames under the same ids, one after each frame of"
                + " the new one. Every burst is cut into room passes of at most 32 frames: the"
                + " try's placement, each pass its own diffuse tail and background draw";
    }
}
