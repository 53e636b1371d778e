package echoai.link1.web;

import echoai.link1.api.Heard;
import echoai.link1.modem.AirProfile;
import java.util.List;
import java.util.Locale;

/**
 * Frames heard as the page reads them: a JSON array of {@code {"frame": HEX44, "profile": P,
 * "text": LINE, "start": S, "end": E, "errors": N, "erasures": N}}, samples at the capture rate.
 */
final class HeardJson {
    private HeardJson() {
    }

    static String array(List<Heard> heard, AirProfile profile) {
        StringBuilder out = new StringBuilder("[");
        String label = Json.string(profile.name().toLowerCase(Locale.ROOT));
        for (Heard h : heard) {
            if (out.length() > 1) {
                out.append(',');
            }
            out.append("{\"frame\":").append(Json.string(h.frame().toHex()))
                    .append(",\"profile\":").append(label)
                    .append(",\"text\":").append(Json.string(FrameLine.of(h.frame())))
                    .append(",\"start\":").append(h.startSample())
                    .append(",\"end\":").append(h.endSample())
                    .append(",\"errors\":").append(h.errors())
                    .append(",\"erasures\":").append(h.erasures()).append('}');
        }
        return out.append(']').toString();
    }
}
