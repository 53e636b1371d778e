package echoai.link1.bench.e9;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.rules.Verdict;
import echoai.link1.session.DiscoveryFigures;
import echoai.link1.session.E9World;
import echoai.link1.session.WorldResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * E9's predictions D1–D5 (docs/spec/E9.md) judged from made-up results, rule by rule: green at
 * each registered threshold, red one world beyond it — DISC better than S in too few worlds,
 * too few identified worlds within T + 1, one false identification in DISC-X or in DISC, DISC-X
 * worse than silence in too many worlds, TNEQ equal to S too seldom or better too often, B's
 * belief on its own member in too few worlds.
 */
class E9PredictionsTest {
    private static final int WORLDS = 64;
    /** Identified, on B's own member, every translation right. */
    private static final DiscoveryFigures RIGHT = new DiscoveryFigures("m", true, 10, 3, 200, 0,
            true, 1);
    /** Identified, but its belief ends elsewhere. */
    private static final DiscoveryFigures ASTRAY = new DiscoveryFigures("m", true, 10, 3, 200, 0,
            false, 2);
    /** Acted on one wrong translation. */
    private static final DiscoveryFigures FALSE = new DiscoveryFigures("m", true, 10, 3, 200, 1,
            false, 2);
    /** Never identified. */
    private static final DiscoveryFigures NEVER = new DiscoveryFigures("m", false, -1, 0, 0, 0,
            false, 9);

    /** A run like dev's: harm per arm and world, DISC's and DISC-X's discovery figures. */
    private static final class Run {
        final int worlds;
        final Map<String, int[]> harm = new LinkedHashMap<>();
        final DiscoveryFigures[] disc;
        final DiscoveryFigures[] discX;

        Run(int worlds) {
            this.worlds = worlds;
            harm.put("S", fill(3));
            harm.put("T", fill(0));
            harm.put("TNEQ", fill(3));
            harm.put("DISC", fill(0));
            harm.put("DISC-X", fill(3));
            harm.put("DISC-L", fill(1));
            disc = new DiscoveryFigures[worlds];
            discX = new DiscoveryFigures[worlds];
            Arrays.fill(disc, RIGHT);
            Arrays.fill(discX, NEVER);
        }

        private int[] fill(int h) {
            int[] a = new int[worlds];
            Arrays.fill(a, h);
            return a;
        }

        /** Sets {@code arm}'s harm to {@code h} in its first {@code count} worlds. */
        Run harm(String arm, int count, int h) {
            Arrays.fill(harm.get(arm), 0, count, h);
            return this;
        }

        Run disc(int count, DiscoveryFigures f) {
            Arrays.fill(disc, 0, count, f);
            return this;
        }

        Run discX(int count, DiscoveryFigures f) {
            Arrays.fill(discX, 0, count, f);
            return this;
        }

        E9Result result() {
            Map<String, E9Result.Arm> arms = new LinkedHashMap<>();
            harm.forEach((arm, h) -> {
                List<E9World> rows = new ArrayList<>();
                for (int w = 0; w < worlds; w++) {
                    DiscoveryFigures d = arm.equals("DISC") ? disc[w]
                            : arm.equals("DISC-X") ? discX[w]
                            : arm.equals("DISC-L") ? NEVER : null;
                    rows.add(new E9World(row(1000 + w, arm, h[w]), d));
                }
                arms.put(arm, E9Result.Arm.of(rows));
            });
            return new E9Result(1, "E9", "t", "eval", new E9Result.Config(256, 4, 11, 65_536,
                    "f", "p", "u", Map.of()), arms);
        }

        DiscoveryVerdicts judge() {
            return E9Predictions.judge(result());
        }
    }

    private static WorldResult row(long seed, String arm, int harm) {
        return new WorldResult(seed, arm, harm, harm, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                true, 0, WorldResult.LIFE_TURNS, WorldResult.LIFE_TURNS, 0, 0, "d");
    }

    @Test
    void aRunLikeDevIsGreenThroughout() {
        DiscoveryVerdicts v = new Run(WORLDS).judge();
        assertThat(List.of(v.d1(), v.d2(), v.d3(), v.d4(), v.d5(), v.d6(), v.d7()))
                .allMatch(p -> p.verdict() == Verdict.GREEN);
        assertThat(v.d1().numbers().better()).isEqualTo(WORLDS);
        assertThat(v.d2().numbers().identified()).isEqualTo(WORLDS);
    }

    @Test
    void d1GreenWhenDiscIsBetterThanSilenceIn48Of64WorldsRedIn47() {
        DiscoveryVerdicts at = new Run(WORLDS).harm("DISC", 16, 3).judge();
        assertThat(at.d1().numbers().rate()).isEqualByComparingTo("0.7500");
        assertThat(at.d1().verdict()).isEqualTo(Verdict.GREEN);
        DiscoveryVerdicts short1 = new Run(WORLDS).harm("DISC", 17, 3).judge();
        assertThat(short1.d1().numbers().better()).isEqualTo(47);
        assertThat(short1.d1().numbers().equal()).isEqualTo(17);
        assertThat(short1.d1().verdict()).isEqualTo(Verdict.RED);
    }

    @Test
    void d2RedWhenTooFewIdentifiedWorldsAreWithinTPlusOne() {
        // harm 2 against T's 0: outside T + 1, still better than silence
        DiscoveryVerdicts at = new Run(WORLDS).harm("DISC", 6, 2).judge();
        assertThat(at.d2().verdict()).isEqualTo(Verdict.GREEN);
        DiscoveryVerdicts short1 = new Run(WORLDS).harm("DISC", 7, 2).judge();
        assertThat(short1.d2().numbers().within()).isEqualTo(57);
        assertThat(short1.d2().numbers().rate()).isEqualByComparingTo("0.8906");
        assertThat(short1.d2().verdict()).isEqualTo(Verdict.RED);
        assertThat(short1.d1().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(new Run(10).harm("DISC", 1, 2).judge().d2().verdict())
                .as("9 of 10 is 90 %").isEqualTo(Verdict.GREEN);
        assertThat(new Run(10).harm("DISC", 2, 2).judge().d2().verdict())
                .isEqualTo(Verdict.RED);
    }

    @Test
    void d2CountsOnlyTheIdentifiedWorldsAndNeedsOne() {
        DiscoveryVerdicts unidentified = new Run(WORLDS).harm("DISC", 20, 2).disc(20, NEVER)
                .judge();
        assertThat(unidentified.d2().numbers().identified()).isEqualTo(44);
        assertThat(unidentified.d2().numbers().rate()).isEqualByComparingTo("1.0000");
        assertThat(unidentified.d2().verdict()).isEqualTo(Verdict.GREEN);
        DiscoveryVerdicts none = new Run(WORLDS).disc(WORLDS, NEVER).judge();
        assertThat(none.d2().verdict()).isEqualTo(Verdict.RED);
    }

    @Test
    void d3RedOnOneFalseIdentificationInDiscX() {
        DiscoveryVerdicts v = new Run(WORLDS).discX(1, FALSE).judge();
        assertThat(v.d3().numbers().falseDiscX()).isEqualTo(1);
        assertThat(v.d3().numbers().falseDisc()).isZero();
        assertThat(v.d3().verdict()).isEqualTo(Verdict.RED);
    }

    @Test
    void d3RedOnOneFalseIdentificationInDisc() {
        DiscoveryVerdicts v = new Run(WORLDS).disc(1, FALSE).judge();
        assertThat(v.d3().numbers().falseDisc()).isEqualTo(1);
        assertThat(v.d3().numbers().falseDiscX()).isZero();
        assertThat(v.d3().verdict()).isEqualTo(Verdict.RED);
        assertThat(v.d2().verdict()).isEqualTo(Verdict.GREEN);
    }

    @Test
    void d3GreenAtOneFalseIdentificationInAHundredWorldsRedAtTwo() {
        assertThat(new Run(100).disc(1, FALSE).discX(1, FALSE).judge().d3().verdict())
                .isEqualTo(Verdict.GREEN);
        assertThat(new Run(100).discX(2, FALSE).judge().d3().verdict())
                .isEqualTo(Verdict.RED);
        assertThat(new Run(100).disc(2, FALSE).judge().d3().verdict())
                .isEqualTo(Verdict.RED);
    }

    @Test
    void d3RedWhenDiscXIsWorseThanSilencePlusOneInMoreThanFivePercentOfWorlds() {
        // harm 5 against S's 3: beyond S + 1
        DiscoveryVerdicts at = new Run(WORLDS).harm("DISC-X", 3, 5).judge();
        assertThat(at.d3().numbers().withinSilence()).isEqualTo(61);
        assertThat(at.d3().verdict()).isEqualTo(Verdict.GREEN);
        DiscoveryVerdicts over = new Run(WORLDS).harm("DISC-X", 4, 5).judge();
        assertThat(over.d3().numbers().withinSilenceRate()).isEqualByComparingTo("0.9375");
        assertThat(over.d3().verdict()).isEqualTo(Verdict.RED);
        assertThat(new Run(100).harm("DISC-X", 5, 5).judge().d3().verdict())
                .as("95 of 100").isEqualTo(Verdict.GREEN);
        assertThat(new Run(WORLDS).harm("DISC-X", WORLDS, 4).judge().d3().verdict())
                .as("S + 1 is within").isEqualTo(Verdict.GREEN);
    }

    @Test
    void d4GreenAtNinetyPercentEqualAndFivePercentBetter() {
        // 20 worlds: 18 equal, 1 better, 1 worse
        DiscoveryVerdicts at = new Run(20).harm("TNEQ", 2, 4).harm("TNEQ", 1, 2).judge();
        assertThat(at.d4().numbers().equalRate()).isEqualByComparingTo("0.9000");
        assertThat(at.d4().numbers().betterRate()).isEqualByComparingTo("0.0500");
        assertThat(at.d4().verdict()).isEqualTo(Verdict.GREEN);
    }

    @Test
    void d4RedWhenTneqEqualsSilenceTooSeldom() {
        // 17 equal, 1 better, 2 worse
        DiscoveryVerdicts v = new Run(20).harm("TNEQ", 3, 4).harm("TNEQ", 1, 2).judge();
        assertThat(v.d4().numbers().equalRate()).isEqualByComparingTo("0.8500");
        assertThat(v.d4().verdict()).isEqualTo(Verdict.RED);
        assertThat(new Run(WORLDS).harm("TNEQ", 6, 4).judge().d4().verdict())
                .isEqualTo(Verdict.GREEN);
        assertThat(new Run(WORLDS).harm("TNEQ", 7, 4).judge().d4().verdict())
                .isEqualTo(Verdict.RED);
    }

    @Test
    void d4RedWhenTneqBeatsSilenceTooOften() {
        // 18 equal, 2 better
        DiscoveryVerdicts v = new Run(20).harm("TNEQ", 2, 2).judge();
        assertThat(v.d4().numbers().equalRate()).isEqualByComparingTo("0.9000");
        assertThat(v.d4().numbers().betterRate()).isEqualByComparingTo("0.1000");
        assertThat(v.d4().verdict()).isEqualTo(Verdict.RED);
        assertThat(new Run(WORLDS).harm("TNEQ", 3, 2).judge().d4().verdict())
                .isEqualTo(Verdict.GREEN);
        assertThat(new Run(WORLDS).harm("TNEQ", 4, 2).judge().d4().verdict())
                .isEqualTo(Verdict.RED);
    }

    @Test
    void d5RedWhenBsBeliefEndsOnItsOwnMemberInTooFewWorlds() {
        DiscoveryVerdicts at = new Run(WORLDS).disc(6, ASTRAY).judge();
        assertThat(at.d5().verdict()).isEqualTo(Verdict.GREEN);
        DiscoveryVerdicts short1 = new Run(WORLDS).disc(7, ASTRAY).judge();
        assertThat(short1.d5().numbers().right()).isEqualTo(57);
        assertThat(short1.d5().verdict()).isEqualTo(Verdict.RED);
        assertThat(new Run(10).disc(1, ASTRAY).judge().d5().verdict())
                .as("9 of 10").isEqualTo(Verdict.GREEN);
    }

    @Test
    void d5CountsAMemberReachedWithoutAnIdentificationAsNotRight() {
        DiscoveryFigures unacted = new DiscoveryFigures("m", false, -1, 0, 0, 0, true, 1);
        DiscoveryVerdicts v = new Run(WORLDS).disc(7, unacted).judge();
        assertThat(v.d5().numbers().identified()).isEqualTo(57);
        assertThat(v.d5().numbers().right()).isEqualTo(57);
        assertThat(v.d5().verdict()).isEqualTo(Verdict.RED);
    }
}
