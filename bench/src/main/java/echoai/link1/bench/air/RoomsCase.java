package echoai.link1.bench.air;

import echoai.link1.room.Background;
import echoai.link1.room.DeviceChain;
import echoai.link1.room.RoomPoint;
import echoai.link1.session.AirRoom;

/**
 * One point of E2-rooms and understanding-rooms: a named room point, a background, an SNR and
 * the devices. Its {@link #name()} seeds its recordings, so the same point gets the same room
 * draws and frames for every profile (a paired comparison).
 *
 * @param point      the room point
 * @param background the background
 * @param snrDb      the SNR, dB
 * @param devices    the playback and capture devices
 */
public record RoomsCase(RoomPoint point, Background background, double snrDb,
                        DeviceChain devices) {
    /** E.g. {@code living-rt0.5-2m/babble/10dB/48-48kHz/+0ppm}. */
    public String name() {
        return room().key();
    }

    /** The devices in words, e.g. {@code 44.1->48 kHz +200 ppm}. */
    public String devicesLabel() {
        return AirRoom.devicesLabel(devices);
    }

    /** The air path's room. */
    public AirRoom.Physical room() {
        return new AirRoom.Physical(point, background, snrDb, devices);
    }
}
