package echoai.link1.bench.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.link1.bench.Doc;
import echoai.link1.bench.SeedRange;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What a registration says when it says nothing of its own (the interface's defaults), and the
 * documents it is judged from ({@link Sources}).
 */
class RegistrationTest {
    @Test
    void theDefaultsAreThoseOfAnEvalOnlyRegistrationOnTheV1Range() {
        Registration<TallyTest.Rows> r = TallyTest.registration(List.of());
        assertThat(r.specFile()).isEqualTo("docs/spec/NEXUS0.md");
        assertThat(r.fresh()).isFalse();
        assertThat(r.evalLabel()).isEqualTo("eval");
        assertThat(r.judgesEvalOnly()).isTrue();
        assertThat(r.pending("why")).isNull();
        assertThat(r.writtenWhenNotRun()).isFalse();
        assertThat(r.slowJudge()).isFalse();
        Registration<TallyTest.Rows> fresh = TallyTest.registration(List.of(),
                "docs/spec/PROFILE-F.md", new SeedRange(120000, 120063));
        assertThat(fresh.specFile()).isEqualTo("docs/spec/PROFILE-F.md");
        assertThat(fresh.evalLabel()).isEqualTo("120000-120063");
    }

    /** A record for a made-up document. */
    record Note(String text) {
    }

    @Test
    void sourcesHoldEachDocumentWithItsSeedSet() {
        Doc<Note> doc = new Doc<>("x.json", Note.class);
        Doc<Note> other = new Doc<>("y.json", Note.class);
        Sources in = new Sources();
        assertThat(in.isEmpty()).isTrue();
        assertThat(in.has(doc)).isFalse();
        assertThat(in.get(doc)).isNull();
        assertThat(in.seedSet(doc)).isNull();
        assertThat(in.with(doc, new Note("a"), "eval")).isSameAs(in);
        assertThat(in.isEmpty()).isFalse();
        assertThat(in.has(doc)).isTrue();
        assertThat(in.has(other)).isFalse();
        assertThat(in.get(doc)).isEqualTo(new Note("a"));
        assertThat(in.seedSet(doc)).isEqualTo("eval");
        assertThat(in.seedSet(other)).isNull();
        assertThatThrownBy(() -> in.with(other, null, "eval"))
                .isInstanceOf(NullPointerException.class).hasMessage("record");
        assertThatThrownBy(() -> in.with(other, new Note("b"), null))
                .isInstanceOf(NullPointerException.class).hasMessage("seedSet");
    }
}
