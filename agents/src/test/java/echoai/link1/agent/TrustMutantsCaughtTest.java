package echoai.link1.agent;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.frame.LinkFrame;
import echoai.link1.session.SpeakerSet;
import echoai.link1.session.TrustArm;
import echoai.nexus0.RingWorld;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Issue 27's three mutants around E8's trust are caught, on the 16 dev worlds, while E8's own rule
 * passes every guard in every speaker set and order: trust written into Q (the replay twin), trust
 * updated from another speaker's word (the oracle, whose own account learns only from B's turns),
 * and an oracle that reads the rule's own trust (it would pass that faulty rule in every world:
 * its source is kept free of the rule's code, {@code TrustRuleTest}).
 */
class TrustMutantsCaughtTest {
    private static final int SEEDS = 16;

    /** The frames B hears in {@code set}'s world {@code seed}, in the order given. */
    private static List<LinkFrame> frames(long seed, SpeakerSet set, boolean honestLast) {
        return new TrustArm(set, TrustArm.Rule.NOTRUST, honestLast).heard(set.frames(seed));
    }

    /** B with {@code rule} and an oracle made for it, in every dev world of {@code set}. */
    private static List<Firewall> lives(SpeakerSet set, boolean honestLast,
                                        Function<Supplier<TalkingAgent>, Listening> rule,
                                        Function<Supplier<Listening>, Oracle> oracle) {
        List<Firewall> out = new ArrayList<>();
        for (long seed = 0; seed < SEEDS; seed++) {
            AtomicReference<TalkingAgent> self = new AtomicReference<>();
            Listening listening = rule.apply(self::get);
            TalkingAgent b = new TalkingAgent(RingWorld.world(seed), listening,
                    oracle.apply(() -> listening));
            self.set(b);
            b.hear(WireChannel.bytes(frames(seed, set, honestLast)));
            b.live();
            out.add(b.firewall());
        }
        return out;
    }

    private static List<Firewall> lives(SpeakerSet set,
                                        Function<Supplier<TalkingAgent>, Listening> rule) {
        return lives(set, false, rule, l -> Oracle.trusting());
    }

    private static long caughtByOracle(List<Firewall> fws) {
        return fws.stream().filter(f -> f.unexplainedDiversions() > 0 && !f.holds()).count();
    }

    @Test
    void theRealRulePassesEveryGuardInEverySetAndOrder() {
        for (SpeakerSet set : SpeakerSet.values()) {
            assertThat(lives(set, self -> new Trusting())).as(set.label())
                    .allMatch(Firewall::holds);
            if (set.mixed()) {
                assertThat(lives(set, true, self -> new Trusting(), l -> Oracle.trusting()))
                        .as(set.label() + " honest last").allMatch(Firewall::holds);
            }
        }
    }

    @Test
    void theV1OracleWouldNotExplainTrust() {
        // the oracle must be extended: the v1 oracle takes the latest claim, whoever said it
        assertThat(caughtByOracle(lives(SpeakerSet.H_L, false, self -> new Trusting(),
                l -> new Oracle()))).isEqualTo(SEEDS);
    }

    @Test
    void trustWrittenIntoQIsCaughtByTheReplayTwin() {
        for (SpeakerSet set : List.of(SpeakerSet.H, SpeakerSet.H_L)) {
            List<Firewall> fws = lives(set, TrustMutants::trustIntoQ);
            assertThat(fws).as(set.label()).allMatch(f -> !f.replayMatches() && !f.holds());
        }
    }

    @Test
    void trustUpdatedFromAnotherSpeakersWordIsCaughtByTheOracle() {
        // heard first, H discredits L before B has done anything: B follows H from turn 0,
        // where by its own turns it would have followed L until L's first contradiction
        // where B's own turns contradict the wrong speaker before it would have moved a
        // proposal, the two accounts lead to the same proposals: caught in 14 of 16 dev worlds
        // of {H, L} and of {H, L, L}, 13 of {H, M0.3} (measured)
        assertThat(caughtByOracle(lives(SpeakerSet.H_L, TrustMutants::trustFromAnotherSpeaker)))
                .isEqualTo(14);
        assertThat(caughtByOracle(lives(SpeakerSet.H_L_L,
                TrustMutants::trustFromAnotherSpeaker))).isEqualTo(14);
        assertThat(caughtByOracle(lives(SpeakerSet.H_M,
                TrustMutants::trustFromAnotherSpeaker))).isEqualTo(13);
    }

    @Test
    void anOracleReadingTheRulesTrustWouldMissIt() {
        List<Firewall> fws = lives(SpeakerSet.H_L, false, TrustMutants::trustFromAnotherSpeaker,
                l -> new Oracle(TrustMutants.readingTheRulesTrust(l)));
        assertThat(caughtByOracle(fws)).isZero();
        assertThat(fws).allMatch(Firewall::holds);
    }
}
