package echoai.link1.web;

import echoai.link1.api.HeardMessage;
import echoai.link1.api.MessageReceiver;
import echoai.link1.message.Lack;
import echoai.link1.message.Message;
import echoai.link1.message.Reassembler;
import echoai.wsp.Hex;
import java.util.List;
import java.util.Locale;
import java.util.function.ToLongFunction;

/**
 * A message receiver's output as the npm package's wrapper reads it, samples at the capture rate:
 *
 * <pre>
 * message:  {"sender": S, "message_id": M, "bytes": HEX, "check": HEX16, "start": N, "end": N}
 * lack:     {"sender": S, "message_id": M, "end_known": B, "held": [N...], "lacking": [N...],
 *            "frames_held": N, "frames_lacking_at_least": N, "exact": B}
 *           (per block; lacking -1: a block of which no frame is held; see Lack)
 * state:    {"samples": N, "greetings": N, "progress": [lack...], "given_up": [lack...],
 *            "counts": {"bad_length": N, "crc": N, ...}}   (Reassembler.Count, lower case)
 * </pre>
 *
 * The check is the message's 64-bit SipHash as 16 hex digits, most significant first.
 */
final class MessageJson {
    private MessageJson() {
    }

    /** The messages as a JSON array. */
    static String messages(List<HeardMessage> heard) {
        StringBuilder out = new StringBuilder("[");
        for (HeardMessage h : heard) {
            if (out.length() > 1) {
                out.append(',');
            }
            out.append('{');
            fields(out, h.message());
            out.append(",\"start\":").append(h.startSample())
                    .append(",\"end\":").append(h.endSample()).append('}');
        }
        return out.append(']').toString();
    }

    /** A message's fields, without the braces: {@code "sender": S, ..., "check": HEX16}. */
    static void fields(StringBuilder out, Message m) {
        out.append("\"sender\":").append(m.sender())
                .append(",\"message_id\":").append(m.messageId())
                .append(",\"bytes\":\"").append(Hex.of(m.payload()))
                .append("\",\"check\":\"").append(check(m)).append('"');
    }

    /** The message's check, 16 hex digits, most significant first. */
    static String check(Message m) {
        String hex = Long.toHexString(m.check());
        return "0000000000000000".substring(hex.length()) + hex;
    }

    /** What a receiver holds, lacks, gave up and counted. */
    static String state(MessageReceiver receiver) {
        StringBuilder out = new StringBuilder("{\"samples\":").append(receiver.samples())
                .append(",\"greetings\":").append(receiver.greetings())
                .append(",\"progress\":");
        lacks(out, receiver.progress());
        out.append(",\"given_up\":");
        lacks(out, receiver.givenUp());
        out.append(",\"counts\":");
        counts(out, receiver::count);
        return out.append('}').toString();
    }

    /** {@code {"bad_length": N, "crc": N, ...}}: every {@link Reassembler.Count}, lower case. */
    static void counts(StringBuilder out, ToLongFunction<Reassembler.Count> count) {
        out.append('{');
        for (Reassembler.Count c : Reassembler.Count.values()) {
            if (c.ordinal() > 0) {
                out.append(',');
            }
            out.append('"').append(c.name().toLowerCase(Locale.ROOT)).append("\":")
                    .append(count.applyAsLong(c));
        }
        out.append('}');
    }

    /** The lacks as a JSON array. */
    static void lacks(StringBuilder out, List<Lack> lacks) {
        out.append('[');
        for (int i = 0; i < lacks.size(); i++) {
            Lack l = lacks.get(i);
            out.append(i > 0 ? "," : "").append("{\"sender\":").append(l.sender())
                    .append(",\"message_id\":").append(l.messageId())
                    .append(",\"end_known\":").append(l.endKnown())
                    .append(",\"held\":").append(numbers(l.held()))
                    .append(",\"lacking\":").append(numbers(l.lacking()))
                    .append(",\"frames_held\":").append(l.framesHeld())
                    .append(",\"frames_lacking_at_least\":").append(l.framesLackingAtLeast())
                    .append(",\"exact\":").append(l.exact()).append('}');
        }
        out.append(']');
    }

    /** {@code [N, ...]}. */
    static String numbers(List<Integer> values) {
        StringBuilder out = new StringBuilder("[");
        for (int i = 0; i < values.size(); i++) {
            out.append(i > 0 ? "," : "").append(values.get(i));
        }
        return out.append(']').toString();
    }
}
