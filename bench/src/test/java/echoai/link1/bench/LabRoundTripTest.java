package echoai.link1.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.link1.bench.e0.E0Result;
import echoai.link1.bench.e1.E1Result;
import echoai.link1.bench.e2.E2Result;
import echoai.link1.bench.e3.E3Result;
import echoai.link1.bench.e4.E4Result;
import echoai.link1.bench.e5.E5Result;
import echoai.link1.bench.e6.E6Result;
import echoai.link1.bench.reliability.ReliabilityResult;
import echoai.link1.bench.v1.PredictionsResult;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The golden round trip: every committed live lab file ({@code lab/link1/*.json} and
 * {@code lab/link1/extended/*.json}, not the frozen {@code registered-v1/}) read into its record
 * and written back by the one writer gives the same bytes. A key that a record lacks fails the
 * read; a component the file lacks, or a changed number format, fails the comparison.
 */
class LabRoundTripTest {
    static final Path LAB = Path.of(System.getProperty("lab.dir", "lab/link1"));

    /** Each lab file's record type, by file name. */
    static final Map<String, Class<?>> TYPES = Map.ofEntries(
            Map.entry("E0.json", E0Result.class), Map.entry("E1.json", E1Result.class),
            Map.entry("E2.json", E2Result.class), Map.entry("E3.json", E3Result.class),
            Map.entry("E4.json", E4Result.class), Map.entry("E5.json", E5Result.class),
            Map.entry("E6.json", E6Result.class),
            Map.entry("reliability.json", ReliabilityResult.class),
            Map.entry("predictions.json", PredictionsResult.class),
            Map.entry("perf.json", PerfResult.class));

    static List<Path> labFiles() throws IOException {
        List<Path> files = new ArrayList<>();
        for (Path dir : List.of(LAB, LAB.resolve("extended"))) {
            try (Stream<Path> s = Files.list(dir)) {
                s.filter(p -> p.toString().endsWith(".json")).sorted().forEach(files::add);
            }
        }
        return files;
    }

    @ParameterizedTest
    @MethodSource("labFiles")
    void everyLabFileRoundTripsByteForByte(Path file) throws IOException {
        Class<?> type = TYPES.get(file.getFileName().toString());
        assertThat(type).as("record type of %s", file).isNotNull();
        String committed = Files.readString(file, StandardCharsets.UTF_8);
        Object record = Json.parse(committed, type);
        // the build block (issue 28, item 3) is the writer's, not the record's
        assertThat(Json.text(record)).as("%s through %s", file, type.getSimpleName())
                .isEqualTo(Json.withoutBuild(committed));
    }

    @Test
    void aFileWithTheOldKeysIsRefusedNotReadAsZeros() {
        // the frozen registered run keeps the keys of before the typed results
        assertThatThrownBy(() -> Json.read(LAB.resolve("registered-v1/E0.json"), E0Result.class))
                .isInstanceOf(IOException.class);
    }

    @Test
    void theLiveLabHoldsEveryKindOfDocument() throws IOException {
        List<String> names = labFiles().stream().map(p -> LAB.relativize(p).toString()).toList();
        assertThat(names).contains("E0.json", "E1.json", "E2.json", "E3.json", "E4.json",
                "E5.json", "E6.json", "reliability.json", "predictions.json", "perf.json",
                "extended/E2.json", "extended/perf.json");
    }
}
