package echoai.link1.bench.e7;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Json;
import echoai.link1.bench.PerfLog;
import echoai.link1.bench.Progress;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.registry.Registry;
import echoai.link1.bench.rules.Verdict;
import echoai.link1.modem.AirProfile;
import echoai.link1.session.MediumAccess;
import echoai.link1.session.RoomPlacement;
import echoai.link1.session.RoomSetup;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** E7: its grid, one small room through a whole world, the verdicts' wiring. */
class E7RoomTest {
    @Test
    void theGridHoldsTheRegisteredArmsWithTdmaBeforeTheOthers() {
        List<String> claims = E7Room.claimsGrid().stream()
                .map(s -> s.armName(RoomSetup.CLAIMS)).toList();
        assertThat(claims).hasSize(21).contains(E7Predictions.CROWD, E7Predictions.CROWD_TDMA,
                "claims:k1:near:4:csma", "claims:r:spread:1:aloha");
        assertThat(claims.indexOf(E7Predictions.CROWD_TDMA))
                .isLessThan(claims.indexOf(E7Predictions.CROWD));
        assertThat(E7Room.dialogueGrid().stream().map(s -> s.armName(RoomSetup.DIALOGUE)))
                .contains(E7Predictions.DIALOGUE, "dialogue:r:spread:3:csma");
        E7Room e = new E7Room();
        assertThat(e.inAll()).isFalse();
        assertThat(e.doc().file()).isEqualTo("v2/E7.json");
        assertThat(Registry.experiment("e7")).isPresent();
    }

    @Test
    void oneVeteranNearByIsTheWireAndTheRunIsDeterministic(@TempDir Path dir) throws Exception {
        List<RoomSetup> claims = List.of(
                E7Room.setup(AirProfile.R, 1, RoomPlacement.NEAR, MediumAccess.Mode.TDMA),
                E7Room.setup(AirProfile.R, 1, RoomPlacement.NEAR, MediumAccess.Mode.CSMA));
        List<RoomSetup> dialogue = List.of(
                E7Room.setup(AirProfile.R, 1, RoomPlacement.NEAR, MediumAccess.Mode.CSMA));
        E7Room e = new E7Room(claims, dialogue);
        BenchContext ctx = new BenchContext(SeedSet.parse("2"), dir, false, 1,
                Map.of(), Progress.NONE, new PerfLog());
        E7Result r = e.run(ctx);
        assertThat(r.arms()).extracting(E7Result.Arm::arm).containsExactly(
                "claims:r:near:1:tdma", "claims:r:near:1:csma", "dialogue:r:near:1:csma");
        E7Result.Arm tdma = r.arms().get(0);
        E7Result.Arm csma = r.arms().get(1);
        int t = r.wire().get(0).summary().postcards() > 0
                ? (int) r.wire().get(0).summary().postcards() : -1;
        assertThat(tdma.summary().framesSent()).isEqualTo(t);
        assertThat(tdma.summary().collisions()).isZero();
        assertThat(csma.summary().framesDelivered()).isEqualTo(t);
        assertThat(csma.rows().get(0).goodputVsTdma()).isNotNull()
                .isLessThan(java.math.BigDecimal.ONE);
        assertThat(csma.rows().get(0).world().coreDigest())
                .isEqualTo(r.wire().get(0).result().worlds().get(0).coreDigest());
        E7Result.Arm d = r.arms().get(2);
        assertThat(d.summary().framesSent()).isEqualTo(r.wire().get(1).summary().postcards());
        assertThat(d.summary().p3Holds()).isEqualTo(1);
        assertThat(r.timelines()).hasSize(3);
        assertThat(r.timelines().get(0).bars()).hasSize(t);
        assertThat(Json.text(e.run(ctx))).isEqualTo(Json.text(r));
        E7Verdicts pending = E7Predictions.judge(r);
        assertThat(pending.m1().verdict()).isEqualTo(Verdict.PENDING);
    }
}
