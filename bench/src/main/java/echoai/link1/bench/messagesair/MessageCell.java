package echoai.link1.bench.messagesair;

import echoai.link1.bench.Json;
import echoai.link1.bench.rules.Uncertainty;
import java.math.BigDecimal;
import java.util.Arrays;
import java.util.List;

/**
 * One cell of Messages-air: an arm, a way of sending and a size, over its tries.
 *
 * @param arm           {@code F}, {@code R}, {@code Q}, or a ggwave protocol's label
 * @param mode          {@code one-way}, {@code two-way}, {@code pieces} (ggwave),
 *                      {@code two-senders} or {@code replay}
 * @param bytes         the message's size
 * @param tries         tries
 * @param delivered     tries whose message the receiver delivered whole (two senders: both)
 * @param deliveredShare delivered / tries
 * @param interval      its 95 % Wilson interval
 * @param wrong         messages delivered that no sender sent, over every try
 * @param medianS       time to deliver, the median over delivered tries, s (null: none)
 * @param maxS          the longest time to deliver, s (null: none)
 * @param goodputBps    bytes delivered over every try's time, bytes a second
 * @param framesPerByte frames (ggwave: pieces) sent over bytes delivered (null: none delivered)
 * @param confirmed     two ways: tries the sender ended delivered (DONE heard); else 0
 * @param meanRepairRounds two ways: the sender's repair rounds, the mean; else 0
 */
public record MessageCell(String arm, String mode, int bytes, int tries, int delivered,
                          BigDecimal deliveredShare, Uncertainty.Interval interval, long wrong,
                          BigDecimal medianS, BigDecimal maxS, BigDecimal goodputBps,
                          BigDecimal framesPerByte, int confirmed, BigDecimal meanRepairRounds) {
    /** 16 kHz. */
    private static final double RATE = 16_000;

    /** The cell from its tries' outcomes. */
    static MessageCell of(String arm, String mode, int bytes, List<TryOutcome> outcomes) {
        int n = outcomes.size();
        long[] times = outcomes.stream().filter(TryOutcome::delivered)
                .mapToLong(TryOutcome::deliveredAtSamples).sorted().toArray();
        int delivered = times.length;
        long wrong = outcomes.stream().mapToLong(TryOutcome::wrong).sum();
        long frames = outcomes.stream().mapToLong(TryOutcome::framesSent).sum();
        long total = outcomes.stream().mapToLong(TryOutcome::endSamples).sum();
        long bytesDelivered = (long) delivered * bytes * (mode.equals("two-senders") ? 2 : 1);
        int confirmed = (int) outcomes.stream().filter(TryOutcome::senderConfirmed).count();
        long rounds = outcomes.stream().mapToLong(TryOutcome::repairRounds).sum();
        return new MessageCell(arm, mode, bytes, n, delivered, Json.ratio(delivered, n, 4),
                Uncertainty.wilson95(delivered, n), wrong,
                delivered == 0 ? null : Json.fixed(median(times) / RATE, 1),
                delivered == 0 ? null : Json.fixed(times[delivered - 1] / RATE, 1),
                Json.fixed(total == 0 ? 0 : bytesDelivered / (total / RATE), 2),
                bytesDelivered == 0 ? null : Json.fixed(frames / (double) bytesDelivered, 4),
                confirmed, Json.fixed(rounds / (double) n, 2));
    }

    /** The median of sorted values (the mean of the middle two for an even count). */
    static double median(long[] sorted) {
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0;
    }

    /** Whether this is a cell of {@code arm}, {@code mode} and {@code bytes}. */
    boolean is(String arm, String mode, int bytes) {
        return this.arm.equals(arm) && this.mode.equals(mode) && this.bytes == bytes;
    }

    @Override
    public String toString() {
        return arm + " " + mode + " " + bytes + " B: " + delivered + "/" + tries + " "
                + Arrays.asList(medianS, goodputBps, wrong);
    }
}
