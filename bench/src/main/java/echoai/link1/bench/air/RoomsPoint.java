package echoai.link1.bench.air;

import java.math.BigDecimal;
import java.util.Objects;

/**
 * One point of E2-rooms for one air profile: {@code frames} recordings of one frame each, each in
 * its own draw of the physical room (ROOM.md), and what the profile's receiver made of them.
 *
 * @param point            the named room point (ROOM.md §9), e.g. {@code living-rt0.5-2m}
 * @param rt60S            the point's RT60, s
 * @param distanceM        the point's source–microphone distance, m
 * @param background       white, pink or babble
 * @param snrDb            SNR (ROOM.md §7) in dB, one decimal
 * @param devices          playback → capture rates and clock offset, e.g. {@code 48->48 kHz}
 * @param profile          k1, k2 or r
 * @param frames           recordings (one frame each) sent
 * @param lost             recordings whose frame was not delivered byte-equal
 * @param per              lost / frames, 4 decimals
 * @param corruptPassedCrc delivered frames not equal to the frame sent (each passed the CRC)
 * @param acceptedCorrupt  of those, the frames that also passed every frame check (magic,
 *                         version, act, postcard: {@code LinkFrame.parse})
 * @param greetings        greetings (K1/K2) or syncs (R) detected
 * @param candidates       candidates that reached the decoder and the CRC
 * @param dropped          detections that delivered nothing, by reason
 * @param clippedSamples   samples saturated when the capture was brought to 16 kHz
 */
public record RoomsPoint(String point, BigDecimal rt60S, BigDecimal distanceM, String background,
                         BigDecimal snrDb, String devices, String profile, int frames, int lost,
                         BigDecimal per, int corruptPassedCrc, int acceptedCorrupt,
                         long greetings, long candidates, Dropped dropped,
                         long clippedSamples) {
    /**
     * Checks the components.
     *
     * @param point the named room point (ROOM.md §9), e.g. {@code living-rt0.5-2m}
     * @param rt60S the point's RT60, s
     * @param distanceM the point's source–microphone distance, m
     * @param background white, pink or babble
     * @param snrDb SNR (ROOM.md §7) in dB, one decimal
     * @param devices playback → capture rates and clock offset, e.g. {@code 48->48 kHz}
     * @param profile k1, k2 or r
     * @param frames recordings (one frame each) sent
     * @param lost recordings whose frame was not delivered byte-equal
     * @param per lost / frames, 4 decimals
     * @param corruptPassedCrc delivered frames not equal to the frame sent (each passed the CRC)
     * @param acceptedCorrupt of those, the frames that also passed every frame check (magic,
     *     version, act, postcard: {@code LinkFrame.parse})
     * @param greetings greetings (K1/K2) or syncs (R) detected
     * @param candidates candidates that reached the decoder and the CRC
     * @param dropped detections that delivered nothing, by reason
     * @param clippedSamples samples saturated when the capture was brought to 16 kHz
     * @throws NullPointerException when a required component is null
     */
    public RoomsPoint {
        Objects.requireNonNull(point, "point");
        Objects.requireNonNull(background, "background");
        Objects.requireNonNull(devices, "devices");
        Objects.requireNonNull(profile, "profile");
        Objects.requireNonNull(per, "per");
        Objects.requireNonNull(dropped, "dropped");
    }
}
