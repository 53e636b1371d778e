package echoai.link1.message;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Two ways (MESSAGE.md §6): an {@link ArqSender} and an {@link ArqReceiver} over a simulated half-
 * duplex link that loses frames (seeded), time in samples — one frame span T a frame. Every run
 * ends in a clear state: delivered, or given up with what was missing; the receiver never
 * delivers anything but the message sent.
 */
class ArqTest {
    private static final long T = 1000;
    private static final ArqConfig CONFIG = ArqConfig.of(T);

    /** Whether the link loses the {@code index}-th frame sent in a direction. */
    @FunctionalInterface
    interface Loss {
        boolean lost(boolean forward, int index, MessageFrame frame);
    }

    static Loss random(double forward, double back, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        return (fwd, i, f) -> rnd.nextDouble() < (fwd ? forward : back);
    }

    record Run(ArqSender sender, ArqReceiver receiver, long samples) {
        SendOutcome outcome() {
            return sender.outcome().orElseThrow();
        }
    }

    /** Runs the exchange until the sender has ended and the receiver has settled. */
    static Run run(EncodedMessage m, ArqConfig config, Loss loss) {
        ArqSender s = new ArqSender(m, config);
        ArqReceiver r = new ArqReceiver(9, config);
        long now = 0;
        long endedAt = -1;
        int forward = 0;
        int back = 0;
        for (int step = 0; step < 1_000_000; step++) {
            if (s.outcome().isPresent() && endedAt < 0) {
                endedAt = now;
            }
            if (endedAt >= 0 && now - endedAt > config.giveUpSamples() + T
                    && r.nextFrame().isEmpty()) {
                return new Run(s, r, now);
            }
            Optional<MessageFrame> out = s.nextFrame();
            boolean fromSender = out.isPresent();
            if (!fromSender) {
                out = r.nextFrame();
            }
            long span = out.isPresent() ? T : T / 2;
            now += span;
            s.elapsed(span);
            r.elapsed(span);
            if (out.isEmpty()) {
                continue;
            }
            byte[] bytes = out.get().toBytes();
            if (fromSender) {
                s.sent();
                if (!loss.lost(true, forward++, out.get())) {
                    r.heard(bytes);
                }
            } else {
                r.sent();
                if (!loss.lost(false, back++, out.get())) {
                    s.heard(bytes);
                }
            }
        }
        throw new AssertionError("the exchange did not end");
    }

    /** What every run must show, whatever the link did. */
    static void assertClearEnd(Run run, EncodedMessage m) {
        SendOutcome outcome = run.outcome();
        List<Message> delivered = run.receiver().delivered();
        assertThat(delivered).hasSizeLessThanOrEqualTo(1).allMatch(m.message()::equals);
        if (outcome instanceof SendOutcome.Delivered) {
            assertThat(delivered).containsExactly(m.message());
        } else {
            SendOutcome.GaveUp g = (SendOutcome.GaveUp) outcome;
            if (g.reason() == SendOutcome.Reason.TOO_MANY_ROUNDS) {
                assertThat(g.missing()).hasSize(m.geometry().blocks())
                        .anyMatch(c -> c != 0);
            }
            // the receiver delivered (every DONE lost), or gave up saying what it lacked, or
            // never heard a frame of the message
            ArqReceiver r = run.receiver();
            assertThat(!delivered.isEmpty() || !r.gaveUp().isEmpty()
                    || r.reassembler().count(Reassembler.Count.HELD) == 0).isTrue();
        }
        // settled: nothing of the message is still held
        assertThat(run.receiver().reassembler().lack(m.message().sender(),
                m.message().messageId())).isEmpty();
        assertThat(run.sender().state()).isIn(ArqSender.State.DELIVERED,
                ArqSender.State.GAVE_UP);
    }

    @Test
    void aCleanLinkDeliversInRoundZeroWithOneAnswer() {
        EncodedMessage m = EncodedMessage.of(1, 3, ReassemblerTest.payload(1, 1024));
        Run run = run(m, CONFIG, (f, i, x) -> false);
        assertThat(run.outcome()).isEqualTo(new SendOutcome.Delivered(0, 80));
        assertThat(run.receiver().delivered()).containsExactly(m.message());
        assertThat(run.receiver().answers()).isEqualTo(1);
    }

    /** MESSAGE.md §7: round 0 with 25 % initial parity ends with the spec's POLL frame. */
    @Test
    void roundZeroEndsWithTheSpecsPollFrame() {
        ArqSender s = new ArqSender(EncodedMessage.of(2, 200, MessageVectorTest.V2_TEXT),
                CONFIG.withParity(25, 0));
        MessageFrame last = null;
        while (s.nextFrame().isPresent()) {
            last = s.nextFrame().get();
            s.sent();
        }
        assertThat(echoai.wsp.Hex.of(last.toBytes())).isEqualTo(MessageVectorTest.POLL);
        assertThat(s.framesSent()).isEqualTo(7);
        assertThat(s.state()).isEqualTo(ArqSender.State.WAITING);
    }

    /** Seeded lossy links, several sizes (up to three blocks): every run ends clearly. */
    @ParameterizedTest
    @CsvSource({"100, 0.05", "100, 0.3", "1024, 0.05", "1024, 0.1", "1024, 0.2", "1024, 0.4",
        "5000, 0.1", "5000, 0.3"})
    void lossyLinksEndDeliveredOrGivenUp(int length, double loss) {
        int delivered = 0;
        for (long seed = 0; seed < 6; seed++) {
            EncodedMessage m = EncodedMessage.of(2, (int) seed, ReassemblerTest.payload(seed,
                    length));
            Run run = run(m, CONFIG, random(loss, loss, 100 * seed + length));
            assertClearEnd(run, m);
            if (run.outcome() instanceof SendOutcome.Delivered) {
                delivered++;
            }
            // the receiver never gave a message up that was still being repaired
            assertThat(run.receiver().gaveUp().isEmpty() || run.receiver().delivered().isEmpty())
                    .isTrue();
        }
        // at a tenth lost both ways every message gets through; beyond, most do (an answer
        // lost four times in a row, 0.36^4 at a fifth, ends a run with no answer)
        assertThat(delivered).isGreaterThanOrEqualTo(loss <= 0.1 ? 6 : 3);
    }

    /** 64 KiB, 40 blocks: NEED answers in several parts. */
    @Test
    void aLargeMessageOverALossyLinkNeedsSeveralNeedParts() {
        EncodedMessage m = EncodedMessage.of(3, 0, ReassemblerTest.payload(9, 65_536));
        List<Integer> parts = new ArrayList<>();
        Loss loss = random(0.03, 0.03, 9);
        Run run = run(m, CONFIG, (fwd, i, f) -> {
            if (f instanceof NeedFrame n && n.part() == 0) {
                parts.add(n.parts());
            }
            return loss.lost(fwd, i, f);
        });
        assertClearEnd(run, m);
        assertThat(run.outcome()).isInstanceOf(SendOutcome.Delivered.class);
        assertThat(parts).isNotEmpty();
        assertThat(parts.get(0)).isGreaterThan(1);
    }

    /** The last block lost whole in round 0: the receiver says it has not heard the end. */
    @Test
    void aReceiverThatMissedTheEndAsksForItWithEndUnknown() {
        EncodedMessage m = EncodedMessage.of(4, 4, ReassemblerTest.payload(4, 3000)); // 2 blocks
        List<NeedFrame> needs = new ArrayList<>();
        Run run = run(m, CONFIG, (fwd, i, f) -> {
            if (f instanceof NeedFrame n) {
                needs.add(n);
            }
            return fwd && i < m.geometry().dataFrames() && f instanceof DataFrame d
                    && d.block() == 1;
        });
        assertThat(run.outcome()).isInstanceOf(SendOutcome.Delivered.class);
        assertThat(needs.get(0).firstBlock()).isEqualTo(1);
        assertThat(needs.get(0).counts().get(0)).isEqualTo(NeedFrame.END_UNKNOWN);
        assertThat(run.outcome().rounds()).isEqualTo(1);
    }

    @Test
    void aLinkThatCarriesNothingEndsWithNoAnswerAfterThreeProbes() {
        EncodedMessage m = EncodedMessage.of(5, 5, ReassemblerTest.payload(5, 200));
        Run run = run(m, CONFIG, (fwd, i, f) -> fwd);
        assertThat(run.outcome()).isEqualTo(new SendOutcome.GaveUp(SendOutcome.Reason.NO_ANSWER,
                List.of(), 0, m.geometry().dataFrames() + 3));
        assertThat(run.receiver().delivered()).isEmpty();
        assertThat(run.receiver().gaveUp()).isEmpty(); // it never heard of the message
    }

    /** Every DONE lost: the sender gives up, yet the receiver has the message, exact. */
    @Test
    void aDeafReturnPathGivesUpWhileTheReceiverDelivered() {
        EncodedMessage m = EncodedMessage.of(6, 6, ReassemblerTest.payload(6, 200));
        Run run = run(m, CONFIG, (fwd, i, f) -> !fwd);
        assertThat(run.outcome()).isInstanceOf(SendOutcome.GaveUp.class);
        assertThat(((SendOutcome.GaveUp) run.outcome()).reason())
                .isEqualTo(SendOutcome.Reason.NO_ANSWER);
        assertThat(run.receiver().delivered()).containsExactly(m.message());
        assertThat(run.receiver().answers()).isEqualTo(4); // the POLL, then each probe: DONE
    }

    /** The first DONE lost: a probe of the delivered message gets DONE again. */
    @Test
    void aLostDoneIsRecoveredByAProbe() {
        EncodedMessage m = EncodedMessage.of(7, 7, ReassemblerTest.payload(7, 500));
        Run run = run(m, CONFIG, (fwd, i, f) -> !fwd && i == 0);
        assertThat(run.outcome()).isEqualTo(new SendOutcome.Delivered(0,
                m.geometry().dataFrames() + 1));
        assertThat(run.receiver().reassembler().count(Reassembler.Count.AFTER_DELIVERY))
                .isEqualTo(1);
    }

    /** One repair round allowed on a bad link: given up, with the last NEED's counts. */
    @Test
    void tooManyRoundsEndsWithWhatWasMissing() {
        EncodedMessage m = EncodedMessage.of(8, 8, ReassemblerTest.payload(8, 1024));
        ArqConfig one = new ArqConfig(T, 3 * T, 8 * T, 24 * T, 1, 3, 0, 0);
        Run run = run(m, one, random(0.6, 0.0, 8));
        SendOutcome.GaveUp g = (SendOutcome.GaveUp) run.outcome();
        assertThat(g.reason()).isEqualTo(SendOutcome.Reason.TOO_MANY_ROUNDS);
        assertThat(g.rounds()).isEqualTo(1);
        assertThat(g.missing()).singleElement().satisfies(c -> assertThat(c).isPositive());
        // the receiver gives up too, with what it lacked
        assertThat(run.receiver().delivered()).isEmpty();
        assertThat(run.receiver().gaveUp()).singleElement()
                .satisfies(l -> assertThat(l.framesLackingAtLeast()).isPositive());
    }

    /** A DONE for an older message under the same ids (another check) is not delivery. */
    @Test
    void aDoneWithAnotherCheckIsIgnored() {
        EncodedMessage m = EncodedMessage.of(1, 1, ReassemblerTest.payload(1, 30));
        ArqSender s = new ArqSender(m, CONFIG);
        while (s.nextFrame().isPresent()) {
            s.sent();
        }
        s.heard(new DoneFrame(9, 1, 1, m.message().check() ^ 1).toBytes());
        assertThat(s.state()).isEqualTo(ArqSender.State.WAITING);
        assertThat(s.ignored()).isEqualTo(1);
        s.heard(new DoneFrame(9, 1, 1, m.message().check()).toBytes());
        assertThat(s.outcome()).contains(new SendOutcome.Delivered(0, 3));
    }

    /** The same events give the same exchange: no clock, no hidden state. */
    @Test
    void runsAreDeterministic() {
        EncodedMessage m = EncodedMessage.of(2, 2, ReassemblerTest.payload(2, 2000));
        Run a = run(m, CONFIG, random(0.2, 0.2, 42));
        Run b = run(m, CONFIG, random(0.2, 0.2, 42));
        assertThat(a.outcome()).isEqualTo(b.outcome());
        assertThat(a.samples()).isEqualTo(b.samples());
    }
}
