package echoai.link1.cli.story;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.agent.Channel;
import echoai.link1.agent.WireChannel;
import echoai.link1.frame.LinkFrame;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The demo's story of dev world 0 by wire agrees with the E4 figures of that world. */
class DemoTest {
    @Test
    void worldZeroByWire() {
        Demo.Story s = Demo.run(0, new WireChannel());
        assertThat(s.told().firstVisitHarm()).isZero();
        assertThat(s.alone().firstVisitHarm()).isEqualTo(3);
        assertThat(s.told().firewallHolds()).isTrue();
        List<String> lines = Narration.lines(s);
        String text = String.join("\n", lines);
        assertThat(text).contains(".N........T.GG........GT........")
                .contains("hurt on 7 turns, return 370 (its rewards summed), 50 (site, action)"
                        + " pairs tried")
                .contains("B receives 50 of 50 frames byte-exact (0 lost, 0 corrupt accepted)")
                .contains("First-visit harm (the cells that hurt B the first time it acted"
                        + " there): 0 with A's testimony, 3 without.");
        // B is diverted at the threat of cell 10, the silent B is hurt there
        assertThat(text).containsPattern("cell 10 THREAT ref 0x3117: would APPROACH, but A said "
                + "APPROACH V=-\\d+ and AVOID V=\\d+, so it proposes AVOID -> AVOID, reward 0");
        assertThat(lines.get(lines.size() - 2)).isEqualTo("   Nothing B heard became one of its"
                + " facts: what it knows of the world holds only what it saw and did itself, none"
                + " of it false, and each time it followed A's word the listening rule allowed"
                + " it.");
        assertThat(lines.get(lines.size() - 1)).isEqualTo("   P3 guards (the checks behind that"
                + " sentence, rule P3 of the contract): false_facts 0,"
                + " destroyed 0, cortex_calls 0, testimony_core_writes 0, replay_matches true,"
                + " unexplained_diversions 0; guards ran: oracle_turns 256, audited_turns 256,"
                + " digest_checked_bytes 1100 of heard_bytes 1100.");
        assertThat(text).containsPattern("cell 10 THREAT ref 0x3117: proposes APPROACH -> "
                + "APPROACH, reward -50  HURT");
    }

    @Test
    void aChannelThatLosesEverythingLeavesBAlone() {
        Demo.Story s = Demo.run(0, new echoai.link1.agent.Channel() {
            @Override
            public String name() {
                return "nothing arrives";
            }

            @Override
            public byte[] carry(List<echoai.link1.frame.LinkFrame> frames) {
                return new byte[0];
            }
        });
        assertThat(s.told().postcardsLost()).isEqualTo(50);
        assertThat(s.told().firstVisitHarm()).isEqualTo(s.alone().firstVisitHarm());
        assertThat(String.join("\n", Narration.lines(s))).contains("channel: nothing arrives")
                .contains("B receives 0 of 50 frames");
    }
}
