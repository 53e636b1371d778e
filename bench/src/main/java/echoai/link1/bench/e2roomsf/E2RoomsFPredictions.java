package echoai.link1.bench.e2roomsf;

import echoai.link1.bench.air.GgwavePoint;
import echoai.link1.bench.e2rooms.E2Rooms;
import echoai.link1.bench.e2roomsf.ProfileFVerdicts.Cases;
import echoai.link1.bench.ggwavefair.GgwaveFairResult.Separation;
import echoai.link1.bench.rules.Prediction;
import echoai.link1.bench.rules.Uncertainty;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * E2-rooms-F's predictions F1–F6 (docs/spec/PROFILE-F.md, "E2-rooms-F") from one result, with
 * the registered thresholds; pending unless it is the registered run (117 cases, 320 recordings
 * of F and NORMAL a case).
 */
public final class E2RoomsFPredictions {
    /** The registered cases. */
    static final int CASES = 117;
    /** F1: at most this PER at a non-stretch case. */
    static final BigDecimal MAX_PER = new BigDecimal("0.0100");
    private static final String F = AirProfile.F.label();

    static final String F1 = "profile F's PER <= 1 % (<= 3 of 320) at every non-stretch case"
            + " (108 grid + 8 clock)";
    static final String F2 = "profile F's corrupt_passed_crc summed over all 117 cases = 0";
    static final String F3 = "F worse than ggwave AUDIBLE_NORMAL (95 % Wilson intervals of PER"
            + " apart) at none of the 116 non-stretch cases";
    static final String F4 = "F better than ggwave AUDIBLE_NORMAL (intervals apart) at every"
            + " non-stretch case where NORMAL loses (its PER interval lies wholly above that of"
            + " 0 lost of the same recordings: lower bound > 0.0119 at 320), and NORMAL loses at"
            + " >= 1 such case";
    static final String F5 = "F's air time per postcard byte (its frame's air time / 16) <="
            + " ggwave AUDIBLE_NORMAL's per payload byte (its air time / 16) at every case";
    static final String F6 = "accepted_corrupt summed over all 117 cases = 0 for each of F, R"
            + " and K1";

    private E2RoomsFPredictions() {
    }

    /** Every verdict pending, with why. */
    static ProfileFVerdicts pending(String why) {
        return new ProfileFVerdicts(Prediction.pending(F1, why), Prediction.pending(F2, why),
                Prediction.pending(F3, why), Prediction.pending(F4, why),
                Prediction.pending(F5, why), Prediction.pending(F6, why));
    }

    /** F1–F6 from {@code r} (the caller checks the seed set). */
    public static ProfileFVerdicts judge(ProfileFRoomsResult r) {
        if (r.framesPerPoint() != E2RoomsF.FRAMES_REGISTERED || r.pairs().size() != CASES) {
            return pending("not the registered run: " + r.framesPerPoint() + " recordings a"
                    + " case (registered " + E2RoomsF.FRAMES_REGISTERED + "), " + r.pairs().size()
                    + " cases (registered " + CASES + ")");
        }
        List<GgwavePoint> f = r.points().stream().filter(p -> p.arm().equals(F)).toList();
        List<String> over = new ArrayList<>();
        long lost = 0;
        long frames = 0;
        int looked = 0;
        long passedCrc = 0;
        for (GgwavePoint p : f) {
            passedCrc += p.corruptPassedCrc();
            if (stretch(p)) {
                continue;
            }
            looked++;
            lost += p.lost();
            frames += p.frames();
            if (p.per().compareTo(MAX_PER) > 0) {
                over.add(name(p));
            }
        }
        Cases c1 = new Cases(looked, lost, frames, over, List.of());
        List<String> worse = new ArrayList<>();
        List<String> notBetter = new ArrayList<>();
        List<String> normalLoses = new ArrayList<>();
        int pairs = 0;
        BigDecimal loses = Uncertainty.wilson95(0, r.framesPerPoint()).high();
        for (ProfileFRoomsResult.Pair p : r.pairs()) {
            if (stretchName(p.point())) {
                continue;
            }
            pairs++;
            if (p.verdict() == Separation.WORSE) {
                worse.add(p.point());
            }
            if (p.per95Other().low().compareTo(loses) > 0) {
                normalLoses.add(p.point());
                if (p.verdict() != Separation.BETTER) {
                    notBetter.add(p.point());
                }
            }
        }
        Cases c3 = new Cases(pairs, lost, frames, worse, List.of());
        Cases c4 = new Cases(pairs, lost, frames, notBetter, normalLoses);
        ProfileFVerdicts.AirTime air = airTime(r);
        Map<String, Long> accepted = new LinkedHashMap<>();
        for (GgwavePoint p : r.points()) {
            if (p.arm().equals(F) || p.arm().equals(AirProfile.R.label())
                    || p.arm().equals(AirProfile.K1.label())) {
                accepted.merge(p.arm(), (long) p.wrong(), Long::sum);
            }
        }
        return new ProfileFVerdicts(
                Prediction.judged(looked == CASES - 1 && over.isEmpty(), F1, c1),
                Prediction.judged(f.size() == CASES && passedCrc == 0, F2, passedCrc),
                Prediction.judged(pairs == CASES - 1 && worse.isEmpty(), F3, c3),
                Prediction.judged(pairs == CASES - 1 && !normalLoses.isEmpty()
                        && notBetter.isEmpty(), F4, c4),
                Prediction.judged(air.f().compareTo(air.normal()) <= 0, F5, air),
                Prediction.judged(accepted.size() == 3 && accepted.values().stream()
                        .allMatch(v -> v == 0), F6, accepted));
    }

    /** F's longest and NORMAL's shortest air time over the cases, per payload byte. */
    static ProfileFVerdicts.AirTime airTime(ProfileFRoomsResult r) {
        BigDecimal f = BigDecimal.ZERO;
        BigDecimal normal = null;
        for (GgwavePoint p : r.points()) {
            if (p.arm().equals(F)) {
                f = f.max(p.airTimeS());
            } else if (p.arm().equals(E2RoomsF.NORMAL)) {
                normal = normal == null ? p.airTimeS() : normal.min(p.airTimeS());
            }
        }
        BigDecimal bytes = BigDecimal.valueOf(LinkFrame.LENGTH_POSTCARD);
        if (normal == null) {
            throw new IllegalArgumentException("E2-rooms-F's points must hold ggwave NORMAL");
        }
        return new ProfileFVerdicts.AirTime(f.divide(bytes, 4, RoundingMode.HALF_UP),
                normal.divide(bytes, 4, RoundingMode.HALF_UP));
    }

    /** The stretch case is the one below 10 dB (as V2-1's). */
    static boolean stretch(GgwavePoint p) {
        return p.snrDb().compareTo(BigDecimal.TEN) < 0;
    }

    private static boolean stretchName(String caseName) {
        return caseName.equals(E2Rooms.STRETCH.name());
    }

    private static String name(GgwavePoint p) {
        return p.point() + "/" + p.background() + "/" + p.snrDb().toPlainString() + " dB/"
                + p.devices();
    }
}
