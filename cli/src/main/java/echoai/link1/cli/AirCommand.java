package echoai.link1.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code link1 air send|listen|receive}: frames and messages through a real speaker and
 * microphone.
 */
@Command(name = "air", mixinStandardHelpOptions = true,
        description = {"Frames and messages by air through the default audio output and input.",
            "  link1 air send [--backend pipewire|javasound] [--profile P] HEX44...",
            "  link1 air listen [--backend pipewire|javasound] [--profile P] [--seconds S]",
            "  link1 air send (--text TEXT | --file PATH) [--profile P] [--one-way]",
            "  link1 air receive --out DIR [--profile P] [--one-way] [--count N]",
            "P is the air profile, the same at both ends: ${LINK1-PROFILES-OR}.",
            "link1 air send --help says what each is."},
        subcommands = {AirSendCommand.class, AirListenCommand.class, AirReceiveCommand.class})
final class AirCommand implements Runnable {
    @Spec
    private CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
