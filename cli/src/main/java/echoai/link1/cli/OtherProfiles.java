package echoai.link1.cli;

import echoai.link1.audio.WavSource;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import echoai.link1.modem.FrameReceiver;
import echoai.link1.session.ReceiveLoop;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * When {@code modem decode} finds nothing: which profile was listened for, and whether another
 * profile's greeting (K1's and K2's preamble, R's Costas sync) is in the file. The check runs
 * the other profiles' receivers over the file once, keeping at most one frame each: a second
 * and third pass at the receivers' speed (hundreds of times real time), only when nothing was
 * found.
 */
final class OtherProfiles {
    /** What one other profile's receiver saw. */
    record Seen(AirProfile profile, long greetings, long frames) {
    }

    private OtherProfiles() {
    }

    /** The other profiles' greetings and frames in {@code file}. */
    static List<Seen> look(Path file, AirProfile listened) throws IOException {
        List<Seen> seen = new ArrayList<>();
        for (AirProfile other : AirProfile.values()) {
            if (other == listened) {
                continue;
            }
            FrameReceiver r = other.receiver(LinkFrame::crcOk, 1, null);
            try (WavSource source = WavInput.open(file)) {
                ReceiveLoop.run(source, r, Long.MAX_VALUE, null);
            }
            seen.add(new Seen(other, r.greetings(), r.delivered()));
        }
        return seen;
    }

    /**
     * The one line for stderr: the profile listened for and what the others found. A frame
     * another profile delivers is named first, and only such a profile is suggested
     * ({@code try --profile}). K1 and K2 share the greeting, so another profile's greetings
     * count only when the listened one heard none.
     */
    static String line(Path file, AirProfile listened, long listenedGreetings, List<Seen> seen) {
        String head = "link1: nothing found in " + file + " listening for profile "
                + listened.label();
        List<Seen> framed = seen.stream().filter(s -> s.frames() > 0).toList();
        List<Seen> greeted = seen.stream().filter(s -> s.greetings() > 0).toList();
        List<String> labels = seen.stream().map(s -> s.profile().label()).toList();
        String others = labels.size() < 2 ? String.join("", labels)
                : String.join(", ", labels.subList(0, labels.size() - 1)) + " or "
                        + labels.get(labels.size() - 1);
        if (!framed.isEmpty()) {
            return head + "; another profile is in it: " + describe(framed) + "; try --profile "
                    + framed.get(0).profile().label();
        }
        if (listenedGreetings > 0) {
            return head + " (" + count(listenedGreetings, "greeting") + " heard, no frame passed"
                    + " the CRC); no frame of " + others + " either";
        }
        if (!greeted.isEmpty()) {
            // a greeting alone is no reason to switch: only a profile that decodes a frame is
            // suggested (issue 37, item 11)
            return head + "; another profile's greeting is in it: " + describe(greeted)
                    + ", but no profile decodes a frame from it";
        }
        return head + "; no greeting of " + others + " either";
    }

    private static String describe(List<Seen> seen) {
        return String.join(", ", seen.stream().map(s -> s.profile().label() + " ("
                + count(s.greetings(), "greeting") + (s.frames() > 0 ? ", a frame" : ", no frame")
                + ")").toList());
    }

    private static String count(long n, String what) {
        return n + " " + what + (n == 1 ? "" : "s");
    }
}
