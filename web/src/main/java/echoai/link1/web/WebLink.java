package echoai.link1.web;

import echoai.link1.api.Heard;
import echoai.link1.api.Link1;
import echoai.link1.api.Receiver;
import echoai.link1.api.RoomTest;
import echoai.link1.api.Wilson;
import echoai.link1.frame.FrameResult;
import echoai.link1.frame.LinkFrame;
import echoai.link1.message.Broadcast;
import echoai.link1.modem.AirProfile;
import echoai.link1.modem.ProfileHint;
import echoai.link1.room.Background;
import echoai.link1.room.PhysicalRoomConfig;
import echoai.link1.speech.Ask;
import echoai.link1.speech.Hello;
import echoai.link1.speech.Speech;
import echoai.link1.speech.SpeechAct;
import echoai.link1.speech.SpeechLine;
import echoai.link1.speech.Unknown;
import echoai.wsp.Hex;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.JSExport;
import org.teavm.jso.typedarrays.Int16Array;
import org.teavm.jso.typedarrays.Int8Array;

/**
 * What the page calls: link1-core's facade, compiled to JavaScript by TeaVM. Every function is a
 * global of {@code link1.js} (TeaVM's UMD output puts the exports on {@code self}). Results that
 * are more than one value are JSON text the page parses; a bad argument is an
 * {@code {"error": "..."}} object rather than a thrown exception, so the page can show it.
 * The message functions ({@code encodeMessage}, {@code messageListener*}) are what the npm
 * package's wrapper calls, the {@code station*} functions what the page's two-way mode calls;
 * they throw (a JavaScript {@code Error} with the Java message) on a bad
 * argument.
 */
public final class WebLink {
    private static final List<Receiver> RECEIVERS = new ArrayList<>();
    private static final List<List<Heard>> PENDING = new ArrayList<>();
    private static final MessageListeners MESSAGE_LISTENERS = new MessageListeners();
    private static final TwoWayStations STATIONS = new TwoWayStations();

    private WebLink() {
    }

    /**
     * The PCM of one frame, as a device at {@code rateHz} plays it.
     *
     * @param hex44   the frame, 44 hex digits
     * @param profile k1, k2, r or f
     * @param rateHz  the output rate, 8000–96000
     * @return signed 16-bit mono samples
     */
    @JSExport
    public static Int16Array encodeFrame(String hex44, String profile, int rateHz) {
        short[] pcm = Link1.encode(LinkFrame.fromHex(hex44), AirProfile.parse(profile), rateHz);
        return Int16Array.copyFromJavaArray(pcm);
    }

    /**
     * Builds a frame as {@code link1 frame --build} does.
     *
     * @param act    claim, ask, unknown or hello
     * @param sender the sender id = speaker, 0..255
     * @param seq    the sequence number, 0..255
     * @param ref    the referent, 0..65535 (ignored for hello)
     * @param action approach, avoid or wait (claim only)
     * @param value  the speaker's Q(s,a), clipped to ±100 (claim only)
     * @param count  n(s,a) ≥ 1 (claim only)
     * @return {@code {"frame": HEX44, "text": LINE}} or {@code {"error": MESSAGE}}
     */
    @JSExport
    public static String buildFrame(String act, int sender, int seq, int ref, String action,
                                    int value, int count) {
        try {
            SpeechAct built = switch (act) {
                case "claim" -> Speech.claim(sender, ref, SpeechLine.action(action), value, count);
                case "ask" -> new Ask(sender, ref);
                case "unknown" -> new Unknown(sender, ref);
                case "hello" -> new Hello(sender);
                default -> throw new IllegalArgumentException(
                        "act must be claim, ask, unknown or hello: " + act);
            };
            LinkFrame frame = Speech.frame(built, seq);
            return "{\"frame\":" + Json.string(frame.toHex()) + ",\"text\":"
                    + Json.string(SpeechLine.of(built)) + "}";
        } catch (IllegalArgumentException e) {
            return Json.error(e.getMessage());
        }
    }

    /**
     * What a frame says, strictly read as {@code link1 frame HEX44} reads it.
     *
     * @param hex44 the frame, 44 hex digits
     * @return {@code {"frame": HEX44, "text": LINE}} or {@code {"error": REASON}}
     */
    @JSExport
    public static String describeFrame(String hex44) {
        byte[] bytes;
        try {
            bytes = Hex.parse(hex44, LinkFrame.LENGTH);
        } catch (IllegalArgumentException e) {
            return Json.error(e.getMessage());
        }
        FrameResult parsed = LinkFrame.parse(bytes);
        if (parsed instanceof FrameResult.Rejected r) {
            return Json.error("rejected: " + r.reason() + ": " + r.detail());
        }
        FrameResult.Accepted accepted = (FrameResult.Accepted) parsed;
        return "{\"frame\":" + Json.string(accepted.frame().toHex()) + ",\"text\":"
                + Json.string(FrameLine.of(accepted.frame())) + "}";
    }

    /**
     * Opens a streaming receiver.
     *
     * @param profile k1, k2, r or f
     * @param rateHz  the capture rate, 8000–96000
     * @return a handle for {@link #listenerFeed}
     */
    @JSExport
    public static int listenerOpen(String profile, int rateHz) {
        Receiver receiver = Link1.receiver(AirProfile.parse(profile), rateHz);
        List<Heard> pending = new ArrayList<>();
        receiver.addListener(pending::add);
        RECEIVERS.add(receiver);
        PENDING.add(pending);
        return RECEIVERS.size() - 1;
    }

    /**
     * Feeds captured samples to a receiver.
     *
     * @param handle from {@link #listenerOpen}
     * @param pcm    signed 16-bit mono samples at the receiver's rate
     * @return a JSON array of the frames heard in this chunk (see {@link HeardJson})
     */
    @JSExport
    public static String listenerFeed(int handle, Int16Array pcm) {
        short[] samples = pcm.copyToJavaArray();
        RECEIVERS.get(handle).accept(samples, 0, samples.length);
        return drain(handle);
    }

    /**
     * Ends a stream: the receiver reports what the end of the stream completes.
     *
     * @param handle from {@link #listenerOpen}
     * @return a JSON array of the frames heard at the end
     */
    @JSExport
    public static String listenerFinish(int handle) {
        RECEIVERS.get(handle).finish();
        return drain(handle);
    }

    /**
     * PCM played into the physical room (docs/spec/ROOM.md's living room, its default devices)
     * and captured, at the caller's rate both ways, as {@link Link1#throughRoom} does.
     *
     * @param pcm        what the loudspeaker plays, signed 16-bit mono
     * @param rt60S      reverberation time, s, in [0.05, 3]
     * @param distanceM  loudspeaker–microphone distance, m, in [0.05, 50]
     * @param background none, white or pink
     * @param snrDb      the SNR, dB (ignored for none)
     * @param seed       the seed of every draw
     * @param rateHz     the rate of {@code pcm} and of the result, 8000–96000
     * @return what the microphone captured
     */
    @JSExport
    public static Int16Array throughRoom(Int16Array pcm, double rt60S, double distanceM,
                                         String background, double snrDb, int seed, int rateHz) {
        Background bg = switch (background) {
            case "none" -> Background.NONE;
            case "white" -> Background.WHITE;
            case "pink" -> Background.PINK;
            default -> throw new IllegalArgumentException(
                    "background must be none, white or pink: " + background);
        };
        PhysicalRoomConfig room = PhysicalRoomConfig.living(rt60S, distanceM, bg,
                bg == Background.NONE ? Double.POSITIVE_INFINITY : snrDb, seed);
        return Int16Array.copyFromJavaArray(
                Link1.throughRoom(pcm.copyToJavaArray(), room, rateHz));
    }

    /**
     * The room test's frames for one profile.
     *
     * @param profile k1, k2, r or f
     * @return a JSON array of 16 frames, hex
     */
    @JSExport
    public static String roomTestFrames(String profile) {
        List<String> hex = new ArrayList<>();
        for (LinkFrame f : RoomTest.frames(AirProfile.parse(profile))) {
            hex.add(Json.string(f.toHex()));
        }
        return "[" + String.join(",", hex) + "]";
    }

    /**
     * The room test's recording for one profile, at the player's rate.
     *
     * @param profile k1, k2, r or f
     * @param rateHz  the output rate, 8000–96000
     * @return signed 16-bit mono samples
     */
    @JSExport
    public static Int16Array roomTestRecording(String profile, int rateHz) {
        return Int16Array.copyFromJavaArray(RoomTest.recording(AirProfile.parse(profile), rateHz));
    }

    /**
     * The 95 % Wilson interval of {@code k} in {@code n}, as the bench writes it.
     *
     * @param k the count
     * @param n the trials, ≥ 1
     * @return {@code [low, high]}, JSON numbers with 4 decimals
     */
    @JSExport
    public static String wilson95(int k, int n) {
        Wilson.Interval ci = Wilson.interval95(k, n);
        return "[" + ci.low().toPlainString() + "," + ci.high().toPlainString() + "]";
    }

    /**
     * The air profiles, the one list the page's menus come from.
     *
     * @return a JSON array of {@code {"profile": LABEL, "frame_samples": N}}, N at 16 kHz, in
     *     {@link AirProfile}'s order
     */
    @JSExport
    public static String profiles() {
        List<String> items = new ArrayList<>();
        for (AirProfile p : AirProfile.values()) {
            items.add("{\"profile\":" + Json.string(p.label()) + ",\"frame_samples\":"
                    + p.frameSamples() + "}");
        }
        return "[" + String.join(",", items) + "]";
    }

    /**
     * The profiles the room test plays, in its order.
     *
     * @return a JSON array of labels
     */
    @JSExport
    public static String roomTestProfiles() {
        List<String> items = new ArrayList<>();
        for (AirProfile p : RoomTest.profiles()) {
            items.add(Json.string(p.label()));
        }
        return "[" + String.join(",", items) + "]";
    }

    /**
     * Greetings (K1, K2) or syncs (R, F) a receiver has detected.
     *
     * @param handle from {@link #listenerOpen}
     * @return the count, at most {@link Integer#MAX_VALUE}
     */
    @JSExport
    public static int listenerGreetings(int handle) {
        return (int) Math.min(Integer.MAX_VALUE, RECEIVERS.get(handle).greetings());
    }

    /**
     * The other profile that seems to be on the air while the one listened for hears nothing:
     * {@link ProfileHint}, the rule of {@code link1 modem decode} and {@code air listen}.
     *
     * @param listenedGreetings greetings the profile listened for detected
     * @param others            what the other profiles' receivers saw, {@code LABEL GREETINGS
     *                          FRAMES} separated by {@code ;}, e.g. {@code "k2 1 0;r 2 1"}
     * @return the profile to suggest, or {@code ""}
     */
    @JSExport
    public static String profileHint(int listenedGreetings, String others) {
        List<ProfileHint.Seen> seen = new ArrayList<>();
        for (String item : others.split(";")) {
            String[] parts = item.trim().split(" ");
            if (parts.length == 3) {
                seen.add(new ProfileHint.Seen(AirProfile.parse(parts[0]),
                        Long.parseLong(parts[1]), Long.parseLong(parts[2])));
            }
        }
        return ProfileHint.suggest(listenedGreetings, seen).map(s -> s.profile().label())
                .orElse("");
    }

    /**
     * A message sent one way as PCM, as {@link Link1#encodeMessage(byte[], Broadcast, AirProfile,
     * int)} gives it (docs/spec/MESSAGE.md §5).
     *
     * @param payload       1..65 536 bytes
     * @param profile       k1, k2, r, f or q
     * @param rateHz        the output rate, 8000–96000
     * @param sender        the sender id, 0..255
     * @param messageId     the message id, 0..255
     * @param parityPercent parity frames as a share of the data frames, 0..100
     * @param rounds        how many times the frames are sent, 1..255
     * @return signed 16-bit mono samples
     */
    @JSExport
    public static Int16Array encodeMessage(Int8Array payload, String profile, int rateHz,
                                           int sender, int messageId, int parityPercent,
                                           int rounds) {
        Broadcast broadcast = new Broadcast(sender, messageId, parityPercent, rounds);
        return Int16Array.copyFromJavaArray(Link1.encodeMessage(payload.copyToJavaArray(),
                broadcast, AirProfile.parse(profile), rateHz));
    }

    /**
     * Opens a streaming receiver of whole messages ({@link Link1#messageReceiver}).
     *
     * @param profile k1, k2, r, f or q
     * @param rateHz  the capture rate, 8000–96000
     * @return a handle for the other {@code messageListener} functions
     */
    @JSExport
    public static int messageListenerOpen(String profile, int rateHz) {
        return MESSAGE_LISTENERS.open(profile, rateHz);
    }

    /**
     * Feeds captured samples to a message receiver.
     *
     * @param handle from {@link #messageListenerOpen}
     * @param pcm    signed 16-bit mono samples at the receiver's rate
     * @return a JSON array of the messages this chunk completed (see {@link MessageJson})
     */
    @JSExport
    public static String messageListenerFeed(int handle, Int16Array pcm) {
        return MESSAGE_LISTENERS.feed(handle, pcm.copyToJavaArray());
    }

    /**
     * Ends a message receiver's stream: the frames still in its pipeline are heard.
     *
     * @param handle from {@link #messageListenerOpen}
     * @return a JSON array of the messages the end completed
     */
    @JSExport
    public static String messageListenerFinish(int handle) {
        return MESSAGE_LISTENERS.finish(handle);
    }

    /**
     * What a message receiver holds and lacks of the messages in progress, the messages it gave
     * up, and its counts.
     *
     * @param handle from {@link #messageListenerOpen}
     * @return a JSON object (see {@link MessageJson})
     */
    @JSExport
    public static String messageListenerState(int handle) {
        return MESSAGE_LISTENERS.state(handle);
    }

    /**
     * Forgets a message receiver; its handle may be given out again.
     *
     * @param handle from {@link #messageListenerOpen}
     */
    @JSExport
    public static void messageListenerClose(int handle) {
        MESSAGE_LISTENERS.close(handle);
    }

    /**
     * Opens a two-way sending station (docs/spec/MESSAGE.md §6): round 0, then a repair round for
     * each NEED heard, until a DONE or given up. Feed it the microphone ({@link #stationHear}) and
     * play what it hands back at once.
     *
     * @param payload   1..65 536 bytes
     * @param profile   k1, k2, r, f or q
     * @param rateHz    the capture (and playing) rate, 8000–96000
     * @param sender    the sender id, 0..255
     * @param messageId the message id, 0..255
     * @param seed      the seed of its back-off draws
     * @return a handle for the other {@code station} functions
     */
    @JSExport
    public static int stationSendOpen(Int8Array payload, String profile, int rateHz, int sender,
                                      int messageId, int seed) {
        return STATIONS.open(TwoWayStation.sending(payload.copyToJavaArray(),
                AirProfile.parse(profile), rateHz, sender, messageId, seed));
    }

    /**
     * Opens a two-way receiving station: it delivers every message it hears whole or not at all
     * and answers each with NEED (what it lacks) or DONE.
     *
     * @param profile  k1, k2, r, f or q
     * @param rateHz   the capture (and playing) rate, 8000–96000
     * @param receiver its own id, 0..255
     * @param seed     the seed of its back-off draws
     * @return a handle for the other {@code station} functions
     */
    @JSExport
    public static int stationReceiveOpen(String profile, int rateHz, int receiver, int seed) {
        return STATIONS.open(TwoWayStation.receiving(AirProfile.parse(profile), rateHz, receiver,
                seed));
    }

    /**
     * Samples the station's microphone heard: its only clock.
     *
     * @param handle from {@link #stationSendOpen} or {@link #stationReceiveOpen}
     * @param pcm    signed 16-bit mono samples at the station's rate
     * @return the sound of a frame to play now, at the station's rate; empty when none
     */
    @JSExport
    public static Int16Array stationHear(int handle, Int16Array pcm) {
        return Int16Array.copyFromJavaArray(STATIONS.get(handle).hear(pcm.copyToJavaArray()));
    }

    /**
     * What a station did and holds.
     *
     * @param handle from {@link #stationSendOpen} or {@link #stationReceiveOpen}
     * @return a JSON object (see {@link StationJson})
     */
    @JSExport
    public static String stationState(int handle) {
        return STATIONS.get(handle).state();
    }

    /**
     * Forgets a station; its handle may be given out again.
     *
     * @param handle from {@link #stationSendOpen} or {@link #stationReceiveOpen}
     */
    @JSExport
    public static void stationClose(int handle) {
        STATIONS.close(handle);
    }

    private static String drain(int handle) {
        List<Heard> pending = PENDING.get(handle);
        String json = HeardJson.array(pending, RECEIVERS.get(handle).profile());
        pending.clear();
        return json;
    }
}
