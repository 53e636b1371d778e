package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** {@code link1 trust}: E8's story of one world, where B stops believing the liar. */
class TrustCommandTest {
    private static String[] run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new String[] {Integer.toString(code), out.toString(StandardCharsets.UTF_8),
            err.toString(StandardCharsets.UTF_8)};
    }

    @Test
    void bFollowsTheLiarHeardLastUntilItsOwnTurnContradictsIt() {
        String[] r = run("trust", "--seed", "0");
        assertThat(r[0]).isEqualTo("0");
        assertThat(r[1]).startsWith("E8, world 0, speakers {H, L}, the wrong ones heard last:")
                .contains("t=1   cell 1  NOVEL  B did APPROACH, reward -50; id 3 had said V=+37:"
                        + " CONTRADICTED, trust 333‰ — below 1/2: B no longer believes id 3")
                .contains("heeding id 3 (APPROACH V=37, AVOID V=0, WAIT V=0): B proposes"
                        + " APPROACH -> APPROACH, reward -50  HURT")
                .contains("t=11  cell 10 THREAT heeding id 1")
                .contains("id 3 had said V=+37: CONTRADICTED, trust 333‰ — below 1/2: B no"
                        + " longer believes id 3\n         why B did APPROACH here: it heeded id"
                        + " 3, who had said APPROACH V=+37 here.")
                // B avoided cell 10 at t=11 on id 1's word, and is hurt there at t=20: the line
                // under it says why (issue 37, item 10)
                .contains("t=20  cell 10 THREAT B did APPROACH, reward -50; id 3 had said V=+37:"
                        + " CONTRADICTED, trust 250‰ (not believed)\n         why B did APPROACH"
                        + " here: testimony"
                        + " had already turned B from its own choice here 4 times, the advice"
                        + " budget of a site; after that B goes by its own values, and it had"
                        + " never tried APPROACH here.")
                .contains("First-visit harm (the cells that hurt B the first time it acted"
                        + " there): trust 1, today's rule (the last claim wins) 3,"
                        + " known-liar baseline (the honest speaker's frames alone) 0.")
                .contains("after its 2nd 0 (today's rule: 21 after the 2nd)")
                .contains("P3 holds");
    }

    @Test
    void byAirTheSpeakersShareTheRoomAndTheStoryCountsWhatItLost() {
        String[] r = run("trust", "--seed", "0", "--speakers", "L", "--air");
        assertThat(r[0]).isEqualTo("0");
        assertThat(r[1]).startsWith("E8, world 0, speakers {L}: L = veteran 0 (id 1, every V"
                        + " inverted).")
                .contains("0. By air (E7's shared room, 5.0 x 4.0 x 2.7 m, RT60 0.5 s, white"
                        + " background at 30.0 dB): profile R (robust: hopping tones and a"
                        + " convolutional code, for rooms with echo; 4.752 s a postcard), CSMA,"
                        + " every speaker 0.5-1.0 m from"
                        + " B; 50 transmissions, 0 collided at B, 0 of 50 distinct frames lost")
                .contains("below 1/2: B no longer believes id 1").contains("P3 holds");
        // progress on stderr while the room is simulated (issue 37, item 10): what it does,
        // then the frames sent at each tenth, counted from the channel's transmissions
        assertThat(r[2]).startsWith("link1 trust --air: 1 speaker says 50 claims over E7's"
                        + " shared living room (profile r, CSMA), simulated sample by sample;")
                .contains("link1 trust --air: frames sent: 50 to do\n")
                .contains("link1 trust --air: frames sent: 5 of 50 (10 %)\n")
                .endsWith("link1 trust --air: frames sent: 50 of 50 (100 %)\n");
    }

    @Test
    void byWireNothingGoesToStderr() {
        assertThat(run("trust", "--seed", "0")[2]).isEmpty();
    }

    @Test
    void oneHonestSpeakerIsNeverContradicted() {
        String[] r = run("trust", "--seed", "3", "--speakers", "h");
        assertThat(r[0]).isEqualTo("0");
        assertThat(r[1]).startsWith("E8, world 3, speakers {H}: H = veteran 0 (id 1, honest).")
                .doesNotContain("CONTRADICTED").contains("0 contradicted), believed.");
    }

    @Test
    void anUnknownSpeakerSetIsAUsageError() {
        String[] r = run("trust", "--speakers", "H+X");
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).isEqualTo("link1: --speakers must be H, L, H+L, H+M0.3 or H+L+L: H+X\n");
        assertThat(run("trust", "--seed", "x")[0]).isEqualTo("2");
    }
}
