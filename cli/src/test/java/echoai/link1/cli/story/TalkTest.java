package echoai.link1.cli.story;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.agent.TalkingAgent;
import echoai.link1.agent.WireChannel;
import echoai.link1.room.RoomKind;
import echoai.link1.session.AirChannel;
import echoai.link1.session.Arm;
import echoai.link1.session.ArmRunner;
import echoai.link1.session.WorldResult;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The talk story and its events agree with the E4 figures; one phrase per event. */
class TalkTest {
    @Test
    void theStorysEventsAreTheFiguresOfEveryDevWorldAndArm() {
        for (int seed = 0; seed < 16; seed++) {
            for (Arm arm : Arm.values()) {
                Talk.Story s = Talk.wire(seed, arm);
                TalkingAgent b = s.listener();
                WorldResult r = s.result();
                assertThat(r).isEqualTo(ArmRunner.run(seed, arm, new WireChannel()));
                assertThat(Visit.diversions(b)).as("seed %d arm %s", seed, arm)
                        .hasSize(r.diversions()).allMatch(Visit::diverted);
                assertThat(Visit.harmfulFirstVisits(b)).as("seed %d arm %s", seed, arm)
                        .hasSize(r.firstVisitHarm()).allMatch(Visit::hurt);
            }
        }
    }

    @Test
    void aDiversionSaysWhichTestimonyTheRuleUsed() {
        List<String> lines = Narration.lines(Talk.wire(3, Arm.T));
        // each term said plainly the first time (issue 37, item 9)
        assertThat(lines.get(0)).startsWith("world(3), arm T (truth: its true claims): A lived"
                + " 256 turns, then said 46 CLAIMs by wire, each a site's referent (its name), an"
                + " action and V, how that went for A (-100..100); 3 of them say V < 0, it hurt:");
        assertThat(lines.get(1 + 3)).contains("10 diversions (turns where testimony changed what"
                + " B chose) at 3 sites, 7 gate vetoes (its own rule refusing an action that hurt"
                + " it in the last 32 turns)");
        // plain AVOID was tried by B, so only A's word on WAIT moved it
        assertThat(lines).contains("  t=9   cell 6  THREAT ref 0xae94: would AVOID, but A said"
                + " WAIT V=5, so it proposes WAIT -> WAIT, reward 0");
        assertThat(lines).contains("first-visit harm 0, the cells that hurt B the first time it"
                + " acted there (hurt on 5 turns in all, return 80)");
        assertThat(lines.get(lines.size() - 1)).startsWith("P3 holds (P3: nothing B heard may"
                + " become one of its facts): false_facts 0, destroyed 0,"
                + " cortex_calls 0, testimony_core_writes 0, replay_matches true,"
                + " unexplained_diversions 0 (guards ran: oracle_turns 256, audited_turns 256,"
                + " digest_checked_bytes ");
    }

    @Test
    void silenceIsHurtAtTheSameCellsTheDemoTells() {
        List<String> talk = Narration.lines(Talk.wire(0, Arm.S));
        List<String> demo = Narration.lines(Demo.run(0, new WireChannel()));
        String hurt = "cell 10 THREAT ref 0x3117: proposes APPROACH -> APPROACH, reward -50  HURT";
        assertThat(talk).anyMatch(l -> l.endsWith(hurt));
        assertThat(demo).anyMatch(l -> l.endsWith(hurt));
        assertThat(talk).contains("first-visit harm 3, the cells that hurt B the first time it"
                + " acted there (hurt on 7 turns in all, return 370):");
    }

    @Test
    void theDialogueListsItsExchanges() {
        Talk.Story s = Talk.dialogue(0);
        assertThat(s.arm()).isEmpty();
        List<String> lines = Narration.lines(s);
        assertThat(lines.get(0)).isEqualTo("world(0), E5 dialogue by wire (B asks about the sites"
                + " it has not tried, A answers): B asked 6 times, A answered with 15 postcards in"
                + " all (ASKs included)");
        assertThat(lines.get(1)).isEqualTo("  t=1 B: ASK ref 0x7e76  A: CLAIM APPROACH V=-43 C=30");
    }

    @Test
    void longListsAreCut() {
        List<String> lines = Narration.lines(Talk.dialogue(0));
        assertThat(lines).contains("  ... and 2 more");
        assertThat(lines.stream().filter(l -> l.startsWith("  t=") && l.contains("would")))
                .hasSize(Narration.MAX_LIST_ITEMS);
    }

    @Test
    void theDemoNamesArmA10OnlyWhenItsChannelIsThatArm() {
        String note = "(The echo room at 10 dB with this seed is arm A10 of E4 in this world:";
        Demo.Story wire = Demo.run(0, new WireChannel());
        assertThat(Narration.lines(wire)).noneMatch(l -> l.contains(note));
        assertThat(Narration.lines(told(wire, Demo.air(0, RoomKind.ECHO, 10))))
                .anyMatch(l -> l.contains(note));
        assertThat(Narration.lines(told(wire, Demo.air(0, RoomKind.ECHO, 0))))
                .noneMatch(l -> l.contains(note));
        assertThat(Narration.lines(told(wire, Demo.air(1, RoomKind.ECHO, 10))))
                .as("another world's seed").noneMatch(l -> l.contains(note));
        assertThat(Demo.air(0, RoomKind.ECHO, 10).name()).isEqualTo("air: modem profile K1 (one"
                + " tone a 40 ms slot, the original; 2.8 s a postcard) -> simulated echo room at"
                + " 10 dB SNR -> streaming demodulator");
        assertThat(Demo.air(0, RoomKind.ECHO, -12.5).name()).contains("at -12.5 dB SNR");
    }

    /** The story {@code s} as if {@code channel} had carried it (the note reads the channel). */
    private static Demo.Story told(Demo.Story s, AirChannel channel) {
        return new Demo.Story(s.seed(), s.world(), s.veteran(), s.sent(), channel, s.heard(),
                s.listener(), s.silent(), s.told(), s.alone());
    }
}
