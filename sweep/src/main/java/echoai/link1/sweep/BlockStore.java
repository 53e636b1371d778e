package echoai.link1.sweep;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/**
 * The row files of a sweep: {@code DIR/rows/ARM/FROM-TO.jsonl}, one JSON line per world in seed
 * order. A file is written to {@code .FROM-TO.jsonl.tmp} and then renamed, so a file with the
 * final name is whole; a block is complete when every row file it writes exists with one line
 * per seed. A rerun skips complete blocks (resume).
 */
public final class BlockStore {
    private final Path root;

    /** The store under {@code dir}. */
    public BlockStore(Path dir) {
        this.root = dir.resolve("rows");
    }

    /** The file of {@code block}'s rows of {@code file} (an arm or {@link BlockWork#UNDERSTANDING}). */
    public Path file(String file, SeedBlock block) {
        return root.resolve(file).resolve(block.name() + ".jsonl");
    }

    /** True when every one of {@code files} for {@code block} is whole. */
    public boolean complete(SeedBlock block, List<String> files) throws IOException {
        for (String file : files) {
            Path path = file(file, block);
            if (!Files.isRegularFile(path) || lineCount(path) != block.size()) {
                return false;
            }
        }
        return true;
    }

    private static long lineCount(Path path) throws IOException {
        try (var lines = Files.lines(path, StandardCharsets.UTF_8)) {
            return lines.count();
        }
    }

    /** Writes a finished block: each file through a temporary name, then an atomic rename. */
    public void write(BlockRows rows) throws IOException {
        for (var entry : rows.lines().entrySet()) {
            Path path = file(entry.getKey(), rows.block());
            Files.createDirectories(path.getParent());
            Path tmp = path.resolveSibling("." + path.getFileName() + ".tmp");
            StringBuilder text = new StringBuilder();
            for (String line : entry.getValue()) {
                text.append(line).append('\n');
            }
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            Files.move(tmp, path, StandardCopyOption.ATOMIC_MOVE,
                    StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** The lines of a block's file, in seed order. */
    public List<String> read(String file, SeedBlock block) throws IOException {
        return Files.readAllLines(file(file, block), StandardCharsets.UTF_8);
    }
}
