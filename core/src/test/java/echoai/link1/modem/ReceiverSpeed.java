package echoai.link1.modem;

import echoai.link1.room.Room;
import echoai.link1.room.RoomConfig;
import echoai.link1.room.RoomKind;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Real-time factor of a profile's receiver by thread CPU time (test code): on a shared, loaded
 * machine CPU time is steadier than JMH's wall-clock scores. 60 s of frames 0.25 s apart through
 * the reverb room at 10 dB (seed 1), decoded {@code REPEATS} times after as many warm-up passes.
 *
 * <pre>
 * java -cp target/classes:target/test-classes echoai.link1.modem.ReceiverSpeed k1|k2|r REPEATS
 * </pre>
 */
final class ReceiverSpeed {
    private ReceiverSpeed() {
    }

    public static void main(String[] args) {
        AirProfile profile = AirProfile.parse(args[0]);
        int repeats = Integer.parseInt(args[1]);
        int seconds = 60;
        int frames = (seconds * 16_000 - Modulator.GAP_SAMPLES)
                / (profile.frameSamples() + Modulator.GAP_SAMPLES);
        List<byte[]> sent = new ArrayList<>(TestFrames.random(1, frames));
        short[] tx = java.util.Arrays.copyOf(profile.recordingOfFrames(sent), seconds * 16_000);
        double power = profile.activeEnergy(tx, frames) / ((double) frames * profile.frameSamples());
        short[] pcm = Room.apply(tx, power, RoomConfig.of(RoomKind.REVERB, 10, 1, 0)).samples();
        FrameReceiver rx = profile.receiver(TestFrames.CRC, Integer.MAX_VALUE, null);
        ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        int found = 0;
        long cpu = 0;
        for (int pass = 0; pass < 2 * repeats; pass++) {
            long t0 = bean.getCurrentThreadCpuTime();
            rx.reset();
            rx.accept(pcm);
            found = rx.finish().size();
            if (pass >= repeats) {
                cpu += bean.getCurrentThreadCpuTime() - t0;
            }
        }
        System.out.printf(Locale.ROOT, "%s: %d/%d frames, %.0f× real time (thread CPU time, %d passes)%n",
                profile.label(), found, frames, repeats * seconds / (cpu / 1e9), repeats);
    }
}
