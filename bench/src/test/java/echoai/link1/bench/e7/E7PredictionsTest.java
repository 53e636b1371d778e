package echoai.link1.bench.e7;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.Json;
import echoai.link1.bench.rules.Uncertainty;
import echoai.link1.bench.rules.Verdict;
import echoai.link1.session.RoomAirCounts;
import echoai.link1.session.WorldResult;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * E7's predictions M1–M5 (docs/spec/E7.md) judged from made-up results, rule by rule: green at
 * each registered threshold, red one step beyond it (a collision too many, a goodput ratio a
 * ten-thousandth short, a world too few, one dialogue world with as many postcards as T's
 * broadcast, one corrupt frame accepted in an arm no other rule reads), and pending without the
 * arms the rules name.
 */
class E7PredictionsTest {
    private static final int WORLDS = 64;
    private static final BigDecimal ONE = new BigDecimal("1.000");
    private static final RoomAirCounts QUIET = new RoomAirCounts(0, 0, 0, 0, 0, 0,
            BigDecimal.ZERO, 0, 0, 0, 0, 0, BigDecimal.ZERO, BigDecimal.ZERO, 0, 0, 0);

    /** An arm's summary; only the figures M1–M5 read vary. */
    private static E7Result.Summary summary(int worlds, long sent, long collisions,
                                            String vsTdma, int equalT, int withinT, int fewerT,
                                            long accepted) {
        BigDecimal ratio = vsTdma == null ? null : new BigDecimal(vsTdma);
        return new E7Result.Summary(worlds, sent, sent, sent - collisions, collisions, 0,
                collisions, Json.ratio(collisions, sent, 4),
                Uncertainty.wilson95(collisions, sent), sent, sent, accepted, accepted, ONE,
                new BigDecimal("0.1720"), ratio, ratio, null, 0, equalT, withinT, fewerT, worlds,
                0, 0);
    }

    /** The crowd's summary: {@code collisions} of {@code sent}, its ratio, worlds equal T. */
    private static E7Result.Summary crowd(long sent, long collisions, String vsTdma,
                                          int equalT) {
        return summary(WORLDS, sent, collisions, vsTdma, equalT, WORLDS, 0, 0);
    }

    /** The dialogue's summary: worlds within T + 1, worlds with fewer postcards than T. */
    private static E7Result.Summary dialogue(int withinT, int fewerT) {
        return summary(WORLDS, 214, 0, null, WORLDS, withinT, fewerT, 0);
    }

    /** Dev's figures (80 of 3 099 collided, 0.8293 of the bound, every world passing). */
    private static final E7Result.Summary DEV_CROWD = crowd(3099, 80, "0.8293", WORLDS);
    private static final E7Result.Summary DEV_DIALOGUE = dialogue(WORLDS, WORLDS);

    private static WorldResult world(long seed, String arm, int postcards) {
        return new WorldResult(seed, arm, 0, 0, 0, 0, 20, 0, postcards, 0, 0, 0, 0, 0, 0, 0, 0,
                true, 0, WorldResult.LIFE_TURNS, WorldResult.LIFE_TURNS, 0, 0, "d");
    }

    /** The dialogue's rows: the first {@code fewer} worlds with 3 postcards, the rest 12. */
    private static List<E7Result.Row> dialogueRows(int worlds, int fewer) {
        List<E7Result.Row> rows = new ArrayList<>();
        for (int w = 0; w < worlds; w++) {
            WorldResult b = world(1000 + w, E7Predictions.DIALOGUE, w < fewer ? 3 : 12);
            rows.add(new E7Result.Row(b, QUIET, null, 0, 12));
        }
        return rows;
    }

    private static E7Result.Arm arm(String name, E7Result.Summary s, List<E7Result.Row> rows) {
        String[] parts = name.split(":");
        return new E7Result.Arm(name, parts[0], parts[1], parts[2], Integer.parseInt(parts[3]),
                parts[4], s, rows);
    }

    /** The TDMA bound, the crowd, ALOHA ({@code alohaAccepted} corrupt) and the dialogue. */
    private static E7Result result(E7Result.Summary crowd, E7Result.Summary dialogue,
                                   long alohaAccepted) {
        List<E7Result.Arm> arms = List.of(
                arm(E7Predictions.CROWD_TDMA, summary(WORLDS, 2900, 0, null, WORLDS, WORLDS, 0,
                        0), List.of()),
                arm(E7Predictions.CROWD, crowd, List.of()),
                arm("claims:r:near:4:aloha", summary(WORLDS, 4000, 3980, null, 0, 0, 0,
                        alohaAccepted), List.of()),
                arm(E7Predictions.DIALOGUE, dialogue, dialogueRows(dialogue.worlds(),
                        dialogue.fewerPostcardsThanT())));
        E7Result.Config config = new E7Result.Config("living", new BigDecimal("0.5"), "white",
                new BigDecimal("30.0"), "d", 512, 2, 32, 0, 0, 0, 0, 0, 0, 3, 0, List.of("near"),
                "v", "s");
        return new E7Result(1, "E7", "t", "eval", config, List.of(), arms, List.of());
    }

    private static E7Verdicts judge(E7Result.Summary crowd, E7Result.Summary dialogue) {
        return E7Predictions.judge(result(crowd, dialogue, 0));
    }

    @Test
    void aRunLikeDevIsGreenThroughout() {
        E7Verdicts v = judge(DEV_CROWD, DEV_DIALOGUE);
        assertThat(List.of(v.m1(), v.m2(), v.m3(), v.m4(), v.m5(), v.m6()))
                .allMatch(p -> p.verdict() == Verdict.GREEN);
        assertThat(v.m1().numbers().rate()).isEqualByComparingTo("0.0258");
        assertThat(v.m4().numbers().worldsOverT()).isEmpty();
        assertThat(v.m5().numbers().arms()).isEqualTo(4);
    }

    @Test
    void m1GreenAtFivePercentCollisionsRedJustAbove() {
        E7Verdicts at = judge(crowd(100, 5, "0.8293", WORLDS), DEV_DIALOGUE);
        assertThat(at.m1().numbers().rate()).isEqualByComparingTo("0.0500");
        assertThat(at.m1().verdict()).isEqualTo(Verdict.GREEN);
        E7Verdicts none = judge(crowd(100, 0, "0.8293", WORLDS), DEV_DIALOGUE);
        assertThat(none.m1().verdict()).isEqualTo(Verdict.GREEN);
        E7Verdicts over = judge(crowd(10_000, 501, "0.8293", WORLDS), DEV_DIALOGUE);
        assertThat(over.m1().numbers().rate()).isEqualByComparingTo("0.0501");
        assertThat(over.m1().verdict()).isEqualTo(Verdict.RED);
        assertThat(over.m2().verdict()).isEqualTo(Verdict.GREEN);
    }

    @Test
    void m2GreenAtEightTenthsOfTheTdmaBoundRedJustBelowOrWithoutIt() {
        assertThat(judge(crowd(3099, 80, "0.8000", WORLDS), DEV_DIALOGUE).m2().verdict())
                .isEqualTo(Verdict.GREEN);
        E7Verdicts below = judge(crowd(3099, 80, "0.7999", WORLDS), DEV_DIALOGUE);
        assertThat(below.m2().verdict()).isEqualTo(Verdict.RED);
        assertThat(below.m2().numbers().ratio()).isEqualByComparingTo("0.7999");
        assertThat(below.m1().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(judge(crowd(3099, 80, null, WORLDS), DEV_DIALOGUE).m2().verdict())
                .isEqualTo(Verdict.RED);
    }

    @Test
    void m3GreenWhenHarmEqualsTsIn58Of64WorldsRedIn57() {
        E7Verdicts at = judge(crowd(3099, 80, "0.8293", 58), DEV_DIALOGUE);
        assertThat(at.m3().verdict()).isEqualTo(Verdict.GREEN);
        E7Verdicts short1 = judge(crowd(3099, 80, "0.8293", 57), DEV_DIALOGUE);
        assertThat(short1.m3().verdict()).isEqualTo(Verdict.RED);
        assertThat(short1.m3().numbers().share()).isEqualByComparingTo("0.8906");
        // exactly 90 % is enough
        E7Result.Summary nine = summary(10, 3099, 80, "0.8293", 9, 10, 0, 0);
        assertThat(judge(nine, DEV_DIALOGUE).m3().numbers().share())
                .isEqualByComparingTo("0.9000");
        assertThat(judge(nine, DEV_DIALOGUE).m3().verdict()).isEqualTo(Verdict.GREEN);
    }

    @Test
    void m4RedWhenHarmIsWithinTPlusOneInTooFewWorlds() {
        assertThat(judge(DEV_CROWD, dialogue(58, WORLDS)).m4().verdict())
                .isEqualTo(Verdict.GREEN);
        E7Verdicts short1 = judge(DEV_CROWD, dialogue(57, WORLDS));
        assertThat(short1.m4().verdict()).isEqualTo(Verdict.RED);
        assertThat(short1.m4().numbers().worldsOverT()).isEmpty();
        E7Result.Summary nine = summary(10, 214, 0, null, 10, 9, 10, 0);
        assertThat(judge(DEV_CROWD, nine).m4().verdict()).isEqualTo(Verdict.GREEN);
        E7Result.Summary eight = summary(10, 214, 0, null, 10, 8, 10, 0);
        assertThat(judge(DEV_CROWD, eight).m4().verdict()).isEqualTo(Verdict.RED);
    }

    @Test
    void m4RedWhenOneWorldSendsAsManyPostcardsAsTsBroadcast() {
        E7Verdicts one = judge(DEV_CROWD, dialogue(WORLDS, WORLDS - 1));
        assertThat(one.m4().numbers().harm().share()).isEqualByComparingTo("1.0000");
        assertThat(one.m4().numbers().fewerPostcards().passing()).isEqualTo(WORLDS - 1);
        assertThat(one.m4().numbers().worldsOverT()).containsExactly(1063L);
        assertThat(one.m4().verdict()).isEqualTo(Verdict.RED);
    }

    @Test
    void m5RedWhenAnyArmAcceptsOneCorruptFrame() {
        E7Verdicts v = E7Predictions.judge(result(DEV_CROWD, DEV_DIALOGUE, 1));
        assertThat(v.m5().verdict()).isEqualTo(Verdict.RED);
        assertThat(v.m5().numbers().acceptedCorrupt()).containsExactly(
                Map.entry("claims:r:near:4:aloha", 1L));
        assertThat(List.of(v.m1(), v.m2(), v.m3(), v.m4()))
                .allMatch(p -> p.verdict() == Verdict.GREEN);
        E7Verdicts crowd = judge(summary(WORLDS, 3099, 80, "0.8293", WORLDS, WORLDS, 0, 1),
                DEV_DIALOGUE);
        assertThat(crowd.m5().verdict()).isEqualTo(Verdict.RED);
    }

    @Test
    void withoutTheCrowdOrTheDialogueEveryVerdictIsPending() {
        E7Result full = result(DEV_CROWD, DEV_DIALOGUE, 0);
        E7Result noDialogue = new E7Result(1, "E7", "t", "eval", full.config(), List.of(),
                full.arms().subList(0, 3), List.of());
        E7Verdicts v = E7Predictions.judge(noDialogue);
        assertThat(List.of(v.m1(), v.m2(), v.m3(), v.m4(), v.m5(), v.m6()))
                .allMatch(p -> p.verdict() == Verdict.PENDING);
        assertThat(v.m4().why()).contains(E7Predictions.DIALOGUE);
    }

    @Test
    void withoutTheCrowdEveryVerdictIsPendingAndSaysSo() {
        E7Result full = result(DEV_CROWD, DEV_DIALOGUE, 0);
        E7Result noCrowd = new E7Result(1, "E7", "t", "eval", full.config(), List.of(),
                full.arms().stream().filter(a -> !a.arm().equals(E7Predictions.CROWD)).toList(),
                List.of());
        E7Verdicts v = E7Predictions.judge(noCrowd);
        assertThat(List.of(v.m1(), v.m2(), v.m3(), v.m4(), v.m5(), v.m6()))
                .allMatch(p -> p.verdict() == Verdict.PENDING);
        assertThat(v.m1().why()).isEqualTo("E7.json lacks " + E7Predictions.CROWD);
    }

    /** M5's figures: frames over every arm, and each arm's corrupt frames by what they passed. */
    @Test
    void m5CountsFramesOverEveryArmAndNamesEachArmThatLetACorruptFrameBy() {
        E7Verdicts dev = judge(DEV_CROWD, DEV_DIALOGUE);
        // 2 900 (TDMA) + 3 099 (the crowd) + 4 000 (ALOHA) + 214 (the dialogue)
        assertThat(dev.m5().numbers()).isEqualTo(new E7Verdicts.Corrupt(4, 10_213, Map.of(),
                Map.of()));
        E7Verdicts one = E7Predictions.judge(result(DEV_CROWD, DEV_DIALOGUE, 1));
        assertThat(one.m5().numbers().corruptPassedCrc()).containsExactly(
                Map.entry("claims:r:near:4:aloha", 1L));
    }

    private static WorldResult failing(long seed, String arm) {
        return new WorldResult(seed, arm, 0, 0, 0, 0, 20, 0, 3, 0, 0, 0, 0, 1, 0, 0, 0, true, 0,
                WorldResult.LIFE_TURNS, WorldResult.LIFE_TURNS, 0, 0, "d");
    }

    /** M6: green over the dialogue's 64 rows; red on one failing row, in an arm or by wire. */
    @Test
    void m6RedWhenOneWorldOfAnArmOrOfAWireReferenceBreaksAGuard() {
        E7Verdicts dev = judge(DEV_CROWD, DEV_DIALOGUE);
        assertThat(dev.m6().numbers()).isEqualTo(new E7Verdicts.Firewall(4, WORLDS, List.of()));
        E7Result full = result(DEV_CROWD, DEV_DIALOGUE, 0);
        List<E7Result.Row> rows = new ArrayList<>(dialogueRows(WORLDS, WORLDS));
        rows.set(5, new E7Result.Row(failing(1005, E7Predictions.DIALOGUE), QUIET, null, 0, 12));
        List<E7Result.Arm> arms = new ArrayList<>(full.arms().subList(0, 3));
        arms.add(arm(E7Predictions.DIALOGUE, DEV_DIALOGUE, rows));
        E7Verdicts inArm = E7Predictions.judge(new E7Result(1, "E7", "t", "eval", full.config(),
                List.of(), arms, List.of()));
        assertThat(inArm.m6().verdict()).isEqualTo(Verdict.RED);
        assertThat(inArm.m6().numbers().failing()).containsExactly(E7Predictions.DIALOGUE);
        assertThat(inArm.m5().verdict()).isEqualTo(Verdict.GREEN);
        List<WorldResult> t = List.of(world(1000, "T", 12), world(1001, "T", 12));
        List<WorldResult> s = List.of(world(1000, "S", 0), failing(1001, "S"));
        E7Verdicts byWire = E7Predictions.judge(new E7Result(1, "E7", "t", "eval", full.config(),
                List.of(wire("T", t), wire("S", s)), full.arms(), List.of()));
        assertThat(byWire.m6().verdict()).isEqualTo(Verdict.RED);
        assertThat(byWire.m6().numbers()).isEqualTo(new E7Verdicts.Firewall(6, WORLDS + 4,
                List.of("S")));
        E7Verdicts wireHolds = E7Predictions.judge(new E7Result(1, "E7", "t", "eval",
                full.config(), List.of(wire("T", t)), full.arms(), List.of()));
        assertThat(wireHolds.m6().verdict()).isEqualTo(Verdict.GREEN);
    }

    private static E7Result.WireArm wire(String name, List<WorldResult> worlds) {
        echoai.link1.bench.arms.ArmResult r = echoai.link1.bench.arms.ArmResult.of(worlds);
        return new E7Result.WireArm(name, echoai.link1.bench.arms.ArmSummary.of(r), r);
    }

    /** M6 with no world row at all (no arm kept its rows, no wire reference) is red. */
    @Test
    void m6RedWithoutAnyRowToCheck() {
        E7Result full = result(DEV_CROWD, DEV_DIALOGUE, 0);
        List<E7Result.Arm> arms = new ArrayList<>(full.arms().subList(0, 3));
        arms.add(arm(E7Predictions.DIALOGUE, DEV_DIALOGUE, List.of()));
        E7Verdicts v = E7Predictions.judge(new E7Result(1, "E7", "t", "eval", full.config(),
                List.of(), arms, List.of()));
        assertThat(v.m6().numbers().worldRows()).isZero();
        assertThat(v.m6().verdict()).isEqualTo(Verdict.RED);
    }
}
