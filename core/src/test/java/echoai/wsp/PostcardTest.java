package echoai.wsp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class PostcardTest {
    @Test
    void observationVectorOfNexus0RoundTrips() {
        byte[] bytes = Hex.parse("040e0108000000000000004e0000cdaf", 16);
        Postcard p = Postcard.fromBytes(bytes);
        assertThat(p.src()).isEqualTo(Atom.AQUI);
        assertThat(p.rel()).isEqualTo(Atom.OBSERVAR);
        assertThat(p.dst()).isEqualTo(Atom.NO_SER);
        assertThat(p.time()).isEqualTo(Atom.AHORA);
        assertThat(p.domain()).isEqualTo(0x4E);
        assertThat(p.referent()).isEqualTo(0xcdaf);
        assertThat(p.toBytes()).isEqualTo(bytes);
    }

    @Test
    void humanFormOfAClaim() {
        Postcard p = new Postcard(Atom.YO, Atom.TEMER, Atom.EFECTO, Atom.ANTES,
                new Emotion(-50, 0, 0, 100, 0, 0), 0, 0x4C, 1, 0, 0x31, 0x17);
        assertThat(p.human()).isEqualTo("YO → TEMER → EFECTO @ANTES | V-50 C+100 | L gen=1 ref=0x3117");
    }

    @Test
    void everyAtomCodeBoundary() {
        for (int field = 0; field < 4; field++) {
            for (int code = 0; code < 256; code++) {
                byte[] bytes = new byte[16];
                bytes[field] = (byte) code;
                String why = Postcard.violation(bytes, 0);
                if (code < 48) {
                    assertThat(why).as("field %d code %d", field, code).isNull();
                    assertThat(Postcard.fromBytes(bytes).toBytes()).isEqualTo(bytes);
                } else {
                    assertThat(why).as("field %d code %d", field, code).contains("atom " + field);
                }
            }
        }
    }

    @Test
    void everyAxisValue() {
        for (int axis = 0; axis < 6; axis++) {
            for (int value = -128; value < 128; value++) {
                byte[] bytes = new byte[16];
                bytes[4 + axis] = (byte) value;
                String why = Postcard.violation(bytes, 0);
                if (value >= -100 && value <= 100) {
                    assertThat(why).as("axis %d value %d", axis, value).isNull();
                    assertThat(Postcard.fromBytes(bytes).e().get(Axis.values()[axis])).isEqualTo(value);
                } else {
                    assertThat(why).as("axis %d value %d", axis, value)
                            .contains("axis " + Axis.values()[axis]);
                }
            }
        }
    }

    @Test
    void everyFlagsByte() {
        for (int flags = 0; flags < 256; flags++) {
            byte[] bytes = new byte[16];
            bytes[10] = (byte) flags;
            String why = Postcard.violation(bytes, 0);
            assertThat(why == null).as("flags %d", flags).isEqualTo(flags < 8);
        }
    }

    @Test
    void constructorRejectsOutOfRangeValues() {
        assertThatThrownBy(() -> new Emotion(101, 0, 0, 0, 0, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("v must be");
        assertThatThrownBy(() -> Postcard.fromBytes(new byte[15]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("16 bytes");
        assertThatThrownBy(() -> Hex.parse("zz", 1)).hasMessageContaining("not a hex digit");
        assertThatThrownBy(() -> Hex.parse("abc", -1)).hasMessageContaining("odd number");
        assertThatThrownBy(() -> Hex.parse("abcd", 3)).hasMessageContaining("expected 6 hex digits");
    }
}
