package echoai.link1.web;

import echoai.link1.frame.LinkFrame;
import echoai.link1.speech.Speech;
import echoai.link1.speech.SpeechLine;

/** One line for a frame heard: its speech act's line with the sequence number, or its header. */
final class FrameLine {
    private FrameLine() {
    }

    static String of(LinkFrame frame) {
        return Speech.read(frame).map(act -> SpeechLine.of(act) + " seq=" + frame.seq())
                .orElse("frame " + frame.header() + " (no speech act)");
    }
}
