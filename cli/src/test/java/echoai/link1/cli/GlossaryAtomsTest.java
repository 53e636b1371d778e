package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.wsp.Atom;
import echoai.wsp.Postcard;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The atoms, whose names are Spanish, print with their English (issue 37, item 9: {@code frame}
 * printed {@code YO → UNIR → EFECTO @ANTES} untranslated): every named atom has an English
 * gloss ({@link Atom#english()}), docs/glossary.md's table lists each atom with that gloss,
 * and the command line's postcard line puts it beside every atom.
 */
class GlossaryAtomsTest {
    @Test
    void everyNamedAtomHasAnEnglishGlossAndTheReservedOnesSaySo() {
        for (Atom a : Atom.values()) {
            if (a.code() < 40) {
                assertThat(a.english()).as(a.name()).isNotBlank().isNotEqualTo("reserved")
                        .doesNotContain(a.name());
            } else {
                assertThat(a.english()).as(a.name()).isEqualTo("reserved");
            }
        }
    }

    @Test
    void theGlossaryListsEveryNamedAtomWithItsGloss() throws IOException {
        String glossary = Files.readString(Path.of("docs/glossary.md"), StandardCharsets.UTF_8);
        for (Atom a : Atom.values()) {
            if (a.code() >= 40) {
                continue;
            }
            Matcher row = Pattern.compile("\\| " + a.code() + " \\| " + a.name()
                    + " \\| ([^|]+) \\|").matcher(glossary);
            assertThat(row.find()).as("docs/glossary.md's row for atom " + a.code() + " "
                    + a.name()).isTrue();
            assertThat(row.group(1).strip()).as("the glossary's gloss of " + a.name())
                    .startsWith(a.english());
        }
    }

    @Test
    void thePostcardLinePutsTheEnglishBesideEveryAtom() {
        Postcard p = Postcard.fromBytes(echoai.wsp.Hex.parse("020b1c09ce00001e0000004c01003117",
                Postcard.LENGTH));
        assertThat(SpeechText.glossed(p)).isEqualTo("YO (I, the speaker) → UNIR (to join) →"
                + " EFECTO (effect) @ANTES (before) | V-50 C+30 | L gen=1 ref=0x3117");
        Ran frame = Ran.link1("frame", "57110107020b1c09ce00001e0000004c010031172130");
        assertThat(frame.out()).contains("postcard: YO (I, the speaker) → UNIR (to join)");
    }
}
