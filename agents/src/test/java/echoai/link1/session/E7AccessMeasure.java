package echoai.link1.session;

import echoai.link1.modem.AirProfile;
import echoai.link1.room.Background;
import echoai.link1.room.ShoeboxRoom;
import java.lang.management.ManagementFactory;
import java.util.Locale;

/**
 * The development measurements behind E7's medium-access constants (docs/spec/E7.md §8): one
 * broadcast or dialogue arm under given access constants, world by world, with its collisions,
 * deliveries, air time and goodput.
 *
 * <pre>
 * scripts/measure core echoai.link1.session.E7AccessMeasure PROFILE VETERANS near|spread
 *     csma|aloha|tdma SLOT DIFS WINDOW FIRST_SEED LAST_SEED [dialogue]
 * scripts/measure core echoai.link1.session.E7AccessMeasure r 4 near csma 512 2 32 0 1
 * </pre>
 */
public final class E7AccessMeasure {
    private E7AccessMeasure() {
    }

    public static void main(String[] a) {
        AirProfile p = AirProfile.parse(a[0]);
        int n = Integer.parseInt(a[1]);
        RoomPlacement pl = RoomPlacement.valueOf(a[2].toUpperCase(Locale.ROOT));
        MediumAccess.Mode mode = MediumAccess.Mode.valueOf(a[3].toUpperCase(Locale.ROOT));
        MediumAccess access = new MediumAccess(mode, Integer.parseInt(a[4]),
                Integer.parseInt(a[5]), Integer.parseInt(a[6]), 16_000L * 600, 16_000L * 60);
        boolean dialogue = a.length > 9 && a[9].equals("dialogue");
        for (long seed = Long.parseLong(a[7]); seed <= Long.parseLong(a[8]); seed++) {
            long t0 = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
            RoomSetup setup = new RoomSetup(p, n, pl, access, ShoeboxRoom.LIVING, 0.5,
                    Background.WHITE, 30);
            RoomRun r = dialogue ? RoomDialogue.run(seed, setup) : RoomBroadcast.run(seed, setup);
            long t1 = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
            var c = r.air();
            System.out.printf(Locale.ROOT, "seed %d %s: sent %d delivered %d lost %d collided %d"
                    + " (%s) air %s s goodput %s deferrals %d abandoned %d first-visit harm %d"
                    + " postcards %d accepted_corrupt %d | %.1f CPU s%n", seed, r.result().arm(),
                    c.framesSent(), c.framesDelivered(), c.framesLost(), c.collisions(),
                    c.collisionRate(), c.airTimeS(), c.goodputPerS(), c.deferrals(),
                    c.abandoned(), r.result().firstVisitHarm(), r.result().postcards(),
                    c.acceptedCorrupt(), (t1 - t0) / 1e9);
        }
    }
}
