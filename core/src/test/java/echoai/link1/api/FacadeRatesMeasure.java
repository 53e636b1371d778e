package echoai.link1.api;

import echoai.link1.modem.AirProfile;
import echoai.link1.room.Background;
import java.util.Locale;

/**
 * The margin a narrow rate costs (issue 28, item 11): every profile at every rate of
 * {@link RatesThroughTheRoom#RATES}, through a physical room point in a background over an SNR
 * ladder, N recordings each; prints the lost counts and, per profile and rate, the lowest SNR of
 * the ladder from which up nothing is lost.
 * {@code scripts/measure core echoai.link1.api.FacadeRatesMeasure POINT BACKGROUND N PROFILES
 * SNR...} (PROFILES: e.g. {@code k1,k2,r})
 * (dev seeds only: recording i of a cell draws from seed 11).
 */
final class FacadeRatesMeasure {
    private FacadeRatesMeasure() {
    }

    public static void main(String[] args) {
        String point = args[0];
        Background background = Background.parse(args[1]);
        int n = Integer.parseInt(args[2]);
        java.util.List<AirProfile> profiles = java.util.Arrays.stream(args[3].split(","))
                .map(AirProfile::parse).toList();
        double[] snrs = new double[args.length - 4];
        for (int i = 4; i < args.length; i++) {
            snrs[i - 4] = Double.parseDouble(args[i]);
        }
        System.out.println("| profile | rate Hz | cut (data, sync) | lost of " + n + " at SNR "
                + java.util.Arrays.toString(snrs) + " dB | nothing lost from |");
        System.out.println("|---|---|---|---|---|");
        for (AirProfile p : profiles) {
            for (int rate : RatesThroughTheRoom.RATES) {
                StringBuilder lost = new StringBuilder();
                double from = Double.NaN;
                boolean clean = true;
                for (int k = snrs.length - 1; k >= 0; k--) {
                    int l = RatesThroughTheRoom.lost(p, rate, point, background, snrs[k], n, 11);
                    lost.insert(0, (k == 0 ? "" : " / ") + l);
                    clean &= l == 0;
                    if (clean) {
                        from = snrs[k];
                    }
                }
                BandCut cut = BandCut.of(p, rate);
                System.out.printf(Locale.ROOT, "| %s | %d | %d, %d | %s | %s |%n", p.label(), rate,
                        cut.dataCut(), cut.syncCut(), lost.toString().replaceFirst("^ / ", ""),
                        Double.isNaN(from) ? "none" : from + " dB");
            }
        }
    }
}
