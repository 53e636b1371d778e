/**
 * LINK-1's modem library: what a program needs to send and hear 16-byte WSP postcards — the
 * postcard ({@code echoai.wsp}), the 22-byte link frame, messages of up to 64 KiB in frames
 * ({@code echoai.link1.message}), speech acts, the FEC, the MFSK modem
 * and its air profiles, simulated rooms, PCM as data (WAV, resampling) and the facade. Start
 * from the facade, {@link echoai.link1.api.Link1}. It needs nothing but {@code java.base}: the
 * live audio devices (PipeWire's tools, Java Sound and its {@code java.desktop}) are the module
 * {@code echoai.link1.devices} (artifact {@code link1-audio}), and the agents that talk in
 * postcards are {@code echoai.link1.agents} (artifact {@code link1-agents}), so core also runs
 * where {@code java.desktop} is absent (a browser build, Android, a trimmed runtime).
 *
 * <p>Every package is exported: each is used from outside as a user would use it; what is
 * internal is package-private inside them (the receivers' engines, the resampler's filter
 * design). The name keeps the packages' root {@code echoai.link1} (javac's "module" lint
 * advises against the digit; it is the project's name, so that one lint is suppressed here).
 */
@SuppressWarnings("module")
module echoai.link1.core {
    exports echoai.link1.api;

    exports echoai.wsp;
    exports echoai.link1.frame;
    exports echoai.link1.message;
    exports echoai.link1.speech;
    exports echoai.link1.fec;
    exports echoai.link1.modem;
    exports echoai.link1.room;
    exports echoai.link1.audio;
}
