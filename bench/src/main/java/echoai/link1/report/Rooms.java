package echoai.link1.report;

import echoai.link1.bench.air.RoomsPoint;
import echoai.link1.bench.rules.Uncertainty;
import java.math.BigDecimal;

/**
 * How the report reads one E2-rooms point (docs/spec/LINK1-v2.md): which kind of point it is
 * and its figures in percent. The stretch point is the one below 10 dB (as bench's judge reads
 * it); a clock point is one whose devices carry a clock offset ("ppm").
 */
public final class Rooms {
    /** The SNR below which a point is the stretch point, dB. */
    public static final BigDecimal STRETCH_BELOW_DB = BigDecimal.TEN;

    private Rooms() {
    }

    public static boolean stretch(RoomsPoint p) {
        return p.snrDb().compareTo(STRETCH_BELOW_DB) < 0;
    }

    public static boolean clock(RoomsPoint p) {
        return p.devices().contains("ppm");
    }

    /** A point of the RT60 × distance × background × SNR grid (neither clock nor stretch). */
    public static boolean grid(RoomsPoint p) {
        return !stretch(p) && !clock(p);
    }

    /** The profile as the spec names it: K1, K2, R. */
    public static String profile(String profile) {
        return profile.toUpperCase(java.util.Locale.ROOT);
    }

    /** The 95 % Wilson interval of lost / frames in percent, "low–high". */
    public static String ci95Percent(long lost, long frames) {
        Uncertainty.Interval i = Uncertainty.wilson95(lost, frames);
        return percent(i.low()).toPlainString() + "–" + percent(i.high()).toPlainString();
    }

    /** "living-rt0.8-3m, babble, −5 dB, 48->48 kHz". */
    public static String where(String point, String background, BigDecimal snrDb, String devices) {
        return point + ", " + background + ", " + snrDb.stripTrailingZeros().toPlainString()
                + " dB, " + devices;
    }

    /** A fraction (a PER, a bound) in percent, trailing zeros dropped. */
    public static BigDecimal percent(BigDecimal fraction) {
        BigDecimal v = fraction.movePointRight(2).stripTrailingZeros();
        return v.scale() < 0 ? v.setScale(0) : v;
    }
}
