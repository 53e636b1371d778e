package echoai.link1.web;

import echoai.link1.api.HeardMessage;
import echoai.link1.api.Link1;
import echoai.link1.api.MessageReceiver;
import echoai.link1.modem.AirProfile;
import java.util.ArrayList;
import java.util.List;

/**
 * The open message receivers ({@link MessageReceiver}, the facade's) behind the integer handles
 * JavaScript holds, each with the messages heard since its last feed. A closed handle's slot is
 * reused by the next open, so a program that opens and closes receivers does not grow the table.
 */
final class MessageListeners {
    private final List<MessageReceiver> receivers = new ArrayList<>();
    private final List<List<HeardMessage>> pending = new ArrayList<>();

    /** A fresh receiver's handle. */
    int open(String profile, int rateHz) {
        MessageReceiver receiver = Link1.messageReceiver(AirProfile.parse(profile), rateHz);
        List<HeardMessage> heard = new ArrayList<>();
        receiver.addListener(heard::add);
        int handle = receivers.indexOf(null);
        if (handle < 0) {
            receivers.add(receiver);
            pending.add(heard);
            return receivers.size() - 1;
        }
        receivers.set(handle, receiver);
        pending.set(handle, heard);
        return handle;
    }

    /** Feeds samples; the messages completed by them, as JSON. */
    String feed(int handle, short[] pcm) {
        receiver(handle).accept(pcm, 0, pcm.length);
        return drain(handle);
    }

    /** Ends the stream; the messages the end completes, as JSON. */
    String finish(int handle) {
        receiver(handle).finish();
        return drain(handle);
    }

    /** What the receiver holds, lacks and counted, as JSON. */
    String state(int handle) {
        return MessageJson.state(receiver(handle));
    }

    /** Forgets the receiver; its handle may be given out again. */
    void close(int handle) {
        receiver(handle);
        receivers.set(handle, null);
        pending.set(handle, null);
    }

    private MessageReceiver receiver(int handle) {
        MessageReceiver r = handle >= 0 && handle < receivers.size() ? receivers.get(handle)
                : null;
        if (r == null) {
            throw new IllegalArgumentException("handle must be an open receiver's: " + handle);
        }
        return r;
    }

    private String drain(int handle) {
        List<HeardMessage> heard = pending.get(handle);
        String json = MessageJson.messages(heard);
        heard.clear();
        return json;
    }
}
