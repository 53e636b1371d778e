package echoai.link1.bench.air;

import echoai.link1.bench.SeedSet;
import echoai.link1.frame.Crc16;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import echoai.link1.modem.DropReason;
import echoai.link1.modem.ModemFrame;
import echoai.link1.modem.Modulator;
import echoai.link1.modem.TonePlan;
import echoai.link1.room.RoomConfig;
import echoai.link1.room.RoomKind;
import echoai.link1.room.RoomOutput;
import echoai.link1.session.AirPath;
import echoai.link1.session.Arm;
import echoai.link1.session.ArmRunner;
import echoai.link1.session.Reception;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * One point of the modem bench: n frames in one recording (4000 zeros, each frame followed by
 * 4000 zeros), through the room with a random leading delay of 0–4000 samples, decoded with
 * {@code max_frames = n + 8} and the frame CRC as the check: the one {@link AirPath}. Corrupt
 * frames (delivered, equal to no frame sent) are counted at three levels ({@link CorruptCount}).
 * Deterministic in its seed.
 */
public final class AirTrial {
    /** What the frames carry. */
    public enum Content {
        /** 20 random bytes and their CRC. */
        RANDOM,
        /** Real CLAIM frames: what the veterans of dev worlds 0..15 say, drawn at random. */
        CLAIM
    }

    /**
     * One trial's parameters; {@code driftPpm} is the receiver's clock drift and
     * {@code interfererDb} the sweeping sine's power over the signal's ({@code NaN}: none).
     */
    public record Point(Content content, RoomKind room, TonePlan plan, double snrDb, int frames, long seed,
                 double driftPpm, double interfererDb) {
        /** A point without drift or interferer (every E2 sweep but the interferer row). */
        public Point(Content content, RoomKind room, TonePlan plan, double snrDb, int frames, long seed) {
            this(content, room, plan, snrDb, frames, seed, 0, Double.NaN);
        }
    }

    /** What happened. Counts only; the CPU time goes to perf.json, never to the document. */
    public record Outcome(Point point, int delaySamples, int delivered, int lost, int corruptPassedCrc,
                   int acceptedCorrupt, int corruptSpeechShaped, long bitErrors, long greetings,
                   long candidates, Map<DropReason, Long> dropped,
                   long clippedSamples, long audioSamples, long demodCpuNanos) {
        long deliveredBits() {
            return 8L * LinkFrame.LENGTH * delivered;
        }
    }

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private AirTrial() {
    }

    public static Outcome run(Point p) {
        SplittableRandom random = new SplittableRandom(p.seed());
        List<byte[]> sent = frames(p.content(), p.frames(), random);
        RoomConfig drawn = AirPath.randomRoom(p.room(), p.snrDb(), random);
        RoomConfig room = new RoomConfig(drawn.room(), drawn.snrDb(), drawn.seed(),
                drawn.delaySamples(), p.driftPpm(), p.interfererDb());
        RoomOutput rx = AirPath.air(AirProfile.ofK(p.plan().groups()), sent, room);
        return decode(p, sent, room.delaySamples(), rx.samples(), rx.clippedSamples());
    }

    /** The receiver alone is timed (its CPU time goes to perf.json). */
    static Outcome decode(Point p, List<byte[]> sent, int delay, short[] pcm, long clipped) {
        long t0 = THREADS.getCurrentThreadCpuTime();
        Reception heard = AirPath.receive(AirProfile.ofK(p.plan().groups()), pcm, sent.size());
        long cpu = THREADS.getCurrentThreadCpuTime() - t0;
        List<ModemFrame> got = heard.frames();
        Set<String> sentHex = new HashSet<>();
        for (byte[] f : sent) {
            sentHex.add(java.util.HexFormat.of().formatHex(f));
        }
        boolean[] received = new boolean[sent.size()];
        CorruptCount corrupt = new CorruptCount();
        long bitErrors = 0;
        int period = p.plan().frameSamples() + Modulator.GAP_SAMPLES;
        for (ModemFrame f : got) {
            long rel = f.offsetSamples() - delay - Modulator.GAP_SAMPLES;
            int idx = (int) Math.max(0, Math.min(sent.size() - 1, Math.floorDiv(rel + period / 2, period)));
            byte[] bytes = f.frame();
            if (Arrays.equals(bytes, sent.get(idx))) {
                received[idx] = true;
            } else {
                bitErrors += bitDifference(bytes, sent.get(idx));
            }
            if (!sentHex.contains(f.frameHex())) {
                corrupt.add(bytes);
            }
        }
        int delivered = 0;
        for (boolean r : received) {
            delivered += r ? 1 : 0;
        }
        return new Outcome(p, delay, got.size(), sent.size() - delivered,
                (int) corrupt.passedCrc(), (int) corrupt.accepted(), (int) corrupt.speechShaped(),
                bitErrors,
                heard.greetings(), heard.candidates(), heard.dropped(), clipped, pcm.length, cpu);
    }

    public static List<byte[]> frames(Content content, int n, SplittableRandom random) {
        List<byte[]> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(content == Content.RANDOM ? randomFrame(random) : claimFrame(random, i));
        }
        return out;
    }

    private static byte[] randomFrame(SplittableRandom random) {
        byte[] f = new byte[LinkFrame.LENGTH];
        for (int j = 0; j < LinkFrame.OFFSET_CRC; j++) {
            f[j] = (byte) random.nextInt(256);
        }
        int crc = Crc16.compute(f, 0, LinkFrame.OFFSET_CRC);
        f[LinkFrame.OFFSET_CRC] = (byte) (crc >> 8);
        f[LinkFrame.OFFSET_CRC + 1] = (byte) crc;
        return f;
    }

    /** Every CLAIM frame the veterans of dev worlds 0..15 send in arm T (781 frames). */
    private static final List<byte[]> DEV_CLAIMS = devClaims();

    private static List<byte[]> devClaims() {
        List<byte[]> out = new ArrayList<>();
        for (int seed : SeedSet.DEV.seeds()) {
            for (LinkFrame f : ArmRunner.speak(seed, Arm.T)) {
                out.add(f.toBytes());
            }
        }
        return List.copyOf(out);
    }

    /** A real veteran's CLAIM frame, drawn uniformly from the dev worlds' claims. */
    private static byte[] claimFrame(SplittableRandom random, int index) {
        return DEV_CLAIMS.get(random.nextInt(DEV_CLAIMS.size())).clone();
    }

    private static int bitDifference(byte[] a, byte[] b) {
        int bits = 0;
        for (int i = 0; i < a.length; i++) {
            bits += Integer.bitCount((a[i] ^ b[i]) & 0xFF);
        }
        return bits;
    }
}
