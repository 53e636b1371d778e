package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChildRunTest {
    @Test
    void thePeakResidentSetIsReadFromAProcStatusFile(@TempDir Path dir) throws Exception {
        Path status = dir.resolve("status");
        Files.writeString(status, "Name:\tjava\nVmPeak:\t 3000000 kB\nVmHWM:\t   90752 kB\n"
                + "VmRSS:\t   80000 kB\n");
        assertThat(ChildRun.vmHwmKib(status)).isEqualTo(90752);
        Files.writeString(status, "Name:\tjava\n");
        assertThat(ChildRun.vmHwmKib(status)).isEqualTo(-1);
        assertThat(ChildRun.vmHwmKib(dir.resolve("missing"))).isEqualTo(-1);
    }

    @Test
    void aChildsExitCodeAndWallTimeAreKept() throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        ChildRun r = ChildRun.of(new ProcessBuilder(java, "-version")
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD));
        assertThat(r.exitCode()).isZero();
        assertThat(r.wallMs()).isPositive();
        if (Files.isDirectory(Path.of("/proc/self"))) {
            assertThat(r.peakRssKib()).as("a JVM's resident set").isGreaterThan(1000);
        }
    }
}
