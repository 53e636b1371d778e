package echoai.link1.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A block counts as complete only when every file is whole under its final name. */
class BlockStoreTest {
    @Test
    void onlyWholeRenamedFilesCount(@TempDir Path dir) throws Exception {
        BlockStore store = new BlockStore(dir);
        SeedBlock block = new SeedBlock(0, 2);
        List<String> files = List.of("S", "T");
        assertThat(store.complete(block, files)).isFalse();
        store.write(new BlockRows(block, Map.of("S", List.of("a", "b", "c"))));
        assertThat(store.complete(block, List.of("S"))).isTrue();
        assertThat(store.complete(block, files)).isFalse();
        Path t = store.file("T", block);
        Files.createDirectories(t.getParent());
        Files.writeString(t.resolveSibling("." + t.getFileName() + ".tmp"), "a\nb\nc\n");
        assertThat(store.complete(block, files)).isFalse();
        Files.writeString(t, "a\nb\n");
        assertThat(store.complete(block, files)).isFalse();
        store.write(new BlockRows(block, Map.of("T", List.of("x", "y", "z"))));
        assertThat(store.complete(block, files)).isTrue();
        assertThat(store.read("T", block)).containsExactly("x", "y", "z");
        assertThat(Files.list(t.getParent())).containsExactly(t);
    }
}
