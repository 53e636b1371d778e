package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.e7.E7Room;
import echoai.link1.cli.story.RoomStory;
import echoai.link1.session.MediumAccess;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** {@code link1 agents} (the story of a room of agents) and {@code link1 room-agent}'s refusals. */
class AgentsCommandTest {
    private static String[] run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new String[] {Integer.toString(code), out.toString(StandardCharsets.UTF_8),
            err.toString(StandardCharsets.UTF_8)};
    }

    @Test
    void tellsWhoSpokeWhenWhatCollidedAndWhatBBelieved() {
        String[] r = run("agents", "--seed", "1", "--veterans", "2", "--profile", "k1");
        assertThat(r[0]).isEqualTo("0");
        assertThat(r[1]).startsWith("A room of agents, world(1): 2 veterans and B")
                .contains("profile K1 (one tone a 40 ms slot, the original; 2.8 s a postcard),"
                        + " listening before talking (CSMA")
                .contains("1. Where they stand: B at (")
                .contains("2. Who spoke when").contains("A (id 1)").contains("veteran 1 (id 3)")
                .contains("3. What collided:").contains("4. Who backed off:")
                .contains("5. What B believed:")
                .contains("6. First-visit harm (the cells that hurt B the first time it acted"
                        + " there):")
                .contains("P3 holds");
    }

    @Test
    void underTdmaTheStorySaysTheyTakeTurnsAndNobodyBacksOff() {
        // issue 37, item 10: it said "taking turns by a fixed schedule (TDMA)", then "nobody
        // schedules them"
        String[] r = run("agents", "--seed", "0", "--veterans", "2", "--profile", "q",
                "--access", "tdma");
        assertThat(r[0]).isEqualTo("0");
        assertThat(r[1].lines().toList().get(1)).isEqualTo("   The veterans take turns by a fixed"
                + " schedule: one frame each in turn, back to back, nobody listening first and"
                + " nobody overlapping (the best the air allows, the bound the others are"
                + " measured against).");
        assertThat(r[1]).doesNotContain("nobody schedules")
                .contains("4. Who backed off: nobody needs to under a fixed schedule; each frame"
                        + " went out in its turn.")
                .contains("3. What collided: 0 of");
    }

    @Test
    void eachAccessIsToldInItsOwnWords() {
        MediumAccess rules = E7Room.RULES;
        assertThat(RoomStory.howTheySpeak(rules.withMode(MediumAccess.Mode.CSMA)))
                .contains("before each frame it listens").endsWith("Nobody schedules them.");
        assertThat(RoomStory.howTheySpeak(rules.withMode(MediumAccess.Mode.ALOHA)))
                .contains("without listening first").endsWith("Nobody schedules them.");
        assertThat(RoomStory.howTheySpeak(rules.withMode(MediumAccess.Mode.TDMA)))
                .contains("take turns by a fixed schedule").doesNotContain("Nobody schedules");
    }

    @Test
    void refusesWhatItDoesNotTell() {
        assertThat(run("agents", "--veterans", "5")[2])
                .isEqualTo("link1: --veterans must be in [1, 4]: 5\n");
        assertThat(run("agents", "--placement", "far")[2])
                .isEqualTo("link1: --placement must be near or spread: far\n");
        assertThat(run("agents", "--access", "token")[0]).isEqualTo("2");
        assertThat(run("agents", "--dialogue", "--access", "tdma")[2])
                .contains("--dialogue takes --access csma or aloha");
        assertThat(run("room-agent", "--frames", "2")[2])
                .contains("exactly one of --veteran J and --novice");
        assertThat(run("room-agent", "--veteran", "7")[0]).isEqualTo("2");
    }
}
