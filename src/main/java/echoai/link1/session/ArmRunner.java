package echoai.link1.session;

import echoai.link1.agent.Channel;
import echoai.link1.agent.Firewall;
import echoai.link1.agent.LifeMeasures;
import echoai.link1.agent.Outbox;
import echoai.link1.agent.TalkingAgent;
import echoai.link1.agent.Veteran;
import echoai.link1.frame.FrameResult.Reason;
import echoai.link1.frame.LinkFrame;
import echoai.link1.results.WorldResult;
import echoai.link1.speech.Speech;
import echoai.nexus0.RingWorld;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * One world of one arm, split so that the two sides can run apart (E6: two OS processes):
 *
 * <ul>
 *   <li>speaker side, {@link #speak(long, Arm)}: A lives 256 turns in {@code world(seed)} and
 *       says its claims, transformed by the arm, as frames (sender 1, seq from 0);</li>
 *   <li>the channel carries the frames' bytes ({@link Channel#carry(List)});</li>
 *   <li>listener side, {@link #listen(long, Arm, byte[], List)}: B hears every byte before its
 *       turn 0, then lives 256 turns in the arm's world; the result carries the E4 keys.</li>
 * </ul>
 */
public final class ArmRunner {
    private ArmRunner() {
    }

    /** The whole world: speak, carry, listen; the result is named after the arm. */
    public static WorldResult run(long seed, Arm arm, Channel channel) {
        return run(seed, arm.name(), arm, channel);
    }

    /**
     * The whole world under another name: e.g. {@code run(seed, "A10", Arm.T, air)} is arm T's
     * delivery through an air channel.
     */
    public static WorldResult run(long seed, String name, Arm arm, Channel channel) {
        List<LinkFrame> sent = speak(seed, arm);
        return result(seed, name, listenLife(seed, arm, channel.carry(sent), false), sent);
    }

    /** Speaker side: A's frames in this arm (empty in S). */
    public static List<LinkFrame> speak(long seed, Arm arm) {
        Veteran a = new Veteran(RingWorld.world(seed));
        return new Outbox(Veteran.ID).frames(arm.transform(a.claims()));
    }

    /** Listener side: B's life after hearing {@code heard}; {@code sent} is what A sent. */
    public static WorldResult listen(long seed, Arm arm, byte[] heard, List<LinkFrame> sent) {
        return result(seed, arm.name(), listenLife(seed, arm, heard, false), sent);
    }

    /** B (listening, or deaf: hears but ignores) after hearing {@code heard} and living. */
    public static TalkingAgent listenLife(long seed, Arm arm, byte[] heard, boolean deaf) {
        RingWorld world = arm.listenerWorld(seed);
        TalkingAgent b = deaf ? TalkingAgent.deaf(world) : new TalkingAgent(world);
        b.hear(heard);
        b.endOfStream();
        b.live();
        return b;
    }

    /**
     * The E4 keys of B's finished life: its {@link LifeMeasures}, the postcard accounting and
     * the P3 audit with its guard counts. Lost: frames sent that B never heard byte-equal.
     * Corrupt: not byte-equal to any frame sent; counted when past every frame check (the
     * spec's "accepted corrupt": frames B accepted), when their CRC passed at B's decoder (those
     * plus the good-CRC candidates its later checks rejected: a sent frame is never rejected),
     * and when accepted with a speech act's shape. A sent frame heard twice is neither lost nor
     * corrupt.
     */
    public static WorldResult result(long seed, String arm, TalkingAgent b, List<LinkFrame> sent) {
        LifeMeasures life = b.measures();
        Firewall fw = b.firewall();
        Set<LinkFrame> sentSet = new HashSet<>(sent);
        Set<LinkFrame> heardSet = new HashSet<>(b.heardFrames());
        int lost = (int) sent.stream().filter(f -> !heardSet.contains(f)).count();
        List<LinkFrame> corrupt = b.heardFrames().stream().filter(f -> !sentSet.contains(f))
                .toList();
        long rejectedAfterCrc = 0;
        for (Reason reason : Reason.values()) {
            rejectedAfterCrc += b.rejected(reason);
        }
        int speechShaped = (int) corrupt.stream().filter(f -> Speech.read(f).isPresent()).count();
        return new WorldResult(seed, arm, life.firstVisitHarm(), life.harm(), life.totalReturn(),
                life.diversions(), life.sitesCounted(), life.gateVetoes(), sent.size(), lost,
                corrupt.size(), Math.toIntExact(corrupt.size() + rejectedAfterCrc), speechShaped,
                fw.falseFacts(), fw.destroyed(), fw.cortexCalls(), fw.testimonyCoreWrites(),
                fw.replayMatches(), fw.unexplainedDiversions(), fw.oracleTurns(),
                fw.auditedTurns(), fw.heardBytes(), fw.digestCheckedBytes(), b.digest());
    }
}
