package echoai.link1.cli;

import echoai.link1.audio.WavSource;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import echoai.link1.modem.FrameReceiver;
import echoai.link1.modem.ProfileHint;
import echoai.link1.modem.ProfileHint.Seen;
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
 * found. Which profile to suggest is core's {@link ProfileHint} (the page's rule too); the
 * words are here. {@code air listen} runs the other receivers on its live input instead
 * ({@link #watchers}).
 */
final class OtherProfiles {
    private OtherProfiles() {
    }

    /** One other profile's receiver, watching the same audio. */
    record Watcher(AirProfile profile, FrameReceiver receiver) {
        /** What it saw so far. */
        Seen seen() {
            return new Seen(profile, receiver.greetings(), receiver.delivered());
        }
    }

    /** The other profiles' greetings and frames in {@code file}. */
    static List<Seen> look(Path file, AirProfile listened) throws IOException {
        List<Seen> seen = new ArrayList<>();
        for (Watcher w : watchers(listened)) {
            try (WavSource source = WavInput.open(file)) {
                ReceiveLoop.run(source, w.receiver(), Long.MAX_VALUE, null);
            }
            seen.add(w.seen());
        }
        return seen;
    }

    /** A receiver of every profile but {@code listened}, each keeping at most one frame. */
    static List<Watcher> watchers(AirProfile listened) {
        List<Watcher> out = new ArrayList<>();
        for (AirProfile other : AirProfile.values()) {
            if (other != listened) {
                out.add(new Watcher(other, other.receiver(LinkFrame::crcOk, 1, null)));
            }
        }
        return out;
    }

    /**
     * The one line for stderr: the profile listened for and what the others found. A frame
     * another profile delivers is named first, and only such a profile is suggested
     * ({@code try --profile}). K1 and K2 share the greeting, so another profile's greetings
     * count only when the listened one heard none.
     */
    static String line(Path file, AirProfile listened, long listenedGreetings, List<Seen> seen) {
        return line("in " + file, listened, listenedGreetings, seen);
    }

    /** The line, the place the audio came from said as {@code where} ("in FILE"). */
    static String line(String where, AirProfile listened, long listenedGreetings,
                       List<Seen> seen) {
        String head = "link1: nothing found " + where + " listening for profile "
                + listened.label();
        List<Seen> framed = ProfileHint.framed(seen);
        List<Seen> greeted = ProfileHint.greeted(seen);
        Seen suggested = ProfileHint.suggest(listenedGreetings, seen).orElse(null);
        List<String> labels = seen.stream().map(s -> s.profile().label()).toList();
        String others = labels.size() < 2 ? String.join("", labels)
                : String.join(", ", labels.subList(0, labels.size() - 1)) + " or "
                        + labels.get(labels.size() - 1);
        if (!framed.isEmpty()) {
            return head + "; another profile is in it: " + describe(framed) + "; try --profile "
                    + suggested.profile().label();
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
