package echoai.link1.frame;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.frame.FrameResult.Reason;
import echoai.wsp.Atom;
import echoai.wsp.Emotion;
import echoai.wsp.Postcard;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class FrameDecoderTest {
    private static LinkFrame frame(int seq) {
        Postcard p = new Postcard(Atom.YO, Atom.TEMER, Atom.EFECTO, Atom.ANTES,
                new Emotion(-seq % 100, 0, 0, 30, 0, 0), 0, 0x4C, 1, 0, 0x57, 0x57);
        return new LinkFrame(Act.CLAIM, 1, seq, p);
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            out.writeBytes(part);
        }
        return out.toByteArray();
    }

    @Test
    void sameFramesAtEverySplitPoint() {
        List<LinkFrame> sent = List.of(frame(1), frame(2), frame(3));
        byte[] stream = concat(sent.get(0).toBytes(), sent.get(1).toBytes(), sent.get(2).toBytes());
        for (int a = 0; a <= stream.length; a++) {
            for (int b = a; b <= stream.length; b++) {
                FrameDecoder d = new FrameDecoder();
                List<LinkFrame> got = new ArrayList<>(d.feed(stream, 0, a));
                got.addAll(d.feed(stream, a, b - a));
                got.addAll(d.feed(stream, b, stream.length - b));
                d.finish();
                assertThat(got).as("split %d, %d", a, b).isEqualTo(sent);
                assertThat(d.garbageBytes()).isZero();
                assertThat(d.truncatedTails()).isZero();
            }
        }
    }

    @Test
    void byteByByteFeeding() {
        byte[] stream = concat(frame(9).toBytes(), frame(10).toBytes());
        FrameDecoder d = new FrameDecoder();
        List<LinkFrame> got = new ArrayList<>();
        for (int i = 0; i < stream.length; i++) {
            d.feed(stream, i, 1, got::add);
            assertThat(d.pendingBytes()).isLessThan(22);
        }
        assertThat(got).containsExactly(frame(9), frame(10));
    }

    @Test
    void tooLittleInputConsumesNothing() {
        byte[] f = frame(4).toBytes();
        FrameDecoder d = new FrameDecoder();
        assertThat(d.feed(f, 0, 21)).isEmpty();
        assertThat(d.pendingBytes()).isEqualTo(21);
        assertThat(d.garbageBytes()).isZero();
        d.finish();
        assertThat(d.truncatedTails()).isEqualTo(1);
        assertThat(d.truncatedBytes()).isEqualTo(21);
    }

    @Test
    void garbageAndTruncationBeforeAndBetweenFrames() {
        byte[] f1 = frame(1).toBytes();
        byte[] f2 = frame(2).toBytes();
        byte[] truncated = java.util.Arrays.copyOf(frame(3).toBytes(), 15);
        byte[] stream = concat(new byte[] {1, 2, 'W', 3}, truncated, f1, new byte[] {'W', 'W'},
                truncated, f2, new byte[] {'W', 0x11});
        FrameDecoder d = new FrameDecoder();
        List<LinkFrame> got = d.feed(stream);
        d.finish();
        assertThat(got).containsExactly(frame(1), frame(2));
        assertThat(d.garbageBytes()).isEqualTo(4 + 15 + 2 + 15);
        assertThat(d.truncatedTails()).isEqualTo(1);
        assertThat(d.truncatedBytes()).isEqualTo(2);
    }

    @Test
    void crcValidButInvalidCandidateIsCountedAndConsumed() {
        byte[] bad = frame(5).toBytes();
        bad[1] = 0x15; // act 5
        bad = LinkFrameTest.resealed(bad);
        FrameDecoder d = new FrameDecoder();
        List<LinkFrame> got = d.feed(concat(bad, frame(6).toBytes()));
        assertThat(got).containsExactly(frame(6));
        assertThat(d.rejected(Reason.BAD_ACT)).isEqualTo(1);
        assertThat(d.garbageBytes()).isZero();
    }

    @Test
    void everyIntactFrameAfterRandomGarbageIsFound() {
        SplittableRandom random = new SplittableRandom(42);
        for (int trial = 0; trial < 300; trial++) {
            ByteArrayOutputStream stream = new ByteArrayOutputStream();
            List<LinkFrame> sent = new ArrayList<>();
            for (int k = 0; k < 5; k++) {
                byte[] junk = new byte[random.nextInt(40)];
                random.nextBytes(junk);
                for (int j = 0; j < junk.length; j++) {
                    if (random.nextInt(4) == 0) {
                        junk[j] = 'W';
                    }
                }
                stream.writeBytes(junk);
                LinkFrame f = frame(trial * 5 + k & 0xFF);
                sent.add(f);
                stream.writeBytes(f.toBytes());
            }
            byte[] bytes = stream.toByteArray();
            FrameDecoder d = new FrameDecoder();
            List<LinkFrame> got = new ArrayList<>();
            int pos = 0;
            while (pos < bytes.length) {
                int n = Math.min(bytes.length - pos, 1 + random.nextInt(30));
                got.addAll(d.feed(bytes, pos, n));
                pos += n;
            }
            d.finish();
            assertThat(got).as("trial %d (seed 42)", trial).containsAll(sent);
        }
    }

    @Test
    void resetForgetsEverything() {
        FrameDecoder d = new FrameDecoder();
        d.feed(new byte[] {1, 'W', 2});
        d.reset();
        assertThat(d.pendingBytes()).isZero();
        assertThat(d.garbageBytes()).isZero();
        assertThat(d.feed(frame(1).toBytes())).containsExactly(frame(1));
    }
}
