package echoai.link1.speech;

import echoai.link1.frame.Act;
import echoai.wsp.Atom;
import echoai.wsp.Emotion;
import echoai.wsp.Postcard;

/**
 * HELLO — the greeting.
 *
 * <p>Postcard: {@code YO → UNIR → OTRO @AHORA}, all axes 0, flags 0, domain 0x4C ('L'),
 * generator = speaker, style 0, slot·seq 0 (the spec lists no referent for HELLO, and fields
 * not listed are 0).
 *
 * @param speaker the speaker's id, 0..255
 */
public record Hello(int speaker) implements SpeechAct {
    public Hello {
        Shapes.checkSpeaker(speaker);
    }

    @Override
    public Act act() {
        return Act.HELLO;
    }

    @Override
    public Postcard postcard() {
        return Shapes.postcard(Atom.YO, Atom.UNIR, Atom.OTRO, Atom.AHORA, Emotion.ZERO,
                speaker, 0);
    }
}
