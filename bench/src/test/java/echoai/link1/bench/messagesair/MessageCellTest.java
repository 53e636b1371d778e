package echoai.link1.bench.messagesair;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A cell's figures from its tries, each by hand. */
class MessageCellTest {
    private static TryOutcome got(double atS, double endS, long frames, int rounds) {
        return new TryOutcome(true, (long) (atS * 16_000), (long) (endS * 16_000), frames, 0,
                true, rounds);
    }

    private static TryOutcome lost(double endS, long frames, int wrong) {
        return new TryOutcome(false, -1, (long) (endS * 16_000), frames, wrong, false, 0);
    }

    @Test
    void figuresOfThreeDeliveredAndOneLost() {
        MessageCell c = MessageCell.of("f", "two-way", 100, List.of(got(30, 32, 10, 1),
                got(10, 12, 8, 0), lost(56, 20, 2), got(20, 20, 9, 3)));
        assertThat(c.tries()).isEqualTo(4);
        assertThat(c.delivered()).isEqualTo(3);
        assertThat(c.deliveredShare()).isEqualByComparingTo("0.75");
        assertThat(c.medianS()).isEqualByComparingTo("20.0");
        assertThat(c.maxS()).isEqualByComparingTo("30.0");
        // 300 bytes over 120 s
        assertThat(c.goodputBps()).isEqualByComparingTo("2.50");
        // 47 frames over 300 bytes
        assertThat(c.framesPerByte()).isEqualByComparingTo("0.1567");
        assertThat(c.wrong()).isEqualTo(2);
        assertThat(c.confirmed()).isEqualTo(3);
        assertThat(c.meanRepairRounds()).isEqualByComparingTo("1.00");
    }

    @Test
    void anEvenCountTakesTheMeanOfTheMiddleTwo() {
        MessageCell c = MessageCell.of("q", "one-way", 10, List.of(got(10, 10, 1, 0),
                got(13, 13, 1, 0)));
        assertThat(c.medianS()).isEqualByComparingTo("11.5");
        assertThat(MessageCell.median(new long[] {1, 2, 7})).isEqualTo(2.0);
        assertThat(MessageCell.median(new long[] {1, 2, 7, 9})).isEqualTo(4.5);
    }

    @Test
    void twoSendersDeliverTwiceTheBytes() {
        MessageCell c = MessageCell.of("f", "two-senders", 100, List.of(got(10, 10, 8, 0)));
        assertThat(c.goodputBps()).isEqualByComparingTo("20.00");
        assertThat(c.framesPerByte()).isEqualByComparingTo("0.0400");
    }

    @Test
    void nothingDeliveredHasNoTimesAndNoFramesPerByte() {
        MessageCell c = MessageCell.of("ggwave-audible-normal", "pieces", 1024,
                List.of(lost(100, 8, 0), lost(0, 0, 0)));
        assertThat(c.medianS()).isNull();
        assertThat(c.maxS()).isNull();
        assertThat(c.framesPerByte()).isNull();
        assertThat(c.goodputBps()).isEqualByComparingTo(BigDecimal.ZERO);
        assertThat(c.toString()).isEqualTo("ggwave-audible-normal pieces 1024 B: 0/2 [null, 0.00, 0]");
        assertThat(MessageCell.of("f", "one-way", 1, List.of(lost(0, 0, 0))).goodputBps())
                .isEqualByComparingTo(BigDecimal.ZERO);
    }
}
