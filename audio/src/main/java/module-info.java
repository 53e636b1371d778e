/**
 * LINK-1's audio devices: the machine's default output and input through PipeWire's command-line
 * tools ({@code pw-play}, {@code pw-record}) or Java Sound, on the PCM sources and sinks of
 * {@code echoai.link1.core}. This is the one module that needs more than {@code java.base}
 * ({@code java.desktop}, for {@code javax.sound.sampled}); core stays usable where that module
 * is absent (a browser build, Android, a trimmed runtime).
 */
@SuppressWarnings("module")
module echoai.link1.devices {
    requires transitive echoai.link1.core;
    requires java.desktop;

    exports echoai.link1.devices;
}
