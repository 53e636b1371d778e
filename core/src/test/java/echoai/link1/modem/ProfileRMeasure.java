package echoai.link1.modem;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Measures PER through the stand-in room (test code, dev seed bases only): one frame a
 * recording, each in its own room draw, after a random delay of 0–4000 samples, real sync.
 *
 * <pre>
 * java -cp target/classes:target/test-classes echoai.link1.modem.ProfileRMeasure \
 *     PROFILE(r|k1|k2) RT60_S DRR_DB SNR_DB white|babble PPM FRAMES SEED_BASE
 * </pre>
 */
final class ProfileRMeasure {
    private ProfileRMeasure() {
    }

    public static void main(String[] args) {
        String profile = args[0];
        double rt60 = Double.parseDouble(args[1]);
        double drr = Double.parseDouble(args[2]);
        double snr = Double.parseDouble(args[3]);
        StandInRoom.Noise noise = StandInRoom.Noise.valueOf(args[4].toUpperCase(Locale.ROOT));
        double ppm = Double.parseDouble(args[5]);
        int frames = Integer.parseInt(args[6]);
        long base = Long.parseLong(args[7]);
        int[] counts = run(profile, rt60, drr, snr, noise, ppm, frames, base);
        System.out.printf(Locale.ROOT,
                "%s rt60=%.1f drr=%.0f snr=%.0f %s ppm=%.0f base=%d: lost %d/%d (PER %.2f %%), "
                        + "corrupt %d, syncs %d%n",
                profile, rt60, drr, snr, args[4], ppm, base, counts[0], frames,
                100.0 * counts[0] / frames, counts[1], counts[2]);
    }

    /** {lost, corrupt delivered, syncs} over {@code frames} recordings. */
    static int[] run(String profile, double rt60, double drr, double snr, StandInRoom.Noise noise,
            double ppm, int frames, long base) {
        int lost = 0;
        int corrupt = 0;
        int syncs = 0;
        for (int i = 0; i < frames; i++) {
            SplittableRandom r = new SplittableRandom(base * 1_000_003L + i);
            byte[] sent = TestFrames.random(r.nextLong(), 1).get(0);
            short[] clean = modulate(profile, sent);
            int delay = r.nextInt(4001);
            short[] tx = new short[clean.length + delay];
            System.arraycopy(clean, 0, tx, delay, clean.length);
            int active = profile.equals("r") ? ProfileR.FRAME_SAMPLES
                    : TonePlan.of(profile.equals("k1") ? 1 : 2).frameSamples();
            short[] rx = StandInRoom.apply(tx, delay + Modulator.GAP_SAMPLES, active, rt60, drr,
                    snr, noise, ppm, r.nextLong());
            FrameReceiver d = receiver(profile);
            d.accept(rx);
            List<ModemFrame> got = d.finish();
            syncs += (int) d.greetings();
            boolean ok = false;
            for (ModemFrame f : got) {
                if (Arrays.equals(f.frame(), sent)) {
                    ok = true;
                } else {
                    corrupt++;
                }
            }
            if (!ok) {
                lost++;
            }
        }
        return new int[] {lost, corrupt, syncs};
    }

    static short[] modulate(String profile, byte[] frame) {
        List<byte[]> one = new ArrayList<>(List.of(frame));
        return switch (profile) {
            case "r" -> HopModulator.R.recordingOfFrames(one);
            case "k1" -> Modulator.recordingOfFrames(TonePlan.K1, one);
            case "k2" -> Modulator.recordingOfFrames(TonePlan.K2, one);
            default -> throw new IllegalArgumentException("profile must be r, k1 or k2: " + profile);
        };
    }

    static FrameReceiver receiver(String profile) {
        return switch (profile) {
            case "r" -> new HopDemodulator(HopPlan.R, TestFrames.CRC, 10, null);
            case "k1" -> new Demodulator(TonePlan.K1, TestFrames.CRC, 10, null);
            case "k2" -> new Demodulator(TonePlan.K2, TestFrames.CRC, 10, null);
            default -> throw new IllegalArgumentException("profile must be r, k1 or k2: " + profile);
        };
    }
}
