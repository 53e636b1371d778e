package echoai.link1.audio;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class Pcm16Test {
    @Test
    void everySampleValueRoundTripsLittleEndian() {
        short[] all = new short[65536];
        for (int i = 0; i < all.length; i++) {
            all[i] = (short) (i - 32768);
        }
        byte[] bytes = new byte[all.length * 2];
        Pcm16.toLittleEndian(all, 0, all.length, bytes, 0);
        assertThat(bytes[0]).isEqualTo((byte) 0x00);
        assertThat(bytes[1]).isEqualTo((byte) 0x80);
        assertThat(Pcm16.fromLittleEndianBytes(bytes, 0, bytes.length)).isEqualTo(all);
    }

    @Test
    void oddByteCountIsRefused() {
        assertThatThrownBy(() -> Pcm16.fromLittleEndianBytes(new byte[3], 0, 3))
                .isInstanceOf(IllegalArgumentException.class);
    }

    /** The byte-counting conversions say bytes in their names; the others count samples. */
    @Test
    void byteCountsAndSampleCountsAreNamed() throws Exception {
        byte[] le = {1, 0, 2, 0, 3, 0, 4, 0};
        short[] samples = new short[4];
        Pcm16.fromLittleEndian(le, 2, 3, samples, 1);
        assertThat(samples).containsExactly(0, 2, 3, 4);
        assertThat(Pcm16.fromLittleEndianBytes(le, 2, 4)).containsExactly(2, 3);
        MemorySink sink = new MemorySink();
        sink.playLittleEndian(le, 2, 4);
        assertThat(sink.samples()).containsExactly(2, 3);
    }

    @Test
    void millisRoundUp() {
        assertThat(Pcm16.millis(16)).isEqualTo(1);
        assertThat(Pcm16.millis(17)).isEqualTo(2);
        assertThat(Pcm16.millis(16000)).isEqualTo(1000);
    }
}
