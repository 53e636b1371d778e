package echoai.link1.speech;

import echoai.link1.frame.Act;
import echoai.wsp.Postcard;

/** One speech act with its fields; {@link #postcard()} gives its exact postcard shape. */
public sealed interface SpeechAct permits Claim, Ask, Unknown, Hello {
    /** The act code this shape goes with in a frame. */
    Act act();

    /** The speaker's id (the postcard's generator), 0..255. */
    int speaker();

    /** The postcard of exactly this act's shape. */
    Postcard postcard();
}
