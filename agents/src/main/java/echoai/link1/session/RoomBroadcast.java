package echoai.link1.session;

import echoai.link1.agent.Outbox;
import echoai.link1.agent.TalkingAgent;
import echoai.link1.agent.Veteran;
import echoai.link1.frame.LinkFrame;
import echoai.link1.room.PhysicalRoom;
import echoai.link1.room.Point3;
import echoai.link1.room.SharedRoom;
import echoai.link1.room.SharedRoomConfig;
import echoai.nexus0.RingWorld;
import echoai.wsp.Hex;
import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * E7 (a), docs/spec/E7.md: the veterans of a world broadcast their CLAIMs over one shared room
 * while B listens. Every veteran j ({@link Veteran#of}) queues its claims (arm T's frames, its
 * own id and sequence numbers) at time 0 and sends them under the setup's medium access; under
 * TDMA they go out round robin, back to back. When every frame has been sent and the air has
 * gone quiet for {@value #DRAIN_SAMPLES} samples, B hears what its receiver delivered, in that
 * order, before its turn 0, then lives 256 turns in {@code world(seed)}.
 *
 * <p>Per world, from {@code Seeds.mix(seed, Seeds.stream(name))}: the placement
 * ({@code "E7/placement/" + placement}, the same for every number of veterans, profile and
 * discipline: the first k veterans stand where the first k of a larger room stand), the room's
 * draws ({@code "E7/room/" + placement + "/" + veterans}) and the back-off draws
 * ({@code "E7/access/" + placement + "/" + veterans}, the same under CSMA and ALOHA).
 */
public final class RoomBroadcast {
    /** Air after the last frame's end before the run stops (1 s: every frame decoded). */
    public static final int DRAIN_SAMPLES = PhysicalRoom.INPUT_RATE_HZ;
    /** B's index in the room. */
    public static final int NOVICE = 0;

    private RoomBroadcast() {
    }

    /**
     * One world of one broadcast arm.
     *
     * @param seed the world seed
     * @param setup the arm
     * @return the run
     */
    public static RoomRun run(long seed, RoomSetup setup) {
        return play(seed, setup).run();
    }

    /** A run and the B who lived it (for the story). */
    public record Played(RoomRun run, TalkingAgent listener) {
    }

    /**
     * As {@link #run}, keeping B.
     *
     * @param seed the world seed
     * @param setup the arm
     * @return the run and B after its life
     */
    public static Played play(long seed, RoomSetup setup) {
        RingWorld world = RingWorld.world(seed);
        List<List<LinkFrame>> frames = new ArrayList<>();
        for (int j = 0; j < setup.veterans(); j++) {
            Veteran v = Veteran.of(world, j);
            frames.add(new Outbox(v.id()).frames(v.claims()));
        }
        return settle(seed, setup, world, air(seed, setup, frames, Set.of()), frames);
    }

    /**
     * What the room carried: the channel after the run (its transmissions and counts) and the
     * frames B's receiver delivered, in order.
     *
     * @param air the channel, run to its end
     * @param heard what B's receiver delivered
     */
    public record Aired(SharedAir air, List<AirReception> heard) {
        /**
         * The delivered frames' bytes, 22 each, in order.
         *
         * @return one array per frame
         */
        public List<byte[]> heardBytes() {
            List<byte[]> out = new ArrayList<>(heard.size());
            heard.forEach(r -> out.add(Hex.parse(r.frameHex(), LinkFrame.LENGTH)));
            return out;
        }

        /**
         * The room's counts for a row B settled from what it heard.
         *
         * @param row B's row
         * @param duplicates the repeats B suppressed
         * @return the counts
         */
        public RoomAirCounts counts(WorldResult row, int duplicates) {
            List<AirTransmission> tx = air.transmissions();
            Set<String> heardSet = new HashSet<>();
            heard.forEach(r -> heardSet.add(r.frameHex()));
            List<Boolean> delivered = new ArrayList<>();
            tx.forEach(t -> delivered.add(heardSet.contains(t.frameHex())));
            return RoomBroadcast.counts(air, row, duplicates, tx, delivered,
                    AirOverlaps.collided(tx, air.room(), NOVICE));
        }
    }

    /**
     * Speakers 1..n of the setup's room say their frames over it while B listens, under the
     * setup's medium access (TDMA: round robin, back to back); the run stops when every frame
     * has been sent and the air at B has been quiet for {@value #DRAIN_SAMPLES} samples.
     * Speakers in {@code later} queue their frames only once every other speaker has sent its
     * last one (an order by air: E8's adversarial order); under CSMA and ALOHA only.
     *
     * @param seed the world seed (the room's, placement's and back-off draws, class comment)
     * @param setup the room, its profile and medium access, {@code frames.size()} veterans
     * @param frames per speaker j (station 1 + j), its frames in sending order
     * @param later the speakers, by index j, that wait for the others to finish
     * @return the channel after the run and what B's receiver delivered
     * @throws IllegalArgumentException when the speakers do not match the setup, or TDMA is
     *     asked to hold a speaker back
     */
    public static Aired air(long seed, RoomSetup setup, List<List<LinkFrame>> frames,
                            Set<Integer> later) {
        return air(seed, setup, frames, later, t -> { });
    }

    /**
     * As {@link #air(long, RoomSetup, List, Set)}, telling {@code sent} of each transmission as
     * it starts (a command's progress; the run is the same).
     *
     * @param seed the world seed
     * @param setup the room, its profile and medium access, {@code frames.size()} veterans
     * @param frames per speaker j (station 1 + j), its frames in sending order
     * @param later the speakers, by index j, that wait for the others to finish
     * @param sent called once a transmission, in order
     * @return the channel after the run and what B's receiver delivered
     */
    public static Aired air(long seed, RoomSetup setup, List<List<LinkFrame>> frames,
                            Set<Integer> later, Consumer<AirTransmission> sent) {
        if (frames.size() != setup.veterans()) {
            throw new IllegalArgumentException("one frame list per veteran of the setup: "
                    + frames.size() + " for " + setup.veterans());
        }
        SharedAir air = open(seed, setup);
        air.onTransmission(sent);
        if (setup.access().mode() == MediumAccess.Mode.TDMA) {
            if (!later.isEmpty()) {
                throw new IllegalArgumentException("TDMA keeps its round robin: no speaker waits");
            }
            schedule(air, frames);
        } else {
            contend(air, frames, later);
        }
        long end = AirOverlaps.lastArrivalEnd(air.transmissions(), air.room(), NOVICE);
        air.runUntil(roundUp(Math.max(air.now(), end) + DRAIN_SAMPLES));
        return new Aired(air, air.heard(NOVICE));
    }

    /** The room and channel of a world's arm, with the seeds of the class comment. */
    static SharedAir open(long seed, RoomSetup setup) {
        String where = setup.placement().label();
        List<Point3> positions = setup.placement().draw(setup.room(), setup.veterans(),
                new SplittableRandom(Seeds.mix(seed, Seeds.stream("E7/placement/" + where))));
        String tag = where + "/" + setup.veterans();
        SharedRoom room = new SharedRoom(new SharedRoomConfig(setup.room(), setup.rt60S(),
                positions, setup.background(), setup.snrDb(),
                Seeds.mix(seed, Seeds.stream("E7/room/" + tag))));
        return new SharedAir(setup.profile(), room, setup.access(),
                Seeds.mix(seed, Seeds.stream("E7/access/" + tag)));
    }

    /**
     * Every veteran queues its frames (those in {@code later} once nobody else has work left);
     * under CSMA and ALOHA alike each keeps listening (its receiver counts the speakers it hears,
     * which sizes its back-off window) until it has sent its last frame.
     */
    private static void contend(SharedAir air, List<List<LinkFrame>> frames,
                                Set<Integer> later) {
        boolean[] queued = new boolean[frames.size()];
        for (int j = 0; j < frames.size(); j++) {
            if (!later.contains(j)) {
                queue(air, j, frames.get(j));
                queued[j] = true;
            }
        }
        boolean[] stopped = new boolean[frames.size()];
        boolean waiting = !later.isEmpty();
        while (waiting || air.anyBusy()) {
            if (waiting && !air.anyBusy()) {
                for (int j : later) {
                    queue(air, j, frames.get(j));
                    queued[j] = true;
                }
                waiting = false;
                continue;
            }
            air.step();
            for (int j = 0; j < frames.size(); j++) {
                if (queued[j] && !stopped[j] && !air.busy(1 + j)) {
                    air.stopListening(1 + j);
                    stopped[j] = true;
                }
            }
        }
    }

    private static void queue(SharedAir air, int j, List<LinkFrame> frames) {
        for (LinkFrame f : frames) {
            air.send(1 + j, f.toBytes());
        }
    }

    /** Round robin over the veterans, each frame starting as the one before ends. */
    private static void schedule(SharedAir air, List<List<LinkFrame>> frames) {
        for (int j = 0; j < frames.size(); j++) {
            air.stopListening(1 + j);
        }
        int frameSamples = air.profile().frameSamples();
        int[] next = new int[frames.size()];
        long k = 0;
        boolean any = true;
        while (any) {
            any = false;
            for (int j = 0; j < frames.size(); j++) {
                if (next[j] < frames.get(j).size()) {
                    air.runUntil(k * frameSamples);
                    air.sendNow(1 + j, frames.get(j).get(next[j]++).toBytes());
                    k++;
                    any = true;
                }
            }
        }
    }

    private static long roundUp(long samples) {
        long b = SharedAir.BLOCK_SAMPLES;
        return (samples + b - 1) / b * b;
    }

    private static Played settle(long seed, RoomSetup setup, RingWorld world, Aired aired,
                                 List<List<LinkFrame>> frames) {
        SharedAir air = aired.air();
        List<AirReception> heard = aired.heard();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        aired.heardBytes().forEach(bytes::writeBytes);
        TalkingAgent b = new TalkingAgent(world);
        b.hear(bytes.toByteArray());
        b.endOfStream();
        b.live();
        List<LinkFrame> sent = new ArrayList<>();
        frames.forEach(sent::addAll);
        WorldResult row = ArmRunner.result(seed, setup.armName(RoomSetup.CLAIMS), b, sent);
        List<AirTransmission> tx = air.transmissions();
        Set<String> heardSet = new HashSet<>();
        heard.forEach(r -> heardSet.add(r.frameHex()));
        List<Boolean> delivered = new ArrayList<>();
        tx.forEach(t -> delivered.add(heardSet.contains(t.frameHex())));
        boolean[] collided = AirOverlaps.collided(tx, air.room(), NOVICE);
        List<Boolean> collidedList = new ArrayList<>();
        for (boolean c : collided) {
            collidedList.add(c);
        }
        RoomAirCounts counts = counts(air, row, b.duplicatesHeard(), tx, delivered, collided);
        return new Played(new RoomRun(row, counts, air.room().config().positions(), tx,
                collidedList, delivered, heard), b);
    }

    /** The air's counts of a run whose row {@code row} B settled. */
    static RoomAirCounts counts(SharedAir air, WorldResult row, int duplicates,
                                List<AirTransmission> tx, List<Boolean> delivered,
                                boolean[] collided) {
        Map<String, Boolean> distinct = new LinkedHashMap<>();
        for (int i = 0; i < tx.size(); i++) {
            distinct.merge(tx.get(i).frameHex(), delivered.get(i), Boolean::logicalOr);
        }
        int deliveredDistinct = (int) distinct.values().stream().filter(d -> d).count();
        int collisions = 0;
        for (boolean c : collided) {
            collisions += c ? 1 : 0;
        }
        long airTime = AirOverlaps.lastArrivalEnd(tx, air.room(), NOVICE);
        long deferrals = 0;
        long slots = 0;
        long abandoned = 0;
        for (int s = 0; s < air.room().agents(); s++) {
            long[] a = air.accessCounts(s);
            deferrals += a[0];
            slots += a[1];
            abandoned += a[2];
        }
        long[] rx = air.receiverCounts(NOVICE);
        return new RoomAirCounts(tx.size(), distinct.size(), deliveredDistinct,
                distinct.size() - deliveredDistinct, duplicates, collisions,
                fixed(tx.isEmpty() ? 0 : (double) collisions / tx.size(), 4), rx[0], rx[1],
                row.corruptPassedCrc(), row.acceptedCorrupt(), airTime,
                fixed(airTime / (double) PhysicalRoom.INPUT_RATE_HZ, 3),
                fixed(airTime == 0 ? 0 : deliveredDistinct
                        / (airTime / (double) PhysicalRoom.INPUT_RATE_HZ), 4),
                deferrals, slots, abandoned);
    }

    static BigDecimal fixed(double value, int decimals) {
        return BigDecimal.valueOf(value).setScale(decimals, RoundingMode.HALF_UP);
    }
}
