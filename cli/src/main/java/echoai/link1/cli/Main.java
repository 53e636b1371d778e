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
 *
 * <p>Its resource bundle, {@link ProfileOptions.Words}, holds the variables every subcommand's
 * help uses for the air profiles ({@code ${LINK1-PROFILES}} and the like).
 */
@Command(name = "link1", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        resourceBundle = "echoai.link1.cli.ProfileOptions$Words",
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
            ex.getCommandLine().getErr().println("link1: " + oneLine(ex.getMessage())
                    + helpHint(ex));
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

    /**
     * For an argument no command knows (a misspelt command or option): the closest names picocli
     * suggests, and the help that lists them, e.g. {@code (see link1 modem --help)}.
     */
    static String helpHint(CommandLine.ParameterException ex) {
        if (!(ex instanceof CommandLine.UnmatchedArgumentException u)) {
            return "";
        }
        String word = u.getUnmatched().isEmpty() ? "" : u.getUnmatched().get(0);
        java.util.List<String> near = u.getSuggestions().stream()
                .filter(s -> editDistance(s, word) <= Math.max(2, word.length() / 3)).toList();
        return (near.isEmpty() ? "" : "; did you mean " + String.join(" or ", near) + "?")
                + " (see " + ex.getCommandLine().getCommandSpec().qualifiedName() + " --help)";
    }

    /** Levenshtein distance: only a near miss is suggested, never an unrelated command. */
    static int editDistance(String a, String b) {
        int[] row = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            row[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            int diagonal = row[0];
            row[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int above = row[j];
                row[j] = Math.min(Math.min(row[j] + 1, row[j - 1] + 1),
                        diagonal + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1));
                diagonal = above;
            }
        }
        return row[b.length()];
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
