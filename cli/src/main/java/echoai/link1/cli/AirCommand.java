package echoai.link1.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code link1 air send|listen}: frames through a real speaker and microphone. */
@Command(name = "air", mixinStandardHelpOptions = true,
        description = {"Frames by air through the default audio output and input.",
            "  link1 air send [--backend pipewire|javasound] [--profile k1|k2|r|f] HEX44...",
            "  link1 air listen [--backend pipewire|javasound] [--profile k1|k2|r|f]",
            "                   [--seconds S]"},
        subcommands = {AirSendCommand.class, AirListenCommand.class})
final class AirCommand implements Runnable {
    @Spec
    private CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
