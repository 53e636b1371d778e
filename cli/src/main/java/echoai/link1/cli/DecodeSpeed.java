package echoai.link1.cli;

import echoai.link1.bench.Json;
import echoai.link1.bench.PerfResult;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import echoai.link1.modem.Modulator;
import echoai.link1.modem.TonePlan;
import echoai.wsp.Hex;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * {@code link1 perf --decode-48k [--profile k1|f]}: the 48 kHz receive path measured as a user
 * meets it — a 30-minute 48 kHz WAV (frames of one claim in the profile, the spec's 0.25 s gaps:
 * 590 K=1 frames, 679 F frames; rendered at 16 kHz and resampled to 48 kHz) decoded by
 * {@code link1 modem decode [--profile f]} in a fresh JVM, whole process
 * from start to exit, one warm-up run and {@code runs} counted runs; then the same for a
 * 5-minute WAV (98 K=1 frames, 113 F frames), so that the child's peak memory can be compared
 * across lengths (memory flat in the length). The median wall time gives the real-time factor
 * (audio seconds per wall second); the child's CPU time (all its threads) gives a second one
 * that a loaded machine disturbs less; the one-minute load average is kept after every run,
 * since on a shared machine it says how much of the wall time was waiting for a core.
 */
final class DecodeSpeed {
    static final String FRAME = "57110107020b1c09ce00001e0000004c010031172130";
    static final int FRAMES = frames(AirProfile.K1, 30);
    static final int FRAMES_5MIN = frames(AirProfile.K1, 5);
    static final int RATE_HZ = 48_000;

    private DecodeSpeed() {
    }

    /** One length's runs: the audio, the frames printed, each counted run. */
    private record Runs(int minutes, int samples16k, long decoded, List<ChildRun> runs,
                        List<BigDecimal> loads) {
        long medianWallMs() {
            return median(runs.stream().map(ChildRun::wallMs).toList());
        }

        long peakRssKib() {
            return runs.stream().mapToLong(ChildRun::peakRssKib).max().orElse(-1);
        }
    }

    /** Frames of {@code profile} that a recording of {@code minutes} holds, 0.25 s apart. */
    static int frames(AirProfile profile, int minutes) {
        int samples = minutes * 60 * TonePlan.SAMPLE_RATE_HZ;
        return (samples - Modulator.GAP_SAMPLES) / (profile.frameSamples()
                + Modulator.GAP_SAMPLES);
    }

    /** Renders the recordings, times the runs, and returns the perf.json entry. */
    static PerfResult.Decode48k measure(int runs) throws IOException, InterruptedException {
        return measure(AirProfile.K1, runs);
    }

    /** As {@link #measure(int)} with {@code profile}'s frames and receiver. */
    static PerfResult.Decode48k measure(AirProfile profile, int runs)
            throws IOException, InterruptedException {
        Runs long30 = lengthRuns(profile, 30, frames(profile, 30), runs);
        Runs short5 = lengthRuns(profile, 5, frames(profile, 5), runs);
        return entry(profile, long30, short5);
    }

    private static Runs lengthRuns(AirProfile profile, int minutes, int frames, int runs)
            throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory("link1-decode48k");
        Path wav = dir.resolve(minutes + "min-48k.wav");
        Path out = dir.resolve("frames.jsonl");
        try {
            short[] pcm = profile.recordingOfFrames(
                    Collections.nCopies(frames, Hex.parse(FRAME, LinkFrame.LENGTH)));
            ModemCommand.writeAtRate(pcm, wav, RATE_HZ);
            List<ChildRun> counted = new ArrayList<>();
            List<BigDecimal> loads = new ArrayList<>();
            long decoded = 0;
            for (int run = 0; run <= runs; run++) {
                ChildRun r = decodeInChild(profile, wav, out);
                try (var lines = Files.lines(out)) {
                    decoded = lines.count();
                }
                if (run > 0) {
                    counted.add(r);
                    loads.add(load());
                }
            }
            return new Runs(minutes, pcm.length, decoded, counted, loads);
        } finally {
            Files.deleteIfExists(wav);
            Files.deleteIfExists(out);
            Files.deleteIfExists(dir);
        }
    }

    /** {@code link1 modem decode wav} in a new JVM, watched. */
    private static ChildRun decodeInChild(AirProfile profile, Path wav, Path out)
            throws IOException, InterruptedException {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(List.of(java, "-cp",
                System.getProperty("java.class.path"), Main.class.getName(), "modem", "decode"));
        if (profile != AirProfile.K1) {
            command.addAll(List.of("--profile", profile.label()));
        }
        command.add(wav.toString());
        ChildRun r = ChildRun.of(new ProcessBuilder(command).redirectOutput(out.toFile())
                .redirectError(ProcessBuilder.Redirect.DISCARD));
        if (r.exitCode() != Main.EXIT_OK) {
            throw new EnvironmentException("modem decode of the 48 kHz recording exited "
                    + r.exitCode());
        }
        return r;
    }

    private static BigDecimal load() {
        return Json.fixed(ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(), 2);
    }

    private static long median(List<Long> values) {
        long[] sorted = values.stream().mapToLong(Long::longValue).sorted().toArray();
        return sorted[sorted.length / 2];
    }

    private static PerfResult.Decode48k entry(AirProfile profile, Runs main, Runs short5) {
        double audioSeconds = seconds(main);
        long medianWall = main.medianWallMs();
        List<Long> cpu = main.runs().stream().map(ChildRun::cpuMs).toList();
        boolean haveCpu = cpu.stream().allMatch(c -> c > 0);
        List<PerfResult.Memory> memory = new ArrayList<>();
        for (Runs r : List.of(short5, main)) {
            if (r.peakRssKib() > 0) {
                memory.add(new PerfResult.Memory(r.minutes(), Json.fixed(seconds(r), 3),
                        r.decoded(), r.medianWallMs(), r.peakRssKib()));
            }
        }
        return new PerfResult.Decode48k(
                profile == AirProfile.K1
                        ? "link1 modem decode <30-minute 48 kHz WAV>, a fresh JVM per run"
                        : "link1 modem decode --profile " + profile.label() + " <30-minute 48"
                        + " kHz WAV>, a fresh JVM per run",
                Json.fixed(audioSeconds, 3), RATE_HZ, frames(profile, 30), main.decoded(),
                main.runs().stream().map(ChildRun::wallMs).toList(), medianWall,
                Json.fixed(audioSeconds * 1000 / Math.max(1, medianWall), 1),
                haveCpu ? cpu : null, haveCpu ? Json.fixed(audioSeconds * 1000
                        / Math.max(1, median(cpu)), 1) : null, main.loads(), load(),
                Runtime.getRuntime().availableProcessors(),
                System.getProperty("java.vm.name") + " " + System.getProperty("java.version"),
                memory);
    }

    private static double seconds(Runs r) {
        return r.samples16k() / (double) TonePlan.SAMPLE_RATE_HZ;
    }
}
