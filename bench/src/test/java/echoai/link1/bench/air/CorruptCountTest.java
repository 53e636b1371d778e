package echoai.link1.bench.air;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.Json;
import echoai.link1.frame.Crc16;
import echoai.link1.frame.LinkFrame;
import echoai.link1.session.Arm;
import echoai.link1.session.ArmRunner;
import org.junit.jupiter.api.Test;

/**
 * The three levels of a corrupt frame (issue 14, item 6): past the receiver's CRC, past every
 * frame check, with a speech act's shape. Before, E2 reported only the first (as
 * "accepted_false") and the world rows only the second.
 */
class CorruptCountTest {
    private static byte[] withCrc(byte[] frame) {
        int crc = Crc16.compute(frame, 0, LinkFrame.OFFSET_CRC);
        frame[LinkFrame.OFFSET_CRC] = (byte) (crc >> 8);
        frame[LinkFrame.OFFSET_CRC + 1] = (byte) crc;
        return frame;
    }

    @Test
    void eachLevelNestsInThePreviousOne() {
        byte[] claim = ArmRunner.speak(0, Arm.T).get(0).toBytes();
        CorruptCount c = new CorruptCount();
        c.add(claim.clone());
        assertThat(new long[] {c.passedCrc(), c.accepted(), c.speechShaped()})
                .containsExactly(1, 1, 1);
        byte[] badMagic = claim.clone();
        badMagic[LinkFrame.OFFSET_MAGIC] = 'X';
        c.add(withCrc(badMagic));
        assertThat(new long[] {c.passedCrc(), c.accepted(), c.speechShaped()})
                .containsExactly(2, 1, 1);
        byte[] badVersion = claim.clone();
        badVersion[LinkFrame.OFFSET_VERSION_ACT] = (byte) 0xF1;
        c.add(withCrc(badVersion));
        assertThat(new long[] {c.passedCrc(), c.accepted(), c.speechShaped()})
                .containsExactly(3, 1, 1);
    }

    @Test
    void e2PointsCarryTheThreeLevels() {
        AirTrial.Outcome o = AirTrial.run(new AirTrial.Point(AirTrial.Content.CLAIM,
                echoai.link1.room.RoomKind.ECHO, echoai.link1.modem.TonePlan.of(1), 10, 5, 7));
        var keys = Json.MAPPER.valueToTree(AirTrials.point(o)).fieldNames();
        assertThat(keys).toIterable().contains("corrupt_passed_crc", "accepted_corrupt",
                "corrupt_speech_shaped").doesNotContain("accepted_false");
    }
}
