package echoai.link1.cli;

import echoai.link1.bench.e3.E3Import;
import echoai.link1.bench.e3.RoomTestRows;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine;

/**
 * {@code bench E3 --import ROW.json...}: adds room-test rows to {@code E3.json}'s contributed
 * rows ({@link E3Import}), one line per row added or skipped. A file that is not a valid row
 * refuses the whole import: one line naming it and the problem, exit 2, {@code E3.json}
 * unchanged.
 */
final class E3ImportRun {
    private E3ImportRun() {
    }

    /**
     * Runs the import.
     *
     * @param cl the command line (its streams)
     * @param names the experiments named: E3 alone
     * @param dir the lab folder that holds E3.json
     * @param files the rows
     * @param dryRun decide and print, write nothing
     * @param trialOptions whether an option of E3's trials was given too
     * @return the exit code
     * @throws IOException when a file cannot be read or E3.json written
     */
    static int run(CommandLine cl, List<String> names, Path dir, List<Path> files, boolean dryRun,
                   boolean trialOptions) throws IOException {
        if (names.size() != 1 || !names.get(0).equalsIgnoreCase("E3")) {
            throw new UsageException("--import applies to E3 alone: bench E3 --import ROW.json...");
        }
        if (trialOptions) {
            throw new UsageException("--import runs no trial: it takes --out and --dry-run only");
        }
        Path e3 = dir.resolve("E3.json");
        if (!Files.isRegularFile(e3)) {
            throw new UsageException("--import: no E3.json in " + dir
                    + " (--out names the lab folder that holds it)");
        }
        for (Path f : files) {
            if (!Files.isRegularFile(f)) {
                throw new UsageException("--import: " + f + ": no such file");
            }
        }
        List<E3Import.Step> steps;
        try {
            steps = E3Import.importRows(e3, files, !dryRun);
        } catch (RoomTestRows.Refused refused) {
            throw new UsageException("bench E3 --import: " + refused.getMessage()
                    + "; nothing imported");
        }
        PrintWriter out = cl.getOut();
        for (E3Import.Step s : steps) {
            String row = s.row().file() + " (" + s.row().date() + ", sha256 " + s.row().sha256()
                    + ")";
            out.println(s.added() ? (dryRun ? "would add " : "added ") + row + " to " + e3
                    : (dryRun ? "would skip " : "skipped ") + row + ": " + s.why());
        }
        return Main.EXIT_OK;
    }
}
