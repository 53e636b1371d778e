package echoai.link1.session;

import echoai.link1.room.Background;
import echoai.link1.room.DeviceChain;
import echoai.link1.room.PhysicalRoom;
import echoai.link1.room.PhysicalRoomConfig;
import echoai.link1.room.Room;
import echoai.link1.room.RoomConfig;
import echoai.link1.room.RoomKind;
import echoai.link1.room.RoomOutput;
import echoai.link1.room.RoomPoint;
import java.util.Locale;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * The room an {@link AirPath} recording passes: a simulated room of LINK1.md ({@link Simulated}:
 * a {@link RoomKind} and an SNR) or a point of the physical room of ROOM.md ({@link Physical}: a
 * {@link RoomPoint}, a background, an SNR and the devices; captured at the capture rate, then
 * brought to 16 kHz by {@link echoai.link1.room.PhysicalRoomOutput#at16k()}).
 *
 * <p>Both draw a leading delay of 0–{@value AirChannel#MAX_DELAY_SAMPLES} samples first, then
 * the room's own seed, from the one random source they are given.
 */
public sealed interface AirRoom permits AirRoom.Simulated, AirRoom.Physical {
    /**
     * One recording through this room, at 16 kHz.
     *
     * @param tx          the modulator's recording
     * @param activePower the mean power of its active samples (the simulated room's SNR base)
     * @param random      the source of the delay and of the room's seed
     * @return the received 16 kHz recording
     */
    RoomOutput pass(short[] tx, double activePower, SplittableRandom random);

    /**
     * A short description.
     *
     * @return e.g. {@code simulated echo room at 10 dB SNR}
     */
    String label();

    /**
     * The simulated room of LINK1.md: echoes and white noise at {@code snrDb} over the
     * recording's active samples, a random delay; no drift, no interferer (the spec's E4 room).
     *
     * @param room  dry, echo, long-echo or reverb
     * @param snrDb the SNR in dB
     */
    record Simulated(RoomKind room, double snrDb) implements AirRoom {
        /**
         * A simulated room.
         *
         * @param room dry, echo, long-echo or reverb; never null
         * @param snrDb the SNR in dB
         */
        public Simulated {
            Objects.requireNonNull(room, "room");
        }

        @Override
        public RoomOutput pass(short[] tx, double activePower, SplittableRandom random) {
            RoomConfig config = AirPath.randomRoom(room, snrDb, random);
            return Room.apply(tx, activePower, config);
        }

        @Override
        public String label() {
            return "simulated " + room.label() + " room at " + number(snrDb) + " dB SNR";
        }
    }

    /**
     * A point of the physical room (ROOM.md): the recording, delayed, through the point's shoebox,
     * {@code background} at {@code snrDb} (ROOM.md §7), the devices, then decimated to 16 kHz.
     *
     * @param point      the named room point
     * @param background the background at the microphone
     * @param snrDb      the SNR in dB ({@code +Infinity} exactly with no background)
     * @param devices    rates, clock offset, capture gain
     */
    record Physical(RoomPoint point, Background background, double snrDb, DeviceChain devices)
            implements AirRoom {
        /**
         * A physical room point.
         *
         * @param point the named room point, never null
         * @param background the background at the microphone
         * @param snrDb the SNR in dB ({@code +Infinity} exactly with no background)
         * @param devices rates, clock offset, capture gain
         * @throws IllegalArgumentException when the point refuses these values (as {@link RoomPoint#config})
         */
        public Physical {
            Objects.requireNonNull(point, "point");
            point.config(background, snrDb, devices, 0);
        }

        @Override
        public RoomOutput pass(short[] tx, double activePower, SplittableRandom random) {
            int delay = random.nextInt(AirChannel.MAX_DELAY_SAMPLES + 1);
            PhysicalRoomConfig config = point.config(background, snrDb, devices,
                    random.nextLong());
            short[] delayed = new short[Math.addExact(delay, tx.length)];
            System.arraycopy(tx, 0, delayed, delay, tx.length);
            return PhysicalRoom.apply(delayed, config).at16k();
        }

        /**
         * The point's key, which seeds its recordings in the bench (E2-rooms, understanding-rooms)
         * and the demo, e.g. {@code living-rt0.5-2m/babble/10dB/48-48kHz/+0ppm}.
         *
         * @return the key
         */
        public String key() {
            return String.format(Locale.ROOT, "%s/%s/%sdB/%s-%skHz/%+.0fppm", point.name(),
                    background.label(), number(snrDb), number(devices.playbackRateHz() / 1000.0),
                    number(devices.captureRateHz() / 1000.0), devices.clockOffsetPpm());
        }

        @Override
        public String label() {
            String snr = background == Background.NONE ? "no background"
                    : background.label() + " at " + number(snrDb) + " dB SNR";
            return "physical room point " + point.name() + ", " + snr + ", "
                    + devicesLabel(devices);
        }
    }

    /**
     * A number in its shortest decimal form.
     *
     * @param value the number
     * @return e.g. 10, -3, 2.5, 44.1
     */
    static String number(double value) {
        return value == StrictMath.rint(value) ? Long.toString((long) value)
                : Double.toString(value);
    }

    /**
     * The devices in words.
     *
     * @param d the devices
     * @return e.g. {@code 48->48 kHz}, {@code 44.1->48 kHz +200 ppm}
     */
    static String devicesLabel(DeviceChain d) {
        String text = number(d.playbackRateHz() / 1000.0) + "->"
                + number(d.captureRateHz() / 1000.0) + " kHz";
        return d.clockOffsetPpm() == 0 ? text
                : text + String.format(Locale.ROOT, " %+.0f ppm", d.clockOffsetPpm());
    }
}
