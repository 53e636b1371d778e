package echoai.link1.session;


import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.agent.WireChannel;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The reference table of NEXUS0.md ("Reference figures") for dev seeds 0..15: B's first-visit
 * harm per arm, T's and E5's postcards, B's gate vetoes in T. Also P3 in every arm and world.
 */
class ArmReferenceTableTest {
    private static final int SEEDS = 16;

    private static List<Integer> row(String text) {
        List<Integer> out = new ArrayList<>();
        for (String s : text.trim().split("\\s+")) {
            out.add(Integer.parseInt(s));
        }
        return out;
    }

    private static List<WorldResult> arm(Arm arm) {
        List<WorldResult> out = new ArrayList<>();
        for (int seed = 0; seed < SEEDS; seed++) {
            out.add(ArmRunner.run(seed, arm, new WireChannel()));
        }
        return out;
    }

    private static List<Integer> column(List<WorldResult> rs, ToIntFunction<WorldResult> f) {
        return rs.stream().map(f::applyAsInt).toList();
    }

    @ParameterizedTest(name = "arm {0}")
    @CsvSource({
        "S, 3 3 3 3 3 3 3 3 3 3 2 2 3 3 3 3",
        "T, 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0",
        "X, 3 3 3 3 3 3 3 3 2 3 2 2 3 3 3 3",
        "L, 3 3 3 1 3 3 3 1 3 3 3 2 1 2 2 3",
        "D, 3 3 3 2 2 1 3 2 2 2 3 3 3 2 3 2",
    })
    void firstVisitHarmPerArmMatchesTheReferenceTable(Arm arm, String expected) {
        List<WorldResult> rs = arm(arm);
        assertThat(column(rs, WorldResult::firstVisitHarm)).as("arm %s", arm)
                .isEqualTo(row(expected));
        assertThat(rs).as("P3 in arm %s", arm).allMatch(WorldResult::firewallHolds);
        assertThat(rs).allMatch(r -> r.postcardsLost() == 0 && r.acceptedCorrupt() == 0);
    }

    @Test
    void armTPostcardsAndVetoesMatchTheReferenceTable() {
        List<WorldResult> rs = arm(Arm.T);
        assertThat(column(rs, WorldResult::postcards))
                .isEqualTo(row("50 51 51 46 51 51 47 47 42 42 50 50 49 51 52 51"));
        assertThat(column(rs, WorldResult::gateVetoes))
                .isEqualTo(row("0 0 0 7 0 0 5 7 7 5 0 0 0 0 0 0"));
    }

    @Test
    void dialogueMatchesTheReferenceTable() {
        List<WorldResult> rs = new ArrayList<>();
        for (int seed = 0; seed < SEEDS; seed++) {
            rs.add(Dialogue.run(seed, new WireChannel()).result());
        }
        assertThat(column(rs, WorldResult::firstVisitHarm))
                .isEqualTo(row("0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0"));
        assertThat(column(rs, WorldResult::postcards))
                .isEqualTo(row("15 15 13 11 12 16 12 17 10 12 17 12 12 12 16 12"));
        assertThat(rs).as("P3 in E5").allMatch(WorldResult::firewallHolds);
    }
}
