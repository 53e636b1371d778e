package echoai.link1.speech;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.link1.frame.Act;
import echoai.link1.frame.LinkFrame;
import echoai.wsp.Atom;
import echoai.wsp.Hex;
import echoai.wsp.Postcard;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

class SpeechTest {
    private static final List<SpeechAct> CANONICAL = List.of(
            new Claim(1, 0x3117, Atom.TEMER, -50, 100),
            new Ask(2, 0xaf04),
            new Unknown(1, 0xaf04),
            new Hello(2));

    @Test
    void claimFrameOfTheSpecVector() {
        Claim c = Speech.claim(1, 0x3117, Atom.UNIR, -50, 3);
        assertThat(c).isEqualTo(new Claim(1, 0x3117, Atom.UNIR, -50, 30));
        assertThat(Hex.of(Speech.frame(c, 1, 7).toBytes()))
                .isEqualTo("57110107020b1c09ce00001e0000004c010031172130");
    }

    /** A speech act prints its referent as the postcard's human form does: in hex. */
    @Test
    void actsPrintTheReferentInHexAsThePostcardDoes() {
        Claim c = Speech.claim(1, 0x3117, Atom.UNIR, -50, 3);
        assertThat(c.postcard().human()).contains("ref=0x3117");
        assertThat(c).hasToString("Claim[speaker=1, referent=0x3117, actionRel=UNIR, value=-50,"
                + " confidence=30]");
        assertThat(new Ask(2, 0xaf04)).hasToString("Ask[speaker=2, referent=0xaf04]");
        assertThat(new Unknown(1, 0x0004)).hasToString("Unknown[speaker=1, referent=0x0004]");
        assertThat(new Ask(2, 0xaf04).postcard().human()).contains("ref=0xaf04");
    }

    /** A frame's sender is its act's speaker: derived, or refused when it differs. */
    @Test
    void aSenderOtherThanTheSpeakerIsRefused() {
        Claim c = Speech.claim(1, 0x3117, Atom.UNIR, -50, 3);
        assertThat(Speech.frame(c, 7)).isEqualTo(Speech.frame(c, 1, 7));
        assertThat(Speech.frame(c, 7).sender()).isEqualTo(1);
        assertThatThrownBy(() -> Speech.frame(c, 2, 7))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("sender must be the act's speaker 1: 2");
    }

    @Test
    void claimBuilderClipsQAndScalesCount() {
        assertThat(Speech.claim(1, 0, Atom.OBSERVAR, -500, 1).value()).isEqualTo(-100);
        assertThat(Speech.claim(1, 0, Atom.OBSERVAR, 101, 1).value()).isEqualTo(100);
        assertThat(Speech.claim(1, 0, Atom.OBSERVAR, 7, 1).confidence()).isEqualTo(10);
        assertThat(Speech.claim(1, 0, Atom.OBSERVAR, 7, 10).confidence()).isEqualTo(100);
        assertThat(Speech.claim(1, 0, Atom.OBSERVAR, 7, Integer.MAX_VALUE).confidence())
                .isEqualTo(100);
        assertThatThrownBy(() -> Speech.claim(1, 0, Atom.UNIR, 5, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("n must be");
        assertThatThrownBy(() -> Speech.claim(1, 0, Atom.CREAR, 5, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("actionRel");
        assertThatThrownBy(() -> new Claim(1, 0x10000, Atom.UNIR, 5, 10))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("referent");
    }

    @Test
    void everyCanonicalActReadsBackWithItsOwnReaderOnly() {
        for (SpeechAct act : CANONICAL) {
            Postcard p = act.postcard();
            assertThat(Speech.readAny(p)).as("%s", act).contains(act);
            assertThat(Speech.read(Speech.frame(act, 200))).contains(act);
            Act other = Act.of((act.act().code() + 1) % 4);
            assertThat(Speech.read(new LinkFrame(other, 9, 200, p))).as("act byte %s", other).isEmpty();
            int accepted = 0;
            for (Function<Postcard, Optional<? extends SpeechAct>> reader : readers()) {
                accepted += reader.apply(p).isPresent() ? 1 : 0;
            }
            assertThat(accepted).as("%s accepted by exactly one reader", act).isEqualTo(1);
        }
    }

    /**
     * Near misses: each byte of each canonical postcard set to every other value that keeps
     * the postcard valid. A change in a field that carries information gives the act with that
     * field changed; a change anywhere else is rejected.
     */
    @Test
    void readersRejectEveryNearMissShape() {
        for (SpeechAct act : CANONICAL) {
            byte[] base = act.postcard().toBytes();
            for (int pos = 0; pos < 16; pos++) {
                for (int value = 0; value < 256; value++) {
                    byte[] b = base.clone();
                    if ((b[pos] & 0xFF) == value) {
                        continue;
                    }
                    b[pos] = (byte) value;
                    if (Postcard.violation(b, 0) != null) {
                        continue;
                    }
                    Postcard p = Postcard.fromBytes(b);
                    Optional<? extends SpeechAct> read = readerOf(act.act()).apply(p);
                    if (isFree(act.act(), pos, (byte) value)) {
                        assertThat(read).as("%s byte %d = %d", act.act(), pos, value).isPresent();
                        assertThat(read.get().postcard()).isEqualTo(p);
                    } else {
                        assertThat(read).as("%s byte %d = %d", act.act(), pos, value).isEmpty();
                    }
                }
            }
        }
    }

    /** The positions and values each act leaves to the speaker (spec, "Speech acts"). */
    private static boolean isFree(Act act, int pos, byte value) {
        boolean generatorOrReferent = pos == 12 || (act != Act.HELLO && (pos == 14 || pos == 15));
        if (act != Act.CLAIM) {
            return generatorOrReferent;
        }
        return generatorOrReferent || pos == 4
                || (pos == 1 && Set.of(11, 14, 18).contains((int) value))
                || (pos == 7 && value >= 10 && value <= 100 && value % 10 == 0);
    }

    private static Function<Postcard, Optional<? extends SpeechAct>> readerOf(Act act) {
        return readers().get(List.of(Act.CLAIM, Act.ASK, Act.UNKNOWN, Act.HELLO).indexOf(act));
    }

    private static List<Function<Postcard, Optional<? extends SpeechAct>>> readers() {
        return List.of(Speech::readClaim, Speech::readAsk, Speech::readUnknown, Speech::readHello);
    }

    @Test
    void actionRelationsHaveTheirNexus0Codes() {
        assertThat(Atom.UNIR.code()).isEqualTo(11);
        assertThat(Atom.OBSERVAR.code()).isEqualTo(14);
        assertThat(Atom.TEMER.code()).isEqualTo(18);
    }
}
