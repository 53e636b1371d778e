package echoai.link1.bench.e2rooms;

import echoai.link1.report.Lab;
import echoai.link1.report.Rooms;
import echoai.link1.bench.e2roomsf.E2RoomsF;
import echoai.link1.bench.e2roomsnoise.E2RoomsNoise;
import echoai.link1.bench.air.GgwavePoint;
import echoai.link1.bench.air.RoomsPoint;
import echoai.link1.bench.e2roomsf.ProfileFRoomsResult;
import echoai.link1.bench.e2roomsnoise.E2RoomsNoiseResult;
import echoai.link1.bench.e2rooms.RoomsNoiseRun;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * How far the air reaches, for the README's glance: per profile and RT60, the farthest grid
 * distance d of {@code v2/E2-rooms.json} such that every grid point at a distance ≤ d (every
 * background, every SNR of the grid, ≥ 10 dB) has PER ≤ {@value #PER_LIMIT_PERCENT} %; and the
 * false-frame target of {@code v2/E2-rooms-noise.json}. Both read from the files, never typed.
 */
public final class Reach {
    /** The PER a distance must hold at every point to count as reached, percent. */
    static final int PER_LIMIT_PERCENT = 1;

    private Reach() {
    }

    /**
     * The farthest distance (m) up to which every grid point of {@code profile} at
     * {@code rt60} holds PER ≤ 1 %; null when the nearest distance already fails.
     */
    static BigDecimal farthest(List<RoomsPoint> points, String profile, BigDecimal rt60) {
        TreeSet<BigDecimal> distances = new TreeSet<>();
        Set<BigDecimal> failing = new TreeSet<>();
        BigDecimal limit = BigDecimal.valueOf(PER_LIMIT_PERCENT);
        for (RoomsPoint p : points) {
            if (Rooms.grid(p) && p.profile().equals(profile) && p.rt60S().compareTo(rt60) == 0) {
                distances.add(p.distanceM());
                if (Rooms.percent(p.per()).compareTo(limit) > 0) {
                    failing.add(p.distanceM());
                }
            }
        }
        return reached(distances, failing);
    }

    /** The glance line of how far each profile reaches; null without {@code v2/E2-rooms.json}. */
    public static String glance(Lab lab) {
        E2RoomsResult e = lab.get(E2Rooms.DOC);
        if (e == null || e.points().stream().noneMatch(Rooms::grid)) {
            return null;
        }
        Set<String> profiles = new LinkedHashSet<>();
        TreeSet<BigDecimal> rt60s = new TreeSet<>();
        e.points().stream().filter(Rooms::grid).forEach(p -> {
            profiles.add(p.profile());
            rt60s.add(p.rt60S());
        });
        List<String> parts = new ArrayList<>();
        for (String profile : profiles) {
            List<String> each = new ArrayList<>();
            for (BigDecimal rt60 : rt60s) {
                BigDecimal d = farthest(e.points(), profile, rt60);
                String reach = d == null ? "< " + number(nearest(e.points(), false))
                        : d.compareTo(nearest(e.points(), true)) == 0 ? "≥ " + number(d)
                        : number(d);
                each.add("RT60 " + number(rt60) + " s: " + reach + " m");
            }
            parts.add("**" + Rooms.profile(profile) + "** " + String.join(", ", each));
        }
        ProfileFRoomsResult f = lab.get(E2RoomsF.DOC);
        String fParts = "";
        if (f != null) {
            List<String> arms = new ArrayList<>();
            BigDecimal far = nearest(e.points(), true);
            for (String arm : List.of("f", "ggwave-audible-normal")) {
                List<String> each = new ArrayList<>();
                for (BigDecimal rt60 : rt60s) {
                    BigDecimal d = farthestArm(f.points(), arm, rt60);
                    String reach = d == null ? "< " + number(nearest(e.points(), false))
                            : d.compareTo(far) == 0 ? "≥ " + number(d) : number(d);
                    each.add("RT60 " + number(rt60) + " s: " + reach + " m");
                }
                arms.add("**" + (arm.equals("f") ? "F" : "ggwave NORMAL") + "** "
                        + String.join(", ", each));
            }
            fParts = "; and through the same draws (E2-rooms-F, " + f.seedSet() + ", "
                    + f.framesPerPoint() + " recordings a point): " + String.join("; ", arms);
        }
        return "- **How far the air reaches** (E2-rooms, " + e.seedSet() + ", "
                + e.framesPerPoint() + " recordings a point; the farthest distance up to which"
                + " every background and SNR ≥ 10 dB holds PER ≤ " + PER_LIMIT_PERCENT
                + " %; ≥: the whole grid, which spans " + number(nearest(e.points(), false)) + "–"
                + number(nearest(e.points(), true)) + " m): "
                + String.join("; ", parts) + fParts;
    }

    /**
     * {@link #farthest}'s rule for one arm of {@code v2/E2-rooms-F.json}: its grid cases (48 → 48
     * kHz, SNR ≥ 10 dB) at {@code rt60}; null when the nearest distance already fails.
     */
    static BigDecimal farthestArm(List<GgwavePoint> points, String arm, BigDecimal rt60) {
        TreeSet<BigDecimal> distances = new TreeSet<>();
        Set<BigDecimal> failing = new TreeSet<>();
        BigDecimal limit = BigDecimal.valueOf(PER_LIMIT_PERCENT);
        for (GgwavePoint p : points) {
            if (p.arm().equals(arm) && p.rt60S().compareTo(rt60) == 0
                    && p.snrDb().compareTo(BigDecimal.TEN) >= 0
                    && p.devices().equals(GRID_DEVICES)) {
                distances.add(p.distanceM());
                if (Rooms.percent(p.per()).compareTo(limit) > 0) {
                    failing.add(p.distanceM());
                }
            }
        }
        return reached(distances, failing);
    }

    /** The last distance, nearest first, before the first failing one; null if the first fails. */
    private static BigDecimal reached(TreeSet<BigDecimal> distances, Set<BigDecimal> failing) {
        BigDecimal reached = null;
        for (BigDecimal d : distances) {
            if (failing.contains(d)) {
                break;
            }
            reached = d;
        }
        return reached;
    }

    /** The grid's devices as a point names them. */
    static final String GRID_DEVICES = "48->48 kHz";

    /**
     * The glance line of the false-frame target: per profile, frames delivered and candidates
     * that reached the CRC over both backgrounds; null without {@code v2/E2-rooms-noise.json}.
     */
    public static String falseFrames(Lab lab) {
        E2RoomsNoiseResult n = lab.get(E2RoomsNoise.DOC);
        if (n == null || n.runs().isEmpty()) {
            return null;
        }
        Map<String, long[]> by = new LinkedHashMap<>();
        Map<String, List<String>> hours = new LinkedHashMap<>();
        for (RoomsNoiseRun r : n.runs()) {
            long[] t = by.computeIfAbsent(r.profile(), k -> new long[2]);
            t[0] += r.corruptPassedCrc();
            t[1] += r.candidates();
            hours.computeIfAbsent(r.profile(), k -> new ArrayList<>())
                    .add(number(r.hours()) + " h " + r.background() + distinct(r));
        }
        Map<String, String> forced = forced(n);
        List<String> parts = new ArrayList<>();
        by.forEach((profile, t) -> parts.add("**" + Rooms.profile(profile) + "** "
                + t[0] + " accepted, " + t[1] + " candidates at the CRC ("
                + String.join(" + ", hours.get(profile)) + ")"
                + forced.getOrDefault(profile, "")));
        return "- **False frames** (E2-rooms-noise, " + n.seedSet() + " seed bases; a target, "
                + "not a registered prediction): target " + (n.targetMet() ? "**met**"
                : "**not met**") + " — " + n.targetHours() + " h of each background a profile"
                + ", 0 accepted" + (n.whatItTests() == null ? "" : " (the detectors found"
                + " nothing to hand over; the forced search tried the CRC and the frame"
                + " checks)") + "; " + String.join("; ", parts);
    }

    /**
     * How much of a run is distinct audio (issue 28, item 1): nothing said when all of it is; a
     * run written before the JSON said so, with today's babble, repeats every 8 s (ROOM.md §11):
     * its pieces × 8 s.
     */
    public static String distinct(RoomsNoiseRun r) {
        if (r.distinctHours() != null) {
            return r.distinctHours().compareTo(r.hours()) == 0 ? ""
                    : " (" + number(r.distinctHours()) + " h distinct)";
        }
        if (!r.background().equals("babble")) {
            return "";
        }
        BigDecimal hours = BigDecimal.valueOf(r.pieces() * BABBLE_TRACK_S)
                .divide(BigDecimal.valueOf(3600), 1, java.math.RoundingMode.HALF_UP);
        return " (of it " + hours.toPlainString() + " h distinct: this babble repeats every "
                + BABBLE_TRACK_S + " s, ROOM.md §11)";
    }

    /** Today's babble's period, s: one track of the corpus (ROOM.md §6). */
    static final long BABBLE_TRACK_S = 8;

    /** Per profile, "; forced search: N at the CRC, k past it (expected e), a accepted". */
    private static Map<String, String> forced(E2RoomsNoiseResult n) {
        Map<String, long[]> by = new LinkedHashMap<>();
        for (RoomsNoiseRun r : n.runs()) {
            if (r.forced() != null) {
                long[] t = by.computeIfAbsent(r.profile(), k -> new long[3]);
                t[0] += r.forced().atCrc();
                t[1] += r.forced().crcPasses();
                t[2] += r.forced().acceptedCorrupt();
            }
        }
        Map<String, String> out = new LinkedHashMap<>();
        by.forEach((p, t) -> out.put(p, "; forced search: " + t[0] + " candidates at the CRC, "
                + t[1] + " past it (expected " + new BigDecimal(t[0]).divide(new BigDecimal(65536),
                2, java.math.RoundingMode.HALF_UP).toPlainString() + "), " + t[2]
                + " past every frame check"));
        return out;
    }

    /** The grid's nearest distance, or its farthest when {@code farthest}. */
    private static BigDecimal nearest(List<RoomsPoint> points, boolean farthest) {
        var distances = points.stream().filter(Rooms::grid).map(RoomsPoint::distanceM);
        return (farthest ? distances.max(BigDecimal::compareTo)
                : distances.min(BigDecimal::compareTo)).orElseThrow();
    }

    private static String number(BigDecimal v) {
        return v == null ? "—" : v.stripTrailingZeros().toPlainString();
    }
}
