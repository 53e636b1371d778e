package echoai.link1.bench.e2rooms;

import echoai.link1.bench.air.AirTrial;
import echoai.link1.bench.air.RoomsCase;
import echoai.link1.bench.air.RoomsTrial;
import echoai.link1.modem.AirProfile;
import echoai.link1.room.Background;
import echoai.link1.room.DeviceChain;
import echoai.link1.room.RoomOutput;
import echoai.link1.room.RoomPoint;
import echoai.link1.session.AirPath;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * The cost of one E2-rooms recording (docs/bench.md, "E2-rooms"): CPU seconds of the room
 * (modulator, physical room, decimation to 16 kHz) and of the receiver, per profile, over
 * {@code FRAMES} recordings at each of a few points, on one thread. Dev seed base 0.
 *
 * <pre>
 * ./mvnw -B -o -q test-compile
 * java -cp target/classes:target/test-classes echoai.link1.bench.e2rooms.E2RoomsCostMeasure FRAMES
 * </pre>
 */
final class E2RoomsCostMeasure {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private E2RoomsCostMeasure() {
    }

    public static void main(String[] args) {
        int frames = Integer.parseInt(args[0]);
        List<RoomsCase> cases = List.of(
                new RoomsCase(RoomPoint.named("living-rt0.3-0.5m"), Background.WHITE, 10,
                        DeviceChain.DEFAULT),
                new RoomsCase(RoomPoint.named("living-rt0.8-3m"), Background.BABBLE, 10,
                        DeviceChain.DEFAULT),
                new RoomsCase(RoomPoint.named("living-rt0.5-2m"), Background.PINK, 10,
                        E2Rooms.PPM_DEVICES.get(0)));
        System.out.println("| point | profile | room s/recording | receiver s/recording |");
        System.out.println("|---|---|---|---|");
        for (RoomsCase c : cases) {
            for (AirProfile profile : AirProfile.values()) {
                long room = 0;
                long receiver = 0;
                for (int i = 0; i < frames; i++) {
                    SplittableRandom random = new SplittableRandom(RoomsTrial.seed(c, 0, i));
                    List<byte[]> sent = AirTrial.frames(AirTrial.Content.CLAIM, 1, random);
                    long t0 = THREADS.getCurrentThreadCpuTime();
                    RoomOutput rx = AirPath.air(profile, sent, c.room(), random);
                    long t1 = THREADS.getCurrentThreadCpuTime();
                    AirPath.receive(profile, rx.samples(), 1);
                    long t2 = THREADS.getCurrentThreadCpuTime();
                    room += t1 - t0;
                    receiver += t2 - t1;
                }
                System.out.printf(Locale.ROOT, "| %s | %s | %.3f | %.3f |%n", c.name(),
                        profile.label(), room / 1e9 / frames, receiver / 1e9 / frames);
            }
        }
    }
}
