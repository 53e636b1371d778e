package echoai.link1.bench.understandingrooms;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.Json;
import echoai.link1.bench.air.RoomsCase;
import echoai.link1.bench.arms.ArmResult;
import echoai.link1.bench.arms.ArmSummary;
import echoai.link1.bench.e2rooms.E2RoomsVerdicts;
import echoai.link1.bench.registry.Bench;
import echoai.link1.bench.registry.V2File;
import echoai.link1.bench.rules.Verdict;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult.RoomsArm;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult.WireArm;
import echoai.link1.modem.AirProfile;
import echoai.link1.session.WorldResult;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntUnaryOperator;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * U1–U5 of docs/spec/LINK1-v2.md (V2-2) judged from synthetic understanding-rooms records: green
 * when every figure agrees with the registration, each one red when its own figure breaks, and
 * U2–U4 green at their thresholds and red one world beyond (harm equal to silence's, a ratio
 * exactly 0.10 off, 90 % of worlds within T + 1; a range further or shorter than registered).
 */
class V2RoomsPredictionsTest {
    private static final int WORLDS = 100;
    private static final int SILENCE = 3;

    private static WorldResult row(String arm, long seed, int fvh, int accepted, int oracle) {
        return new WorldResult(seed, arm, fvh, fvh, 0, 0, 20, 0, 50, 0, accepted, accepted, 0, 0,
                0, 0, 0, true, 0, oracle, WorldResult.LIFE_TURNS, 0, 0, "d");
    }

    /** {@code total} harm over the worlds, by ones (near) or by threes (beyond the range). */
    private static List<WorldResult> worlds(String arm, long total, boolean byThrees) {
        List<WorldResult> out = new ArrayList<>();
        long left = total;
        for (int w = 0; w < WORLDS; w++) {
            int h = (int) Math.min(left, byThrees ? SILENCE : 1);
            left -= h;
            out.add(row(arm, w, h, 0, WorldResult.LIFE_TURNS));
        }
        assertThat(left).as("harm %d fits %d worlds", total, WORLDS).isZero();
        return out;
    }

    private static WireArm wire(String arm, int harmEach) {
        List<WorldResult> rows = new ArrayList<>();
        for (int w = 0; w < WORLDS; w++) {
            rows.add(row(arm, w, harmEach, 0, WorldResult.LIFE_TURNS));
        }
        ArmResult r = ArmResult.of(rows);
        return new WireArm(arm, "claims", ArmSummary.of(r), r);
    }

    private static RoomsArm arm(RoomsCase c, String mode, AirProfile p, List<WorldResult> rows) {
        ArmResult r = ArmResult.of(rows);
        return new RoomsArm(UnderstandingRooms.armName(mode, p, c), mode, c.point().name(),
                Json.fixed(c.point().rt60S(), 1), Json.fixed(c.point().distanceM(), 1),
                c.background().label(), Json.fixed(c.snrDb(), 1), c.devicesLabel(), p.label(),
                ArmSummary.of(r), r);
    }

    /** Every arm as registered, rows passed through {@code edit} (by arm name). */
    static RoomsUnderstandingResult result(UnaryOperator<RoomsArm> edit) {
        List<RoomsArm> arms = new ArrayList<>();
        for (RoomsCase c : UnderstandingRooms.grid()) {
            for (String mode : List.of(UnderstandingRooms.CLAIMS, UnderstandingRooms.DIALOGUE)) {
                for (AirProfile p : UnderstandingRooms.PROFILES) {
                    String name = UnderstandingRooms.armName(mode, p, c);
                    V2RoomsRegistration.Registered reg = V2RoomsRegistration.RATIOS.get(name);
                    BigDecimal ratio = reg == null ? BigDecimal.ZERO : reg.ratio();
                    long total = ratio.multiply(BigDecimal.valueOf((long) WORLDS * SILENCE))
                            .setScale(0, java.math.RoundingMode.HALF_UP).longValueExact();
                    boolean beyond = c.point().distanceM() > V2RoomsRegistration
                            .range(p.label()).doubleValue();
                    arms.add(edit.apply(arm(c, mode, p, worlds(name, total, beyond))));
                }
            }
        }
        return new RoomsUnderstandingResult(1, "understanding-rooms", "t", "eval",
                new RoomsUnderstandingResult.Config(256, 3, List.of("k1", "r"), "d", "s"),
                List.of(wire("S", SILENCE), wire("T", 0), wire("E5", 0)), arms);
    }

    private static RoomsArm replaceRow(RoomsArm a, int world, WorldResult row) {
        List<WorldResult> rows = new ArrayList<>(a.result().worlds());
        rows.set(world, row);
        ArmResult r = ArmResult.of(rows);
        return new RoomsArm(a.arm(), a.mode(), a.point(), a.rt60S(), a.distanceM(),
                a.background(), a.snrDb(), a.devices(), a.profile(), ArmSummary.of(r), r);
    }

    @Test
    void everyClaimsArmIsRegistered() {
        long claims = result(a -> a).arms().stream().filter(a -> a.mode().equals("claims"))
                .count();
        assertThat(V2RoomsRegistration.RATIOS).hasSize((int) claims);
        for (RoomsArm a : result(a -> a).arms()) {
            if (a.mode().equals("claims")) {
                assertThat(V2RoomsRegistration.RATIOS).containsKey(a.arm());
            }
        }
    }

    @Test
    void greenWhenEveryFigureAgreesWithTheRegistration() {
        RoomsVerdicts v = V2RoomsPredictions.judge(result(a -> a));
        assertThat(v.u1().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(v.u2().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(v.u3().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(v.u4().verdict()).as("%s", v.u4().numbers()).isEqualTo(Verdict.GREEN);
        assertThat(v.u5().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(v.u4().numbers().profiles()).extracting(RoomsVerdicts.ProfileRange::observed)
                .containsExactly(V2RoomsRegistration.range("k1"), V2RoomsRegistration.range("r"));
        assertThat(v.u5().numbers().worldRows()).isEqualTo(WORLDS * (3 + 24));
    }

    @Test
    void oneAcceptedCorruptFrameTurnsU1Red() {
        RoomsVerdicts v = V2RoomsPredictions.judge(result(a -> a.mode().equals("dialogue")
                && a.profile().equals("r") ? replaceRow(a, 7, row(a.arm(), 7, 0, 1, 256)) : a));
        assertThat(v.u1().verdict()).isEqualTo(Verdict.RED);
        assertThat(v.u1().numbers().acceptedCorrupt()).containsEntry("r", 6L);
        assertThat(v.u3().verdict()).isEqualTo(Verdict.GREEN);
    }

    @Test
    void anArmWorseThanSilenceTurnsU2RedAndAShiftedRatioU3() {
        String far = "A:k1:living-rt0.8-2m/white/30dB";
        RoomsVerdicts v = V2RoomsPredictions.judge(result(a -> {
            if (!a.arm().equals(far)) {
                return a;
            }
            RoomsArm out = a;
            for (int w = 0; w < WORLDS; w++) {
                out = replaceRow(out, w, row(far, w, w == 0 ? SILENCE + 1 : SILENCE, 0, 256));
            }
            return out;
        }));
        assertThat(v.u2().verdict()).isEqualTo(Verdict.RED);
        assertThat(v.u2().numbers().over()).containsExactly(far);
        assertThat(v.u2().numbers().arms()).filteredOn(a -> a.arm().equals(far)).singleElement()
                .satisfies(a -> assertThat(a.signTest().more()).isEqualTo(1));
        String near = "A:k1:living-rt0.5-0.5m/white/30dB";
        RoomsVerdicts shifted = V2RoomsPredictions.judge(result(a -> {
            if (!a.arm().equals(near)) {
                return a;
            }
            RoomsArm out = a;
            for (int w = 0; w < 34; w++) {
                out = replaceRow(out, WORLDS - 1 - w, row(near, WORLDS - 1 - w,
                        a.result().worlds().get(WORLDS - 1 - w).firstVisitHarm() + 1, 0, 256));
            }
            return out;
        }));
        assertThat(shifted.u3().verdict()).isEqualTo(Verdict.RED);
        assertThat(shifted.u3().numbers().points()).filteredOn(p -> !p.within())
                .extracting(RoomsVerdicts.PointPrediction::arm).containsExactly(near);
    }

    @Test
    void aWorseNearPointOrAFailedGuardTurnsU4OrU5Red() {
        String near = "A:r:living-rt0.5-0.5m/white/30dB";
        RoomsVerdicts v = V2RoomsPredictions.judge(result(a -> {
            if (!a.arm().equals(near)) {
                return a;
            }
            RoomsArm out = a;
            for (int w = 0; w < 11; w++) {
                out = replaceRow(out, w, row(near, w, 2, 0, 256));
            }
            return out;
        }));
        assertThat(v.u4().verdict()).isEqualTo(Verdict.RED);
        assertThat(v.u4().numbers().profiles().get(1).observed()).isEqualByComparingTo("0");
        RoomsVerdicts guard = V2RoomsPredictions.judge(result(a -> a.arm().equals(near)
                ? replaceRow(a, 5, row(near, 5, 0, 0, 255)) : a));
        assertThat(guard.u5().verdict()).isEqualTo(Verdict.RED);
        assertThat(guard.u5().numbers().failing()).containsExactly(near + "@5");
    }

    @Test
    void theFileGetsV2TwoVerdictsOnlyFromAnEvalRun(@TempDir Path dir) throws Exception {
        Path file = dir.resolve(V2File.DOC_FILE);
        Bench.judge(dir);
        assertThat(file).doesNotExist();
        RoomsUnderstandingResult eval = result(a -> a);
        Json.write(dir.resolve(UnderstandingRooms.DOC.file()), eval);
        Bench.judge(dir);
        assertThat(V2File.read(file, E2RoomsVerdicts.class).r1().verdict())
                .isEqualTo(Verdict.PENDING);
        assertThat(V2File.read(file, E2RoomsVerdicts.class).r1().why())
                .isEqualTo("no eval run of E2-rooms in v2/E2-rooms.json");
        assertThat(V2File.read(file, RoomsVerdicts.class).u5().verdict())
                .isEqualTo(Verdict.GREEN);
        Files.delete(file);
        Json.write(dir.resolve(UnderstandingRooms.DOC.file()), new RoomsUnderstandingResult(1,
                "understanding-rooms", "t", "dev", eval.config(), eval.wire(), eval.arms()));
        Bench.judge(dir);
        assertThat(file).doesNotExist();
    }

    private static RoomsArm asProfile(RoomsArm a, String profile) {
        return new RoomsArm(a.arm().replace(":" + a.profile() + ":", ":" + profile + ":"),
                a.mode(), a.point(), a.rt60S(), a.distanceM(), a.background(), a.snrDb(),
                a.devices(), profile, a.summary(), a.result());
    }

    private static RoomsUnderstandingResult withProfiles(RoomsUnderstandingResult r,
                                                         List<String> profiles,
                                                         UnaryOperator<RoomsArm> edit) {
        return new RoomsUnderstandingResult(1, "understanding-rooms", "t", "100000-100099",
                new RoomsUnderstandingResult.Config(256, 3, profiles, "d", "s"), r.wire(),
                r.arms().stream().map(edit).toList());
    }

    @Test
    void onAnotherGridU1AndU2JudgeTheProfilesTheyNameAndShowTheOthers() {
        RoomsUnderstandingResult base = result(a -> a);
        String worse = "E5:k2:living-rt0.5-1m/white/30dB";
        RoomsUnderstandingResult three = withProfiles(base, List.of("k1", "r", "k2"), a -> {
            if (!(a.mode().equals("dialogue") && a.profile().equals("r"))) {
                return a;
            }
            RoomsArm k2 = asProfile(a, "k2");
            k2 = replaceRow(k2, 3, row(k2.arm(), 3, 0, 1, 256));
            return k2.arm().equals(worse) ? replaceRow(k2, 5, row(worse, 5, SILENCE * WORLDS + 1, 0, 256))
                    : k2;
        });
        RoomsVerdicts v = V2RoomsPredictions.judgeOtherGrid(three);
        assertThat(v.u1().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(v.u1().numbers().acceptedCorrupt()).containsEntry("k2", 6L)
                .containsEntry("k1", 0L).containsEntry("r", 0L);
        assertThat(v.u2().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(v.u2().numbers().over()).containsExactly(worse);
        // issue 28, item 6: the profile the rule does not name is "not judged", beside its figure
        assertThat(v.u1().numbers().verdictByProfile()).containsEntry("k1", "green")
                .containsEntry("r", "green").containsEntry("k2", "not judged");
        assertThat(v.u2().numbers().verdictByProfile()).containsEntry("k2", "not judged");
        assertThat(V2RoomsPredictions.judge(three).u1().numbers().verdictByProfile()).isNull();
        assertThat(v.u3().verdict()).isEqualTo(Verdict.PENDING);
        assertThat(v.u4().verdict()).isEqualTo(Verdict.PENDING);
        assertThat(v.u5().verdict()).isEqualTo(Verdict.GREEN);

        RoomsUnderstandingResult k1Misled = withProfiles(base, List.of("k1", "r"), a ->
                a.profile().equals("k1") && a.mode().equals("claims")
                        ? replaceRow(a, 2, row(a.arm(), 2, 0, 1, 256)) : a);
        assertThat(V2RoomsPredictions.judgeOtherGrid(k1Misled).u1().verdict())
                .isEqualTo(Verdict.RED);

        RoomsUnderstandingResult onlyK2 = withProfiles(base, List.of("k2"),
                a -> asProfile(a, "k2"));
        assertThat(V2RoomsPredictions.judgeOtherGrid(onlyK2).u1().verdict())
                .isEqualTo(Verdict.PENDING);
        assertThat(V2RoomsPredictions.judgeOtherGrid(onlyK2).u2().verdict())
                .isEqualTo(Verdict.PENDING);
    }

    private static RoomsArm rebuilt(RoomsArm a, List<WorldResult> rows) {
        ArmResult r = ArmResult.of(rows);
        return new RoomsArm(a.arm(), a.mode(), a.point(), a.rt60S(), a.distanceM(),
                a.background(), a.snrDb(), a.devices(), a.profile(), ArmSummary.of(r), r);
    }

    /** The registered result with arm {@code name}'s harm {@code harm(w)} in world w. */
    private static RoomsVerdicts harm(String name, IntUnaryOperator harm) {
        return V2RoomsPredictions.judge(result(a -> {
            if (!a.arm().equals(name)) {
                return a;
            }
            List<WorldResult> rows = new ArrayList<>();
            for (int w = 0; w < WORLDS; w++) {
                rows.add(row(name, w, harm.applyAsInt(w), 0, WorldResult.LIFE_TURNS));
            }
            return rebuilt(a, rows);
        }));
    }

    /** Arm {@code name}'s harm {@code h} in its first {@code n} worlds, 0 in the others. */
    private static RoomsVerdicts harmAt(String name, int n, int h) {
        return harm(name, w -> w < n ? h : 0);
    }

    /** The registered result with arm {@code name}'s harm {@code total}, by threes. */
    private static RoomsVerdicts harmTotal(String name, long total) {
        return V2RoomsPredictions.judge(result(a -> a.arm().equals(name)
                ? rebuilt(a, worlds(name, total, true)) : a));
    }

    @Test
    void u1RedOnOneAcceptedCorruptFrameOfK1() {
        RoomsVerdicts v = V2RoomsPredictions.judge(result(a -> a.mode().equals("claims")
                && a.profile().equals("k1") ? replaceRow(a, 2, row(a.arm(), 2,
                a.result().worlds().get(2).firstVisitHarm(), 1, 256)) : a));
        assertThat(v.u1().verdict()).isEqualTo(Verdict.RED);
        assertThat(v.u1().numbers().acceptedCorrupt()).containsEntry("k1", 6L)
                .containsEntry("r", 0L);
        assertThat(List.of(v.u2(), v.u3(), v.u4())).allMatch(p -> p.verdict() == Verdict.GREEN);
    }

    @Test
    void u2GreenWhenAnArmsHarmEqualsSilencesRedOneAbove() {
        String far = "A:k1:living-rt0.8-2m/white/30dB";
        RoomsVerdicts equal = harmAt(far, WORLDS, SILENCE);
        assertThat(equal.u2().numbers().arms()).filteredOn(a -> a.arm().equals(far))
                .singleElement().satisfies(a -> assertThat(a.harm()).isEqualTo(a.silenceHarm()));
        assertThat(equal.u2().verdict()).isEqualTo(Verdict.GREEN);
        String dialogue = "E5:r:living-rt0.5-1m/white/30dB";
        RoomsVerdicts over = harm(dialogue, w -> w == 0 ? SILENCE + 1 : SILENCE);
        assertThat(over.u2().verdict()).isEqualTo(Verdict.RED);
        assertThat(over.u2().numbers().over()).containsExactly(dialogue);
        assertThat(over.u3().verdict()).as("a dialogue arm is outside U3")
                .isEqualTo(Verdict.GREEN);
    }

    @Test
    void u2RedWhenAnArmRanOtherWorldsThanSilence() {
        String dialogue = "E5:r:living-rt0.5-1m/white/30dB";
        RoomsVerdicts v = V2RoomsPredictions.judge(result(a -> a.arm().equals(dialogue)
                ? replaceRow(a, 0, row(dialogue, 500, 0, 0, 256)) : a));
        assertThat(v.u2().numbers().over()).containsExactly(dialogue);
        assertThat(v.u2().verdict()).isEqualTo(Verdict.RED);
    }

    @Test
    void u3GreenAtExactlyTheToleranceRedJustBeyond() {
        // R's registered ratio at 0.5 m is 0: harm 30 of silence's 300 is 0.10 off
        String r = "A:r:living-rt0.5-0.5m/white/30dB";
        RoomsVerdicts at = harmAt(r, 30, 1);
        assertThat(at.u3().numbers().points()).filteredOn(p -> p.arm().equals(r))
                .singleElement().satisfies(p -> assertThat(p.observedRatio())
                        .isEqualByComparingTo("0.1000"));
        assertThat(at.u3().verdict()).isEqualTo(Verdict.GREEN);
        RoomsVerdicts beyond = harmAt(r, 31, 1);
        assertThat(beyond.u3().verdict()).isEqualTo(Verdict.RED);
        assertThat(beyond.u3().numbers().points()).filteredOn(p -> !p.within())
                .extracting(RoomsVerdicts.PointPrediction::arm).containsExactly(r);
        assertThat(List.of(beyond.u1(), beyond.u2(), beyond.u4()))
                .allMatch(p -> p.verdict() == Verdict.GREEN);
    }

    @Test
    void u3RedWhenTheRatioFallsTooFarBelowTheRegisteredOne() {
        // K1 at 3 m is registered at 0.8920: 238 of 300 (0.7933) is within 0.10, 237 not
        String k1 = "A:k1:living-rt0.5-3m/white/30dB";
        assertThat(harmTotal(k1, 238).u3().verdict()).isEqualTo(Verdict.GREEN);
        RoomsVerdicts low = harmTotal(k1, 237);
        assertThat(low.u3().verdict()).isEqualTo(Verdict.RED);
        assertThat(low.u3().numbers().points()).filteredOn(p -> !p.within())
                .extracting(RoomsVerdicts.PointPrediction::arm).containsExactly(k1);
    }

    @Test
    void u3RedWhenAClaimsArmIsMissing() {
        RoomsUnderstandingResult all = result(a -> a);
        String gone = "A:r:living-rt0.5-2m/white/30dB";
        RoomsUnderstandingResult less = new RoomsUnderstandingResult(1, "understanding-rooms",
                "t", "eval", all.config(), all.wire(), all.arms().stream()
                .filter(a -> !a.arm().equals(gone)).toList());
        RoomsVerdicts v = V2RoomsPredictions.judge(less);
        assertThat(v.u3().numbers().points()).hasSize(11).allMatch(p -> p.within());
        assertThat(v.u3().verdict()).isEqualTo(Verdict.RED);
    }

    @Test
    void u4GreenAtNinetyPercentOfWorldsWithinTPlusOneRedAtEightyNine() {
        String near = "A:r:living-rt0.5-0.5m/white/30dB";
        // harm 2 against T's 0 in 10 worlds: 90 of 100 within T + 1
        RoomsVerdicts at = harmAt(near, 10, 2);
        assertThat(at.u4().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(at.u4().numbers().profiles().get(1).points().get(0).share())
                .isEqualByComparingTo("0.9000");
        assertThat(harmAt(near, 11, 2).u4().verdict()).isEqualTo(Verdict.RED);
    }

    @Test
    void u4RedWhenARangeEndsShortOfOrBeyondTheRegisteredOne() {
        // R breaks at 1 m only: its range is 0.5 m though 2 and 3 m hold again
        RoomsVerdicts broken = harmAt("A:r:living-rt0.5-1m/white/30dB", 11, 2);
        assertThat(broken.u4().numbers().profiles().get(1).observed())
                .isEqualByComparingTo("0.5");
        assertThat(broken.u4().verdict()).isEqualTo(Verdict.RED);
        RoomsVerdicts last = harmAt("A:r:living-rt0.5-3m/white/30dB", 11, 2);
        assertThat(last.u4().numbers().profiles().get(1).observed())
                .isEqualByComparingTo("2.0");
        assertThat(last.u4().verdict()).isEqualTo(Verdict.RED);
        // K1 within T + 1 at 1 m too: its range 1 m, beyond the registered 0.5 m
        RoomsVerdicts further = harmAt("A:k1:living-rt0.5-1m/white/30dB", WORLDS, 1);
        assertThat(further.u4().numbers().profiles().get(0).observed())
                .isEqualByComparingTo("1.0");
        assertThat(further.u4().verdict()).isEqualTo(Verdict.RED);
    }

    /**
     * The rows the report shows: U1's counts, U2's arms above S and each arm's harm and sign
     * test, U3's points with the ones outside the tolerance first, U4's range per profile, U5's
     * rows holding; pending rows without numbers.
     */
    @Test
    void theRowsSayEachRulesFiguresWithTheFailingPointsFirst() {
        String r = "A:r:living-rt0.5-0.5m/white/30dB";
        List<echoai.link1.bench.rules.RuleRow> rows = V2RoomsVerdicts.rows(harmAt(r, 31, 1));
        assertThat(rows).extracting(echoai.link1.bench.rules.RuleRow::id)
                .containsExactly("U1", "U2", "U3", "U4", "U5");
        assertThat(rows.get(0).numbers()).containsExactly("accepted_corrupt: {k1=0, r=0}",
                "corrupt_passed_crc (reported): {k1=0, r=0}",
                "postcards through the rooms = 120000");
        assertThat(rows.get(1).numbers()).hasSize(25).startsWith("arms above S: none",
                "A:k1:living-rt0.5-0.5m/white/30dB: harm 7 vs S 300 (worlds below / equal /"
                        + " above S: 100 / 0 / 0, sign test p = 0.000001)");
        assertThat(rows.get(2).numbers()).hasSize(12).startsWith("outside the tolerance: " + r
                + ": ratio to S 0.1033 vs registered 0.0000 ± 0.10 (harm 31, predicted 0.0000;"
                + " PER 0 %, dev 0 %)", "A:k1:living-rt0.5-0.5m/white/30dB: ratio to S 0.0233 vs"
                + " registered 0.0235 ± 0.10 (harm 7, predicted 7.0500; PER 0 %, dev 3.07 %)");
        assertThat(rows.get(3).numbers()).containsExactly("K1: range 0.5 m (registered 0.5 m);"
                + " within one of T: 0.5 m 100/100, 1.0 m 35/100, 2.0 m 11/100, 3.0 m 11/100",
                "R: range 3.0 m (registered 3.0 m); within one of T: 0.5 m 100/100, 1.0 m"
                        + " 100/100, 2.0 m 100/100, 3.0 m 100/100");
        assertThat(rows.get(4).numbers()).containsExactly("rows holding = 2700 of 2700 (27 arms)",
                "failing: none");
        assertThat(V2RoomsVerdicts.rows(null)).isEmpty();
        assertThat(V2RoomsVerdicts.rows(V2RoomsPredictions.pending("w")))
                .allSatisfy(row -> assertThat(row.numbers()).isEmpty());
    }
}
