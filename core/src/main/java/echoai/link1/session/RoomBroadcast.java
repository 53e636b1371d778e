package echoai.link1.session;

import echoai.link1.agent.Outbox;
import echoai.link1.agent.TalkingAgent;
import echoai.link1.agent.Veteran;
import echoai.link1.frame.LinkFrame;
import echoai.link1.results.RoomAirCounts;
import echoai.link1.results.WorldResult;
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
        SharedAir air = open(seed, setup);
        List<List<LinkFrame>> frames = new ArrayList<>();
        for (int j = 0; j < setup.veterans(); j++) {
            Veteran v = Veteran.of(world, j);
            frames.add(new Outbox(v.id()).frames(v.claims()));
        }
        if (setup.access().mode() == MediumAccess.Mode.TDMA) {
            schedule(air, frames);
        } else {
            contend(air, frames);
        }
        long end = AirOverlaps.lastArrivalEnd(air.transmissions(), air.room(), NOVICE);
        air.runUntil(roundUp(Math.max(air.now(), end) + DRAIN_SAMPLES));
        return settle(seed, setup, world, air, frames);
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
     * Every veteran queues its frames; under CSMA and ALOHA alike each keeps listening (its
     * receiver counts the speakers it hears, which sizes its back-off window) until it has sent
     * its last frame.
     */
    private static void contend(SharedAir air, List<List<LinkFrame>> frames) {
        for (int j = 0; j < frames.size(); j++) {
            for (LinkFrame f : frames.get(j)) {
                air.send(1 + j, f.toBytes());
            }
        }
        boolean[] stopped = new boolean[frames.size()];
        while (air.anyBusy()) {
            air.step();
            for (int j = 0; j < frames.size(); j++) {
                if (!stopped[j] && !air.busy(1 + j)) {
                    air.stopListening(1 + j);
                    stopped[j] = true;
                }
            }
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

    private static Played settle(long seed, RoomSetup setup, RingWorld world, SharedAir air,
                                 List<List<LinkFrame>> frames) {
        List<AirReception> heard = air.heard(NOVICE);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        for (AirReception r : heard) {
            bytes.writeBytes(Hex.parse(r.frameHex(), LinkFrame.LENGTH));
        }
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
