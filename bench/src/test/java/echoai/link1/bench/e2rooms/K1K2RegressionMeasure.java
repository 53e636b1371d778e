package echoai.link1.bench.e2rooms;

import echoai.link1.bench.BenchContext;
import echoai.link1.bench.PerfLog;
import echoai.link1.bench.Progress;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.air.AirTrial;
import echoai.link1.bench.air.AirTrials;
import echoai.link1.bench.air.RoomsCase;
import echoai.link1.bench.air.RoomsPoint;
import echoai.link1.bench.air.RoomsTrial;
import echoai.link1.bench.e2.E2Extended;
import echoai.link1.modem.AirProfile;
import echoai.link1.modem.TonePlan;
import echoai.link1.room.Background;
import echoai.link1.room.DeviceChain;
import echoai.link1.room.RoomKind;
import echoai.link1.room.RoomPoint;
import echoai.link1.session.Seeds;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A bounded dev-seed check of K1 and K2 against the thresholds of {@code lab/link1/extended/E2.json}
 * (issue 16: "no regression at any threshold", measured on dev seed bases) and the near-field
 * room targets (0.3 m: 0 lost; 0.5 m at RT60 0.5 s: ≤ 5 %). Not the extended E2 run (that is
 * {@code bench E2 --extended}): only the points around each threshold, with E2Extended's seed
 * names ({@code Seeds.mix(base, Seeds.stream("E2/extended/<name>"))}) at dev seed base
 * {@code BASE}, and the physical room points through {@link RoomsTrial} on dev bases 0–15.
 *
 * <pre>
 * ./mvnw -B -o -q test-compile
 * java -cp target/classes:target/test-classes:$(cat cp.txt) \
 *     echoai.link1.bench.e2rooms.K1K2RegressionMeasure BASE ROOM_RECORDINGS THREADS
 * </pre>
 */
final class K1K2RegressionMeasure {
    private K1K2RegressionMeasure() {
    }

    /** One threshold curve to check: the room, K and the registered threshold, dB. */
    private record Curve(RoomKind room, TonePlan plan, int thresholdDb) {
    }

    public static void main(String[] args) throws Exception {
        int base = Integer.parseInt(args[0]);
        int roomRecordings = Integer.parseInt(args[1]);
        int threads = Integer.parseInt(args[2]);
        if (base < 0 || base > 15) {
            throw new IllegalArgumentException("base must be a dev seed base 0..15: " + base);
        }
        BenchContext ctx = new BenchContext(SeedSet.parse(Integer.toString(base)),
                java.nio.file.Path.of("unused"), false, threads, Map.of(), Progress.NONE,
                new PerfLog());
        List<AirTrial.Point> points = new ArrayList<>();
        for (Curve c : List.of(new Curve(RoomKind.DRY, TonePlan.K1, -13),
                new Curve(RoomKind.DRY, TonePlan.K2, -10), new Curve(RoomKind.ECHO, TonePlan.K1, -8),
                new Curve(RoomKind.ECHO, TonePlan.K2, -6))) {
            for (int snr = c.thresholdDb() - 1; snr <= c.thresholdDb() + 2; snr++) {
                points.add(point(c.room(), c.plan(), snr, E2Extended.THRESHOLD_FRAMES,
                        c.room().label() + "/k" + c.plan().groups() + "/" + snr, base));
            }
        }
        points.add(point(RoomKind.LONG_ECHO, TonePlan.K1, -6.0, E2Extended.THRESHOLD_FRAMES,
                "long-echo/k1/-6.0", base));
        for (TonePlan plan : TonePlan.values()) {
            for (int d = 0; d < E2Extended.REVERB_DRAWS; d++) {
                points.add(point(RoomKind.REVERB, plan, 10.0, E2Extended.REVERB_FRAMES_PER_DRAW,
                        "reverb/k" + plan.groups() + "/10.0/" + d, base));
            }
        }
        List<AirTrial.Outcome> outcomes = AirTrials.map(ctx, "regression", points, AirTrial::run);
        System.out.println("| room | K | SNR dB | lost / frames | corrupt past CRC |");
        System.out.println("|---|---|---|---|---|");
        int[] reverb = new int[4];
        for (AirTrial.Outcome o : outcomes) {
            AirTrial.Point p = o.point();
            if (p.room() == RoomKind.REVERB) {
                int k = p.plan().groups() - 1;
                reverb[2 * k] += o.lost();
                reverb[2 * k + 1] += p.frames();
                continue;
            }
            System.out.printf("| %s | %d | %s | %d / %d | %d |%n", p.room().label(),
                    p.plan().groups(), p.snrDb(), o.lost(), p.frames(), o.corruptPassedCrc());
        }
        for (int k = 0; k < 2; k++) {
            System.out.printf("| reverb (%d draws) | %d | 10.0 | %d / %d | |%n",
                    E2Extended.REVERB_DRAWS, k + 1, reverb[2 * k], reverb[2 * k + 1]);
        }
        nearField(ctx, roomRecordings);
    }

    private static AirTrial.Point point(RoomKind room, TonePlan plan, double snr, int frames,
                                        String name, int base) {
        return new AirTrial.Point(AirTrial.Content.RANDOM, room, plan, snr, frames,
                Seeds.mix(base, Seeds.stream("E2/extended/" + name)));
    }

    /** 0.3 m (RT60 0.3 s) and 0.5 m (RT60 0.5 s), every background at 10, 20, 30 dB. */
    private static void nearField(BenchContext ctx, int recordings) throws Exception {
        List<Integer> devBases = SeedSet.DEV.seeds();
        List<RoomsCase> cases = new ArrayList<>();
        for (String name : List.of("living-0.3m", "living-rt0.5-0.5m")) {
            for (Background b : E2Rooms.BACKGROUNDS) {
                for (double snr : E2Rooms.SNR_DB) {
                    cases.add(new RoomsCase(RoomPoint.named(name), b, snr, DeviceChain.DEFAULT));
                }
            }
        }
        record Task(RoomsCase c, AirProfile profile) {
        }
        List<Task> tasks = new ArrayList<>();
        for (RoomsCase c : cases) {
            tasks.add(new Task(c, AirProfile.K1));
            tasks.add(new Task(c, AirProfile.K2));
        }
        List<RoomsPoint> out = AirTrials.map(ctx, "near field", tasks,
                t -> RoomsTrial.run(t.c(), t.profile(), recordings, devBases));
        System.out.println();
        System.out.println("| point | background | SNR dB | profile | lost / recordings |"
                + " corrupt past CRC |");
        System.out.println("|---|---|---|---|---|---|");
        for (RoomsPoint p : out) {
            System.out.printf("| %s | %s | %s | %s | %d / %d | %d |%n", p.point(), p.background(),
                    p.snrDb().toPlainString(), p.profile(), p.lost(), p.frames(),
                    p.corruptPassedCrc());
        }
    }
}
