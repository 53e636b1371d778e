package echoai.link1.bench;

import echoai.link1.room.Background;
import echoai.link1.room.DeviceChain;
import echoai.link1.room.RoomPoint;
import echoai.link1.session.AirRoom;
import java.util.Locale;

/**
 * One point of E2-rooms: a named room point, a background, an SNR and the devices. Its
 * {@link #name()} seeds its recordings, so the same point gets the same room draws and frames for
 * every profile (a paired comparison).
 */
record RoomsCase(RoomPoint point, Background background, double snrDb, DeviceChain devices) {
    /** E.g. {@code living-rt0.5-2m/babble/10dB/48-48kHz/+0ppm}. */
    String name() {
        return String.format(Locale.ROOT, "%s/%s/%sdB/%s-%skHz/%+.0fppm", point.name(),
                background.label(), AirRoom.number(snrDb),
                AirRoom.number(devices.playbackRateHz() / 1000.0),
                AirRoom.number(devices.captureRateHz() / 1000.0), devices.clockOffsetPpm());
    }

    /** The devices in words, e.g. {@code 44.1->48 kHz +200 ppm}. */
    String devicesLabel() {
        return AirRoom.devicesLabel(devices);
    }

    /** The air path's room. */
    AirRoom.Physical room() {
        return new AirRoom.Physical(point, background, snrDb, devices);
    }
}
