package echoai.link1.bench;

import echoai.link1.session.Seeds;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
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
public final class Reliability implements Experiment {
    /** Seeds of the set whose E6 stdin is abused. */
    static final int STDIN_SEEDS = 4;

    @Override
    public String id() {
        return "reliability";
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
    public ObjectNode run(BenchContext ctx) throws Exception {
        ObjectNode doc = Json.document(this, ctx.seeds());
        doc.set("random_frames", ReliabilityRandomFrames.run(
                Seeds.mix(ctx.seeds().base(), Seeds.stream("reliability/random")),
                ReliabilityRandomFrames.FRAMES));
        doc.set("noise_only", noiseOnly(ctx));
        int frames = Integer.parseInt(ctx.option("frames",
                Integer.toString(ReliabilityAirFrames.FRAMES)));
        doc.set("air_frames", ReliabilityAirFrames.run(ctx,
                Seeds.mix(ctx.seeds().base(), Seeds.stream("reliability/air")),
                ReliabilityAirFrames.SNR_DB, frames));
        doc.set("stdin", stdin(ctx));
        return doc;
    }

    /**
     * Part 2 reuses the noise-only runs of {@code bench E2 --extended} (3 h of white noise and 3
     * h of noise plus the sweeping interferer, per K) from {@code extended/E2.json} next to the
     * output, rather than running them twice.
     */
    private static ObjectNode noiseOnly(BenchContext ctx) throws java.io.IOException {
        java.nio.file.Path file = ctx.outDir().resolve("extended").resolve("E2.json");
        ObjectNode o = Json.object();
        o.put("source", "extended/E2.json (./link1 bench E2 --extended --out "
                + ctx.outDir().resolve("extended") + ")");
        if (!java.nio.file.Files.exists(file)) {
            o.put("status", "not run: run the command above first");
            return o;
        }
        JsonNode noise = Json.read(file).findValue("noiseOnly");
        if (noise == null) {
            o.put("status", "extended/E2.json has no noiseOnly section");
            return o;
        }
        o.put("status", "reused");
        o.set("runs", noise);
        long accepted = 0;
        long candidates = 0;
        for (JsonNode run : noise) {
            accepted += run.path("accepted").asLong();
            candidates += run.path("candidates").asLong();
        }
        o.put("candidates_tried", candidates);
        o.put("frames_accepted", accepted);
        return o;
    }

    private static ObjectNode stdin(BenchContext ctx) throws Exception {
        List<Integer> seeds = ctx.seeds().seeds().subList(0,
                Math.min(STDIN_SEEDS, ctx.seeds().seeds().size()));
        List<ArrayNode> runs = Worlds.map(ctx, seeds, "reliability stdin", seed -> {
            try {
                return E6Processes.stdinTrials(seed);
            } catch (Exception e) {
                throw new IllegalStateException("stdin trial, seed " + seed, e);
            }
        });
        ObjectNode o = Json.object();
        ArrayNode trials = o.putArray("trials");
        int ok = 0;
        int all = 0;
        for (ArrayNode run : runs) {
            for (JsonNode t : run) {
                trials.add(t);
                all++;
                ok += t.get("ok").asBoolean() ? 1 : 0;
            }
        }
        o.put("trials_run", all);
        o.put("trials_ok", ok);
        return o;
    }
}
