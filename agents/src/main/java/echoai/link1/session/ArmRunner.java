package echoai.link1.session;

import echoai.link1.agent.Channel;
import echoai.link1.agent.Firewall;
import echoai.link1.agent.LifeMeasures;
import echoai.link1.agent.Outbox;
import echoai.link1.agent.TalkingAgent;
import echoai.link1.agent.Veteran;
import echoai.link1.frame.FrameResult.Reason;
import echoai.link1.frame.FrameResult;
import echoai.link1.frame.LinkFrame;
import echoai.link1.speech.Speech;
import echoai.nexus0.RingWorld;
import echoai.wsp.Hex;
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

    /**
     * The whole world: speak, carry, listen; the result is named after the arm.
     *
     * @param seed the world seed
     * @param arm the arm
     * @param channel what carries A's frames
     * @return B's row: its life measures, the postcard accounting and the P3 audit
     */
    public static WorldResult run(long seed, Arm arm, Channel channel) {
        return run(seed, arm.name(), arm, channel);
    }

    /**
     * The whole world under another name: e.g. {@code run(seed, "A10", Arm.T, air)} is arm T's
     * delivery through an air channel.
     *
     * @param seed the world seed
     * @param name the result's arm name
     * @param arm the arm
     * @param channel what carries A's frames
     * @return B's row: its life measures, the postcard accounting and the P3 audit
     */
    public static WorldResult run(long seed, String name, Arm arm, Channel channel) {
        List<LinkFrame> sent = speak(seed, arm);
        return result(seed, name, listenLife(seed, arm, channel.carry(sent), false), sent);
    }

    /**
     * Speaker side: A's frames in this arm.
     *
     * @param seed the world seed
     * @param arm the arm
     * @return the frames, in sending order (empty in S)
     */
    public static List<LinkFrame> speak(long seed, Arm arm) {
        Veteran a = new Veteran(RingWorld.world(seed));
        return new Outbox(Veteran.ID).frames(arm.transform(a.claims()));
    }

    /**
     * Listener side: B's life after hearing {@code heard}.
     *
     * @param seed the world seed
     * @param arm the arm
     * @param heard the bytes that reached B
     * @param sent what A sent
     * @return B's row: its life measures, the postcard accounting and the P3 audit
     */
    public static WorldResult listen(long seed, Arm arm, byte[] heard, List<LinkFrame> sent) {
        return result(seed, arm.name(), listenLife(seed, arm, heard, false), sent);
    }

    /**
     * B (listening, or deaf: hears but ignores) after hearing {@code heard} and living.
     *
     * @param seed the world seed
     * @param arm the arm
     * @param heard the bytes that reached B
     * @param deaf true for the deaf control
     * @return B after its 256 turns
     */
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
     * the P3 audit; the same two steps as across processes: {@link #report} (what B knows) then
     * {@link #settle} (what sent vs heard says).
     *
     * @param seed the world seed
     * @param arm the result's arm name
     * @param b B after its life
     * @param sent what A sent
     * @return B's row: its life measures, the postcard accounting and the P3 audit
     */
    public static WorldResult result(long seed, String arm, TalkingAgent b, List<LinkFrame> sent) {
        // in process no bytes are counted (settle does not use them)
        return settle(report(seed, arm, b, 0), hex(sent));
    }

    /**
     * What B knows after its life: its row with the postcard accounting at
     * {@link ListenerReport#NOT_KNOWN}, the frames it heard and the bytes it read.
     *
     * @param seed the world seed
     * @param arm the result's arm name
     * @param b B after its life
     * @param bytesRead bytes B read from its input
     * @return B's report
     */
    public static ListenerReport report(long seed, String arm, TalkingAgent b, long bytesRead) {
        int unknown = ListenerReport.NOT_KNOWN;
        WorldResult life = withPostcards(row(seed, arm, b), unknown, unknown, unknown, unknown,
                unknown);
        long rejectedAfterCrc = 0;
        for (Reason reason : Reason.values()) {
            rejectedAfterCrc += b.rejected(reason);
        }
        return new ListenerReport(seed, arm, bytesRead, hex(b.heardFrames()),
                Math.toIntExact(rejectedAfterCrc), life);
    }

    /**
     * The accounting of one world by whoever saw both ends: {@code sent} (hex, in order) against
     * the frames B heard. Lost: frames sent that B never heard byte-equal. Corrupt: not byte-equal
     * to any frame sent; counted when past every frame check (the spec's "accepted corrupt":
     * frames B accepted), when their CRC passed at B's decoder (those plus the good-CRC
     * candidates B's later checks rejected, which B reports: a sent frame is never rejected),
     * and when accepted with a speech act's shape. A sent frame heard twice is neither lost nor
     * corrupt.
     *
     * @param heard B's report
     * @param sent the frames sent, 44 hex digits each, in order
     * @return B's row with the postcard accounting filled in
     */
    public static WorldResult settle(ListenerReport heard, List<String> sent) {
        Set<String> sentSet = new HashSet<>(sent);
        Set<String> heardSet = new HashSet<>(heard.heardFrames());
        int lost = (int) sent.stream().filter(f -> !heardSet.contains(f)).count();
        List<String> corrupt = heard.heardFrames().stream().filter(f -> !sentSet.contains(f))
                .toList();
        int speechShaped = (int) corrupt.stream().filter(ArmRunner::speechShaped).count();
        return withPostcards(heard.life(), sent.size(), lost, corrupt.size(),
                corrupt.size() + heard.rejectedAfterCrc(), speechShaped);
    }

    /**
     * {@code r} with its five postcard keys replaced (every other key kept): postcards, lost,
     * accepted corrupt, corrupt past the CRC, corrupt with a speech act's shape.
     *
     * @param r the row
     * @param postcards postcards sent
     * @param lost postcards lost
     * @param corrupt postcards accepted corrupt
     * @param corruptPassedCrc corrupt frames past the CRC
     * @param corruptSpeechShaped corrupt frames with a speech act's shape
     * @return the new row
     */
    public static WorldResult withPostcards(WorldResult r, int postcards, int lost, int corrupt,
                                            int corruptPassedCrc, int corruptSpeechShaped) {
        return new WorldResult(r.seed(), r.arm(), r.firstVisitHarm(), r.harm(), r.totalReturn(),
                r.diversions(), r.sitesCounted(), r.gateVetoes(), postcards, lost, corrupt,
                corruptPassedCrc, corruptSpeechShaped, r.falseFacts(), r.destroyed(),
                r.cortexCalls(), r.testimonyCoreWrites(), r.replayMatches(),
                r.unexplainedDiversions(), r.oracleTurns(), r.auditedTurns(), r.heardBytes(),
                r.digestCheckedBytes(), r.coreDigest());
    }

    /** Whether a heard frame (44 hex digits) has a speech act's shape. */
    private static boolean speechShaped(String frameHex) {
        return LinkFrame.parse(Hex.parse(frameHex, -1)) instanceof FrameResult.Accepted a
                && Speech.read(a.frame()).isPresent();
    }

    /**
     * Frames as hex.
     *
     * @param frames the frames
     * @return 44 lowercase hex digits each, in order
     */
    public static List<String> hex(List<LinkFrame> frames) {
        return frames.stream().map(f -> Hex.of(f.toBytes())).toList();
    }

    /** B's row before the accounting (the five postcard keys are placeholders). */
    private static WorldResult row(long seed, String arm, TalkingAgent b) {
        LifeMeasures life = b.measures();
        Firewall fw = b.firewall();
        return new WorldResult(seed, arm, life.firstVisitHarm(), life.harm(), life.totalReturn(),
                life.diversions(), life.sitesCounted(), life.gateVetoes(), 0, 0, 0, 0, 0,
                fw.falseFacts(), fw.destroyed(), fw.cortexCalls(), fw.testimonyCoreWrites(),
                fw.replayMatches(), fw.unexplainedDiversions(), fw.oracleTurns(),
                fw.auditedTurns(), fw.heardBytes(), fw.digestCheckedBytes(), b.digest());
    }
}
