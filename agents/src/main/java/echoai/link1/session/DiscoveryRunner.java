package echoai.link1.session;

import echoai.link1.agent.DiscoveryLog;
import echoai.link1.agent.Outbox;
import echoai.link1.agent.TalkingAgent;
import echoai.link1.agent.Veteran;
import echoai.link1.agent.WireChannel;
import echoai.link1.frame.LinkFrame;
import echoai.nexus0.Perception;
import echoai.nexus0.RingWorld;
import echoai.nexus0.TurnRecord;
import java.util.List;

/**
 * One world of one E9 arm by wire ({@code docs/spec/E9.md}): A speaks, the wire carries the
 * frames, B hears them all before its turn 0 and lives 256 turns in the arm's world as it
 * perceives it; the row is E4's ({@link ArmRunner#result}) plus, for the discovering arms, what
 * B did with its belief about A's perception ({@link DiscoveryFigures}).
 */
public final class DiscoveryRunner {
    private DiscoveryRunner() {
    }

    /**
     * B after its life in one world of an arm.
     *
     * @param seed the world seed
     * @param arm the arm
     * @param heard the bytes that reach B
     * @return B after 256 turns
     */
    public static TalkingAgent listenLife(long seed, PerceptionArm arm, byte[] heard) {
        RingWorld world = arm.listenerWorld(seed);
        TalkingAgent b = arm.discovers() ? TalkingAgent.discovering(world)
                : new TalkingAgent(world);
        b.hear(heard);
        b.endOfStream();
        b.live();
        return b;
    }

    /**
     * A's frames in this arm.
     *
     * @param seed the world seed
     * @param arm the arm
     * @return the frames, in order
     */
    public static List<LinkFrame> speak(long seed, PerceptionArm arm) {
        return new Outbox(Veteran.ID).frames(arm.claims(seed));
    }

    /**
     * The whole world by wire.
     *
     * @param seed the world seed
     * @param arm the arm
     * @return the row and the discovery figures (null for S, T, TNEQ)
     */
    public static E9World run(long seed, PerceptionArm arm) {
        return run(seed, arm, arm.label(), new WireChannel());
    }

    /**
     * The whole world through another channel (E9-air: A's claims by air), under a name.
     *
     * @param seed the world seed
     * @param arm the arm
     * @param name the row's arm name
     * @param channel what carries A's frames (a fresh one per world)
     * @return the row (its postcard accounting against what A sent) and the discovery figures
     */
    public static E9World run(long seed, PerceptionArm arm, String name,
                              echoai.link1.agent.Channel channel) {
        List<LinkFrame> sent = speak(seed, arm);
        TalkingAgent b = listenLife(seed, arm, channel.carry(sent));
        WorldResult row = ArmRunner.result(seed, name, b, sent);
        return new E9World(row, b.discovery().map(log -> figures(seed, arm, b, log))
                .orElse(null));
    }

    /**
     * What B did with its belief: when it first acted on an identification, after how many
     * sites, on how many turns, how many of its translations were false (in DISC-X every one
     * is: nothing A said is about B's world), and whether the belief ends on B's member.
     *
     * @param seed the world seed
     * @param arm the arm
     * @param b B after its life
     * @param log its discovery log
     * @return the figures
     */
    public static DiscoveryFigures figures(long seed, PerceptionArm arm, TalkingAgent b,
                                           DiscoveryLog log) {
        RingWorld truth = RingWorld.world(seed);
        List<TurnRecord> journal = b.journal();
        int translated = 0;
        int wrong = 0;
        int firstTurn = -1;
        int firstSites = 0;
        for (TurnRecord rec : journal) {
            int theirs = log.translations().get(rec.turn());
            if (theirs < 0) {
                continue;
            }
            translated++;
            if (firstTurn < 0) {
                firstTurn = rec.turn();
                firstSites = log.sitesSeen().get(rec.turn());
            }
            if (arm == PerceptionArm.DISC_X || theirs != truth.referent(rec.cell())) {
                wrong++;
            }
        }
        Perception member = arm.perception(seed);
        return new DiscoveryFigures(describe(member), firstTurn >= 0, firstTurn, firstSites,
                translated, wrong, log.narrowedTo(member), log.belief().consistentCount());
    }

    /**
     * A member as text.
     *
     * @param p the member
     * @return e.g. {@code rot 3 key 0x1a2b perm 17 flips 0b101001}
     */
    public static String describe(Perception p) {
        String flips = String.format("%6s", Integer.toBinaryString(p.signFlips()))
                .replace(' ', '0');
        return String.format("rot %d key 0x%04x perm %d flips 0b%s", p.rotation(), p.key(),
                p.relPermutation(), flips);
    }
}
