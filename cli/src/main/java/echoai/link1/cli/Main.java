package echoai.link1.cli;

import java.io.PrintStream;
import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code link1} command: the only code that prints to stdout or exits.
 *
 * <p>Exit codes: 0 success, 1 a negative result (a frame rejected, nothing decoded), 2 a usage
 * error (one line on stderr), 3 an environment error (missing tool, device or file).
 */
@Command(name = "link1", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "LINK-1: two agents talk in 16-byte WSP postcards, by wire and by air.",
        subcommands = {
            CommandLine.HelpCommand.class,
            BenchCommand.class,
            PostcardCommand.class,
            FrameCommand.class,
            WorldCommand.class,
            LifeCommand.class,
            EchoNexusManifestCommand.class,
            PerfCommand.class,
            ReportCommand.class,
            ResultsCommand.class,
            ReferenceCommand.class,
            SpeakCommand.class,
            ListenCommand.class,
            TalkCommand.class,
            DiscoverCommand.class,
            TrustCommand.class,
            ModemCommand.class,
            RoomCommand.class,
            DemoCommand.class,
            AirCommand.class,
            SweepCommand.class,
            AgentsCommand.class,
            RoomAgentCommand.class,
            WebCommand.class,
        })
public final class Main implements Runnable {
    /** Success. */
    public static final int EXIT_OK = 0;
    /** A negative result: a frame rejected, nothing decoded. */
    public static final int EXIT_NEGATIVE = 1;
    /** A usage error. */
    public static final int EXIT_USAGE = 2;
    /** An environment error: missing tool, device or file. */
    public static final int EXIT_ENVIRONMENT = 3;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    private final java.io.InputStream rawIn;
    private final PrintStream rawOut;

    Main(java.io.InputStream rawIn, PrintStream rawOut) {
        this.rawIn = rawIn;
        this.rawOut = rawOut;
    }

    /** Standard input as bytes (for commands that read binary frames, e.g. {@code listen}). */
    java.io.InputStream rawIn() {
        return rawIn;
    }

    /** Standard output as bytes (for commands that write binary frames, e.g. {@code speak}). */
    PrintStream rawOut() {
        return rawOut;
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Runs the command line with the given streams; returns the exit code (never exits). */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return run(args, System.in, out, err);
    }

    /** Runs the command line with the given streams, stdin included; returns the exit code. */
    public static int run(String[] args, java.io.InputStream in, PrintStream out, PrintStream err) {
        PrintWriter outWriter = new PrintWriter(out, true);
        PrintWriter errWriter = new PrintWriter(err, true);
        CommandLine cl = new CommandLine(new Main(in, out));
        cl.setOut(outWriter);
        cl.setErr(errWriter);
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        cl.setParameterExceptionHandler((ex, argv) -> {
            ex.getCommandLine().getErr().println("link1: " + oneLine(ex.getMessage()));
            return EXIT_USAGE;
        });
        cl.setExecutionExceptionHandler((ex, parsed, result) -> {
            PrintWriter w = parsed.getErr();
            if (ex instanceof UsageException) {
                w.println("link1: " + oneLine(ex.getMessage()));
                return EXIT_USAGE;
            }
            if (ex instanceof EnvironmentException || ex instanceof java.io.IOException
                    || ex instanceof java.io.UncheckedIOException) {
                w.println("link1: " + oneLine(message(ex)));
                return EXIT_ENVIRONMENT;
            }
            throw ex;
        });
        int code = cl.execute(args);
        outWriter.flush();
        errWriter.flush();
        return code;
    }

    /** The message of an environment error; a file error names its path and its reason. */
    private static String message(Exception ex) {
        Throwable t = ex instanceof java.io.UncheckedIOException ? ex.getCause() : ex;
        if (t instanceof java.nio.file.FileSystemException f) {
            return FileErrors.describe(f);
        }
        return t.getMessage();
    }

    private static String oneLine(String message) {
        if (message == null) {
            return "error";
        }
        int nl = message.indexOf('\n');
        return (nl < 0 ? message : message.substring(0, nl)).strip();
    }

    /** Prints the version from the jar manifest (or "dev" when run from classes). */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = Main.class.getPackage().getImplementationVersion();
            return new String[] {"link1 " + (v == null ? "dev" : v)};
        }
    }
}
