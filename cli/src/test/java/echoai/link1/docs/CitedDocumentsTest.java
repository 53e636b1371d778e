package echoai.link1.docs;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.registry.Registry;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A clone alone holds every document its code, tests, scripts and README cite: nothing points
 * outside the repository (the lab's shared folder), and every cited {@code docs/…} or
 * {@code lab/…} file exists (paths git ignores are a command's output, not a citation, and so is
 * a registered experiment's file before its run).
 */
class CitedDocumentsTest {
    private static final Pattern CITED = Pattern.compile("(?<![\\w./-])((?:docs|lab)/[\\w./-]+\\.(?:md|json|html|txt))");
    private static final List<Path> ROOTS = List.of(Path.of("scripts"), Path.of(".ci"),
            Path.of("docs"), Path.of("README.md"), Path.of("CHANGELOG.md"));

    @Test
    void nothingCitesTheLabsSharedFolder() throws IOException {
        List<String> outside = new ArrayList<>();
        for (Path file : files()) {
            String text = Files.readString(file, StandardCharsets.UTF_8);
            if (text.contains("../" + "shared/") || text.contains("../" + "seeds/")) {
                outside.add(file.toString());
            }
        }
        assertThat(outside).as("files citing a path outside the repository").isEmpty();
    }

    @Test
    void everyCitedDocumentExists() throws IOException {
        List<String> ignored = ignored();
        // a registered experiment's file before its run is the output of a command its page
        // prints, not a citation; once written, it must stay (the test then holds it)
        List<String> notYetWritten = Registry.documents().stream()
                .map(d -> "lab/link1/" + d.file())
                .filter(p -> !Files.exists(Path.of(p))).toList();
        List<String> missing = new ArrayList<>();
        for (Path file : files()) {
            Matcher m = CITED.matcher(Files.readString(file, StandardCharsets.UTF_8));
            while (m.find()) {
                String cited = m.group(1).replaceAll("[.]+$", "");
                boolean output = ignored.stream().anyMatch(cited::startsWith)
                        || notYetWritten.contains(cited);
                if (!output && !cited.contains("<") && !Files.exists(Path.of(cited))) {
                    missing.add(file + " cites " + cited);
                }
            }
        }
        assertThat(missing).isEmpty();
    }

    /**
     * Every relative Markdown link of the README and the glossary names a file that exists, and
     * a {@code #section} of the glossary one of its headings (GitHub's anchors: lower case,
     * punctuation dropped, spaces as hyphens).
     */
    @Test
    void everyRelativeLinkOfTheReadmeAndTheGlossaryResolves() throws IOException {
        Pattern link = Pattern.compile("\\]\\(([^)\\s]+)\\)");
        List<String> broken = new ArrayList<>();
        for (Path file : List.of(Path.of("README.md"), Path.of("docs", "glossary.md"))) {
            String text = Files.readString(file, StandardCharsets.UTF_8)
                    .replaceAll("(?s)```.*?```", "");
            Matcher m = link.matcher(text);
            while (m.find()) {
                String target = m.group(1);
                if (target.matches("[a-z]+:.*")) {
                    continue;
                }
                int hash = target.indexOf('#');
                String path = hash < 0 ? target : target.substring(0, hash);
                Path resolved = path.isEmpty() ? file
                        : file.resolveSibling(path).normalize();
                if (!Files.exists(resolved)) {
                    broken.add(file + ": " + target);
                } else if (hash >= 0 && resolved.endsWith(Path.of("docs", "glossary.md"))
                        && !anchors(resolved).contains(target.substring(hash + 1))) {
                    broken.add(file + ": " + target + " (no such heading)");
                }
            }
        }
        assertThat(broken).isEmpty();
    }

    /** The anchors GitHub gives a page's headings. */
    private static List<String> anchors(Path page) throws IOException {
        return Files.readAllLines(page, StandardCharsets.UTF_8).stream()
                .filter(l -> l.startsWith("#"))
                .map(l -> l.replaceFirst("^#+\\s+", "").strip().toLowerCase(java.util.Locale.ROOT)
                        .replaceAll("[^\\p{L}\\p{N}_\\- ]", "").replace(' ', '-'))
                .toList();
    }

    /** The patterns of .gitignore, a leading slash dropped. */
    private static List<String> ignored() throws IOException {
        return Files.readAllLines(Path.of(".gitignore")).stream()
                .map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#"))
                .map(l -> l.startsWith("/") ? l.substring(1) : l).toList();
    }

    /**
     * The files to read; none below a folder git ignores (scripts/browser/node_modules, which
     * npm ci fills with other projects' documents, is nobody's citation).
     */
    private static List<Path> files() throws IOException {
        List<String> ignoredFolders = ignored().stream().filter(l -> l.endsWith("/")).toList();
        List<Path> out = new ArrayList<>();
        List<Path> roots = new ArrayList<>(ROOTS);
        try (Stream<Path> modules = Files.list(Path.of(""))) {
            modules.map(m -> m.resolve("src")).filter(Files::isDirectory).sorted()
                    .forEach(roots::add); // each module's sources
        }
        assertThat(roots).contains(Path.of("core/src"), Path.of("cli/src"));
        for (Path root : roots) {
            if (Files.isRegularFile(root)) {
                out.add(root);
                continue;
            }
            if (!Files.isDirectory(root)) {
                continue;
            }
            try (Stream<Path> walk = Files.walk(root)) {
                walk.filter(Files::isRegularFile)
                        .filter(p -> !p.startsWith("docs/spec"))
                        .filter(p -> ignoredFolders.stream().noneMatch(
                                f -> p.toString().replace('\\', '/').startsWith(f)))
                        .filter(p -> p.toString().matches(".*\\.(java|md|txt|sh|json)$")
                                || p.getFileName().toString().equals("run"))
                        .forEach(out::add);
            }
        }
        return out;
    }
}
