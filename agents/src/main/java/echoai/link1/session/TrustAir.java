package echoai.link1.session;

import echoai.link1.frame.LinkFrame;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * One world of E8 by air ({@code docs/spec/E8.md}, "E8 by air"): the speakers of a set say what
 * their kinds make of their lives over E7's shared room ({@link RoomBroadcast#air}: speaker j is
 * station 1 + j, at E7's placement for a room of that many veterans), B's receiver delivers what
 * it delivers, and B lives by each of the given rules on those same frames: one broadcast, one
 * life per rule.
 */
public final class TrustAir {
    /** Who speaks when. */
    public enum Order {
        /** Every speaker queues its frames at time 0: the room decides the order. */
        TOGETHER("together"),
        /** The wrong speakers queue theirs once the honest one has sent its last frame. */
        ADVERSARIAL("adversarial");

        private final String label;

        Order(String label) {
            this.label = label;
        }

        /**
         * The order's name in E8-air.json.
         *
         * @return {@code together} or {@code adversarial}
         */
        public String label() {
            return label;
        }
    }

    private TrustAir() {
    }

    /**
     * The arm's name by air, e.g. {@code air:H+L:trust} or {@code air:H+L:notrust:adversarial}.
     *
     * @param set the speakers
     * @param rule how B listens
     * @param order who speaks when
     * @return the name
     */
    public static String name(SpeakerSet set, TrustArm.Rule rule, Order order) {
        return "air:" + set.label() + ":" + rule.label()
                + (order == Order.ADVERSARIAL ? ":" + order.label() : "");
    }

    /**
     * One broadcast of a set in a world, and B's life under each rule on what it delivered.
     *
     * @param seed the world seed
     * @param set the speakers
     * @param setup E7's room for {@code set.kinds().size()} veterans
     * @param order who speaks when ({@link Order#ADVERSARIAL} only for a mixed set)
     * @param rules the rules, in the order the rows are returned
     * @return one row per rule, each with the room's counts
     * @throws IllegalArgumentException when the order cannot apply to the set
     */
    public static List<E8World> run(long seed, SpeakerSet set, RoomSetup setup, Order order,
                                    List<TrustArm.Rule> rules) {
        return play(seed, set, setup, order, rules).stream().map(TrustRunner.Played::world)
                .toList();
    }

    /**
     * As {@link #run}, keeping each B after its life (for the story).
     *
     * @param seed the world seed
     * @param set the speakers
     * @param setup E7's room for {@code set.kinds().size()} veterans
     * @param order who speaks when ({@link Order#ADVERSARIAL} only for a mixed set)
     * @param rules the rules, in the order returned
     * @return per rule its row (with the room's counts) and B
     * @throws IllegalArgumentException when the order cannot apply to the set
     */
    public static List<TrustRunner.Played> play(long seed, SpeakerSet set, RoomSetup setup,
                                                Order order, List<TrustArm.Rule> rules) {
        return play(seed, set, setup, order, rules, t -> { });
    }

    /**
     * As {@link #play(long, SpeakerSet, RoomSetup, Order, List)}, telling {@code onAir} of each
     * transmission as it starts (the story's progress; the rows are the same).
     *
     * @param seed the world seed
     * @param set the speakers
     * @param setup E7's room for {@code set.kinds().size()} veterans
     * @param order who speaks when ({@link Order#ADVERSARIAL} only for a mixed set)
     * @param rules the rules, in the order returned
     * @param onAir called once a transmission, in order
     * @return per rule its row (with the room's counts) and B
     * @throws IllegalArgumentException when the order cannot apply to the set
     */
    public static List<TrustRunner.Played> play(long seed, SpeakerSet set, RoomSetup setup,
                                                Order order, List<TrustArm.Rule> rules,
                                                Consumer<AirTransmission> onAir) {
        if (order == Order.ADVERSARIAL && !set.mixed()) {
            throw new IllegalArgumentException("the adversarial order needs honest and wrong"
                    + " speakers: " + set.label());
        }
        List<List<LinkFrame>> perSpeaker = set.frames(seed);
        Set<Integer> later = new LinkedHashSet<>();
        for (int j = 0; order == Order.ADVERSARIAL && j < set.kinds().size(); j++) {
            if (set.kinds().get(j).wrong()) {
                later.add(j);
            }
        }
        RoomBroadcast.Aired aired = RoomBroadcast.air(seed, setup, perSpeaker, later, onAir);
        List<LinkFrame> sent = new ArrayList<>();
        perSpeaker.forEach(sent::addAll);
        List<byte[]> delivered = aired.heardBytes();
        List<TrustRunner.Played> out = new ArrayList<>(rules.size());
        for (TrustArm.Rule rule : rules) {
            TrustRunner.Played p = TrustRunner.listenTo(seed, set, rule, name(set, rule, order),
                    delivered, sent);
            E8World w = p.world();
            out.add(new TrustRunner.Played(new E8World(w.world(), w.speakers(),
                    aired.counts(w.world(), p.listener().duplicatesHeard())), p.listener()));
        }
        return out;
    }
}
