package echoai.link1.agent;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.session.PerceptionArm;
import echoai.link1.speech.Claim;
import echoai.nexus0.AgentView;
import echoai.nexus0.RingWorld;
import echoai.wsp.Postcard;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Under E9's discovery the P3 guards still catch the spec's mutants, and
 * {@code unexplained_diversions} stays a real check: the oracle's own discovery
 * (OracleSight) catches a listener that acts on an identification with less evidence than the
 * rule asks, and one that looks testimony up by its own referents; the mutants of LINK1.md,
 * applied after the translation, are caught as in v1. The real rule passes every guard in
 * DISC, DISC-X and DISC-L. Dev seeds 0..{@value #SEEDS}-1, each B perceiving through its E9
 * member.
 */
class DiscoveryMutantsCaughtTest {
    private static final int SEEDS = 6;

    /** A discovering listener whose proposal after the translation is {@code rule}'s. */
    private static Listening translatedThen(Listening rule) {
        PerceptionBelief belief = new PerceptionBelief();
        return new Listening() {
            @Override
            public Proposal propose(Site site, TestimonyStore heard, AdviceBudget budget) {
                throw new IllegalStateException("view needed");
            }

            @Override
            public Proposal propose(AgentView view, TestimonyStore heard, AdviceBudget budget) {
                List<Postcard> cam = new ArrayList<>();
                for (int i = 0; i < view.camSize(); i++) {
                    cam.add(view.cam(i));
                }
                belief.update(heard.referents(), cam);
                Site own = Site.of(view);
                int theirs = belief.translate(view.observation());
                if (theirs < 0) {
                    return ListeningRule.plain(own, budget.used(own.referent()));
                }
                return rule.propose(new Site(own.turn(), own.state(), theirs, own.qApproach(),
                        own.qAvoid(), own.qWait(), own.nApproach(), own.nAvoid(), own.nWait()),
                        heard, budget);
            }
        };
    }

    private static List<Claim> said(long seed, PerceptionArm arm) {
        return arm.claims(seed);
    }

    /** B in {@code arm}'s world of every dev seed, with the listener and the oracle given. */
    private static List<Firewall> lives(PerceptionArm arm,
                                        Function<Supplier<TalkingAgent>, Listening> rule,
                                        boolean discoveringOracle) {
        List<Firewall> out = new ArrayList<>();
        for (long seed = 0; seed < SEEDS; seed++) {
            RingWorld world = arm.listenerWorld(seed);
            AtomicReference<TalkingAgent> self = new AtomicReference<>();
            TalkingAgent b = new TalkingAgent(world, rule.apply(self::get),
                    discoveringOracle ? Oracle.discovering() : new Oracle());
            self.set(b);
            b.hear(WireChannel.bytes(new Outbox(Veteran.ID).frames(said(seed, arm))));
            b.live();
            out.add(b.firewall());
        }
        return out;
    }

    private static long caughtByOracle(List<Firewall> fws) {
        return fws.stream().filter(f -> f.unexplainedDiversions() > 0 && !f.holds()).count();
    }

    @Test
    void theRealRulePassesEveryGuardInEveryDiscoveringArm() {
        for (PerceptionArm arm : List.of(PerceptionArm.DISC, PerceptionArm.DISC_X,
                PerceptionArm.DISC_L)) {
            assertThat(lives(arm, self -> new Discovering(), true)).as(arm.label())
                    .allMatch(Firewall::holds);
        }
    }

    @Test
    void theV1OracleWouldNotExplainDiscovery() {
        // the oracle must be extended: the v1 oracle reads testimony by B's own referents
        assertThat(caughtByOracle(lives(PerceptionArm.DISC, self -> new Discovering(), false)))
                .isEqualTo(SEEDS);
    }

    @Test
    void actingOnLessEvidenceIsCaughtWhereItChangesAProposal() {
        // 2^-10 -> 2^+20: B acts as soon as its consistent hypotheses agree on the site, one
        // site early; a false identification that changes no proposal is invisible to the
        // oracle (and harmless): on these worlds it moves one proposal, in one DISC world
        assertThat(caughtByOracle(lives(PerceptionArm.DISC_X,
                self -> new Discovering(new PerceptionBelief(-20)), true))).isZero();
        assertThat(caughtByOracle(lives(PerceptionArm.DISC,
                self -> new Discovering(new PerceptionBelief(-20)), true))).isEqualTo(1);
        // no evidence and no agreement: B acts on the first consistent hypothesis from turn 0;
        // a false one mostly names one of A's empty sites, whose testimony agrees with what B
        // does anyway, so it moves a proposal in one world of each arm here
        assertThat(caughtByOracle(lives(PerceptionArm.DISC_X,
                self -> new Discovering(new PerceptionBelief(-1000, false)), true)))
                .isEqualTo(1);
        assertThat(caughtByOracle(lives(PerceptionArm.DISC,
                self -> new Discovering(new PerceptionBelief(-1000, false)), true)))
                .isEqualTo(1);
    }

    @Test
    void lookingTestimonyUpByOwnReferentsIsCaught() {
        assertThat(caughtByOracle(lives(PerceptionArm.DISC, self -> Listening.LISTEN, true)))
                .isEqualTo(SEEDS);
    }

    @Test
    void theSpecsMutantsAfterTheTranslationAreCaught() {
        assertThat(caughtByOracle(lives(PerceptionArm.DISC,
                self -> translatedThen(Mutants.noFilterNoBudget()), true))).isEqualTo(SEEDS);
        assertThat(caughtByOracle(lives(PerceptionArm.DISC_L,
                self -> translatedThen(Mutants.noFilterNoBudget()), true))).isEqualTo(SEEDS);
        // as in v1, with true claims the filter rarely matters: caught in 4 of 6
        assertThat(caughtByOracle(lives(PerceptionArm.DISC,
                self -> translatedThen(Mutants.noFilterWithBudget()), true))).isEqualTo(4);
        assertThat(caughtByOracle(lives(PerceptionArm.DISC_L,
                self -> translatedThen(Mutants.noFilterWithBudget()), true))).isEqualTo(SEEDS);
        List<Firewall> leak = lives(PerceptionArm.DISC,
                self -> translatedThen(Mutants.leakInProposal(self)), true);
        assertThat(leak.stream().filter(f -> !f.replayMatches()).count()).isEqualTo(SEEDS);
    }
}
