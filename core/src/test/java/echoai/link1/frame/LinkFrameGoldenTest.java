package echoai.link1.frame;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.wsp.Atom;
import echoai.wsp.Emotion;
import echoai.wsp.Hex;
import echoai.wsp.Postcard;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The CLAIM test vector of the spec (LINK1.md, modem section), built byte by byte. */
class LinkFrameGoldenTest {
    static final String CLAIM_HEX = "57110107020b1c09ce00001e0000004c010031172130";

    @Test
    void claimFrameBuiltByHandFromTheSpec() {
        byte[] b = new byte[22];
        b[0] = 0x57;                 // 'W'
        b[1] = (byte) (1 << 4 | 1);  // version 1, act CLAIM
        b[2] = 1;                    // sender A
        b[3] = 7;                    // seq
        b[4] = 2;                    // src YO
        b[5] = 11;                   // rel UNIR (approach)
        b[6] = 28;                   // dst EFECTO
        b[7] = 9;                    // time ANTES
        b[8] = (byte) -50;           // V = Q clipped
        b[9] = 0;                    // A
        b[10] = 0;                   // D
        b[11] = 30;                  // C = min(100, 10 * 3)
        b[12] = 0;                   // U
        b[13] = 0;                   // B
        b[14] = 0;                   // flags
        b[15] = 0x4C;                // domain 'L'
        b[16] = 1;                   // generator = speaker
        b[17] = 0;                   // style
        b[18] = 0x31;                // slot: referent high byte
        b[19] = 0x17;                // seq: referent low byte
        int crc = Crc16.compute(b, 0, 20);
        b[20] = (byte) (crc >>> 8);
        b[21] = (byte) crc;
        assertThat(crc).isEqualTo(0x2130);
        assertThat(Hex.of(b)).isEqualTo(CLAIM_HEX);

        Postcard p = new Postcard(Atom.YO, Atom.UNIR, Atom.EFECTO, Atom.ANTES,
                new Emotion(-50, 0, 0, 30, 0, 0), 0, 0x4C, 1, 0, 0x31, 0x17);
        assertThat(new LinkFrame(Act.CLAIM, 1, 7, p).toBytes()).isEqualTo(b);
    }

    @Test
    void vectorsOfTheGoldenFile() throws Exception {
        int checked = 0;
        try (var in = LinkFrameGoldenTest.class.getResourceAsStream("/golden/link-frame.txt")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                String[] f = line.strip().split(" +");
                if (f[0].equals("crc")) {
                    byte[] data = f[1].equals("-") ? new byte[0] : Hex.parse(f[1], -1);
                    assertThat(Crc16.compute(data)).as(line).isEqualTo(Integer.parseInt(f[2], 16));
                    checked++;
                } else if (f[0].equals("frame")) {
                    LinkFrame frame = ((FrameResult.Accepted) LinkFrame.parse(Hex.parse(f[1], 22))).frame();
                    assertThat(frame.act()).as(line).isEqualTo(Act.valueOf(f[2]));
                    assertThat(frame.sender()).isEqualTo(Integer.parseInt(f[3]));
                    assertThat(frame.seq()).isEqualTo(Integer.parseInt(f[4]));
                    assertThat(frame.postcard().referent()).isEqualTo(Integer.decode(f[5]));
                    assertThat(Hex.of(frame.toBytes())).isEqualTo(f[1]);
                    checked++;
                }
            }
        }
        assertThat(checked).isEqualTo(3);
    }

    @Test
    void claimVectorParses() {
        FrameResult r = LinkFrame.parse(Hex.parse(CLAIM_HEX, 22));
        assertThat(r).isInstanceOf(FrameResult.Accepted.class);
        LinkFrame f = ((FrameResult.Accepted) r).frame();
        assertThat(f.act()).isEqualTo(Act.CLAIM);
        assertThat(f.sender()).isEqualTo(1);
        assertThat(f.seq()).isEqualTo(7);
        assertThat(f.postcard().referent()).isEqualTo(0x3117);
        assertThat(f.postcard().human())
                .isEqualTo("YO → UNIR → EFECTO @ANTES | V-50 C+30 | L gen=1 ref=0x3117");
    }
}
