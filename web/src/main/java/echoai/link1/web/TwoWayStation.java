package echoai.link1.web;

import echoai.link1.api.Link1;
import echoai.link1.audio.Resampler;
import echoai.link1.message.ArqConfig;
import echoai.link1.message.ArqReceiver;
import echoai.link1.message.ArqSender;
import echoai.link1.message.DataFrame;
import echoai.link1.message.DoneFrame;
import echoai.link1.message.EncodedMessage;
import echoai.link1.message.MessageFrame;
import echoai.link1.message.MessageStation;
import echoai.link1.message.NeedFrame;
import echoai.link1.modem.AirProfile;

/**
 * One two-way station of the page (docs/spec/MESSAGE.md §6): the library's {@link MessageStation}
 * with a sender's or a receiver's machine, at the page's capture rate. The microphone's samples
 * are brought to the modem's 16 kHz by a streaming {@link Resampler} (the station's clock is the
 * samples it heard); each frame the station hands out comes back as its sound at the capture
 * rate, for the page to play at once. It counts the frames it played by kind.
 */
final class TwoWayStation {
    private final AirProfile profile;
    private final int rateHz;
    private final Resampler toModem;
    private final MessageStation station;
    private final ArqSender sender;
    private final ArqReceiver receiver;
    private short[] heard = new short[0];
    private long dataSent;
    private long needSent;
    private long doneSent;

    private TwoWayStation(AirProfile profile, int rateHz, MessageStation station,
                          ArqSender sender, ArqReceiver receiver) {
        this.profile = profile;
        this.rateHz = rateHz;
        this.toModem = new Resampler(rateHz, Link1.MODEM_RATE_HZ);
        this.station = station;
        this.sender = sender;
        this.receiver = receiver;
    }

    /**
     * A sending station: {@code payload} as {@code senderId}'s message {@code messageId}, round 0
     * queued, the spec's timers for {@code profile}.
     */
    static TwoWayStation sending(byte[] payload, AirProfile profile, int rateHz, int senderId,
                                 int messageId, long seed) {
        ArqSender arq = new ArqSender(EncodedMessage.of(senderId, messageId, payload),
                config(profile));
        return new TwoWayStation(profile, rateHz, Link1.sendingStation(arq, profile, seed), arq,
                null);
    }

    /** A receiving station that answers (NEED, DONE) as {@code receiverId}. */
    static TwoWayStation receiving(AirProfile profile, int rateHz, int receiverId, long seed) {
        ArqReceiver arq = new ArqReceiver(receiverId, config(profile));
        return new TwoWayStation(profile, rateHz,
                Link1.receivingStation(arq, profile, true, seed), null, arq);
    }

    private static ArqConfig config(AirProfile profile) {
        return Link1.arqConfig(profile, Link1.MODEM_RATE_HZ);
    }

    /**
     * Samples the microphone heard, at the capture rate.
     *
     * @return the sound of the frame to play now, at the capture rate, or an empty array
     */
    short[] hear(short[] pcm) {
        int room = toModem.maxOutput(pcm.length);
        if (heard.length < room) {
            heard = new short[room];
        }
        int n = toModem.process(pcm, 0, pcm.length, heard, 0);
        MessageStation.Transmission t = station.hear(heard, 0, n);
        if (t == null) {
            return new short[0];
        }
        MessageFrame frame = t.frame();
        if (frame instanceof DataFrame) {
            dataSent++;
        } else if (frame instanceof DoneFrame) {
            doneSent++;
        } else if (frame instanceof NeedFrame) {
            needSent++;
        }
        return Resampler.resample(t.sound(), Link1.MODEM_RATE_HZ, rateHz);
    }

    /** What it holds and did, as JSON (see {@link StationJson}). */
    String state() {
        return sender != null ? StationJson.sending(this, sender)
                : StationJson.receiving(this, receiver);
    }

    AirProfile profile() {
        return profile;
    }

    /** Samples heard, at 16 kHz: the station's clock. */
    long clock() {
        return station.clock();
    }

    /** Whether its last frame is still playing (with the guard for the device's latency). */
    boolean playing() {
        return station.playing();
    }

    long dataSent() {
        return dataSent;
    }

    long needSent() {
        return needSent;
    }

    long doneSent() {
        return doneSent;
    }
}
