package echoai.link1.bench.u3rerun;

import echoai.link1.agent.TalkingAgent;
import echoai.link1.agent.WireChannel;
import echoai.link1.frame.LinkFrame;
import echoai.link1.session.Arm;
import echoai.link1.session.ArmRunner;
import echoai.link1.session.Seeds;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The loss model behind V2-2's prediction of harm from the channel (docs/spec/LINK1-v2.md):
 * a room point that loses each postcard independently with probability {@code per} is, for B,
 * the wire with each of A's true claims dropped by a coin of that bias. This runs that by wire:
 * {@code draws} loss patterns of world {@code seed} (pattern m from
 * {@code SplittableRandom(Seeds.mix(seed, Seeds.stream("claim-loss/" + m)))}, one
 * {@code nextDouble() < per} a claim in order: dropped), B hears the claims kept and lives.
 * No audio: it predicts what the rooms arms should show from the PER alone.
 */
final class ClaimLossModel {
    private ClaimLossModel() {
    }

    /**
     * What the model says of one world.
     *
     * @param seed         the world seed
     * @param silenceHarm  B's first-visit harm in arm S (by wire)
     * @param truthHarm    B's first-visit harm in arm T (by wire)
     * @param draws        loss patterns drawn
     * @param harmSum      first-visit harm summed over the patterns
     * @param harmSquares  its squares summed over the patterns
     * @param withinOneOfT patterns with harm ≤ truthHarm + 1
     * @param worseThanS   patterns with harm &gt; silenceHarm
     */
    record World(long seed, int silenceHarm, int truthHarm, int draws, long harmSum,
                 long harmSquares, int withinOneOfT, int worseThanS) {
        /** The expected first-visit harm under the model. */
        double meanHarm() {
            return (double) harmSum / draws;
        }

        /** The variance of the first-visit harm over the patterns. */
        double harmVariance() {
            double m = meanHarm();
            return (double) harmSquares / draws - m * m;
        }
    }

    /** World {@code seed} under {@code draws} loss patterns at {@code per}. */
    static World world(long seed, double per, int draws) {
        if (!(per >= 0 && per <= 1)) {
            throw new IllegalArgumentException("per must be in [0, 1]: " + per);
        }
        if (draws < 1) {
            throw new IllegalArgumentException("draws must be >= 1: " + draws);
        }
        List<LinkFrame> truth = ArmRunner.speak(seed, Arm.T);
        int silence = harm(seed, List.of());
        int told = harm(seed, truth);
        long sum = 0;
        long squares = 0;
        int within = 0;
        int worse = 0;
        for (int m = 0; m < draws; m++) {
            SplittableRandom coin = new SplittableRandom(Seeds.mix(seed,
                    Seeds.stream("claim-loss/" + m)));
            List<LinkFrame> kept = new ArrayList<>();
            for (LinkFrame f : truth) {
                if (!(coin.nextDouble() < per)) {
                    kept.add(f);
                }
            }
            int h = harm(seed, kept);
            sum += h;
            squares += (long) h * h;
            within += h <= told + 1 ? 1 : 0;
            worse += h > silence ? 1 : 0;
        }
        return new World(seed, silence, told, draws, sum, squares, within, worse);
    }

    /** B's first-visit harm after hearing {@code heard} by wire (arm T's world). */
    static int harm(long seed, List<LinkFrame> heard) {
        TalkingAgent b = ArmRunner.listenLife(seed, Arm.T, WireChannel.bytes(heard), false);
        return b.measures().firstVisitHarm();
    }

    /** Σ expected harm / Σ silence harm over {@code worlds}: the model's harm ratio to S. */
    static double ratioToSilence(List<World> worlds) {
        double harm = 0;
        long silence = 0;
        for (World w : worlds) {
            harm += w.meanHarm();
            silence += w.silenceHarm();
        }
        return silence == 0 ? 0 : harm / silence;
    }
}
