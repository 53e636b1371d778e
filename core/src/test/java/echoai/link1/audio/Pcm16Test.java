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
        assertThat(Pcm16.fromLittleEndian(bytes, 0, bytes.length)).isEqualTo(all);
    }

    @Test
    void oddByteCountIsRefused() {
        assertThatThrownBy(() -> Pcm16.fromLittleEndian(new byte[3], 0, 3))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void millisRoundUp() {
        assertThat(Pcm16.millis(16)).isEqualTo(1);
        assertThat(Pcm16.millis(17)).isEqualTo(2);
        assertThat(Pcm16.millis(16000)).isEqualTo(1000);
    }
}
