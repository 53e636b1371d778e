package echoai.link1.bench.air;

import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Json;
import echoai.link1.modem.DropReason;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;
import java.util.function.ToLongFunction;

/** Runs trials on the context's worker threads; results come back in input order. */
public final class AirTrials {
    private AirTrials() {
    }

    public static <T, R> List<R> map(BenchContext ctx, String task, List<T> inputs, Function<T, R> f)
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

    /** The record of one outcome (counts and fixed-scale ratios only). */
    public static AirPoint point(AirTrial.Outcome o) {
        AirTrial.Point p = o.point();
        return new AirPoint(p.room().label(), p.plan().groups(),
                Double.isInfinite(p.snrDb()) ? null : Json.fixed(p.snrDb(), 1), p.frames(),
                o.delaySamples(), o.delivered(), o.lost(), Json.ratio(o.lost(), p.frames(), 4),
                Json.ratio(o.bitErrors(), o.deliveredBits(), 6), o.corruptPassedCrc(),
                o.acceptedCorrupt(), o.corruptSpeechShaped(),
                o.greetings(), o.candidates(), dropped(o.dropped()::get), o.clippedSamples());
    }

    /** The drops of a demodulator, by reason. */
    public static Dropped dropped(ToLongFunction<DropReason> count) {
        return new Dropped(count.applyAsLong(DropReason.TRUNCATED),
                count.applyAsLong(DropReason.UNDECODABLE),
                count.applyAsLong(DropReason.CHECK_FAILED), count.applyAsLong(DropReason.OVERFLOW));
    }

    /** Seconds of audio decoded per CPU second, over the outcomes. */
    public static double realTimeFactor(List<AirTrial.Outcome> outcomes) {
        long samples = 0;
        long nanos = 0;
        for (AirTrial.Outcome o : outcomes) {
            samples += o.audioSamples();
            nanos += o.demodCpuNanos();
        }
        return nanos == 0 ? 0 : samples / 16_000.0 / (nanos / 1e9);
    }

    /** Outcomes pooled over recordings: sums, and how many recordings lost a frame. */
    public record Pool(int frames, int lost, int corruptPassedCrc, int acceptedCorrupt,
                int corruptSpeechShaped, int recordingsWithLoss) {
    }

    public static Pool pool(List<AirTrial.Outcome> outcomes) {
        int frames = 0;
        int lost = 0;
        int passedCrc = 0;
        int accepted = 0;
        int speechShaped = 0;
        int withLoss = 0;
        for (AirTrial.Outcome o : outcomes) {
            frames += o.point().frames();
            lost += o.lost();
            passedCrc += o.corruptPassedCrc();
            accepted += o.acceptedCorrupt();
            speechShaped += o.corruptSpeechShaped();
            withLoss += o.lost() > 0 ? 1 : 0;
        }
        return new Pool(frames, lost, passedCrc, accepted, speechShaped, withLoss);
    }
}
