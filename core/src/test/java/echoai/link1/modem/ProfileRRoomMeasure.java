package echoai.link1.modem;

import echoai.link1.room.Background;
import echoai.link1.room.DeviceChain;
import echoai.link1.room.PhysicalRoom;
import echoai.link1.room.PhysicalRoomConfig;
import echoai.link1.room.ShoeboxRoom;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * PER of an air profile through the physical room of ROOM.md (test code, dev seed bases only):
 * at each point, n recordings of one frame each (a leading delay of 0–4000 samples, then the
 * spec's one-frame recording), each in its own room draw (living room, 48 kHz devices, AGC on,
 * the given clock offset), decimated to 16 kHz, decoded with real sync by the profile's receiver
 * with {@code LinkFrame::crcOk} and {@code max_frames} = 9. Point j of seed base b draws its
 * recordings' seeds from {@code SplittableRandom(b·1 000 000 + j)}.
 *
 * <pre>
 * ./mvnw -B -o -q test-compile
 * java -cp target/classes:target/test-classes echoai.link1.modem.ProfileRRoomMeasure \
 *     k1|k2|r|r-power|r-hard|r-hopN FRAMES SEED_BASE RT60:DISTANCE:BACKGROUND:SNR:PPM ...
 * </pre>
 *
 * Variants of R, to show what its choices are worth (test code only, not a profile):
 * {@code r-power} and {@code r-hard} receive R with power or hard decisions instead of √P soft
 * values; {@code r-hopN} sends and receives the data slots on group N·slot mod 8 (N = 0: no
 * hopping, every data slot on group 0; R is N = 3), the sync unchanged.
 */
final class ProfileRRoomMeasure {
    private ProfileRRoomMeasure() {
    }

    public static void main(String[] args) {
        String[] label = args[0].split("-", 2);
        boolean q4 = label[0].startsWith("q4");
        AirProfile profile = q4 ? AirProfile.F : AirProfile.parse(label[0]);
        Variant metric = q4 ? Variant.q4(label[0].equals("q4w") ? HopPlan.Q : HopPlan.Q4,
                label.length == 1 ? "" : label[1])
                : label.length == 1 ? null : Variant.parse(label[1]);
        int frames = Integer.parseInt(args[1]);
        long base = Long.parseLong(args[2]);
        if (base < 0 || base > 15) {
            throw new IllegalArgumentException("seed base must be a dev seed 0..15: " + base);
        }
        for (int j = 3; j < args.length; j++) {
            String[] p = args[j].split(":");
            double rt60 = Double.parseDouble(p[0]);
            double distance = Double.parseDouble(p[1]);
            Background bg = Background.parse(p[2]);
            double snr = Double.parseDouble(p[3]);
            double ppm = Double.parseDouble(p[4]);
            PhysicalRoomConfig config = new PhysicalRoomConfig(ShoeboxRoom.LIVING, rt60, distance,
                    bg, snr, DeviceChain.DEFAULT.withClockOffsetPpm(ppm), 0);
            int[] t = run(profile, metric, config, frames, base * 1_000_000L + (j - 3));
            System.out.printf(Locale.ROOT,
                    "| %s | %.1f s | %s m | %s %s dB | %+.0f ppm | %d/%d (%.1f %%) | %d | %d |%n",
                    args[0], rt60, p[1], bg.label(), p[3], ppm, t[0], frames,
                    100.0 * t[0] / frames, t[1], t[2]);
        }
    }

    /** {lost, wrong delivered, syncs or greetings} over {@code frames} recordings. */
    static int[] run(AirProfile profile, Variant metric,
            PhysicalRoomConfig config, int frames, long pointSeed) {
        SplittableRandom seeds = new SplittableRandom(pointSeed);
        int lost = 0;
        int wrong = 0;
        int syncs = 0;
        for (int i = 0; i < frames; i++) {
            SplittableRandom r = new SplittableRandom(seeds.nextLong());
            byte[] frame = TestFrames.random(r.nextLong(), 1).get(0);
            int delay = r.nextInt(4001);
            short[] tx = metric == null ? profile.recordingOfFrames(List.of(frame))
                    : metric.recording(frame);
            short[] delayed = new short[delay + tx.length];
            System.arraycopy(tx, 0, delayed, delay, tx.length);
            short[] rx = PhysicalRoom.apply(delayed, config.withSeed(r.nextLong())).at16k().samples();
            FrameReceiver rxr = metric == null ? profile.receiver(TestFrames.CRC, 9, null)
                    : new HopDemodulator(metric.plan(), TestFrames.CRC, 9, null, metric.slots());
            rxr.accept(rx);
            boolean got = false;
            for (ModemFrame f : rxr.finish()) {
                if (Arrays.equals(f.frame(), frame)) {
                    got = true;
                } else {
                    wrong++;
                }
            }
            syncs += (int) rxr.greetings();
            lost += got ? 0 : 1;
        }
        return new int[] {lost, wrong, syncs};
    }

    /**
     * A receiver-side metric or a hop step of R's data slots, or the four-tone candidate
     * {@link HopPlan#Q4} ({@code q4}) or profile Q's waveform {@link HopPlan#Q} ({@code q4w}) with
     * a receiver's tail handling (none by default: F's receiver on Q's plan) ({@code q4-tailT} and {@code q4-tailT-gatherG}, weights in
     * Q8: 256 = 1; {@code fitT}: the frame's own tail weight, at most T).
     */
    record Variant(HopPlan plan, HopSlotDemodulator.SoftMetric metric, int hopStep,
            HopSlotDemodulator.TailHandling tails) {
        static Variant parse(String text) {
            if (text.startsWith("hop")) {
                return new Variant(HopPlan.R, HopSlotDemodulator.SoftMetric.AMPLITUDE,
                        Integer.parseInt(text.substring(3)), HopSlotDemodulator.TailHandling.NONE);
            }
            return new Variant(HopPlan.R,
                    HopSlotDemodulator.SoftMetric.valueOf(text.toUpperCase(Locale.ROOT)),
                    ProfileR.HOP_STEP, HopSlotDemodulator.TailHandling.NONE);
        }

        /** The candidate Q4, e.g. "", "tail256", "tail256-gather128". */
        static Variant q4(HopPlan plan, String text) {
            int tail = 0;
            int gather = 0;
            boolean adaptive = false;
            for (String part : text.isEmpty() ? new String[0] : text.split("-")) {
                if (part.startsWith("fit")) {
                    tail = Integer.parseInt(part.substring(3));
                    adaptive = true;
                } else if (part.startsWith("tail")) {
                    tail = Integer.parseInt(part.substring(4));
                } else if (part.startsWith("gather")) {
                    gather = Integer.parseInt(part.substring(6));
                } else {
                    throw new IllegalArgumentException("q4 variant must be tailT, fitT or gatherG: "
                            + part);
                }
            }
            return new Variant(plan, HopSlotDemodulator.SoftMetric.AMPLITUDE,
                    plan.hopStep, new HopSlotDemodulator.TailHandling(tail, gather, adaptive));
        }

        HopSlotDemodulator slots() {
            return new HopSlotDemodulator(plan, metric, hopStep, tails);
        }

        /** The spec's one-frame recording with the data slots on this variant's groups. */
        short[] recording(byte[] frame) {
            if (plan != HopPlan.R) {
                return new HopModulator(plan).recordingOfFrames(List.of(frame));
            }
            short[] pcm = HopModulator.R.recordingOfFrames(List.of(frame));
            byte[] symbols = echoai.link1.fec.RCodec.encode(frame);
            short[] table = SineTable.table(ProfileR.AMPLITUDE);
            for (int s = 0; s < ProfileR.DATA_SLOTS; s++) {
                int slot = ProfileR.SYNC_SLOTS + s;
                int bin = ProfileR.bin(hopStep * slot % ProfileR.GROUPS, symbols[s]);
                int at = HopModulator.GAP_SAMPLES + slot * ProfileR.SLOT_SAMPLES;
                for (int n = 0; n < ProfileR.SLOT_SAMPLES; n++) {
                    pcm[at + n] = table[(bin * n) & SineTable.MASK];
                }
            }
            return pcm;
        }
    }
}
