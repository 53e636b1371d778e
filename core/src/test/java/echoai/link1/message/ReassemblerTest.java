package echoai.link1.message;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.message.FrameOutcome.Delivered;
import echoai.link1.message.Reassembler.Count;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** MESSAGE.md §4 at the frame level: exact or nothing, whatever order, loss, company or replay. */
class ReassemblerTest {
    static byte[] payload(long seed, int length) {
        byte[] p = new byte[length];
        new SplittableRandom(seed).nextBytes(p);
        return p;
    }

    /** Feeds the frames in order; returns the messages delivered. */
    static List<Message> feed(Reassembler r, List<DataFrame> frames) {
        List<Message> out = new ArrayList<>();
        long t = 0;
        for (DataFrame f : frames) {
            if (r.accept(f.toBytes(), t++) instanceof Delivered d) {
                out.add(d.message());
            }
        }
        return out;
    }

    static List<DataFrame> shuffled(List<DataFrame> frames, long seed) {
        List<DataFrame> out = new ArrayList<>(frames);
        Collections.shuffle(out, new Random(seed));
        return out;
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 100, 1024, 65_536})
    void aMessageComesBackWholeFromItsFramesInAnyOrderWithDuplicates(int length) {
        EncodedMessage m = EncodedMessage.of(4, 9, payload(length, length));
        List<DataFrame> frames = new ArrayList<>(m.round(25));
        frames.addAll(frames.subList(0, frames.size() / 3)); // duplicates
        Reassembler r = new Reassembler();

        List<Message> delivered = feed(r, shuffled(frames, length));

        assertThat(delivered).containsExactly(m.message());
        assertThat(delivered.get(0).payload()).isEqualTo(payload(length, length));
        assertThat(r.count(Count.CONFLICT) + r.count(Count.CHECK_FAILED)).isZero();
        assertThat(r.count(Count.DUPLICATE) + r.count(Count.AFTER_DELIVERY))
                .isEqualTo(frames.size() - r.count(Count.HELD));
        assertThat(r.progress()).isEmpty();
    }

    /**
     * §3: with m_b parity frames a block survives the loss of any m_b of its frames, and one
     * more lost frame in one block fails cleanly — nothing delivered, nothing wrongly checked,
     * and the lack says exactly one frame of that block.
     */
    @ParameterizedTest
    @ValueSource(ints = {1024, 20_000})
    void theStatedShareOfLostFramesSurvivesAndOneMoreFailsCleanly(int length) {
        EncodedMessage m = EncodedMessage.of(1, 2, payload(7, length));
        Geometry g = m.geometry();
        List<DataFrame> round = m.round(25);
        SplittableRandom rnd = new SplittableRandom(length);
        List<DataFrame> kept = new ArrayList<>();
        int[] lost = new int[g.blocks()];
        for (int b = 0; b < g.blocks(); b++) {
            int mb = g.parityFrames(b, 25);
            int n = g.blockSize(b) + mb;
            assertThat(mb * 5).isGreaterThanOrEqualTo(n); // at least one frame in five
            List<Integer> points = new ArrayList<>();
            for (int x = 0; x < n; x++) {
                points.add(x);
            }
            Collections.shuffle(points, new Random(rnd.nextLong()));
            for (int x : points.subList(mb, n)) {
                kept.add(m.frame(b, x));
            }
            lost[b] = mb;
        }
        assertThat(kept.size() + java.util.Arrays.stream(lost).sum()).isEqualTo(round.size());
        assertThat(feed(new Reassembler(), shuffled(kept, 1))).containsExactly(m.message());

        // one more frame lost, in the last block
        int b = g.blocks() - 1;
        DataFrame dropped = kept.stream().filter(f -> f.block() == b).findFirst().orElseThrow();
        List<DataFrame> fewer = new ArrayList<>(kept);
        fewer.remove(dropped);
        Reassembler r = new Reassembler();
        assertThat(feed(r, shuffled(fewer, 2))).isEmpty();
        assertThat(r.count(Count.CHECK_FAILED) + r.count(Count.CONFLICT)).isZero();
        Lack lack = r.lack(1, 2).orElseThrow();
        assertThat(lack.exact()).isTrue();
        assertThat(lack.lacking().get(b)).isEqualTo(1);
        assertThat(lack.framesLackingAtLeast()).isEqualTo(1);
        assertThat(lack.needFrames(9)).hasSize(1).first()
                .satisfies(n -> assertThat(n.countFor(b)).isEqualTo(1));
    }

    /** §5: a receiver that joined late keeps what it heard and completes from the repeat. */
    @Test
    void aLateJoinerCompletesWhenTheSenderRepeats() {
        EncodedMessage m = EncodedMessage.of(3, 1, payload(3, 3000));
        List<DataFrame> round = m.round(25);
        List<DataFrame> heard = new ArrayList<>(round.subList(round.size() * 2 / 3, round.size()));
        Reassembler r = new Reassembler();
        assertThat(feed(r, heard)).isEmpty();
        Lack lack = r.lack(3, 1).orElseThrow();
        assertThat(lack.framesHeld()).isEqualTo(heard.size());
        assertThat(lack.exact()).isTrue(); // the round's tail has every block's LAST and size

        List<Message> delivered = feed(r, round);

        assertThat(delivered).containsExactly(m.message());
        assertThat(r.count(Count.AFTER_DELIVERY)).isPositive();
        assertThat(r.count(Count.DELIVERED)).isEqualTo(1);
    }

    @Test
    void twoSendersInterleavedKeepTheirMessagesApart() {
        EncodedMessage a = EncodedMessage.of(1, 0, payload(11, 900));
        EncodedMessage b = EncodedMessage.of(2, 0, payload(12, 2500));
        EncodedMessage c = EncodedMessage.of(1, 1, payload(13, 40));
        List<DataFrame> all = new ArrayList<>(a.round(25));
        all.addAll(b.round(25));
        all.addAll(c.round(25));
        Reassembler r = new Reassembler();

        List<Message> delivered = feed(r, shuffled(all, 3));

        assertThat(delivered).containsExactlyInAnyOrder(a.message(), b.message(), c.message());
        assertThat(r.count(Count.CONFLICT) + r.count(Count.CHECK_FAILED)).isZero();
    }

    /**
     * An older message under the same sender and id, its frames replayed among the new one's
     * (same length, so the geometry agrees; and another length): nothing but whole messages is
     * ever delivered, and the new one completes once it is heard alone.
     */
    @ParameterizedTest
    @ValueSource(ints = {500, 1700})
    void replayedFramesOfAnOlderMessageAreNeverDeliveredAsPartOfANewOne(int oldLength) {
        EncodedMessage old = EncodedMessage.of(1, 5, payload(21, oldLength));
        EncodedMessage fresh = EncodedMessage.of(1, 5, payload(22, 500));
        for (long seed = 0; seed < 20; seed++) {
            List<DataFrame> mixed = new ArrayList<>(old.round(25));
            mixed.addAll(fresh.round(25));
            Reassembler r = new Reassembler();
            List<Message> delivered = feed(r, shuffled(mixed, seed));
            // heard alone: one round after the last conflict completes it (MESSAGE.md §8)
            delivered.addAll(feed(r, fresh.round(25)));
            delivered.addAll(feed(r, fresh.round(25)));

            assertThat(delivered).as("seed %d", seed).isNotEmpty()
                    .allMatch(d -> d.equals(old.message()) || d.equals(fresh.message()));
            assertThat(delivered).contains(fresh.message());
            assertThat(r.count(Count.CONFLICT)).isPositive();
        }
    }

    /**
     * Frames of two messages at disjoint points complete an assembly with no point held twice:
     * only the 64-bit check stands between it and a wrong delivery, and it holds.
     */
    @Test
    void aMixOfTwoMessagesAtDisjointPointsFailsItsCheck() {
        EncodedMessage a = EncodedMessage.of(1, 5, payload(31, 100));
        EncodedMessage b = EncodedMessage.of(1, 5, payload(32, 100));
        Reassembler r = new Reassembler();

        List<Message> delivered = feed(r, IntegrityMutationTest.mix(a, b, 4));

        assertThat(delivered).isEmpty();
        assertThat(r.count(Count.CHECK_FAILED)).isEqualTo(1);
        assertThat(r.progress()).isEmpty(); // the failed assembly is gone
        assertThat(feed(r, b.round(25))).containsExactly(b.message());
    }

    @Test
    void aCorruptedFrameIsDroppedAndCountedNeverGuessed() {
        EncodedMessage m = EncodedMessage.of(6, 6, payload(41, 120));
        List<DataFrame> round = m.round(25);
        Reassembler r = new Reassembler();
        byte[] flipped = round.get(0).toBytes();
        flipped[10] ^= 0x04;
        assertThat(r.accept(flipped, 0)).isEqualTo(new FrameOutcome.Dropped(
                ParsedFrame.Reason.CRC));
        assertThat(r.count(Count.CRC)).isEqualTo(1);

        // a corruption that passes the CRC (the 2^-16 case), among the first kb points: the
        // message check catches it and nothing is delivered from that assembly
        byte[] forged = round.get(1).toBytes();
        forged[12] ^= 0x40;
        MessageFrames.sealCrc(forged);
        List<DataFrame> withForged = new ArrayList<>(round.subList(0, 10));
        withForged.set(1, (DataFrame) MessageFrames.parse(forged));
        assertThat(feed(r, withForged)).isEmpty();
        assertThat(r.count(Count.CHECK_FAILED)).isEqualTo(1);
        // beside the genuine frame at its point: a conflict, and the assembly restarts
        r.accept(forged, 3);
        List<Message> delivered = feed(r, round);
        assertThat(r.count(Count.CONFLICT)).isEqualTo(1);
        assertThat(delivered).containsExactly(m.message());
    }

    @Test
    void anAssemblyThatHearsNothingIsGivenUpWithWhatItLacked() {
        EncodedMessage m = EncodedMessage.of(2, 3, payload(51, 4000)); // 3 blocks
        List<DataFrame> round = m.round(0);
        Reassembler r = new Reassembler();
        long t = 0;
        for (DataFrame f : round.subList(0, 15)) { // points 0..4 of blocks 0 and 1: no LAST
            if (f.block() < 2) {
                r.accept(f, t++);
            }
        }
        Lack lack = r.progress().get(0);
        assertThat(lack.endKnown()).isFalse();
        assertThat(lack.exact()).isFalse();
        assertThat(r.lack(2, 3).orElseThrow().needFrames(7)).singleElement()
                .satisfies(n -> assertThat(n.counts()).contains(NeedFrame.END_UNKNOWN));

        List<Lack> expired = r.expire(t);

        assertThat(expired).singleElement().satisfies(l -> {
            assertThat(l.framesHeld()).isEqualTo(10);
            assertThat(l.sender()).isEqualTo(2);
        });
        assertThat(r.count(Count.GIVEN_UP)).isEqualTo(1);
        assertThat(r.progress()).isEmpty();
    }

    @Test
    void assembliesAreBoundedTheLeastRecentlyHeardGoesFirst() {
        Reassembler r = new Reassembler(2, 0);
        for (int id = 0; id < 3; id++) {
            r.accept(EncodedMessage.of(1, id, new byte[200]).frame(0, 0), id);
        }
        assertThat(r.count(Count.EVICTED)).isEqualTo(1);
        assertThat(r.lack(1, 0)).isEmpty();
        assertThat(r.lack(1, 2)).isPresent();
    }

    @Test
    void postcardsAndControlFramesAreNotAssembled() {
        Reassembler r = new Reassembler();
        assertThat(r.accept(echoai.wsp.Hex.parse("57110107020b1c09ce00001e0000004c010031172130",
                22), 0)).isEqualTo(new FrameOutcome.Dropped(ParsedFrame.Reason.NOT_MESSAGE));
        DoneFrame done = new DoneFrame(1, 2, 3, 4L);
        assertThat(r.accept(done.toBytes(), 0)).isEqualTo(new FrameOutcome.Control(done));
        assertThat(r.count(Count.NOT_MESSAGE)).isEqualTo(1);
        assertThat(r.count(Count.CONTROL)).isEqualTo(1);
    }
}
