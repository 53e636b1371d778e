package echoai.link1.cli;

import echoai.link1.bench.Json;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.Modulator;
import echoai.link1.modem.TonePlan;
import echoai.link1.results.PerfResult;
import echoai.wsp.Hex;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * {@code link1 perf --decode-48k}: the 48 kHz receive path measured as a user meets it — a
 * 30-minute 48 kHz WAV (590 K=1 frames of one claim, the spec's 0.25 s gaps, rendered at 16 kHz
 * and resampled to 48 kHz) decoded by {@code link1 modem decode} in a fresh JVM, whole process
 * from start to exit, one warm-up run and {@code runs} counted runs. The median wall time gives
 * the real-time factor (audio seconds per wall second); the one-minute load average is kept next
 * to it, since on a shared machine it says how much of the wall time was waiting for a core.
 */
final class DecodeSpeed {
    static final String FRAME = "57110107020b1c09ce00001e0000004c010031172130";
    static final int FRAMES = 590;
    static final int RATE_HZ = 48_000;

    private DecodeSpeed() {
    }

    /** Renders the recording, times the runs, and returns the perf.json entry. */
    static PerfResult.Decode48k measure(int runs) throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory("link1-decode48k");
        Path wav = dir.resolve("30min-48k.wav");
        Path out = dir.resolve("frames.jsonl");
        try {
            List<byte[]> frames = Collections.nCopies(FRAMES, Hex.parse(FRAME, LinkFrame.LENGTH));
            short[] pcm = Modulator.recordingOfFrames(TonePlan.K1, frames);
            ModemCommand.writeAtRate(pcm, wav, RATE_HZ);
            List<Long> wallMs = new ArrayList<>();
            long decoded = 0;
            for (int run = 0; run <= runs; run++) {
                long t0 = System.nanoTime();
                decoded = decodeInChild(wav, out);
                long ms = (System.nanoTime() - t0) / 1_000_000L;
                if (run > 0) {
                    wallMs.add(ms);
                }
            }
            return entry(pcm.length, decoded, wallMs);
        } finally {
            Files.deleteIfExists(wav);
            Files.deleteIfExists(out);
            Files.deleteIfExists(dir);
        }
    }

    /** {@code link1 modem decode wav} in a new JVM; returns the frames it printed. */
    private static long decodeInChild(Path wav, Path out) throws IOException, InterruptedException {
        String java = ProcessHandle.current().info().command().orElse("java");
        Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "modem", "decode", wav.toString())
                .redirectOutput(out.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        int code = p.waitFor();
        if (code != Main.EXIT_OK) {
            throw new EnvironmentException("modem decode of the 48 kHz recording exited " + code);
        }
        try (var lines = Files.lines(out)) {
            return lines.count();
        }
    }

    private static PerfResult.Decode48k entry(int samples16k, long decoded, List<Long> wallMs) {
        long[] sorted = wallMs.stream().mapToLong(Long::longValue).sorted().toArray();
        long median = sorted[sorted.length / 2];
        double audioSeconds = samples16k / (double) TonePlan.SAMPLE_RATE_HZ;
        return new PerfResult.Decode48k(
                "link1 modem decode <30-minute 48 kHz WAV>, a fresh JVM per run",
                Json.fixed(audioSeconds, 3), RATE_HZ, FRAMES, decoded, wallMs, median,
                Json.fixed(audioSeconds * 1000 / Math.max(1, median), 1),
                Json.fixed(ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(), 2),
                Runtime.getRuntime().availableProcessors(),
                System.getProperty("java.vm.name") + " " + System.getProperty("java.version"));
    }
}
