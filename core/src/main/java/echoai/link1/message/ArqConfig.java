package echoai.link1.message;

/**
 * The two-way exchange's timers, bounds and shares (docs/spec/MESSAGE.md §6), every time in
 * samples of the stream the station runs at. {@link #of} gives the spec's defaults from one
 * frame span T (the profile's frame and its recording gap, at that rate).
 *
 * @param frameSpanSamples T: one frame and its gap, samples (&gt; 0)
 * @param quietSamples a receiver answers after this long without a DATA frame of an unanswered
 *     message (default 3 T)
 * @param answerWaitSamples a sender waits this long for an answer after its POLL frame has been
 *     sent (default 8 T)
 * @param giveUpSamples a receiver gives a message up after this long without a DATA frame of it
 *     (default 40 T: longer than a sender's longest silence while it still tries, its
 *     {@code maxProbes + 1} waits)
 * @param maxRounds repair rounds a sender runs before it gives up (default 16)
 * @param maxProbes probes in a row without an answer before a sender gives up (default 3)
 * @param initialParityPercent parity sent with the data in round 0, % of each block (default 0)
 * @param repairExtraPercent parity added to each block's count in a repair round, % (default 0)
 */
public record ArqConfig(long frameSpanSamples, long quietSamples, long answerWaitSamples,
        long giveUpSamples, int maxRounds, int maxProbes, int initialParityPercent,
        int repairExtraPercent) {
    /**
     * Checks the ranges.
     *
     * @param frameSpanSamples &gt; 0
     * @param quietSamples &gt; 0
     * @param answerWaitSamples &gt; quietSamples
     * @param giveUpSamples &gt; answerWaitSamples
     * @param maxRounds ≥ 0
     * @param maxProbes ≥ 0
     * @param initialParityPercent 0..100
     * @param repairExtraPercent 0..100
     */
    public ArqConfig {
        if (frameSpanSamples <= 0 || quietSamples <= 0 || answerWaitSamples <= quietSamples
                || giveUpSamples <= answerWaitSamples) {
            throw new IllegalArgumentException("need 0 < quiet < answerWait < giveUp and a frame "
                    + "span > 0: " + frameSpanSamples + ", " + quietSamples + ", "
                    + answerWaitSamples + ", " + giveUpSamples);
        }
        MessageFrames.checkRange("maxRounds", maxRounds, 0, Integer.MAX_VALUE);
        MessageFrames.checkRange("maxProbes", maxProbes, 0, Integer.MAX_VALUE);
        MessageFrames.checkRange("initialParityPercent", initialParityPercent, 0, 100);
        MessageFrames.checkRange("repairExtraPercent", repairExtraPercent, 0, 100);
    }

    /**
     * The spec's defaults for a frame span.
     *
     * @param frameSpanSamples T, samples (&gt; 0)
     * @return quiet 3 T, answer wait 8 T, give-up 40 T, 16 rounds, 3 probes, no extra parity
     */
    public static ArqConfig of(long frameSpanSamples) {
        return new ArqConfig(frameSpanSamples, 3 * frameSpanSamples, 8 * frameSpanSamples,
                40 * frameSpanSamples, 16, 3, 0, 0);
    }

    /**
     * These settings with other parity shares.
     *
     * @param initialPercent parity in round 0, 0..100
     * @param repairPercent extra parity in each repair round, 0..100
     * @return a copy with those shares
     */
    public ArqConfig withParity(int initialPercent, int repairPercent) {
        return new ArqConfig(frameSpanSamples, quietSamples, answerWaitSamples, giveUpSamples,
                maxRounds, maxProbes, initialPercent, repairPercent);
    }
}
