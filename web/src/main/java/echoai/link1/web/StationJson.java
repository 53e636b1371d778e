package echoai.link1.web;

import echoai.link1.message.ArqReceiver;
import echoai.link1.message.ArqSender;
import echoai.link1.message.Message;
import echoai.link1.message.SendOutcome;
import java.util.List;
import java.util.Locale;

/**
 * A two-way station's state as the page reads it ({@link TwoWayStation}); clock in samples at
 * 16 kHz, rounds counting round 0 (so a message repaired once took 2; {@code repair_rounds} is
 * the library's {@link ArqSender#rounds()}):
 *
 * <pre>
 * sending:   {"role": "sending", "clock": N, "playing": B,
 *             "sent": {"data": N, "need": N, "done": N},
 *             "message": {"sender": S, "message_id": M, "length": N, "check": HEX16},
 *             "state": "sending"|"waiting"|"delivered"|"gave_up", "rounds": N,
 *             "repair_rounds": N, "frames_sent": N, "ignored": N, "outcome": null | end}
 * end:       {"end": "delivered", "rounds": N, "frames_sent": N}
 *            {"end": "gave_up", "reason": "no_answer"|"too_many_rounds", "missing": [N...],
 *             "rounds": N, "frames_sent": N}   (missing per block, -1: none held; see Lack)
 * receiving: {"role": "receiving", "clock": N, "playing": B,
 *             "sent": {"data": N, "need": N, "done": N}, "answers": N,
 *             "progress": [lack...], "given_up": [lack...],
 *             "delivered": [{"sender": S, "message_id": M, "bytes": HEX, "check": HEX16}...],
 *             "counts": {...}}   (lack and counts as MessageJson writes them)
 * </pre>
 */
final class StationJson {
    private StationJson() {
    }

    /** A sending station's state. */
    static String sending(TwoWayStation station, ArqSender arq) {
        StringBuilder out = head(station, "sending");
        Message m = arq.message().message();
        out.append(",\"message\":{\"sender\":").append(m.sender())
                .append(",\"message_id\":").append(m.messageId())
                .append(",\"length\":").append(m.length())
                .append(",\"check\":\"").append(MessageJson.check(m)).append("\"}")
                .append(",\"state\":\"").append(arq.state().name().toLowerCase(Locale.ROOT))
                .append("\",\"rounds\":").append(arq.rounds() + 1)
                .append(",\"repair_rounds\":").append(arq.rounds())
                .append(",\"frames_sent\":").append(arq.framesSent())
                .append(",\"ignored\":").append(arq.ignored())
                .append(",\"outcome\":");
        SendOutcome end = arq.outcome().orElse(null);
        if (end == null) {
            out.append("null");
        } else if (end instanceof SendOutcome.GaveUp g) {
            out.append("{\"end\":\"gave_up\",\"reason\":\"")
                    .append(g.reason().name().toLowerCase(Locale.ROOT))
                    .append("\",\"missing\":").append(MessageJson.numbers(g.missing()));
        } else {
            out.append("{\"end\":\"delivered\"");
        }
        if (end != null) {
            out.append(",\"rounds\":").append(end.rounds() + 1)
                    .append(",\"frames_sent\":").append(end.framesSent()).append('}');
        }
        return out.append('}').toString();
    }

    /** A receiving station's state. */
    static String receiving(TwoWayStation station, ArqReceiver arq) {
        StringBuilder out = head(station, "receiving");
        out.append(",\"answers\":").append(arq.answers()).append(",\"progress\":");
        MessageJson.lacks(out, arq.reassembler().progress());
        out.append(",\"given_up\":");
        MessageJson.lacks(out, arq.gaveUp());
        out.append(",\"delivered\":[");
        List<Message> delivered = arq.delivered();
        for (int i = 0; i < delivered.size(); i++) {
            out.append(i > 0 ? ",{" : "{");
            MessageJson.fields(out, delivered.get(i));
            out.append('}');
        }
        out.append("],\"counts\":");
        MessageJson.counts(out, arq.reassembler()::count);
        return out.append('}').toString();
    }

    private static StringBuilder head(TwoWayStation station, String role) {
        return new StringBuilder("{\"role\":\"").append(role).append("\",\"clock\":")
                .append(station.clock()).append(",\"playing\":").append(station.playing())
                .append(",\"sent\":{\"data\":").append(station.dataSent())
                .append(",\"need\":").append(station.needSent())
                .append(",\"done\":").append(station.doneSent()).append('}');
    }
}
