package echoai.link1.speech;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.wsp.Atom;
import org.junit.jupiter.api.Test;

class SpeechLineTest {
    @Test
    void eachActHasItsLine() {
        assertThat(SpeechLine.of(Speech.claim(1, 0x3117, Atom.UNIR, -50, 3)))
                .isEqualTo("CLAIM speaker=1 ref=0x3117 action=approach (UNIR) V=-50 C=30");
        assertThat(SpeechLine.of(new Ask(2, 0x0a))).isEqualTo("ASK speaker=2 ref=0x000a");
        assertThat(SpeechLine.of(new Unknown(7, 0xffff))).isEqualTo("UNKNOWN speaker=7 ref=0xffff");
        assertThat(SpeechLine.of(new Hello(9))).isEqualTo("HELLO speaker=9");
    }

    @Test
    void actionNamesRoundTrip() {
        for (String name : new String[] {"approach", "avoid", "wait"}) {
            assertThat(SpeechLine.actionName(SpeechLine.action(name))).isEqualTo(name);
        }
        assertThat(SpeechLine.action(" Avoid ")).isEqualTo(Atom.TEMER);
        assertThatThrownBy(() -> SpeechLine.action("run")).hasMessageContaining("approach, avoid");
    }
}
