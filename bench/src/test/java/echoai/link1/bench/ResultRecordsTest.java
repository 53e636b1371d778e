package echoai.link1.bench;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.air.AirPoint;
import echoai.link1.bench.air.Dropped;
import echoai.link1.bench.arms.ArmResult;
import echoai.link1.bench.e0.E0Result;
import echoai.link1.bench.e1.E1Result;
import echoai.link1.bench.e2.E2Result;
import echoai.link1.bench.e2.NoiseRun;
import echoai.link1.bench.e3.E3Result;
import echoai.link1.bench.e4.E4Result;
import echoai.link1.bench.e5.E5Result;
import echoai.link1.bench.e6.E6Result;
import echoai.link1.bench.e6.StdinTrial;
import echoai.link1.bench.reliability.ReliabilityResult;
import echoai.link1.bench.rules.Prediction;
import echoai.link1.bench.v1.PredictionsResult;
import echoai.link1.session.ListenerReport;
import echoai.link1.session.WorldResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The result records ({@code *Result.java} and {@code *Verdicts.java} in every folder) stay plain
 * records: no I/O, no Jackson beyond the one annotation that marks an optional section
 * ({@code @JsonInclude}); their JSON form is set on bench's one mapper.
 */
class ResultRecordsTest {
    private static final Path SOURCES = Path.of("bench/src/main/java/echoai/link1/bench");
    private static final Pattern IMPORT = Pattern.compile("(?m)^import\\s+(?:static\\s+)?([\\w.]+)");

    @Test
    void importNoIoAndNoJacksonButTheOptionalSectionMark() throws IOException {
        List<String> found = new ArrayList<>();
        List<Path> records;
        try (Stream<Path> files = Files.walk(SOURCES)) {
            records = files.filter(f -> f.getFileName().toString().matches(
                    ".*(Result|Verdicts)\\.java")).sorted().toList();
        }
        for (Path file : records) {
            Matcher m = IMPORT.matcher(Files.readString(file));
            while (m.find()) {
                String name = m.group(1);
                boolean plain = name.startsWith("java.util") || name.startsWith("java.math")
                        || name.startsWith("java.lang") || name.startsWith("echoai.link1.")
                        || name.equals("com.fasterxml.jackson.annotation.JsonInclude");
                if (!plain) {
                    found.add(file.getFileName() + " imports " + name);
                }
            }
        }
        assertThat(records).hasSizeGreaterThan(30);
        assertThat(found).isEmpty();
    }

    @Test
    void recordsHaveNoArrayComponents() throws IOException {
        List<Class<?>> types = new ArrayList<>(List.of(E0Result.class, E1Result.class,
                E2Result.class, E3Result.class, E4Result.class, E5Result.class, E6Result.class,
                ReliabilityResult.class, PredictionsResult.class, PerfResult.class,
                WorldResult.class, ArmResult.class, AirPoint.class, NoiseRun.class, Dropped.class,
                StdinTrial.class, ListenerReport.class, Prediction.class));
        List<String> arrays = new ArrayList<>();
        for (int i = 0; i < types.size(); i++) {
            Class<?> type = types.get(i);
            types.addAll(List.of(type.getDeclaredClasses()).stream()
                    .filter(c -> !types.contains(c)).toList());
            if (type.isRecord()) {
                for (var c : type.getRecordComponents()) {
                    if (c.getType().isArray()) {
                        arrays.add(type.getName() + "." + c.getName());
                    }
                }
            }
        }
        assertThat(types).hasSizeGreaterThan(40);
        assertThat(arrays).isEmpty();
    }
}
