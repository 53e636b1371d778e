package echoai.link1.agent;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.frame.Crc16;
import echoai.link1.frame.FrameResult.Reason;
import echoai.link1.frame.LinkFrame;
import echoai.link1.speech.Ask;
import echoai.link1.speech.Claim;
import echoai.link1.speech.Speech;
import echoai.nexus0.Action;
import echoai.nexus0.Agent;
import echoai.nexus0.Nexus0Policy;
import echoai.nexus0.RingWorld;
import echoai.wsp.Atom;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TalkingAgentTest {
    private static final RingWorld WORLD = RingWorld.world(0);

    private static byte[] claimBytes(int referent, Atom rel, int v, int seq) {
        return Speech.frame(new Claim(Veteran.ID, referent, rel, v, 10), Veteran.ID, seq).toBytes();
    }

    @Test
    void hearingStoresTestimonyAndLeavesTheCoreUntouched() {
        TalkingAgent b = new TalkingAgent(WORLD);
        String fresh = new Agent(WORLD).digest();
        Hearing h = b.hear(new WireChannel().carry(new Outbox(Veteran.ID)
                .frames(new Veteran(WORLD).claims())));
        assertThat(h.frames()).isEqualTo(50);
        assertThat(h.claims()).isEqualTo(50);
        assertThat(h.coreUnchanged()).isTrue();
        assertThat(b.digest()).isEqualTo(fresh);
        assertThat(b.testimony().size()).isEqualTo(50);
    }

    @Test
    void aLaterClaimOnTheSamePairReplacesTheEarlierOne() {
        TalkingAgent b = new TalkingAgent(WORLD);
        b.hear(claimBytes(0x1234, Atom.UNIR, 40, 0));
        b.hear(claimBytes(0x1234, Atom.UNIR, -30, 1));
        Testimony t = b.testimony().get(0x1234, Action.APPROACH);
        assertThat(t.value()).isEqualTo(-30);
        assertThat(t.seq()).isEqualTo(1);
        assertThat(b.testimony().stored()).isEqualTo(2);
        assertThat(b.testimony().size()).isEqualTo(1);
    }

    @Test
    void aFrameHeardAgainByteForByteIsOneTestimonyStoredOnce() {
        TalkingAgent b = new TalkingAgent(WORLD);
        int r = new Veteran(WORLD).claims().get(0).referent();
        byte[] first = claimBytes(r, Atom.UNIR, 40, 5);
        byte[] other = Speech.frame(new Claim(3, r, Atom.UNIR, -30, 10), 3, 0).toBytes();
        b.hear(first);
        b.hear(other);
        b.hear(first);
        assertThat(b.duplicatesHeard()).isEqualTo(1);
        assertThat(b.claimsHeard()).isEqualTo(2);
        assertThat(b.heardFrames()).hasSize(2);
        Testimony t = b.testimony().get(r, Action.APPROACH);
        assertThat(t.value()).as("the repeat of speaker 1's claim does not replace speaker 3's")
                .isEqualTo(-30);
        assertThat(t.sender()).isEqualTo(3);
        b.endOfStream();
        b.live();
        Firewall fw = b.firewall();
        assertThat(fw.unexplainedDiversions()).as("the oracle reads the repeat once too").isZero();
        assertThat(fw.holds()).isTrue();
    }

    @Test
    void invalidFramesAreDroppedAndCountedByReason() {
        TalkingAgent b = new TalkingAgent(WORLD);
        byte[] badCrc = claimBytes(0x1234, Atom.UNIR, 40, 0);
        badCrc[10] ^= 0x01;
        byte[] badVersion = claimBytes(0x1234, Atom.UNIR, 40, 1);
        badVersion[1] = (byte) (2 << 4 | 1);
        int crc = Crc16.compute(badVersion, 0, 20);
        badVersion[20] = (byte) (crc >>> 8);
        badVersion[21] = (byte) crc;
        byte[] askAsClaim = new LinkFrame(echoai.link1.frame.Act.CLAIM, TalkingAgent.ID, 2,
                new Ask(TalkingAgent.ID, 7).postcard()).toBytes();
        byte[] all = new byte[66];
        System.arraycopy(badCrc, 0, all, 0, 22);
        System.arraycopy(badVersion, 0, all, 22, 22);
        System.arraycopy(askAsClaim, 0, all, 44, 22);
        Hearing h = b.hear(all);
        assertThat(h.claims()).isZero();
        assertThat(h.malformed()).isEqualTo(1);
        assertThat(b.rejected(Reason.BAD_VERSION)).isEqualTo(1);
        assertThat(b.garbageBytes()).isPositive();
        assertThat(b.testimony().size()).isZero();
    }

    @Test
    void framesSplitAcrossChunksAreHeardWhole() {
        TalkingAgent b = new TalkingAgent(WORLD);
        byte[] f = claimBytes(0x0102, Atom.TEMER, -50, 0);
        assertThat(b.hear(f, 0, 7).frames()).isZero();
        assertThat(b.hear(f, 7, 15).claims()).isEqualTo(1);
    }

    @Test
    void theTestimonyStoreHasNoPublicWriter() {
        List<String> writers = Arrays.stream(TestimonyStore.class.getDeclaredMethods())
                .filter(m -> Modifier.isPublic(m.getModifiers()))
                .filter(m -> !Modifier.isStatic(m.getModifiers()))
                .map(Method::getName).filter(n -> n.startsWith("put")).toList();
        assertThat(writers).isEmpty();
    }

    @Test
    void noUserCanReachTheCoreOrSwitchTheRule() {
        assertThat(Modifier.isPublic(Listening.class.getModifiers())).isFalse();
        assertThat(Arrays.stream(TalkingAgent.class.getDeclaredConstructors())
                .filter(c -> Arrays.asList(c.getParameterTypes()).contains(Listening.class))
                .noneMatch(c -> Modifier.isPublic(c.getModifiers()))).isTrue();
        assertThat(Arrays.stream(TalkingAgent.class.getDeclaredMethods())
                .filter(m -> Modifier.isPublic(m.getModifiers()))
                .noneMatch(m -> m.getReturnType() == Agent.class)).isTrue();
    }

    @Test
    void explorationTurnsAreUntouchedAndTheBudgetCapsDiversionsPerSite() {
        Veteran a = new Veteran(WORLD);
        List<Claim> lies = a.claims().stream().map(c -> new Claim(c.speaker(), c.referent(),
                c.actionRel(), -c.value(), c.confidence())).toList();
        TalkingAgent b = new TalkingAgent(WORLD);
        b.hear(WireChannel.bytes(new Outbox(Veteran.ID).frames(lies)));
        b.live();
        Map<Integer, Integer> perSite = new HashMap<>();
        for (Proposal p : b.proposals()) {
            if (Nexus0Policy.isExplorationTurn(p.site().turn())) {
                assertThat(p.consulted()).isFalse();
                assertThat(p.chosen()).isEqualTo(p.plain());
            }
            if (p.diversion()) {
                perSite.merge(p.site().referent(), 1, Integer::sum);
            }
        }
        assertThat(perSite.values()).allMatch(n -> n <= ListeningRule.ADVICE_BUDGET);
        assertThat(b.budget().total()).isEqualTo(perSite.values().stream().mapToInt(i -> i).sum())
                .isPositive();
        assertThat(b.firewall().holds()).isTrue();
    }

    @Test
    void aDeafListenerLivesAsNexusZero() {
        TalkingAgent deaf = TalkingAgent.deaf(WORLD);
        deaf.hear(WireChannel.bytes(new Outbox(Veteran.ID).frames(new Veteran(WORLD).claims())));
        deaf.live();
        Agent plain = new Agent(WORLD);
        plain.live();
        assertThat(deaf.digest()).isEqualTo(plain.digest());
        assertThat(deaf.budget().total()).isZero();
    }

    @Test
    void tiesInTheInformedValuesGoToTheFirstAction() {
        Site site = new Site(0, 0, 5, 0, 0, 0, 0, 0, 0);
        TestimonyStore heard = TestimonyStore.of(List.of(
                new Testimony(5, Action.AVOID, 20, 10, 1, 0),
                new Testimony(5, Action.WAIT, 20, 10, 1, 1)));
        assertThat(ListeningRule.informed(site, heard)).isEqualTo(Action.AVOID);
        Site tried = new Site(0, 0, 5, 0, 10, 0, 0, 1, 0);
        assertThat(ListeningRule.informed(tried, heard)).isEqualTo(Action.WAIT);
    }
}
