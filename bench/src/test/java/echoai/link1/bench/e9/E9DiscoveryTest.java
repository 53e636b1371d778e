package echoai.link1.bench.e9;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Json;
import echoai.link1.bench.PerfLog;
import echoai.link1.bench.Progress;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.rules.Verdict;
import echoai.link1.session.Arm;
import echoai.link1.session.ArmPlan;
import echoai.link1.session.E9World;
import echoai.link1.session.PerceptionArm;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * E9 on two dev worlds: S and T are E4's rows byte for byte (the v1 encoder is the family's
 * identity), the run is deterministic, the discovering arms carry their figures, and the
 * verdicts D1–D7 are computed from the file (only an eval run is judged into
 * {@code v2/predictions.json}).
 */
class E9DiscoveryTest {
    private static final SeedSet TWO = SeedSet.parse("0-1");

    private static E9Result run(Path out) throws Exception {
        BenchContext ctx = new BenchContext(TWO, out, false, 2, Map.of(), Progress.NONE,
                new PerfLog());
        return new E9Discovery().run(ctx);
    }

    @Test
    void sAndTAreE4sRowsAndTheRunIsDeterministic(@TempDir Path dir) throws Exception {
        E9Result e9 = run(dir);
        assertThat(e9.arms().keySet()).containsExactly("S", "T", "TNEQ", "DISC", "DISC-X",
                "DISC-L");
        for (int seed = 0; seed < 2; seed++) {
            assertThat(e9.arms().get("S").worlds().get(seed).world())
                    .isEqualTo(ArmPlan.wire(Arm.S).run(seed));
            assertThat(e9.arms().get("T").worlds().get(seed).world())
                    .isEqualTo(ArmPlan.wire(Arm.T).run(seed));
        }
        Path a = dir.resolve("a.json");
        Path b = dir.resolve("b.json");
        Json.write(a, e9);
        Json.write(b, run(dir));
        assertThat(Files.readAllBytes(a)).isEqualTo(Files.readAllBytes(b));
        assertThat(Json.read(a, E9Result.class)).isEqualTo(e9);
    }

    @Test
    void theDiscoveringArmsCarryTheirFiguresAndTheVerdictsFollow(@TempDir Path dir)
            throws Exception {
        E9Result e9 = run(dir);
        for (String arm : List.of("S", "T", "TNEQ")) {
            assertThat(e9.arms().get(arm).worlds()).allMatch(w -> w.discovery() == null);
        }
        for (E9World w : e9.arms().get("DISC").worlds()) {
            assertThat(w.discovery().identified()).isTrue();
            assertThat(w.discovery().falseIdentification()).isFalse();
            assertThat(w.discovery().member()).isEqualTo(
                    echoai.link1.session.DiscoveryRunner.describe(PerceptionArm.member(
                            w.world().seed())));
        }
        assertThat(e9.arms().get("DISC-X").totals().identified()).isZero();
        DiscoveryVerdicts v = E9Predictions.judge(e9);
        assertThat(List.of(v.d1(), v.d2(), v.d3(), v.d4(), v.d5(), v.d6(), v.d7()))
                .allMatch(p -> p.verdict() == Verdict.GREEN);
        assertThat(v.d6().numbers().rows()).isEqualTo(12);
        assertThat(E9Predictions.pending("x").d1().verdict()).isEqualTo(Verdict.PENDING);
    }
}
