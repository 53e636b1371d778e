package echoai.link1.bench.understandingrooms;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Json;
import echoai.link1.bench.PerfLog;
import echoai.link1.bench.Progress;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.air.RoomsCase;
import echoai.link1.bench.registry.Registry;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult.RoomsArm;
import echoai.link1.modem.AirProfile;
import echoai.link1.room.Background;
import echoai.link1.room.DeviceChain;
import echoai.link1.room.RoomPoint;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** understanding-rooms: its grid, its seed guard, one near point through a whole world. */
class UnderstandingRoomsTest {
    private static final RoomsCase NEAR = new RoomsCase(RoomPoint.named("living-0.3m"),
            Background.WHITE, 30, DeviceChain.DEFAULT);

    @Test
    void theGridIsTheDistanceCurveThenLongReverbThenBabble() {
        assertThat(UnderstandingRooms.grid()).extracting(RoomsCase::name).containsExactly(
                "living-rt0.5-0.5m/white/30dB/48-48kHz/+0ppm",
                "living-rt0.5-1m/white/30dB/48-48kHz/+0ppm",
                "living-rt0.5-2m/white/30dB/48-48kHz/+0ppm",
                "living-rt0.5-3m/white/30dB/48-48kHz/+0ppm",
                "living-rt0.8-2m/white/30dB/48-48kHz/+0ppm",
                "living-rt0.5-1m/babble/20dB/48-48kHz/+0ppm");
        assertThat(UnderstandingRooms.armName(UnderstandingRooms.CLAIMS, AirProfile.K1,
                UnderstandingRooms.grid().get(2))).isEqualTo("A:k1:living-rt0.5-2m/white/30dB");
        UnderstandingRooms e = new UnderstandingRooms();
        assertThat(e.inAll()).isFalse();
        assertThat(e.doc().file()).isEqualTo("v2/understanding-rooms.json");
        assertThat(Registry.experiment("understanding-rooms")).isPresent();
    }

    @Test
    void theCommittedDevRunRoundTripsAndIsADevRun() throws Exception {
        Path file = Path.of("lab/link1/v2/dev/understanding-rooms.json");
        String text = java.nio.file.Files.readString(file);
        RoomsUnderstandingResult dev = Json.parse(text, RoomsUnderstandingResult.class);
        assertThat(Json.text(dev)).isEqualTo(text);
        assertThat(dev.seedSet()).isEqualTo("dev");
        assertThat(dev.arms()).hasSize(24);
    }

    @Test
    void evalOrSeedsThatAvoidItButNeverAMix() {
        UnderstandingRooms e = new UnderstandingRooms();
        Registry.checkSeeds(e, SeedSet.EVAL);
        Registry.checkSeeds(e, SeedSet.DEV);
        Registry.checkSeeds(e, SeedSet.parse("100-163"));
        assertThatThrownBy(() -> Registry.checkSeeds(e, SeedSet.parse("990-1000")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("990-1000");
    }

    @Test
    void aNearPointIsTheWireAndTheRunIsDeterministic() throws Exception {
        UnderstandingRooms e = new UnderstandingRooms(List.of(NEAR), List.of(AirProfile.K1));
        BenchContext ctx = new BenchContext(SeedSet.parse("3"), Path.of("unused"), false, 1,
                Map.of(), Progress.NONE, new PerfLog());
        RoomsUnderstandingResult r = e.run(ctx);
        assertThat(r.wire()).extracting(RoomsUnderstandingResult.WireArm::arm)
                .containsExactly("S", "T", "E5");
        assertThat(r.arms()).extracting(RoomsArm::mode).containsExactly("claims", "dialogue");
        RoomsArm claims = r.arms().get(0);
        assertThat(claims.summary().lost()).isZero();
        assertThat(claims.summary().postcards()).isEqualTo(r.wire().get(1).summary().postcards());
        assertThat(claims.result().worlds().get(0).coreDigest())
                .isEqualTo(r.wire().get(1).result().worlds().get(0).coreDigest());
        assertThat(claims.result().worlds().get(0).arm()).isEqualTo(claims.arm());
        RoomsArm dialogue = r.arms().get(1);
        assertThat(dialogue.summary().postcards())
                .isEqualTo(r.wire().get(2).summary().postcards());
        assertThat(dialogue.result().worlds().get(0).arm()).isEqualTo("E5:k1:living-0.3m/white/30dB");
        assertThat(dialogue.summary().p3Holds()).isEqualTo(1);
        assertThat(Json.text(e.run(ctx))).isEqualTo(Json.text(r));
    }

    @Test
    void theRegisteredTitleIsTheEvalFilesAndAnotherGridSaysItIsAnother() throws Exception {
        RoomsUnderstandingResult eval = Json.read(Path.of("lab/link1/v2/understanding-rooms.json"),
                RoomsUnderstandingResult.class);
        assertThat(new UnderstandingRooms().title()).isEqualTo(eval.title());
        UnderstandingRooms other = new UnderstandingRooms(List.of(NEAR),
                List.of(AirProfile.R, AirProfile.K2), List.of(UnderstandingRooms.CLAIMS));
        assertThat(other.title()).contains("sweep grid: 1 points, profiles r k2, modes claims");
        assertThat(other.armNames()).containsExactly("S", "T", "E5",
                "A:r:living-0.3m/white/30dB", "A:k2:living-0.3m/white/30dB");
        assertThat(new UnderstandingRooms().armNames()).hasSize(3 + 24)
                .containsSubsequence("A:k1:living-rt0.5-0.5m/white/30dB",
                        "A:r:living-rt0.5-0.5m/white/30dB", "E5:k1:living-rt0.5-0.5m/white/30dB");
    }

    @Test
    void devicesOtherThanTheDefaultNameTheArmAndPointsAndProfilesMustNotRepeat() {
        RoomsCase far = new RoomsCase(RoomPoint.named("living-0.3m"), Background.WHITE, 30,
                new DeviceChain(44_100, 48_000, -150, Double.NaN));
        assertThat(UnderstandingRooms.armName(UnderstandingRooms.DIALOGUE, AirProfile.R, far))
                .isEqualTo("E5:r:living-0.3m/white/30dB/44.1-48kHz/-150ppm");
        new UnderstandingRooms(List.of(NEAR, far), List.of(AirProfile.R), List.of("claims"));
        assertThatThrownBy(() -> new UnderstandingRooms(List.of(NEAR, NEAR),
                List.of(AirProfile.R), List.of("claims"))).hasMessageContaining("not repeat");
        assertThatThrownBy(() -> new UnderstandingRooms(List.of(NEAR),
                List.of(AirProfile.R, AirProfile.R), List.of("claims")))
                .hasMessageContaining("not repeat");
        assertThatThrownBy(() -> new UnderstandingRooms(List.of(NEAR), List.of(AirProfile.R),
                List.of("gossip"))).hasMessageContaining("modes among");
    }

    @Test
    void assembleFromWorldsIsTheRun() throws Exception {
        UnderstandingRooms e = new UnderstandingRooms(List.of(NEAR), List.of(AirProfile.R),
                List.of(UnderstandingRooms.CLAIMS));
        BenchContext ctx = new BenchContext(SeedSet.parse("5"), Path.of("unused"), false, 1,
                Map.of(), Progress.NONE, new PerfLog());
        Map<String, echoai.link1.session.WorldResult> world = e.world(5);
        assertThat(world.keySet()).containsExactlyElementsOf(e.armNames());
        assertThat(Json.text(e.assemble(SeedSet.parse("5"), List.of(world))))
                .isEqualTo(Json.text(e.run(ctx)));
        assertThat(e.rules(e.run(ctx)).u3().verdict())
                .isEqualTo(echoai.link1.bench.rules.Verdict.PENDING);
    }
}
