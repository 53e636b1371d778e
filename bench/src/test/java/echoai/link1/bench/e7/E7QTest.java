package echoai.link1.bench.e7;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Json;
import echoai.link1.bench.PerfLog;
import echoai.link1.bench.Progress;
import echoai.link1.bench.SeedPolicy;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.registry.Registry;
import echoai.link1.modem.AirProfile;
import echoai.link1.report.Lab;
import echoai.link1.report.page.Report;
import echoai.link1.session.MediumAccess;
import echoai.link1.session.RoomPlacement;
import echoai.link1.session.RoomSetup;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** E7-Q: its grid beside E7's, a small room with Q through a whole world, the same-worlds line. */
class E7QTest {
    @Test
    void theGridHoldsQsArmsAndRsArmsExactlyAsE7HasThem() {
        List<String> claims = E7Q.claimsGrid().stream().map(s -> s.armName(RoomSetup.CLAIMS))
                .toList();
        assertThat(claims).containsExactly("claims:r:near:4:tdma", "claims:r:near:4:csma",
                "claims:q:near:4:tdma", "claims:q:near:4:csma", "claims:q:near:4:aloha",
                "claims:q:spread:4:tdma", "claims:q:spread:4:csma", "claims:q:spread:4:aloha");
        // R's arms are E7's own setups (so they live the same worlds)
        assertThat(E7Room.claimsGrid()).contains(E7Q.claimsGrid().get(0), E7Q.claimsGrid().get(1));
        assertThat(E7Q.dialogueGrid().stream().map(s -> s.armName(RoomSetup.DIALOGUE)))
                .containsExactly("dialogue:q:near:1:csma", "dialogue:q:near:3:csma");
        E7Room e = E7Q.room();
        assertThat(e.id()).isEqualTo("E7-Q");
        assertThat(e.doc().file()).isEqualTo("v3/E7-Q.json");
        assertThat(e.seedPolicy()).isEqualTo(SeedPolicy.ANY);
        assertThat(e.inAll()).isFalse();
        assertThat(Registry.experiment("E7-Q")).isPresent();
    }

    @Test
    void qCarriesTheClaimsOfOneVeteranThroughTheRoom(@TempDir Path dir) throws Exception {
        List<RoomSetup> claims = List.of(
                E7Room.setup(AirProfile.Q, 1, RoomPlacement.NEAR, MediumAccess.Mode.TDMA),
                E7Room.setup(AirProfile.Q, 1, RoomPlacement.NEAR, MediumAccess.Mode.CSMA));
        E7Room e = new E7Room("E7-Q", E7Q.DOC, "test", SeedPolicy.ANY, claims, List.of());
        BenchContext ctx = new BenchContext(SeedSet.parse("2"), dir, false, 1,
                Map.of(), Progress.NONE, new PerfLog());
        E7Result r = e.run(ctx);
        E7Result.Arm csma = r.arms().get(1);
        long postcards = r.wire().get(0).summary().postcards();
        assertThat(csma.summary().framesDelivered()).isEqualTo(postcards).isPositive();
        assertThat(csma.rows().get(0).world().coreDigest())
                .isEqualTo(r.wire().get(0).result().worlds().get(0).coreDigest());
        // a part of E7-Q is kept apart from E7's parts
        assertThat(E7Parts.file(dir, "E7-Q", 2)).exists();
        assertThat(E7Parts.file(dir, 2)).doesNotExist();
    }

    @Test
    void theSameWorldsLineCountsRowsEqualToE7s() throws Exception {
        E7Result e7 = Json.read(Path.of("lab/link1/v2/dev/E7.json"), E7Result.class);
        List<E7Result.Arm> rArms = e7.arms().stream()
                .filter(a -> a.arm().equals("claims:r:near:4:tdma")
                        || a.arm().equals("claims:r:near:4:csma")).toList();
        E7Result same = withArms(e7, rArms);
        assertThat(E7Section.sameWorlds(same, e7)).contains(
                "claims:r:near:4:tdma: 16 of 16 worlds' rows equal to E7's (16 there)",
                "claims:r:near:4:csma: 16 of 16");
        List<E7Result.Arm> shuffled = new ArrayList<>();
        for (E7Result.Arm a : rArms) {
            List<E7Result.Row> rows = new ArrayList<>(a.rows());
            Collections.rotate(rows, 1);
            shuffled.add(new E7Result.Arm(a.arm(), a.mode(), a.profile(), a.placement(),
                    a.veterans(), a.access(), a.summary(), rows));
        }
        assertThat(E7Section.sameWorlds(withArms(e7, shuffled), e7))
                .contains("claims:r:near:4:csma: 0 of 16");
        assertThat(E7Section.sameWorlds(same, null)).contains("not in E7's run here");
        assertThat(Report.html(Lab.builder().doc(E7Room.DOC, e7).doc(E7Q.DOC, same).build()))
                .contains("Profile Q in the room (E7-Q, reported)").contains("16 of 16 worlds");
        assertThat(Report.html(Lab.builder().doc(E7Room.DOC, e7).build()))
                .contains("<code>v3/E7-Q.json</code> is not in the input folder")
                .doesNotContain("Profile Q in the room (E7-Q, reported)");
    }

    private static E7Result withArms(E7Result r, List<E7Result.Arm> arms) {
        return new E7Result(r.schemaVersion(), "E7-Q", r.title(), r.seedSet(), r.config(),
                r.wire(), arms, List.of());
    }
}
