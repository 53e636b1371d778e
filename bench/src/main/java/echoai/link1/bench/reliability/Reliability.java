package echoai.link1.bench.reliability;

import echoai.link1.bench.Doc;
import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.Json;
import echoai.link1.bench.Worlds;
import echoai.link1.bench.e2.E2Result;
import echoai.link1.bench.e2.NoiseRun;
import echoai.link1.bench.e6.E6Processes;
import echoai.link1.bench.e6.StdinTrial;
import echoai.link1.session.Seeds;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code link1 bench reliability} (not part of {@code bench all}): what the system accepts that
 * it should not, measured.
 *
 * <ol>
 *   <li>10⁶ random 22-byte frames: passing the CRC alone, passing every check;</li>
 *   <li>noise-only audio through the receiver (from {@code bench E2 --extended});</li>
 *   <li>real frames through the modem and the room at a high nibble error rate;</li>
 *   <li>garbage, truncation and closed pipes on E6's stdin.</li>
 * </ol>
 */
public final class Reliability implements Experiment<ReliabilityResult> {
    /** Its document. */
    public static final Doc<ReliabilityResult> DOC = new Doc<>("reliability.json", ReliabilityResult.class);
    /** Seeds of the set whose E6 stdin is abused. */
    static final int STDIN_SEEDS = 4;

    @Override
    public String id() {
        return "reliability";
    }

    @Override
    public Doc<ReliabilityResult> doc() {
        return DOC;
    }

    @Override
    public String title() {
        return "what is accepted that should not be: random frames, noise-only audio, frames at a"
                + " high nibble error rate, garbage on E6's stdin";
    }

    @Override
    public boolean inAll() {
        return false;
    }

    @Override
    public ReliabilityResult run(BenchContext ctx) throws Exception {
        ReliabilityResult.RandomFrames random = ReliabilityRandomFrames.run(
                Seeds.mix(ctx.seeds().base(), Seeds.stream("reliability/random")),
                ReliabilityRandomFrames.FRAMES);
        ReliabilityResult.NoiseOnly noise = noiseOnly(ctx);
        int frames = Integer.parseInt(ctx.option("frames",
                Integer.toString(ReliabilityAirFrames.FRAMES)));
        ReliabilityResult.AirFrames air = ReliabilityAirFrames.run(ctx,
                Seeds.mix(ctx.seeds().base(), Seeds.stream("reliability/air")),
                ReliabilityAirFrames.SNR_DB, frames);
        return new ReliabilityResult(Json.SCHEMA_VERSION, id(), title(), ctx.seeds().label(),
                random, noise, air, stdin(ctx));
    }

    /**
     * Part 2 reuses the noise-only runs of {@code bench E2 --extended} (3 h of white noise and 3
     * h of noise plus the sweeping interferer, per K) from {@code extended/E2.json} next to the
     * output, rather than running them twice.
     */
    private static ReliabilityResult.NoiseOnly noiseOnly(BenchContext ctx)
            throws java.io.IOException {
        java.nio.file.Path file = ctx.outDir().resolve("extended").resolve("E2.json");
        String source = "extended/E2.json (./link1 bench E2 --extended --out "
                + ctx.outDir().resolve("extended") + ")";
        if (!java.nio.file.Files.exists(file)) {
            return new ReliabilityResult.NoiseOnly(source,
                    "not run: run the command above first", null, null, null, null, null);
        }
        E2Result.Extended extended = Json.read(file, E2Result.class).extended();
        if (extended == null) {
            return new ReliabilityResult.NoiseOnly(source,
                    "extended/E2.json has no noise_only section", null, null, null, null, null);
        }
        long passedCrc = 0;
        long accepted = 0;
        long speechShaped = 0;
        long candidates = 0;
        for (NoiseRun run : extended.noiseOnly()) {
            passedCrc += run.corruptPassedCrc();
            accepted += run.acceptedCorrupt();
            speechShaped += run.corruptSpeechShaped();
            candidates += run.candidates();
        }
        return new ReliabilityResult.NoiseOnly(source, "reused", extended.noiseOnly(),
                candidates, passedCrc, accepted, speechShaped);
    }

    private static ReliabilityResult.Stdin stdin(BenchContext ctx) throws Exception {
        List<Integer> seeds = ctx.seeds().seeds().subList(0,
                Math.min(STDIN_SEEDS, ctx.seeds().seeds().size()));
        List<List<StdinTrial>> runs = Worlds.map(ctx, seeds, "reliability stdin", seed -> {
            try {
                return E6Processes.stdinTrials(seed);
            } catch (Exception e) {
                throw new IllegalStateException("stdin trial, seed " + seed, e);
            }
        });
        List<StdinTrial> trials = new ArrayList<>();
        runs.forEach(trials::addAll);
        int ok = (int) trials.stream().filter(StdinTrial::ok).count();
        return new ReliabilityResult.Stdin(trials, trials.size(), ok);
    }
}
