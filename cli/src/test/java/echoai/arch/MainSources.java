package echoai.arch;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The main source trees of every module of the checkout ({@code <module>/src/main/java}, found
 * from the folder the tests run in, the checkout root), so the architecture tests see the
 * packages of all modules, including modules added later.
 */
final class MainSources {
    private static final Path CHECKOUT = Path.of("");

    private MainSources() {
    }

    /** Each module's {@code src/main/java}, sorted; fails when there are none (a wrong folder). */
    static List<Path> roots() {
        try (Stream<Path> dirs = Files.list(CHECKOUT)) {
            List<Path> roots = dirs.map(d -> d.resolve("src/main/java"))
                    .filter(Files::isDirectory).sorted().toList();
            if (roots.isEmpty()) {
                throw new IllegalStateException("no <module>/src/main/java under "
                        + CHECKOUT.toAbsolutePath() + " (tests must run in the checkout root)");
            }
            return roots;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every {@code .java} file of every main tree. */
    static List<Path> javaFiles() throws IOException {
        List<Path> out = new ArrayList<>();
        for (Path root : roots()) {
            try (Stream<Path> files = Files.walk(root)) {
                files.filter(f -> f.toString().endsWith(".java")).sorted().forEach(out::add);
            }
        }
        return out;
    }

    /** The package of {@code file} (a file of one of the {@link #roots()}), from its folder. */
    static String packageOf(Path file) {
        for (Path root : roots()) {
            if (file.startsWith(root)) {
                return root.relativize(file.getParent()).toString().replace('/', '.');
            }
        }
        throw new IllegalArgumentException("file must be under a main source tree: " + file);
    }

    /** The folder of package {@code pkg}, in whichever module holds it. */
    static Optional<Path> packageDir(String pkg) {
        return roots().stream().map(r -> r.resolve(pkg.replace('.', '/')))
                .filter(Files::isDirectory).findFirst();
    }
}
