package echoai.link1.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import echoai.link1.bench.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The rooms part of a grid: points × profiles × modes, their row files, YAML grid files. */
class RoomGridTest {
    private static final String POINTS = "\"points\":[{\"room\":\"living-rt0.5-2m\","
            + "\"background\":\"white\",\"snr_db\":30},{\"room\":\"Living-RT0.5-1m\","
            + "\"background\":\"babble\",\"snr_db\":20.5,\"devices\":{\"playback_hz\":44100,"
            + "\"ppm\":200}}]";
    private static final String SEEDS = "\"seeds\":{\"from\":0,\"to\":3},\"block_size\":2";

    private static Grid parse(String json) {
        return Grid.parse(Json.parse(json, JsonNode.class));
    }

    @Test
    void pointsTimesProfilesTimesModesNameTheArmsAndTheirFiles() {
        Grid g = parse("{\"name\":\"r\"," + POINTS + ",\"profiles\":[\"r\",\"K1\"],"
                + "\"modes\":[\"dialogue\",\"claims\"]," + SEEDS + "}");
        assertThat(g.arms()).isEmpty();
        assertThat(g.rooms().profiles()).containsExactly("r", "k1");
        assertThat(g.rooms().modes()).containsExactly("claims", "dialogue");
        assertThat(g.rooms().points().get(1).room()).isEqualTo("living-rt0.5-1m");
        assertThat(g.rooms().armNames()).containsExactly("S", "T", "E5",
                "A:r:living-rt0.5-2m/white/30dB", "A:k1:living-rt0.5-2m/white/30dB",
                "E5:r:living-rt0.5-2m/white/30dB", "E5:k1:living-rt0.5-2m/white/30dB",
                "A:r:living-rt0.5-1m/babble/20.5dB/44.1-48kHz/+200ppm",
                "A:k1:living-rt0.5-1m/babble/20.5dB/44.1-48kHz/+200ppm",
                "E5:r:living-rt0.5-1m/babble/20.5dB/44.1-48kHz/+200ppm",
                "E5:k1:living-rt0.5-1m/babble/20.5dB/44.1-48kHz/+200ppm");
        assertThat(g.work().files()).startsWith("rooms/wire/S", "rooms/wire/T", "rooms/wire/E5",
                "rooms/air/A/r/living-rt0.5-2m/white/30dB").hasSize(11);
        assertThat(Grid.parse(g.toTree())).isEqualTo(g);
        assertThat(Json.text(g.toTree())).contains("\"snr_db\" : 30\n", "\"snr_db\" : 20.5,",
                "\"capture_hz\" : 48000").doesNotContain("30.0");
    }

    @Test
    void v1ArmsAndRoomsArmsShareAGridAndModesDefaultToBoth() {
        Grid g = parse("{\"name\":\"both\",\"arms\":[\"T\",\"S\"]," + POINTS
                + ",\"profiles\":[\"k2\"]," + SEEDS + "}");
        assertThat(g.arms()).containsExactly("S", "T");
        assertThat(g.rooms().modes()).containsExactly("claims", "dialogue");
        assertThat(g.work().files()).startsWith("S", "T", BlockWork.UNDERSTANDING,
                "rooms/wire/S");
        assertThat(Grid.parse(g.toTree())).isEqualTo(g);
    }

    @Test
    void badRoomsKeysSayWhatIsWrong() {
        String point = "\"points\":[{\"room\":\"living-rt0.5-2m\",\"background\":\"white\","
                + "\"snr_db\":30}]";
        assertThatThrownBy(() -> parse("{\"name\":\"g\"," + point + "," + SEEDS + "}"))
                .hasMessageContaining("grid must have 'profiles'");
        assertThatThrownBy(() -> parse("{\"name\":\"g\",\"arms\":[\"T\"],\"profiles\":[\"r\"],"
                + SEEDS + "}")).hasMessageContaining("need points");
        assertThatThrownBy(() -> parse("{\"name\":\"g\"," + point + ",\"profiles\":[\"k9\"],"
                + SEEDS + "}")).hasMessageContaining("k9");
        assertThatThrownBy(() -> parse("{\"name\":\"g\"," + point + ",\"profiles\":[\"r\"],"
                + "\"modes\":[\"gossip\"]," + SEEDS + "}")).hasMessageContaining("modes must be");
        assertThatThrownBy(() -> parse("{\"name\":\"g\",\"points\":[{\"room\":\"attic\","
                + "\"background\":\"white\",\"snr_db\":30}],\"profiles\":[\"r\"]," + SEEDS + "}"))
                .hasMessageContaining("point must be one of");
        assertThatThrownBy(() -> parse("{\"name\":\"g\",\"points\":[{\"room\":\"living-0.3m\","
                + "\"background\":\"none\",\"snr_db\":30}],\"profiles\":[\"r\"]," + SEEDS + "}"))
                .hasMessageContaining("white, pink or babble");
        assertThatThrownBy(() -> parse("{\"name\":\"g\",\"points\":[{\"room\":\"living-0.3m\","
                + "\"background\":\"white\",\"snr_db\":99}],\"profiles\":[\"r\"]," + SEEDS + "}"))
                .hasMessageContaining("snr_db must be in");
        assertThatThrownBy(() -> parse("{\"name\":\"g\",\"points\":[{\"room\":\"living-0.3m\","
                + "\"background\":\"white\",\"snr\":30}],\"profiles\":[\"r\"]," + SEEDS + "}"))
                .hasMessageContaining("point key must be one of");
        assertThatThrownBy(() -> parse("{\"name\":\"g\",\"points\":[{\"room\":\"living-0.3m\","
                + "\"background\":\"white\",\"snr_db\":30,\"devices\":{\"playback_hz\":22050}}],"
                + "\"profiles\":[\"r\"]," + SEEDS + "}")).hasMessageContaining("44100 or 48000");
        assertThatThrownBy(() -> parse("{\"name\":\"g\"," + point + "," + point.replace(
                "\"points\"", "\"x\"") + "," + SEEDS + "}")).hasMessageContaining("grid key");
        assertThatThrownBy(() -> parse("{\"name\":\"g\",\"points\":[{\"room\":\"living-0.3m\","
                + "\"background\":\"white\",\"snr_db\":30},{\"room\":\"living-0.3m\","
                + "\"background\":\"white\",\"snr_db\":30}],\"profiles\":[\"r\"]," + SEEDS + "}"))
                .hasMessageContaining("none repeated");
        assertThatThrownBy(() -> parse("{\"name\":\"g\",\"points\":[],\"profiles\":[\"r\"],"
                + SEEDS + "}"))
                .hasMessageContaining("at least one point");
    }

    @Test
    void aYamlGridReadsAsItsJsonTwinAndBadYamlIsOneLine(@TempDir Path tmp) throws Exception {
        Path yaml = tmp.resolve("g.yaml");
        Files.writeString(yaml, String.join("\n",
                "# the distance curve, profile r",
                "name: curve",
                "points:",
                "  - {room: living-rt0.5-0.5m, background: white, snr_db: 30}",
                "  - room: living-rt0.5-3m",
                "    background: white",
                "    snr_db: 30",
                "profiles: [r]",
                "modes: [claims]",
                "seeds: {from: 100000, to: 100063}",
                "block_size: 8", ""));
        Path json = tmp.resolve("g.json");
        Files.writeString(json, "{\"name\":\"curve\",\"points\":[{\"room\":\"living-rt0.5-0.5m\","
                + "\"background\":\"white\",\"snr_db\":30},{\"room\":\"living-rt0.5-3m\","
                + "\"background\":\"white\",\"snr_db\":30}],\"profiles\":[\"r\"],\"modes\":"
                + "[\"claims\"],\"seeds\":{\"from\":100000,\"to\":100063},\"block_size\":8}");
        assertThat(Grid.read(yaml)).isEqualTo(Grid.read(json));
        assertThat(Grid.read(yaml).rooms().armNames()).hasSize(5);
        Path bad = tmp.resolve("bad.yml");
        Files.writeString(bad, "name: [unclosed\n");
        assertThatThrownBy(() -> Grid.read(bad)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not valid YAML");
    }

    @Test
    void armNamesThatCannotBeFilesAreRefused() {
        assertThat(RoomArms.file("A:k1:living-0.3m/white/30dB"))
                .isEqualTo("rooms/air/A/k1/living-0.3m/white/30dB");
        assertThatThrownBy(() -> RoomArms.file("A:k1:../x")).hasMessageContaining("cannot be");
        assertThat(List.of(RoomArms.file("T"))).containsExactly("rooms/wire/T");
    }

    @Test
    void theCommittedRoomsGridsParseAndTheEvalOneIsV2TwosRegisteredGrid() throws Exception {
        Grid eval = Grid.read(Path.of("sweep/grids/understanding-rooms-eval.json"));
        assertThat(eval.rooms().armNames()).isEqualTo(
                new echoai.link1.bench.understandingrooms.UnderstandingRooms().armNames());
        assertThat(eval.seedSet().isEval()).isTrue();
        Grid curve = Grid.read(Path.of("sweep/grids/rooms-distance.yaml"));
        assertThat(curve.rooms().armNames()).hasSize(3 + 12 * 3);
        assertThat(curve.worlds()).isEqualTo(64);
    }
}
