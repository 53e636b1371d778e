package echoai.link1.cli;

import echoai.link1.agent.WireChannel;
import echoai.link1.session.Arm;
import echoai.link1.session.ArmRunner;
import echoai.link1.session.PipeSpeaker;
import java.io.IOException;
import java.io.PrintStream;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/**
 * {@code link1 speak}: A, the veteran, in its own process. {@code --seed N [--arm A]}: A lives
 * in world(seed) and writes its CLAIM frames as the arm makes them (22 bytes each, nothing else)
 * to stdout. {@code --seeds LIST [--arm A]}: the same for many worlds in sequence, one
 * {@link echoai.link1.session.WorldEnvelope} per world. {@code --answer}: A's side of the E5
 * dialogue, answering the ASK envelopes read from stdin, one envelope back for each.
 */
@Command(name = "speak", mixinStandardHelpOptions = true,
        description = {"A lives 256 turns in world(seed) and writes its CLAIM frames to stdout.",
            "The frames are raw bytes, 22 a frame. Pipe them into 'link1 listen'.",
            "--seeds LIST: many worlds, each in a world envelope (docs/bench.md, E6);",
            "--answer: answer E5 ASK envelopes read from stdin."})
final class SpeakCommand implements Callable<Integer> {
    @ParentCommand
    private Main main;

    @Mixin
    private PipeOptions pipe;

    @Option(names = "--answer", description = "E5: answer the ASK envelopes read from stdin.")
    private boolean answer;

    @Override
    public Integer call() throws IOException {
        int modes = (pipe.seed != null ? 1 : 0) + (pipe.seeds != null ? 1 : 0) + (answer ? 1 : 0);
        if (modes != 1) {
            throw new UsageException("speak needs exactly one of --seed, --seeds, --answer");
        }
        PrintStream out = main.rawOut();
        if (answer) {
            PipeSpeaker.answer(main.rawIn(), out);
        } else {
            Arm a = pipe.arm();
            if (pipe.seeds == null) {
                out.writeBytes(WireChannel.bytes(ArmRunner.speak(pipe.worlds().get(0), a)));
            } else {
                PipeSpeaker.speak(pipe.worlds(), a, out);
            }
        }
        out.flush();
        if (out.checkError()) {
            throw new EnvironmentException("speak: stdout closed before all frames were written");
        }
        return Main.EXIT_OK;
    }
}
