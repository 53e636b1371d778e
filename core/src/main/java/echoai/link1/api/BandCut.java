package echoai.link1.api;

import echoai.link1.modem.AirProfile;
import echoai.link1.modem.Preamble;
import echoai.link1.modem.ProfileF;
import echoai.link1.modem.ProfileQ;
import echoai.link1.modem.ProfileR;
import echoai.link1.modem.TonePlan;

/**
 * What a sample rate below the modem's 16 kHz cuts of a profile's band (issue 28, item 11). The
 * facade resamples with a passband of 0.9 × the lower rate's Nyquist, so at {@code rateHz} &lt;
 * 16 000 every tone above 0.45 × rateHz is attenuated away: at 8 kHz, 44 of R's 128 data tones
 * (its band reaches 4 968.75 Hz) and 3 of its 8 sync notes. The facade accepts such a rate
 * (R still decodes there, with less margin: docs/library.md, "Rates and margin") and says so
 * through this value; the command line prints {@link #message()} on stderr.
 *
 * @param profile     the profile
 * @param rateHz      the rate asked for, Hz
 * @param passbandHz  the highest frequency the resampler keeps there, Hz (0.45 × rateHz below
 *                    16 kHz, else 7 200)
 * @param dataTones   the profile's data tones
 * @param dataCut     of those, above the passband
 * @param syncNotes   the profile's greeting (K1, K2) or sync (R, F, Q) notes
 * @param syncCut     of those, above the passband
 */
public record BandCut(AirProfile profile, int rateHz, double passbandHz, int dataTones,
                      int dataCut, int syncNotes, int syncCut) {
    /** The width of one bin of the modem's tone grid, Hz (16 000 / 512). */
    static final double BIN_HZ = 31.25;

    /**
     * The cut at {@code rateHz} for {@code profile}.
     *
     * @param profile K1, K2, R, F or Q
     * @param rateHz a rate the facade accepts, in [8000, 96000]
     * @return the counts (zero cut at 16 kHz and above)
     * @throws IllegalArgumentException when the rate is outside [8000, 96000]
     */
    public static BandCut of(AirProfile profile, int rateHz) {
        Link1.checkRate(rateHz);
        double passband = 0.9 * Math.min(rateHz, Link1.MODEM_RATE_HZ) / 2;
        int data = 0;
        int dataCut = 0;
        int sync = 0;
        int syncCut = 0;
        if (!profile.hasTonePlan()) {
            // R and F send the same 128 data tones, Q 192; their 8 sync notes differ
            for (int bin : profile.toneBins()) {
                data++;
                dataCut += bin * BIN_HZ > passband ? 1 : 0;
            }
            for (int k = 0; k < ProfileR.SYNC_SLOTS; k++) {
                int bin = switch (profile) {
                    case R -> ProfileR.syncBin(k);
                    case F -> ProfileF.syncBin(k);
                    default -> ProfileQ.syncBin(k);
                };
                sync++;
                syncCut += bin * BIN_HZ > passband ? 1 : 0;
            }
        } else {
            TonePlan plan = profile.tonePlan();
            for (int g = 0; g < plan.groups(); g++) {
                for (int v = 0; v < TonePlan.TONES_PER_GROUP; v++) {
                    data++;
                    dataCut += plan.bin(g, v) * BIN_HZ > passband ? 1 : 0;
                }
            }
            for (int n = 0; n < Preamble.NOTES; n++) {
                sync++;
                syncCut += Preamble.bin(n) * BIN_HZ > passband ? 1 : 0;
            }
        }
        return new BandCut(profile, rateHz, passband, data, dataCut, sync, syncCut);
    }

    /**
     * Whether the rate cuts any of the profile's tones.
     *
     * @return true when a data tone or a sync note lies above the passband
     */
    public boolean cuts() {
        return dataCut > 0 || syncCut > 0;
    }

    /**
     * One line for the user, e.g. "at 8000 Hz the passband ends at 3600 Hz: 44 of r's 128 data
     * tones and 3 of its 8 sync notes lie above it; it still decodes, with less margin
     * (docs/library.md)"; empty when nothing is cut.
     *
     * @return the line, or "" when {@link #cuts()} is false
     */
    public String message() {
        if (!cuts()) {
            return "";
        }
        String notes = profile.hasTonePlan() ? "greeting notes" : "sync notes";
        return "at " + rateHz + " Hz the passband ends at " + Math.round(passbandHz) + " Hz: "
                + dataCut + " of " + profile.label() + "'s " + dataTones + " data tones and "
                + syncCut + " of its " + syncNotes + " " + notes + " lie above it; it still"
                + " decodes, with less margin (docs/library.md, \"Rates and margin\")";
    }
}
