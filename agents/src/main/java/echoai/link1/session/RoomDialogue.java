package echoai.link1.session;

import echoai.link1.agent.Outbox;
import echoai.link1.agent.TalkingAgent;
import echoai.link1.agent.Veteran;
import echoai.link1.frame.FrameResult;
import echoai.link1.frame.LinkFrame;
import echoai.link1.room.PhysicalRoom;
import echoai.link1.speech.Ask;
import echoai.link1.speech.Claim;
import echoai.link1.speech.Speech;
import echoai.link1.speech.SpeechAct;
import echoai.link1.speech.Unknown;
import echoai.nexus0.RingWorld;
import echoai.wsp.Hex;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * E7 (b), docs/spec/E7.md: E5's dialogue by air with retries, in a shared room. B lives as in
 * E5 ({@link Dialogue#listen}); at each ASK point it sends its ASK under the medium access and
 * listens. Every veteran listens all the time; one that hears an ASK queues its answer (E5's
 * rule, {@link Veteran#answer}) as replies ({@link SharedAir#reply}: a back-off window of one
 * contender); an ASK heard again gets the same answer frames again, byte for byte, unless they
 * are still waiting to go out. B's exchange ends when its medium has been
 * quiet for {@link #quietSamples(MediumAccess)} — long enough for any veteran that heard the
 * ASK to have started answering. If by then no answer about the referent (a CLAIM or UNKNOWN
 * from a veteran) has arrived, B sends the same ASK frame again, at most {@value #MAX_ASKS}
 * times in all. Then B hears every frame its receiver delivered in the exchange (its own
 * excepted), and proposes. Every frame in either direction counts as a postcard and as air
 * time; nothing moves the air between exchanges.
 */
public final class RoomDialogue {
    /** ASKs B sends about one referent at most (the first and two retries). */
    public static final int MAX_ASKS = 3;
    /** Quiet beyond the longest back-off before B decides, samples (0.5 s). */
    public static final int QUIET_MARGIN_SAMPLES = PhysicalRoom.INPUT_RATE_HZ / 2;

    private RoomDialogue() {
    }

    /**
     * How long B's medium must stay quiet after its ASK: the wait before a count-down and a
     * reply's whole back-off window, plus {@value #QUIET_MARGIN_SAMPLES} samples.
     *
     * @param rules the medium access
     * @return samples
     */
    public static long quietSamples(MediumAccess rules) {
        return (long) (rules.difsSlots() + rules.windowSlots()) * rules.slotSamples()
                + QUIET_MARGIN_SAMPLES;
    }

    /**
     * One world of one dialogue arm.
     *
     * @param seed the world seed
     * @param setup the arm (its discipline CSMA or ALOHA)
     * @return the run
     */
    public static RoomRun run(long seed, RoomSetup setup) {
        return play(seed, setup).run();
    }

    /**
     * As {@link #run}, keeping B.
     *
     * @param seed the world seed
     * @param setup the arm
     * @return the run and B after its life
     */
    public static RoomBroadcast.Played play(long seed, RoomSetup setup) {
        RingWorld world = RingWorld.world(seed);
        SharedAir air = RoomBroadcast.open(seed, setup);
        Room room = new Room(air, world, setup.veterans());
        Dialogue.Life life;
        try {
            life = Dialogue.listen(seed, room::exchange);
        } catch (IOException impossible) {
            throw new UncheckedIOException("the simulated room does no I/O", impossible);
        }
        return settle(seed, setup, air, room, life);
    }

    private static RoomBroadcast.Played settle(long seed, RoomSetup setup, SharedAir air,
                                               Room room, Dialogue.Life life) {
        TalkingAgent b = life.listener();
        List<AirTransmission> tx = air.transmissions();
        List<Boolean> delivered = new ArrayList<>();
        List<LinkFrame> answers = new ArrayList<>();
        Set<String> answerSet = new HashSet<>();
        int asksLost = 0;
        Set<String> asksSeen = new HashSet<>();
        for (AirTransmission t : tx) {
            boolean fromB = t.station() == RoomBroadcast.NOVICE;
            boolean got = fromB ? room.heardByAVeteran(t.frameHex())
                    : room.heardBy(RoomBroadcast.NOVICE, t.frameHex());
            delivered.add(got);
            if (fromB && asksSeen.add(t.frameHex()) && !room.heardByAVeteran(t.frameHex())) {
                asksLost++;
            }
            if (!fromB && answerSet.add(t.frameHex())) {
                answers.add(frameOf(t.frameHex()));
            }
        }
        WorldResult settled = ArmRunner.result(seed, setup.armName(RoomSetup.DIALOGUE), b,
                answers);
        WorldResult row = ArmRunner.withPostcards(settled, tx.size(),
                settled.postcardsLost() + asksLost, settled.acceptedCorrupt(),
                settled.corruptPassedCrc(), settled.corruptSpeechShaped());
        boolean[] collided = AirOverlaps.collided(tx, air.room(), RoomBroadcast.NOVICE);
        List<Boolean> collidedList = new ArrayList<>();
        for (boolean c : collided) {
            collidedList.add(c);
        }
        RoomAirCounts counts = RoomBroadcast.counts(air, row, b.duplicatesHeard(), tx, delivered,
                collided);
        return new RoomBroadcast.Played(new RoomRun(row, counts,
                air.room().config().positions(), tx, collidedList, delivered,
                air.heard(RoomBroadcast.NOVICE)), b);
    }

    private static LinkFrame frameOf(String hex) {
        return ((FrameResult.Accepted) LinkFrame.parse(Hex.parse(hex, LinkFrame.LENGTH))).frame();
    }

    /** The veterans of the room and B's side of each exchange. */
    private static final class Room {
        private final SharedAir air;
        private final List<Veteran> veterans = new ArrayList<>();
        private final List<Outbox> outboxes = new ArrayList<>();
        private final List<Map<String, List<byte[]>>> answered = new ArrayList<>();
        private final int[] read;
        private final List<Set<String>> heardSets = new ArrayList<>();

        Room(SharedAir air, RingWorld world, int count) {
            this.air = air;
            this.read = new int[count + 1];
            for (int s = 0; s <= count; s++) {
                heardSets.add(new HashSet<>());
            }
            for (int j = 0; j < count; j++) {
                Veteran v = Veteran.of(world, j);
                veterans.add(v);
                outboxes.add(new Outbox(v.id()));
                answered.add(new LinkedHashMap<>());
            }
        }

        boolean heardBy(int station, String hex) {
            return heardSets.get(station).contains(hex);
        }

        boolean heardByAVeteran(String hex) {
            for (int s = 1; s < heardSets.size(); s++) {
                if (heardSets.get(s).contains(hex)) {
                    return true;
                }
            }
            return false;
        }

        /** One block, then every veteran acts on what its receiver delivered. */
        private void step() {
            air.step();
            for (int s = 0; s < read.length; s++) {
                List<AirReception> heard = air.heard(s);
                for (; read[s] < heard.size(); read[s]++) {
                    String hex = heard.get(read[s]).frameHex();
                    heardSets.get(s).add(hex);
                    if (s > 0) {
                        answer(s - 1, hex);
                    }
                }
            }
        }

        private void answer(int j, String hex) {
            Optional<SpeechAct> act = actOf(hex);
            if (act.isEmpty() || !(act.get() instanceof Ask ask)
                    || ask.speaker() != TalkingAgent.ID) {
                return;
            }
            List<byte[]> frames = answered.get(j).computeIfAbsent(hex, k -> {
                List<byte[]> out = new ArrayList<>();
                for (LinkFrame f : outboxes.get(j).frames(veterans.get(j).answer(ask.referent()))) {
                    out.add(f.toBytes());
                }
                return out;
            });
            for (byte[] f : frames) {
                if (!air.waitingToSend(1 + j, f)) {
                    air.reply(1 + j, f);
                }
            }
        }

        /** B's ASK through the room, with retries; the frames B heard meanwhile. */
        byte[] exchange(int turn, LinkFrame ask) {
            int from = air.heard(RoomBroadcast.NOVICE).size();
            byte[] bytes = ask.toBytes();
            long quiet = quietSamples(air.rules());
            air.watch(RoomBroadcast.NOVICE, true);
            for (int attempt = 1; attempt <= MAX_ASKS; attempt++) {
                air.send(RoomBroadcast.NOVICE, bytes);
                while (air.busy(RoomBroadcast.NOVICE)) {
                    step();
                }
                long still = 0;
                while (still < quiet) {
                    step();
                    still = air.senses(RoomBroadcast.NOVICE) ? 0 : still + SharedAir.BLOCK_SAMPLES;
                }
                if (answeredSince(from, ask)) {
                    break;
                }
            }
            air.watch(RoomBroadcast.NOVICE, false);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            List<AirReception> heard = air.heard(RoomBroadcast.NOVICE);
            for (int i = from; i < heard.size(); i++) {
                byte[] f = Hex.parse(heard.get(i).frameHex(), LinkFrame.LENGTH);
                if ((f[2] & 0xFF) != TalkingAgent.ID) {
                    out.writeBytes(f);
                }
            }
            return out.toByteArray();
        }

        private boolean answeredSince(int from, LinkFrame ask) {
            int referent = ((Ask) Speech.read(ask).orElseThrow()).referent();
            List<AirReception> heard = air.heard(RoomBroadcast.NOVICE);
            for (int i = from; i < heard.size(); i++) {
                Optional<SpeechAct> act = actOf(heard.get(i).frameHex());
                if (act.isPresent() && act.get().speaker() != TalkingAgent.ID
                        && ((act.get() instanceof Claim c && c.referent() == referent)
                        || (act.get() instanceof Unknown u && u.referent() == referent))) {
                    return true;
                }
            }
            return false;
        }

        private static Optional<SpeechAct> actOf(String hex) {
            FrameResult r = LinkFrame.parse(Hex.parse(hex, LinkFrame.LENGTH));
            if (!(r instanceof FrameResult.Accepted a)) {
                return Optional.empty();
            }
            return Speech.read(a.frame()).filter(act -> act.speaker() == a.frame().sender());
        }
    }
}
