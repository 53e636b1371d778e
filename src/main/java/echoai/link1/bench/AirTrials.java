package echoai.link1.bench;

import com.fasterxml.jackson.databind.node.ObjectNode;
import echoai.link1.modem.DropReason;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;

/** Runs trials on the context's worker threads; results come back in input order. */
final class AirTrials {
    private AirTrials() {
    }

    static <T, R> List<R> map(BenchContext ctx, String task, List<T> inputs, Function<T, R> f)
            throws Exception {
        ctx.progress().start(task, inputs.size());
        ExecutorService pool = Executors.newFixedThreadPool(ctx.threads());
        try {
            List<Future<R>> futures = new ArrayList<>();
            for (T in : inputs) {
                futures.add(pool.submit(() -> f.apply(in)));
            }
            List<R> out = new ArrayList<>();
            for (Future<R> fut : futures) {
                out.add(fut.get());
                ctx.progress().step(1);
            }
            return out;
        } finally {
            pool.shutdownNow();
            ctx.progress().done();
        }
    }

    /** The JSON of one outcome (counts and fixed-scale ratios only). */
    static ObjectNode json(AirTrial.Outcome o) {
        ObjectNode n = Json.object();
        AirTrial.Point p = o.point();
        n.put("room", p.room().label());
        n.put("k", p.plan().groups());
        if (Double.isInfinite(p.snrDb())) {
            n.put("snrDb", "none");
        } else {
            n.put("snrDb", Json.fixed(p.snrDb(), 1));
        }
        n.put("frames", p.frames());
        n.put("delaySamples", o.delaySamples());
        n.put("delivered", o.delivered());
        n.put("lost", o.lost());
        n.put("per", Json.ratio(o.lost(), p.frames(), 4));
        n.put("residualBer", Json.ratio(o.bitErrors(), o.deliveredBits(), 6));
        n.put("acceptedFalse", o.acceptedFalse());
        n.put("greetings", o.greetings());
        n.put("candidates", o.candidates());
        ObjectNode d = n.putObject("dropped");
        for (DropReason r : DropReason.values()) {
            d.put(r.name().toLowerCase(Locale.ROOT), o.dropped().get(r));
        }
        n.put("clippedSamples", o.clippedSamples());
        return n;
    }

    /** Seconds of audio decoded per CPU second, over the outcomes. */
    static double realTimeFactor(List<AirTrial.Outcome> outcomes) {
        long samples = 0;
        long nanos = 0;
        for (AirTrial.Outcome o : outcomes) {
            samples += o.audioSamples();
            nanos += o.demodCpuNanos();
        }
        return nanos == 0 ? 0 : samples / 16_000.0 / (nanos / 1e9);
    }
}
