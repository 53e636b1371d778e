package echoai.link1.examples;

import echoai.link1.api.Heard;
import echoai.link1.api.Link1;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import echoai.link1.room.Background;
import echoai.link1.room.DeviceChain;
import echoai.link1.room.PhysicalRoomConfig;
import echoai.link1.room.ShoeboxRoom;
import echoai.link1.speech.Ask;
import echoai.link1.speech.Speech;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/**
 * A room of your own: a 6 × 4.5 × 3 m kitchen with RT60 0.4 s, the microphone 1.5 m from the
 * loudspeaker, pink background noise at 15 dB SNR, 48 kHz devices. Ten frames of a profile go
 * through it at 48 kHz from end to end: the facade encodes them at 48 kHz, plays them through
 * the room and captures them at that rate ({@link Link1#throughRoom}), and decodes the capture.
 *
 * <pre>java echoai.link1.examples.RoomOfYourOwn [k1|k2|r|f] [seed]</pre>
 */
public final class RoomOfYourOwn {
    /** The kitchen. */
    public static final ShoeboxRoom KITCHEN = new ShoeboxRoom(6, 4.5, 3);
    /** Frames sent. */
    public static final int FRAMES = 10;
    /** The rate of everything the example touches, Hz. */
    public static final int RATE_HZ = 48_000;

    private RoomOfYourOwn() {
    }

    /**
     * Sends {@link #FRAMES} ASK frames through the kitchen and counts what is heard.
     *
     * @param profile the air profile
     * @param seed    the seed of the room's draws (positions, tail, noise)
     * @param out     where the lines go
     * @return the frames heard intact
     */
    public static int run(AirProfile profile, long seed, PrintStream out) {
        List<LinkFrame> sent = new ArrayList<>();
        for (int i = 0; i < FRAMES; i++) {
            sent.add(Speech.frame(new Ask(2, 0x1000 + i), i));
        }
        short[] pcm = Link1.encode(sent, profile, RATE_HZ);
        PhysicalRoomConfig kitchen = new PhysicalRoomConfig(KITCHEN, 0.4, 1.5, Background.PINK,
                15, DeviceChain.DEFAULT, seed);
        short[] capture = Link1.throughRoom(pcm, kitchen, RATE_HZ);
        List<Heard> heard = Link1.decode(capture, profile, RATE_HZ);
        int intact = (int) heard.stream().filter(h -> sent.contains(h.frame())).count();
        out.println(profile.label() + " through the kitchen (RT60 0.4 s, 1.5 m, pink 15 dB, seed "
                + seed + "): " + intact + "/" + FRAMES + " frames heard at " + RATE_HZ + " Hz");
        return intact;
    }

    /**
     * Runs the example.
     *
     * @param args optionally the profile (default k1) and the seed (default 1)
     */
    public static void main(String[] args) {
        AirProfile profile = AirProfile.parse(args.length > 0 ? args[0] : "k1");
        run(profile, args.length > 1 ? Long.parseLong(args[1]) : 1, System.out);
    }
}
