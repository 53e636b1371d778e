package echoai.arch;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Scans the import lines of every module's main tree and fails on an edge the architecture forbids. */
class PackageRulesTest {
    private static final Pattern IMPORT = Pattern.compile("^import\\s+(?:static\\s+)?(echoai\\.[\\w.]+);",
            Pattern.MULTILINE);
    /** A package-qualified type name: lower-case segments, then a capitalised type. */
    private static final Pattern QUALIFIED = Pattern.compile(
            "\\b(echoai(?:\\.[a-z]\\w*)+)\\.[A-Z]");

    /** The modem library, module core (link1-core): java.base only. */
    static final List<String> CORE = List.of("echoai.wsp", "echoai.link1.frame",
            "echoai.link1.speech", "echoai.link1.fec", "echoai.link1.modem", "echoai.link1.room",
            "echoai.link1.audio", "echoai.link1.api");
    /** The agents, module agents (link1-agents): on core. */
    static final List<String> AGENTS = List.of("echoai.nexus0", "echoai.link1.agent",
            "echoai.link1.session");

    /** package → the echoai packages it may import (besides itself). */
    private static final Map<String, List<String>> ALLOWED = Map.ofEntries(
            Map.entry("echoai.wsp", List.of()),
            Map.entry("echoai.link1.frame", List.of("echoai.wsp")),
            Map.entry("echoai.link1.speech", List.of("echoai.wsp", "echoai.link1.frame")),
            Map.entry("echoai.link1.fec", List.of()),
            Map.entry("echoai.link1.modem", List.of("echoai.link1.fec")),
            Map.entry("echoai.link1.room", List.of()),
            Map.entry("echoai.link1.audio", List.of()),
            // the facade composes the layers below it (the physical room too, for throughRoom)
            Map.entry("echoai.link1.api", List.of("echoai.wsp", "echoai.link1.frame",
                    "echoai.link1.speech", "echoai.link1.fec", "echoai.link1.modem",
                    "echoai.link1.room", "echoai.link1.audio")),
            // the live devices (module audio/, java.desktop): on audio's PCM interfaces only
            Map.entry("echoai.link1.devices", List.of("echoai.link1.audio")),
            // the agents module: NEXUS-0, the talking agent, the sessions over channels
            Map.entry("echoai.nexus0", List.of("echoai.wsp")),
            Map.entry("echoai.link1.agent", List.of("echoai.wsp", "echoai.nexus0",
                    "echoai.link1.frame", "echoai.link1.speech")),
            Map.entry("echoai.link1.session", plus(CORE, "echoai.nexus0", "echoai.link1.agent")),
            // the bench: core, agents and the devices (E3)
            Map.entry("echoai.link1.bench", plus(CORE, AGENTS, "echoai.link1.devices")),
            // the report reads records (results, the sessions' rows): the cli reads the files
            Map.entry("echoai.link1.report", List.of("echoai.link1.bench",
                    "echoai.link1.session")),
            Map.entry("echoai.link1.perf", plus(CORE, "echoai.link1.session")),
            // examples are user programs on core, the agents and the devices: nothing above
            Map.entry("echoai.link1.examples", plus(CORE, AGENTS, "echoai.link1.devices")),
            // the browser build (module web/, TeaVM): core's packages only
            Map.entry("echoai.link1.web", CORE),
            // the browser build's SplittableRandom (TeaVM takes org.teavm.classlib.java.util.T*
            // as java.util.*): no echoai import
            Map.entry("org.teavm.classlib.java.util", List.of()),
            Map.entry("echoai.link1.cli", plus(CORE, AGENTS, "echoai.link1.devices",
                    "echoai.link1.bench", "echoai.link1.report",
                    "echoai.link1.perf", "echoai.link1.web")),
            // the Spark sweep (module sweep/): the bench's per-world code on Spark tasks
            Map.entry("echoai.link1.sweep", plus(CORE, AGENTS, "echoai.link1.bench")));

    /** {@code base} and {@code more} (lists or single package names), in order. */
    private static List<String> plus(List<String> base, Object... more) {
        List<String> out = new ArrayList<>(base);
        for (Object m : more) {
            if (m instanceof List<?> list) {
                list.forEach(x -> out.add((String) x));
            } else {
                out.add((String) m);
            }
        }
        return List.copyOf(out);
    }

    @Test
    void noForbiddenImports() throws IOException {
        assertThat(forbiddenEdges(IMPORT, text -> text, "imports")).isEmpty();
    }

    /** The scan sees every module's sources: each package with a rule has files somewhere. */
    @Test
    void theScanSeesEveryRuledPackage() throws IOException {
        assertThat(MainSources.roots()).contains(Path.of("core/src/main/java"),
                Path.of("audio/src/main/java"), Path.of("web/src/main/java"),
                Path.of("bench/src/main/java"), Path.of("cli/src/main/java"),
                Path.of("examples/src/main/java"), Path.of("sweep/src/main/java"));
        List<String> seen = MainSources.javaFiles().stream().map(MainSources::packageOf)
                .map(PackageRulesTest::topPackage).distinct().toList();
        assertThat(seen).containsAll(ALLOWED.keySet());
    }

    /** A fully qualified name in code (comments, strings and imports aside) counts as an import. */
    @Test
    void noForbiddenQualifiedNames() throws IOException {
        assertThat(forbiddenEdges(QUALIFIED, PackageRulesTest::code, "names")).isEmpty();
    }

    /** Each match of {@code reference} (group 1: a package) in a main file that breaks a rule. */
    private static List<String> forbiddenEdges(Pattern reference,
            UnaryOperator<String> source, String verb) throws IOException {
        List<String> violations = new ArrayList<>();
        for (Path file : MainSources.javaFiles()) {
            String pkg = MainSources.packageOf(file);
            if (pkg.isEmpty()) {
                continue; // module-info.java
            }
            String top = topPackage(pkg);
            assertThat(ALLOWED).as("package %s has no rule", pkg).containsKey(top);
            Matcher m = reference.matcher(source.apply(Files.readString(file)));
            while (m.find()) {
                String target = topPackage(m.group(1));
                if (!target.equals(top) && !ALLOWED.get(top).contains(target)) {
                    violations.add(file + " " + verb + " " + m.group(1));
                }
            }
        }
        return violations;
    }

    @Test
    void theQualifiedNameScanSeesCodeNotCommentsOrStrings() {
        String text = "package echoai.link1.session;\nimport echoai.link1.bench.registry.Bench;\n"
                + "/** {@link echoai.link1.bench.registry.Bench} */ // echoai.link1.cli.Main\n"
                + "class A { String s = \"echoai.link1.cli.Main\";"
                + " Object o = echoai.link1.bench.Json.object(); }\n";
        Matcher m = QUALIFIED.matcher(code(text));
        assertThat(m.find()).isTrue();
        assertThat(m.group(1)).isEqualTo("echoai.link1.bench");
        assertThat(m.find()).isFalse();
    }

    /** The session layer (agents over channels) sits on core and the agents, below the bench. */
    @Test
    void sessionSitsBelowTheBench() {
        assertThat(ALLOWED.get("echoai.link1.session")).containsExactlyInAnyOrderElementsOf(
                plus(CORE, "echoai.nexus0", "echoai.link1.agent"));
    }

    /** No core package imports the agents, the bench or anything above it. */
    @Test
    void coreImportsOnlyCore() {
        for (String pkg : CORE) {
            assertThat(CORE).as(pkg).containsAll(ALLOWED.get(pkg));
        }
        for (String pkg : AGENTS) {
            assertThat(plus(CORE, AGENTS)).as(pkg).containsAll(ALLOWED.get(pkg));
        }
    }

    /**
     * Core needs only java.base: no core package imports the devices, and the devices see only
     * audio's PCM interfaces.
     */
    @Test
    void theDevicesSitOutsideCore() {
        ALLOWED.forEach((pkg, allowed) -> {
            if (!List.of("echoai.link1.bench", "echoai.link1.examples", "echoai.link1.cli")
                    .contains(pkg)) {
                assertThat(allowed).as(pkg).doesNotContain("echoai.link1.devices");
            }
        });
        assertThat(ALLOWED.get("echoai.link1.devices")).containsExactly("echoai.link1.audio");
    }

    /** The facade sits above modem, frame and speech and below the session. */
    @Test
    void theFacadeSitsBetweenTheLayersAndTheSession() {
        assertThat(ALLOWED.get("echoai.link1.api")).contains("echoai.link1.modem",
                "echoai.link1.frame", "echoai.link1.speech").doesNotContain("echoai.link1.session",
                "echoai.link1.agent", "echoai.nexus0");
        ALLOWED.forEach((pkg, allowed) -> {
            if (allowed.contains("echoai.link1.api")) {
                assertThat(ALLOWED.get("echoai.link1.api")).as(pkg).doesNotContain(pkg);
            }
        });
    }

    /**
     * {@code text} without string literals (a class name in a string, such as the main class a
     * child process runs, is no compile-time edge), comments, package and import lines.
     */
    private static String code(String text) {
        String noStrings = text.replaceAll("\"(?:\\\\.|[^\"\\\\\\n])*\"", "\"\"");
        String noBlocks = noStrings.replaceAll("(?s)/\\*.*?\\*/", " ");
        return noBlocks.replaceAll("//[^\\n]*", " ")
                .replaceAll("(?m)^\\s*(package|import)\\s[^;]*;", " ");
    }

    @Test
    void nothingButCliAndSweepImportBenchOrReport() {
        ALLOWED.forEach((pkg, allowed) -> {
            if (!pkg.equals("echoai.link1.cli") && !pkg.equals("echoai.link1.sweep")
                    && !pkg.equals("echoai.link1.report")) {
                assertThat(allowed).as(pkg).doesNotContain("echoai.link1.bench",
                        "echoai.link1.report");
            }
        });
    }

    /** The report reads records, never JSON by key: it may not even see a JSON library. */
    @Test
    void theReportImportsNoJsonLibrary() throws IOException {
        List<String> violations = new ArrayList<>();
        Path report = MainSources.packageDir("echoai.link1.report").orElseThrow();
        try (Stream<Path> files = Files.walk(report)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                if (Files.readString(file).contains("com.fasterxml")) {
                    violations.add(file.toString());
                }
            }
        }
        assertThat(violations).isEmpty();
    }

    @Test
    void onlyCliPrintsOrExits() throws IOException {
        List<String> violations = new ArrayList<>();
        for (Path file : MainSources.javaFiles()) {
            String pkg = MainSources.packageOf(file);
            if (pkg.startsWith("echoai.link1.cli") || pkg.equals("echoai.link1.examples")
                    || file.endsWith(Path.of("echoai/link1/sweep/SweepCommand.java"))) {
                continue; // the CLI, the examples (programs a user copies), the sweep's launcher
            }
            String text = Files.readString(file);
            if (text.contains("System.out") || text.contains("System.exit(")) {
                violations.add(file.toString());
            }
        }
        assertThat(violations).isEmpty();
    }

    /** The architectural package a name belongs to: the longest rule key that prefixes it. */
    private static String topPackage(String name) {
        String best = name;
        int bestLength = -1;
        for (String candidate : ALLOWED.keySet()) {
            if ((name.equals(candidate) || name.startsWith(candidate + "."))
                    && candidate.length() > bestLength) {
                best = candidate;
                bestLength = candidate.length();
            }
        }
        return best;
    }
}
