package echoai.link1.frame;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.frame.FrameResult.Accepted;
import echoai.link1.frame.FrameResult.Reason;
import echoai.link1.frame.FrameResult.Rejected;
import echoai.wsp.Atom;
import echoai.wsp.Axis;
import echoai.wsp.Emotion;
import echoai.wsp.Hex;
import echoai.wsp.Postcard;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class LinkFrameTest {
    /** Rewrites the CRC of a copy so that only the field under test is wrong. */
    static byte[] resealed(byte[] frame) {
        byte[] copy = frame.clone();
        int crc = Crc16.compute(copy, 0, 20);
        copy[20] = (byte) (crc >>> 8);
        copy[21] = (byte) crc;
        return copy;
    }

    private static byte[] claim() {
        return Hex.parse(LinkFrameGoldenTest.CLAIM_HEX, 22);
    }

    private static Reason reason(byte[] bytes) {
        FrameResult r = LinkFrame.parse(bytes);
        return r instanceof Rejected rej ? rej.reason() : null;
    }

    @Test
    void everyWrongLengthIsBadLength() {
        for (int n = 0; n < 64; n++) {
            if (n != 22) {
                assertThat(reason(new byte[n])).as("length %d", n).isEqualTo(Reason.BAD_LENGTH);
            }
        }
    }

    @Test
    void checksRunInTheSpecOrder() {
        byte[] bad = claim();
        bad[0] = 'X';                // magic
        bad[1] = (byte) 0x27;        // version 2, act 7
        bad[4] = 99;                 // atom >= 48
        assertThat(reason(bad)).isEqualTo(Reason.CRC_MISMATCH);
        assertThat(reason(resealed(bad))).isEqualTo(Reason.BAD_MAGIC);
        bad[0] = 'W';
        assertThat(reason(resealed(bad))).isEqualTo(Reason.BAD_VERSION);
        bad[1] = (byte) 0x17;
        assertThat(reason(resealed(bad))).isEqualTo(Reason.BAD_ACT);
        bad[1] = (byte) 0x13;
        assertThat(reason(resealed(bad))).isEqualTo(Reason.INVALID_POSTCARD);
        bad[4] = 2;
        assertThat(LinkFrame.parse(resealed(bad))).isInstanceOf(Accepted.class);
    }

    @Test
    void everyVersionAndActNibble() {
        for (int value = 0; value < 256; value++) {
            byte[] b = claim();
            b[1] = (byte) value;
            Reason expected = value >>> 4 != 1 ? Reason.BAD_VERSION
                    : (value & 15) > 3 ? Reason.BAD_ACT : null;
            assertThat(reason(resealed(b))).as("byte1 0x%02x", value).isEqualTo(expected);
        }
    }

    @Test
    void everyAtomBoundaryInAFrame() {
        for (int field = 0; field < 4; field++) {
            for (int code : new int[] {0, 47, 48, 255}) {
                byte[] b = claim();
                b[LinkFrame.OFFSET_POSTCARD + field] = (byte) code;
                FrameResult r = LinkFrame.parse(resealed(b));
                if (code < Atom.COUNT) {
                    assertThat(r).as("atom %d = %d", field, code).isInstanceOf(Accepted.class);
                    assertThat(((Accepted) r).frame().toBytes()).isEqualTo(resealed(b));
                } else {
                    assertThat(reason(resealed(b))).as("atom %d = %d", field, code)
                            .isEqualTo(Reason.INVALID_POSTCARD);
                }
            }
        }
    }

    @Test
    void everyAxisBoundaryInAFrame() {
        for (Axis axis : Axis.values()) {
            for (int value : new int[] {-128, -101, -100, 0, 100, 101, 127}) {
                byte[] b = claim();
                b[LinkFrame.OFFSET_POSTCARD + Postcard.OFFSET_AXES + axis.ordinal()] = (byte) value;
                boolean ok = value >= -100 && value <= 100;
                assertThat(reason(resealed(b))).as("axis %s = %d", axis, value)
                        .isEqualTo(ok ? null : Reason.INVALID_POSTCARD);
            }
        }
    }

    @Test
    void everyFlagsByte() {
        for (int flags = 0; flags < 256; flags++) {
            byte[] b = claim();
            b[LinkFrame.OFFSET_POSTCARD + Postcard.OFFSET_FLAGS] = (byte) flags;
            assertThat(reason(resealed(b))).as("flags %d", flags)
                    .isEqualTo(flags < 8 ? null : Reason.INVALID_POSTCARD);
        }
    }

    @Test
    void randomFramesRoundTripAndRandomBytesNeverThrow() {
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 2000; i++) {
            LinkFrame f = new LinkFrame(Act.of(random.nextInt(4)), random.nextInt(256),
                    random.nextInt(256), new Postcard(Atom.of(random.nextInt(48)),
                    Atom.of(random.nextInt(48)), Atom.of(random.nextInt(48)),
                    Atom.of(random.nextInt(48)), new Emotion(random.nextInt(-100, 101), 0,
                    random.nextInt(-100, 101), 0, 0, random.nextInt(-100, 101)),
                    random.nextInt(8), random.nextInt(256), random.nextInt(256),
                    random.nextInt(256), random.nextInt(256), random.nextInt(256)));
            assertThat(LinkFrame.parse(f.toBytes())).isEqualTo(new Accepted(f));
            assertThat(LinkFrame.crcOk(f.toBytes())).isTrue();
            byte[] noise = new byte[random.nextInt(30)];
            random.nextBytes(noise);
            assertThat(LinkFrame.parse(noise)).isNotNull();
            assertThat(LinkFrame.parse(resealed(f.toBytes()))).isEqualTo(new Accepted(f));
        }
    }

    @Test
    void crcOkIsFalseForWrongLengthOrNull() {
        assertThat(LinkFrame.crcOk(null)).isFalse();
        assertThat(LinkFrame.crcOk(new byte[21])).isFalse();
        assertThat(LinkFrame.crcOk(claim())).isTrue();
    }

    @Test
    void fromHexReadsTheSpecsVectorAndToHexWritesItBack() {
        String hex = "57110107020b1c09ce00001e0000004c010031172130";
        LinkFrame f = LinkFrame.fromHex(hex);
        assertThat(f).isEqualTo(((Accepted) LinkFrame.parse(Hex.parse(hex, 22))).frame());
        assertThat(f.toHex()).isEqualTo(hex);
        assertThat(LinkFrame.fromHex(" " + hex.toUpperCase(java.util.Locale.ROOT) + "\n"))
                .isEqualTo(f);
    }

    @Test
    void fromHexRefusesWhatParseRejectsWithTheReason() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> LinkFrame.fromHex(
                "57110107020b1c09ce00001e0000004c010031172131"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("rejected: CRC_MISMATCH: crc 0x2131, computed 0x2130");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> LinkFrame.fromHex("5711"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("expected 44 hex digits, got 4");
    }
}
