package echoai.link1.agent;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.frame.LinkFrame;
import echoai.link1.speech.Claim;
import echoai.nexus0.Action;
import echoai.nexus0.RingWorld;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * The spec's three mutants are caught by the P3 guards (oracle, replay twin, digest around
 * hear()), in every dev world of arm T, while LINK-1's own rule passes them all. So are the two
 * of issue 14, which only an oracle that shares nothing with the rule can catch: a changed
 * advice budget, and a changed action mapping in {@code Testimony.of}.
 */
class MutantsCaughtTest {
    private static final int SEEDS = 16;

    /** B with {@code rule}, after hearing A's true claims by wire and living its life. */
    private static Firewall lifeWith(long seed, Function<Supplier<TalkingAgent>, Listening> rule,
                                     boolean lie) {
        RingWorld world = RingWorld.world(seed);
        List<Claim> claims = new Veteran(world).claims();
        if (lie) {
            claims = claims.stream().map(c -> new Claim(c.speaker(), c.referent(), c.actionRel(),
                    -c.value(), c.confidence())).toList();
        }
        List<LinkFrame> frames = new Outbox(Veteran.ID).frames(claims);
        AtomicReference<TalkingAgent> self = new AtomicReference<>();
        TalkingAgent b = new TalkingAgent(world, rule.apply(self::get));
        self.set(b);
        b.hear(new WireChannel().carry(frames));
        b.live();
        return b.firewall();
    }

    private static List<Firewall> allWorlds(Function<Supplier<TalkingAgent>, Listening> rule) {
        return allWorlds(rule, false);
    }

    /** Every dev world; {@code lie}: claims with V inverted (arm L). */
    private static List<Firewall> allWorlds(Function<Supplier<TalkingAgent>, Listening> rule,
                                            boolean lie) {
        List<Firewall> out = new ArrayList<>();
        for (int seed = 0; seed < SEEDS; seed++) {
            out.add(lifeWith(seed, rule, lie));
        }
        return out;
    }

    private static long caught(List<Firewall> fws) {
        return fws.stream().filter(f -> f.unexplainedDiversions() > 0 && !f.holds()).count();
    }

    @Test
    void theRealRulePassesEveryGuard() {
        assertThat(allWorlds(self -> Listening.LISTEN)).allMatch(Firewall::holds);
        assertThat(allWorlds(self -> Listening.LISTEN, true)).allMatch(Firewall::holds);
    }

    @Test
    void mutantOneNoFilterNoBudgetIsCaughtByTheOracle() {
        assertThat(caught(allWorlds(self -> Mutants.noFilterNoBudget()))).isEqualTo(SEEDS);
        assertThat(caught(allWorlds(self -> Mutants.noFilterNoBudget(), true))).isEqualTo(SEEDS);
    }

    @Test
    void mutantTwoNoFilterWithBudgetIsCaughtByTheOracle() {
        // With true claims the filter rarely matters (B's experience agrees with A's): the
        // mutant behaves like the rule in 9 of 16 dev worlds of arm T. Under a liar (arm L)
        // the filter is what protects B, and the oracle catches the mutant in every world.
        assertThat(caught(allWorlds(self -> Mutants.noFilterWithBudget()))).isEqualTo(7);
        assertThat(caught(allWorlds(self -> Mutants.noFilterWithBudget(), true))).isEqualTo(SEEDS);
    }

    @Test
    void mutantThreeALeakInTheProposalIsCaughtByTheReplayTwin() {
        List<Firewall> fws = allWorlds(Mutants::leakInProposal);
        assertThat(fws).as("caught in every dev world")
                .allMatch(f -> !f.replayMatches() && !f.holds());
    }

    @Test
    void mutantThreeALeakInHearIsCaughtByTheDigestAroundHear() {
        RingWorld world = RingWorld.world(0);
        Veteran a = new Veteran(world);
        AtomicReference<TalkingAgent> self = new AtomicReference<>();
        TalkingAgent b = new TalkingAgent(world, Mutants.leakInHear(self::get));
        self.set(b);
        for (int t = 0; t < 20; t++) {
            b.turn();
        }
        List<LinkFrame> frames = new Outbox(Veteran.ID).frames(a.claims());
        Hearing h = b.hear(new WireChannel().carry(frames));
        assertThat(h.coreUnchanged()).isFalse();
        b.live();
        Firewall fw = b.firewall();
        assertThat(fw.testimonyCoreWrites()).isEqualTo(1);
        assertThat(fw.holds()).isFalse();
    }

    @Test
    void aChangedAdviceBudgetIsCaughtByTheOracle() {
        // The budget binds in every dev world (some site reaches 4 diversions in arms T and L),
        // so a budget one lower or one higher than 4 shows at once.
        for (int budget : new int[] {3, 5}) {
            assertThat(caught(allWorlds(self -> Mutants.adviceBudget(budget))))
                    .as("budget %d, arm T", budget).isEqualTo(SEEDS);
            assertThat(caught(allWorlds(self -> Mutants.adviceBudget(budget), true)))
                    .as("budget %d, arm L", budget).isEqualTo(SEEDS);
        }
    }

    @Test
    void aChangedActionMappingInTestimonyIsCaughtByTheOracle() {
        // UNIR read as AVOID and TEMER as APPROACH: caught in every dev world of T and L.
        UnaryOperator<Action> approachAvoid = a -> a == Action.APPROACH ? Action.AVOID
                : a == Action.AVOID ? Action.APPROACH : a;
        assertThat(caught(allWorlds(self -> Mutants.actionMapping(approachAvoid))))
                .isEqualTo(SEEDS);
        assertThat(caught(allWorlds(self -> Mutants.actionMapping(approachAvoid), true)))
                .isEqualTo(SEEDS);
        // TEMER read as WAIT and OBSERVAR as AVOID: caught in 7 of 16 dev worlds of T and 6 of
        // L (measured); in the others the swap never changes a proposal.
        UnaryOperator<Action> avoidWait = a -> a == Action.AVOID ? Action.WAIT
                : a == Action.WAIT ? Action.AVOID : a;
        assertThat(caught(allWorlds(self -> Mutants.actionMapping(avoidWait)))).isEqualTo(7);
        assertThat(caught(allWorlds(self -> Mutants.actionMapping(avoidWait), true)))
                .isEqualTo(6);
    }
}
