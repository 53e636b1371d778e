/**
 * The {@code link1} command (picocli): the only code that prints to stdout or exits.
 *
 * <ul>
 *   <li>{@link echoai.link1.cli.Main} — entry point; {@code run(args, out, err)} returns the exit code.</li>
 *   <li>{@link echoai.link1.cli.UsageException} — a usage error found after parsing (exit 2).</li>
 *   <li>{@link echoai.link1.cli.EnvironmentException} — a missing tool, device or file (exit 3).</li>
 * </ul>
 */
package echoai.link1.cli;
