package echoai.link1.bench.e8;

import echoai.link1.bench.registry.Registry;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Json;
import echoai.link1.bench.PerfLog;
import echoai.link1.bench.Progress;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.rules.Verdict;
import echoai.link1.session.Arm;
import echoai.link1.session.ArmPlan;
import echoai.link1.session.E8World;
import echoai.link1.session.SpeakerFigures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * E8 on two dev worlds: {H} with today's rule is arm T and {L} is arm L, byte for byte; the run
 * is deterministic; every speaker carries its figures and trust trajectory; the verdicts W1–W6
 * are computed from the file; the eval seeds are refused until E8 is registered.
 */
class E8TrustTest {
    private static final SeedSet TWO = SeedSet.parse("0-1");

    private static E8Result run(Path out) throws Exception {
        BenchContext ctx = new BenchContext(TWO, out, false, 2, Map.of(), Progress.NONE,
                new PerfLog());
        return new E8Trust().run(ctx);
    }

    @Test
    void todaysRuleWithOneSpeakerIsE4sArmAndTheRunIsDeterministic(@TempDir Path dir)
            throws Exception {
        E8Result e8 = run(dir);
        assertThat(e8.arms()).hasSize(21);
        assertThat(e8.arms().keySet()).startsWith("H:trust", "H:notrust", "H:known", "L:trust");
        assertThat(e8.arms().keySet()).contains("H+L:trust:honest-last",
                "H+L+L:notrust:honest-last");
        for (int seed = 0; seed < 2; seed++) {
            E8World t = e8.arms().get("H:notrust").worlds().get(seed);
            E8World l = e8.arms().get("L:notrust").worlds().get(seed);
            assertThat(withArm(t, "T")).isEqualTo(ArmPlan.wire(Arm.T).run(seed));
            assertThat(withArm(l, "L")).isEqualTo(ArmPlan.wire(Arm.L).run(seed));
            assertThat(e8.arms().get("H:trust").worlds().get(seed).world().coreDigest())
                    .isEqualTo(t.world().coreDigest());
        }
        Path a = dir.resolve("a.json");
        Path b = dir.resolve("b.json");
        Json.write(a, e8);
        Json.write(b, run(dir));
        assertThat(Files.readAllBytes(a)).isEqualTo(Files.readAllBytes(b));
        assertThat(Json.read(a, E8Result.class)).isEqualTo(e8);
    }

    private static echoai.link1.session.WorldResult withArm(E8World w, String arm) {
        echoai.link1.session.WorldResult r = w.world();
        return new echoai.link1.session.WorldResult(r.seed(), arm, r.firstVisitHarm(), r.harm(),
                r.totalReturn(), r.diversions(), r.sitesCounted(), r.gateVetoes(), r.postcards(),
                r.postcardsLost(), r.acceptedCorrupt(), r.corruptPassedCrc(),
                r.corruptSpeechShaped(), r.falseFacts(), r.destroyed(), r.cortexCalls(),
                r.testimonyCoreWrites(), r.replayMatches(), r.unexplainedDiversions(),
                r.oracleTurns(), r.auditedTurns(), r.heardBytes(), r.digestCheckedBytes(),
                r.coreDigest());
    }

    @Test
    void everySpeakerCarriesItsFiguresAndTheVerdictsFollow(@TempDir Path dir) throws Exception {
        E8Result e8 = run(dir);
        for (E8Result.Arm arm : e8.arms().values()) {
            for (E8World w : arm.worlds()) {
                assertThat(w.world().firewallHolds()).isTrue();
                assertThat(w.speakers()).hasSize(arm.set().split("\\+").length);
            }
        }
        SpeakerFigures liar = e8.arms().get("H+L:trust").worlds().get(0).speakers().get(1);
        assertThat(liar.kind()).isEqualTo("L");
        assertThat(liar.id()).isEqualTo(3);
        assertThat(liar.agreements()).isZero();
        assertThat(liar.trustPerMille()).startsWith(333, 250);
        assertThat(liar.diversionsAfterSecond()).isZero();
        // heard last, L is followed at turns 0 and 1 before B contradicts it: at turn 1 it holds
        // B to approaching the novel cell (B's plain choice, so no diversion), which hurts
        assertThat(liar.heeded()).isEqualTo(2);
        assertThat(liar.diversions()).isZero();
        assertThat(liar.contradictedAt()).startsWith(1);
        SpeakerFigures honest = e8.arms().get("H+L:trust").worlds().get(0).speakers().get(0);
        assertThat(honest.contradictions()).isZero();
        assertThat(honest.trustPerMille()).startsWith(666, 750);
        assertThat(e8.arms().get("H+L:known").worlds().get(0).world().postcards())
                .isEqualTo(e8.arms().get("H:known").worlds().get(0).world().postcards());
        E8Verdicts v = E8Predictions.judge(e8);
        assertThat(List.of(v.w1(), v.w2(), v.w3(), v.w4(), v.w5(), v.w6()))
                .allMatch(p -> p.verdict() == Verdict.GREEN);
        assertThat(v.w6().numbers().rows()).isEqualTo(42);
        assertThat(v.w2().numbers().liars()).hasSize(3);
        assertThat(E8Predictions.pending("x").w1().verdict()).isEqualTo(Verdict.PENDING);
    }

    @Test
    void theEvalSeedsWaitForTheRegistration() {
        Registry.checkSeeds(new E8Trust(), SeedSet.EVAL);
        assertThatThrownBy(() -> Registry.checkSeeds(new E8Trust(), SeedSet.parse("15-1000")))
                .hasMessageContaining("1000-1063");
        Registry.checkSeeds(new E8Trust(), SeedSet.DEV);
    }
}
