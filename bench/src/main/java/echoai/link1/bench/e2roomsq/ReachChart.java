package echoai.link1.bench.e2roomsq;

import echoai.link1.bench.air.RoomsPoint;
import echoai.link1.bench.e2rooms.E2RoomsResult;
import echoai.link1.modem.AirProfile;
import echoai.link1.report.Chart;
import echoai.link1.report.Svg;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Issue 38's chart: each arm's air time a postcard against the farthest distance it holds, per
 * RT60. An arm holds a distance when every room point of the grid at that RT60 up to it (white,
 * pink and babble at 10 dB, 48 → 48 kHz) has PER ≤ 1 %; below the grid's nearest distance when
 * the nearest fails. K1, K2 and R come from E2-rooms ({@code v2/E2-rooms.json}, its 10 dB
 * points); Q, F and ggwave's three audible protocols from E2-rooms-Q's equal-SNR axis.
 */
final class ReachChart {
    /** PER a distance must hold at every point, as E2-rooms' reach line. */
    static final BigDecimal LIMIT = new BigDecimal("0.0100");
    /** The SNR of the points read, dB: E2-rooms-Q has no other grid SNR. */
    static final BigDecimal SNR_DB = BigDecimal.TEN;
    /** The devices of the grid points. */
    static final String DEVICES = "48->48 kHz";

    private ReachChart() {
    }

    /** One arm: its name, its air time a postcard (s) and, per RT60, the distance held (m). */
    record Arm(String name, BigDecimal airTimeS, Map<BigDecimal, Held> held) {
        Arm {
            held = Map.copyOf(held);
        }
    }

    /** The farthest distance held, or null with the nearest when even that fails. */
    record Held(BigDecimal farthest, BigDecimal nearest, BigDecimal gridFarthest) {
        /** "2 m", "≥ 3 m" (the whole grid) or "< 0.5 m". */
        String words() {
            return farthest == null ? "< " + plain(nearest) + " m"
                    : (farthest.compareTo(gridFarthest) == 0 ? "≥ " : "") + plain(farthest) + " m";
        }

        /** The chart's y: the distance held, 0 below the nearest. */
        double y() {
            return farthest == null ? 0 : farthest.doubleValue();
        }
    }

    /** One point read: its RT60, distance and PER. */
    record Reading(BigDecimal rt60S, BigDecimal distanceM, BigDecimal per) {
    }

    /** The arms: E2-rooms' profiles (when {@code rooms} is given) then E2-rooms-Q's, by air time. */
    static List<Arm> arms(E2RoomsResult rooms, E2RoomsQResult q) {
        List<Arm> out = new ArrayList<>();
        if (rooms != null) {
            Set<String> profiles = new java.util.LinkedHashSet<>();
            rooms.points().forEach(p -> profiles.add(p.profile()));
            for (String profile : profiles) {
                List<Reading> readings = new ArrayList<>();
                for (RoomsPoint p : rooms.points()) {
                    if (p.profile().equals(profile) && grid(p.snrDb(), p.devices())) {
                        readings.add(new Reading(p.rt60S(), p.distanceM(), p.per()));
                    }
                }
                AirProfile a = AirProfile.parse(profile);
                out.add(new Arm(QSection.arm(profile), seconds(a), held(readings)));
            }
        }
        for (PeakLevel level : q.levels()) {
            List<Reading> readings = new ArrayList<>();
            for (QPoint p : q.points()) {
                if (p.axis().equals(QAxis.EQUAL_SNR.toString())
                        && p.measured().arm().equals(level.arm())
                        && grid(p.measured().snrDb(), p.measured().devices())) {
                    readings.add(new Reading(p.measured().rt60S(), p.measured().distanceM(),
                            p.measured().per()));
                }
            }
            out.add(new Arm(QSection.arm(level.arm()), level.airTimeS(), held(readings)));
        }
        out.sort((a, b) -> a.airTimeS().compareTo(b.airTimeS()));
        return out;
    }

    /** A profile's air time a postcard, s, at the modem's rate. */
    static BigDecimal seconds(AirProfile a) {
        return BigDecimal.valueOf(a.frameSamples()).divide(BigDecimal.valueOf(16_000), 3,
                java.math.RoundingMode.HALF_EVEN);
    }

    private static boolean grid(BigDecimal snrDb, String devices) {
        return snrDb.compareTo(SNR_DB) == 0 && devices.equals(DEVICES);
    }

    /** Per RT60: the last distance, nearest first, before the first one with a PER over 1 %. */
    static Map<BigDecimal, Held> held(List<Reading> readings) {
        Map<BigDecimal, TreeSet<BigDecimal>> distances = new TreeMap<>();
        Map<BigDecimal, Set<BigDecimal>> failing = new TreeMap<>();
        for (Reading r : readings) {
            distances.computeIfAbsent(r.rt60S(), k -> new TreeSet<>()).add(r.distanceM());
            if (r.per().compareTo(LIMIT) > 0) {
                failing.computeIfAbsent(r.rt60S(), k -> new TreeSet<>()).add(r.distanceM());
            }
        }
        Map<BigDecimal, Held> out = new TreeMap<>();
        distances.forEach((rt60, ds) -> {
            BigDecimal reached = null;
            for (BigDecimal d : ds) {
                if (failing.getOrDefault(rt60, Set.of()).contains(d)) {
                    break;
                }
                reached = d;
            }
            out.put(rt60, new Held(reached, ds.first(), ds.last()));
        });
        return out;
    }

    /** One chart an RT60: a marker an arm at (air time, distance held). */
    static List<Chart> charts(List<Arm> arms) {
        TreeSet<BigDecimal> rt60s = new TreeSet<>();
        arms.forEach(a -> rt60s.addAll(a.held().keySet()));
        List<Chart> out = new ArrayList<>();
        for (BigDecimal rt60 : rt60s) {
            List<Chart.Series> series = new ArrayList<>();
            double top = 0;
            for (Arm a : arms) {
                Held h = a.held().get(rt60);
                if (h != null) {
                    top = Math.max(top, h.gridFarthest().doubleValue());
                    series.add(new Chart.Series(a.name() + " (" + plain(a.airTimeS()) + " s): "
                            + h.words(), List.of(new Chart.Point(a.airTimeS().doubleValue(),
                            h.y()))));
                }
            }
            out.add(new Chart.Lines("RT60 " + plain(rt60) + " s: farthest distance held at"
                    + " PER ≤ 1 % (every background at 10 dB) against air time a postcard",
                    "air time a postcard (s)", "farthest distance held (m); 0: not even the"
                    + " nearest", series, false, 0, top + 0.5, List.of(new Chart.Guide(false,
                    top, "the grid's farthest", Svg.NEUTRAL))));
        }
        return out;
    }

    static String plain(BigDecimal v) {
        return v.stripTrailingZeros().toPlainString();
    }
}
