package echoai.link1.message;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.link1.frame.FrameResult;
import echoai.link1.frame.LinkFrame;
import echoai.link1.message.ParsedFrame.Reason;
import echoai.link1.message.ParsedFrame.Rejected;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The wire (MESSAGE.md §1, §6): parse ⇄ bytes, and the two layers never read each other's frames. */
class MessageFramesTest {
    private static final String CLAIM = "57110107020b1c09ce00001e0000004c010031172130";

    private static List<Integer> counts(int... first) {
        Integer[] c = new Integer[NeedFrame.COUNTS];
        for (int i = 0; i < c.length; i++) {
            c[i] = i < first.length ? first[i] : 0;
        }
        return List.of(c);
    }

    @Test
    void everyTypeRoundTrips() {
        EncodedMessage m = EncodedMessage.of(5, 6, new byte[300]);
        List<MessageFrame> frames = List.of(m.frame(0, 3), m.frame(0, 40, true),
                new NeedFrame(1, 5, 6, 1, 2, 13, counts(3, 0xFF, 0xFE)),
                new DoneFrame(1, 5, 6, m.message().check()));
        for (MessageFrame f : frames) {
            assertThat(MessageFrames.parse(f.toBytes())).isEqualTo(f);
        }
    }

    @Test
    void aPostcardIsNoMessageFrameAndAMessageFrameIsNoPostcard() {
        byte[] claim = echoai.wsp.Hex.parse(CLAIM, 22);
        assertThat(MessageFrames.parse(claim)).isInstanceOf(Rejected.class)
                .extracting(r -> ((Rejected) r).reason()).isEqualTo(Reason.NOT_MESSAGE);
        for (MessageFrame f : List.of(EncodedMessage.of(1, 2, new byte[] {1}).frame(0, 0),
                new NeedFrame(1, 2, 3, 0, 1, 0, counts(1)), new DoneFrame(1, 2, 3, 4L))) {
            FrameResult r = LinkFrame.parse(f.toBytes());
            assertThat(r).isInstanceOf(FrameResult.Rejected.class);
            assertThat(((FrameResult.Rejected) r).reason())
                    .isEqualTo(FrameResult.Reason.BAD_VERSION);
        }
    }

    @Test
    void badFramesAreRejectedWithTheirReason() {
        byte[] good = EncodedMessage.of(1, 2, new byte[] {1}).frame(0, 0).toBytes();
        assertThat(reason(new byte[21])).isEqualTo(Reason.BAD_LENGTH);
        byte[] flipped = good.clone();
        flipped[9] ^= 0x10;
        assertThat(reason(flipped)).isEqualTo(Reason.CRC);
        byte[] reservedType = good.clone();
        reservedType[1] = 0x23;
        assertThat(reason(MessageFrames.sealCrc(reservedType))).isEqualTo(Reason.MALFORMED);
        byte[] block40 = good.clone();
        block40[4] = (byte) 0x80 | 40;
        assertThat(reason(MessageFrames.sealCrc(block40))).isEqualTo(Reason.MALFORMED);
        byte[] need = new NeedFrame(1, 2, 3, 0, 1, 0, counts(1)).toBytes();
        byte[] badCount = need.clone();
        badCount[8] = (byte) 129;
        assertThat(reason(MessageFrames.sealCrc(badCount))).isEqualTo(Reason.MALFORMED);
        byte[] afterEnd = need.clone();
        afterEnd[7] = (byte) 0xFE;
        afterEnd[8] = 1;
        assertThat(reason(MessageFrames.sealCrc(afterEnd))).isEqualTo(Reason.MALFORMED);
        byte[] badPart = need.clone();
        badPart[5] = 0x11;
        assertThat(reason(MessageFrames.sealCrc(badPart))).isEqualTo(Reason.MALFORMED);
        byte[] done = new DoneFrame(1, 2, 3, 4L).toBytes();
        done[19] = 1;
        assertThat(reason(MessageFrames.sealCrc(done))).isEqualTo(Reason.MALFORMED);
    }

    private static Reason reason(byte[] bytes) {
        return ((Rejected) MessageFrames.parse(bytes)).reason();
    }

    @Test
    void framesRefuseFieldsOutOfRange() {
        assertThatThrownBy(() -> new DataFrame(256, 0, true, 0, false, 1, 0, new byte[13]))
                .hasMessageContaining("sender");
        assertThatThrownBy(() -> new DataFrame(0, 0, true, 0, false, 129, 0, new byte[13]))
                .hasMessageContaining("blockSize");
        assertThatThrownBy(() -> new DataFrame(0, 0, true, 0, false, 1, 0, new byte[12]))
                .hasMessageContaining("13 bytes");
        assertThatThrownBy(() -> new NeedFrame(0, 0, 0, 0, 1, 0, Collections.nCopies(12, 0)))
                .hasMessageContaining("13 counts");
    }

    @Test
    void pollIsNotContent() {
        DataFrame f = EncodedMessage.of(1, 2, new byte[40]).frame(0, 2);
        assertThat(f.withPoll(true)).isNotEqualTo(f);
        assertThat(f.withPoll(true).sameContent(f)).isTrue();
        assertThat(f.withPoll(false)).isSameAs(f);
    }
}
