package echoai.link1.modem;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.room.RoomKind;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The frames found do not depend on how the input is cut into chunks. */
class DemodulatorChunkingTest {
    @Test
    void sixtyFourChunkSizesFindTheSameFrames() {
        List<byte[]> sent = TestFrames.random(11, 3);
        short[] pcm = TestFrames.through(TonePlan.K2, sent, RoomKind.ECHO, -2, 12, 1234, 100);
        Demodulator whole = TestFrames.decode(TonePlan.K2, pcm, 100);
        List<ModemFrame> reference = whole.finish();
        assertThat(reference).hasSize(3);
        List<Integer> sizes = new ArrayList<>(List.of(1, 2, 3, 511, 512, 513, 640, 4096));
        SplittableRandom r = new SplittableRandom(13);
        while (sizes.size() < 64) {
            sizes.add(1 + r.nextInt(4096));
        }
        for (int size : sizes) {
            Demodulator d = new Demodulator(TonePlan.K2, TestFrames.CRC, 100, null);
            for (int i = 0; i < pcm.length; i += size) {
                d.accept(pcm, i, Math.min(size, pcm.length - i));
            }
            assertThat(d.finish()).as("chunk size %d", size).containsExactlyElementsOf(reference);
            assertThat(d.greetings()).as("greetings at chunk size %d", size).isEqualTo(whole.greetings());
        }
    }

    @Test
    void resetMakesAnEngineReusable() {
        List<byte[]> sent = TestFrames.random(12, 1);
        short[] pcm = Modulator.recordingOfFrames(TonePlan.K1, sent);
        Demodulator d = TestFrames.decode(TonePlan.K1, pcm, 10);
        List<ModemFrame> first = d.finish();
        d.reset();
        d.accept(pcm);
        assertThat(d.finish()).isEqualTo(first).hasSize(1);
    }
}
