package echoai.link1.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class MarkersTest {
    private static final String README = """
            # Title

            The markers are `<!-- glance:begin -->` and `<!-- glance:end -->` (quoted).

            <!-- glance:begin -->
            old verdicts
            <!-- glance:end -->

            ### Notes
            kept
            """;

    @Test
    void spliceReplacesOnlyBetweenTheMarkerLines() {
        String out = Markers.GLANCE.splice(README, "NEW\n");
        assertThat(out).contains("The markers are `<!-- glance:begin -->` and "
                + "`<!-- glance:end -->` (quoted).");
        assertThat(out).contains("<!-- glance:begin -->\n\nNEW\n\n<!-- glance:end -->\n")
                .doesNotContain("old verdicts").endsWith("### Notes\nkept\n");
        assertThat(Markers.GLANCE.splice(out, "NEW")).isEqualTo(out);
    }

    @Test
    void spliceRefusesMissingOrRepeatedMarkers() {
        assertThatThrownBy(() -> Markers.GLANCE.splice("# no markers\n", "x"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("glance:begin");
        assertThatThrownBy(() -> Markers.GLANCE.splice(
                "<!-- glance:end -->\n<!-- glance:begin -->\n", "x"))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Markers.GLANCE.splice(
                "<!-- glance:begin -->\n<!-- glance:begin -->\n<!-- glance:end -->\n", "x"))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Markers("<!-- a -->", "<!-- a -->"))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
