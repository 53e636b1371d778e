/**
 * LINK-1's core library: WSP postcards, the NEXUS-0 ring world and its agents, the 22-byte link
 * frame, speech acts, the FEC, the MFSK modem, simulated rooms, audio I/O, the talking agents,
 * the results records and sessions of agents over channels. Start from the facade,
 * {@link echoai.link1.api.Link1}. It needs nothing but the JDK
 * ({@code java.desktop} for {@code javax.sound.sampled}, the live and WAV audio backends).
 */
module echoai.link1.core {
    requires transitive java.desktop;

    exports echoai.link1.api;

    exports echoai.wsp;
    exports echoai.nexus0;
    exports echoai.link1.frame;
    exports echoai.link1.speech;
    exports echoai.link1.fec;
    exports echoai.link1.modem;
    exports echoai.link1.room;
    exports echoai.link1.audio;
    exports echoai.link1.agent;
    exports echoai.link1.results;
    exports echoai.link1.session;
}
