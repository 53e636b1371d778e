package echoai.link1.api;

import echoai.link1.audio.Resampler;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import echoai.link1.room.Background;
import echoai.link1.room.DeviceChain;
import echoai.link1.room.PhysicalRoom;
import echoai.link1.room.RoomPoint;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The facade at a rate, through a physical room with noise (issue 28, item 11): a frame encoded
 * by {@link Link1#encode} at {@code rateHz}, played at that rate (resampled to the room's 16 kHz
 * input), through the room at 48 kHz, captured and resampled to {@code rateHz}, decoded by
 * {@link Link1#decode} at {@code rateHz}. Recording i draws its frame and room from
 * {@code SplittableRandom(seed·1 000 003 + i)}.
 */
final class RatesThroughTheRoom {
    /** Every rate the tests and the measurement try: the facade's range, common device rates. */
    static final int[] RATES = {8000, 11_025, 16_000, 22_050, 32_000, 44_100, 48_000, 96_000};

    /** The spec's CLAIM frame; each recording sends it with its own sequence number. */
    static final LinkFrame CLAIM = ((echoai.link1.frame.FrameResult.Accepted) LinkFrame.parse(
            echoai.wsp.Hex.parse("57110107020b1c09ce00001e0000004c010031172130", 22))).frame();

    private RatesThroughTheRoom() {
    }

    /** Recordings of {@code n} lost at this point, profile and rate. */
    static int lost(AirProfile profile, int rateHz, String point, Background background,
                    double snrDb, int n, long seed) {
        int lost = 0;
        for (int i = 0; i < n; i++) {
            SplittableRandom random = new SplittableRandom(seed * 1_000_003 + i);
            LinkFrame frame = new LinkFrame(CLAIM.act(), CLAIM.sender(), random.nextInt(256),
                    CLAIM.postcard());
            short[] played = Link1.encode(frame, profile, rateHz);
            short[] at16k = rateHz == Link1.MODEM_RATE_HZ ? played
                    : Resampler.resample(played, rateHz, Link1.MODEM_RATE_HZ);
            short[] captured = PhysicalRoom.apply(at16k, RoomPoint.named(point).config(
                    background, snrDb, DeviceChain.DEFAULT, random.nextLong())).capture();
            short[] atRate = rateHz == 48_000 ? captured
                    : Resampler.resample(captured, 48_000, rateHz);
            List<Heard> heard = Link1.decode(atRate, profile, rateHz);
            boolean got = heard.stream().anyMatch(h -> h.frame().equals(frame));
            lost += got ? 0 : 1;
        }
        return lost;
    }
}
