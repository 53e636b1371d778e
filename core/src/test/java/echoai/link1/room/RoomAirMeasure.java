package echoai.link1.room;

import echoai.link1.frame.Crc16;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.Demodulator;
import echoai.link1.modem.Modulator;
import echoai.link1.modem.ModemFrame;
import echoai.link1.modem.TonePlan;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Today's K=1 and K=2 receivers through the physical room (ROOM.md §10): at each point, n
 * recordings of one frame each (a leading delay of 0–4000 samples, then the spec's recording:
 * 4000 zeros, the frame, 4000 zeros), each in its own room draw, captured at 48 kHz, decimated
 * to 16 kHz by {@link PhysicalRoomOutput#at16k()}, decoded by today's {@link Demodulator} with
 * {@link LinkFrame#crcOk} and {@code max_frames} = 9. Frames have the spec's layout: 'W',
 * version 1 with a random act, random sender, seq and 16 postcard bytes, CRC-16.
 *
 * <p>Seeds: point j of seed base b draws its recordings' seeds from
 * {@code SplittableRandom(b·1 000 000 + j)}: per recording one long for the frame, delay and
 * room. Dev seed bases only (0–15).
 *
 * <pre>
 * ./mvnw -B -o -q test-compile
 * java -cp target/classes:target/test-classes echoai.link1.room.RoomAirMeasure FRAMES SEED_BASE
 * </pre>
 */
final class RoomAirMeasure {
    /** One row: a point in the living room, its background and SNR, the devices. */
    record Point(double rt60S, double distanceM, Background background, double snrDb,
                 DeviceChain devices) {
        Point(double rt60S, double distanceM, Background background, double snrDb) {
            this(rt60S, distanceM, background, snrDb, DeviceChain.DEFAULT);
        }

        PhysicalRoomConfig config(long seed) {
            return new PhysicalRoomConfig(ShoeboxRoom.LIVING, rt60S, distanceM, background, snrDb,
                    devices, seed);
        }

        String devicesLabel() {
            return RoomPoint.number(devices.playbackRateHz() / 1000.0) + "→"
                    + RoomPoint.number(devices.captureRateHz() / 1000.0) + " kHz"
                    + (devices.clockOffsetPpm() == 0 ? ""
                    : String.format(Locale.ROOT, ", %+.0f ppm", devices.clockOffsetPpm()));
        }
    }

    /** What one point gave for one K. */
    record Tally(int frames, int lost, int wrong) {
    }

    static final List<Point> POINTS = List.of(
            new Point(0.3, 0.3, Background.WHITE, 30),
            new Point(0.4, 0.5, Background.WHITE, 30),
            new Point(0.5, 0.5, Background.WHITE, 30),
            new Point(0.3, 1, Background.WHITE, 30),
            new Point(0.5, 1, Background.WHITE, 30),
            new Point(0.5, 1, Background.BABBLE, 20),
            new Point(0.5, 2, Background.WHITE, 30),
            new Point(0.5, 3, Background.WHITE, 30),
            new Point(0.8, 1, Background.WHITE, 30),
            new Point(0.8, 2, Background.WHITE, 30),
            new Point(0.8, 3, Background.BABBLE, 20),
            new Point(0.3, 0.3, Background.WHITE, 30, new DeviceChain(44_100, 48_000, 200, Double.NaN)),
            new Point(0.3, 0.3, Background.WHITE, 30, new DeviceChain(48_000, 44_100, -200, Double.NaN)),
            new Point(0.5, 0.5, Background.PINK, 10),
            new Point(0.5, 0.5, Background.BABBLE, 10));

    private RoomAirMeasure() {
    }

    public static void main(String[] args) {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: FRAMES SEED_BASE");
        }
        int frames = Integer.parseInt(args[0]);
        long base = Long.parseLong(args[1]);
        if (base < 0 || base > 15) {
            throw new IllegalArgumentException("seed base must be a dev seed 0..15: " + base);
        }
        System.out.println("| RT60 | distance | d_c | background | devices | K=1 lost | K=2 lost "
                + "| wrong accepted (K=1/K=2) |");
        System.out.println("|---|---|---|---|---|---|---|---|");
        for (int j = 0; j < POINTS.size(); j++) {
            Point p = POINTS.get(j);
            Tally k1 = run(p, TonePlan.of(1), frames, base * 1_000_000L + j);
            Tally k2 = run(p, TonePlan.of(2), frames, base * 1_000_000L + j);
            System.out.printf(Locale.ROOT,
                    "| %.1f s | %s m | %.2f m | %s %s dB | %s | %s | %s | %d / %d |%n",
                    p.rt60S(), RoomPoint.number(p.distanceM()),
                    ShoeboxRoom.LIVING.criticalDistanceM(p.rt60S()), p.background().label(),
                    RoomPoint.number(p.snrDb()), p.devicesLabel(), percent(k1), percent(k2),
                    k1.wrong(), k2.wrong());
            System.err.printf(Locale.ROOT, "point %d of %d done%n", j + 1, POINTS.size());
        }
    }

    private static String percent(Tally t) {
        return String.format(Locale.ROOT, "%d/%d (%.1f %%)", t.lost(), t.frames(),
                100.0 * t.lost() / t.frames());
    }

    /** n one-frame recordings at point {@code p}. */
    static Tally run(Point p, TonePlan plan, int frames, long pointSeed) {
        SplittableRandom seeds = new SplittableRandom(pointSeed);
        int lost = 0;
        int wrong = 0;
        for (int i = 0; i < frames; i++) {
            SplittableRandom r = new SplittableRandom(seeds.nextLong());
            byte[] frame = frame(r);
            int delay = r.nextInt(4001);
            short[] tx = Modulator.recordingOfFrames(plan, List.of(frame));
            short[] delayed = new short[delay + tx.length];
            System.arraycopy(tx, 0, delayed, delay, tx.length);
            short[] rx = PhysicalRoom.apply(delayed, p.config(r.nextLong())).at16k().samples();
            Demodulator demod = new Demodulator(plan, LinkFrame::crcOk, 9, null);
            demod.accept(rx);
            boolean got = false;
            for (ModemFrame f : demod.finish()) {
                if (Arrays.equals(f.frame(), frame)) {
                    got = true;
                } else {
                    wrong++;
                }
            }
            lost += got ? 0 : 1;
        }
        return new Tally(frames, lost, wrong);
    }

    /** A frame of the spec's layout with random act, sender, seq and postcard bytes. */
    static byte[] frame(SplittableRandom r) {
        byte[] f = new byte[LinkFrame.LENGTH];
        f[0] = (byte) LinkFrame.MAGIC;
        f[1] = (byte) (LinkFrame.VERSION << 4 | r.nextInt(4));
        for (int j = 2; j < LinkFrame.OFFSET_CRC; j++) {
            f[j] = (byte) r.nextInt(256);
        }
        int crc = Crc16.compute(f, 0, LinkFrame.OFFSET_CRC);
        f[LinkFrame.OFFSET_CRC] = (byte) (crc >> 8);
        f[LinkFrame.OFFSET_CRC + 1] = (byte) crc;
        return f;
    }
}
