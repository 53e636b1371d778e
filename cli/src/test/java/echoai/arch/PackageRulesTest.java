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
            "echoai.link1.message", "echoai.link1.speech", "echoai.link1.fec",
            "echoai.link1.modem", "echoai.link1.room", "echoai.link1.audio", "echoai.link1.api");
    /** The agents, module agents (link1-agents): on core. */
    static final List<String> AGENTS = List.of("echoai.nexus0", "echoai.link1.agent",
            "echoai.link1.session");

    /** The bench's shared parts, which no experiment owns. */
    static final List<String> BENCH_SHARED = List.of("echoai.link1.bench",
            "echoai.link1.bench.rules", "echoai.link1.bench.air", "echoai.link1.bench.arms");
    /** Every experiment's folder, echoai.link1.bench.&lt;folder&gt;: a key for their shared rule. */
    static final String FOLDER = "echoai.link1.bench.*";
    /** The registry, which lists the folders. */
    static final String REGISTRY = "echoai.link1.bench.registry";

    /** package → the echoai packages it may import (besides itself). */
    private static final Map<String, List<String>> ALLOWED = Map.ofEntries(
            Map.entry("echoai.wsp", List.of()),
            Map.entry("echoai.link1.frame", List.of("echoai.wsp")),
            Map.entry("echoai.link1.speech", List.of("echoai.wsp", "echoai.link1.frame")),
            // messages in frames: the frame's magic, length and CRC, and hex for printing; the
            // two-way station (MessageStation) hears through a profile's receiver and carrier
            // sense, so the message layer sits on the modem
            Map.entry("echoai.link1.message", List.of("echoai.wsp", "echoai.link1.frame",
                    "echoai.link1.modem")),
            Map.entry("echoai.link1.fec", List.of()),
            Map.entry("echoai.link1.modem", List.of("echoai.link1.fec")),
            Map.entry("echoai.link1.room", List.of()),
            Map.entry("echoai.link1.audio", List.of()),
            // the facade composes the layers below it (the physical room too, for throughRoom)
            Map.entry("echoai.link1.api", List.of("echoai.wsp", "echoai.link1.frame",
                    "echoai.link1.message", "echoai.link1.speech", "echoai.link1.fec",
                    "echoai.link1.modem", "echoai.link1.room", "echoai.link1.audio")),
            // the live devices (module audio/, java.desktop): on audio's PCM interfaces only
            Map.entry("echoai.link1.devices", List.of("echoai.link1.audio")),
            // the agents module: NEXUS-0, the talking agent, the sessions over channels
            Map.entry("echoai.nexus0", List.of("echoai.wsp")),
            Map.entry("echoai.link1.agent", List.of("echoai.wsp", "echoai.nexus0",
                    "echoai.link1.frame", "echoai.link1.speech")),
            Map.entry("echoai.link1.session", plus(CORE, "echoai.nexus0", "echoai.link1.agent")),
            // the bench's shared parts: core, agents and the devices (E3); no experiment's folder
            Map.entry("echoai.link1.bench", plus(CORE, AGENTS, "echoai.link1.devices")),
            Map.entry("echoai.link1.bench.rules", plus(CORE, AGENTS, "echoai.link1.bench")),
            Map.entry("echoai.link1.bench.air", plus(CORE, AGENTS, "echoai.link1.bench",
                    "echoai.link1.bench.rules")),
            Map.entry("echoai.link1.bench.arms", plus(CORE, AGENTS, "echoai.link1.bench",
                    "echoai.link1.bench.rules")),
            // the report's kit reads records (the shared bench parts, the sessions' rows): it
            // knows no experiment; each folder brings its own sections
            Map.entry("echoai.link1.report", plus(BENCH_SHARED, "echoai.link1.session")),
            // an experiment's folder: the shared parts and the report's kit; another folder
            // only through FOLDER_EDGES
            Map.entry(FOLDER, plus(CORE, AGENTS, BENCH_SHARED, "echoai.link1.devices",
                    "echoai.link1.report")),
            // the registry lists every folder once; the page iterates the registry
            Map.entry(REGISTRY, plus(CORE, AGENTS, BENCH_SHARED, FOLDER, "echoai.link1.report")),
            Map.entry("echoai.link1.report.page", plus(BENCH_SHARED, REGISTRY,
                    "echoai.link1.report")),
            Map.entry("echoai.link1.perf", plus(CORE, "echoai.link1.session")),
            // examples are user programs on core, the agents and the devices: nothing above
            Map.entry("echoai.link1.examples", plus(CORE, AGENTS, "echoai.link1.devices")),
            // the browser build (module web/, TeaVM): core's packages only
            Map.entry("echoai.link1.web", CORE),
            // the browser build's SplittableRandom (TeaVM takes org.teavm.classlib.java.util.T*
            // as java.util.*): no echoai import
            Map.entry("org.teavm.classlib.java.util", List.of()),
            Map.entry("echoai.link1.cli", plus(CORE, AGENTS, "echoai.link1.devices",
                    BENCH_SHARED, FOLDER, REGISTRY, "echoai.link1.report",
                    "echoai.link1.report.page",
                    "echoai.link1.perf", "echoai.link1.web")),
            // the Spark sweep (module sweep/): the bench's per-world code on Spark tasks
            Map.entry("echoai.link1.sweep", plus(CORE, AGENTS, BENCH_SHARED, FOLDER, REGISTRY)));

    /**
     * The folders one experiment's folder may import, each with its reason: a later experiment
     * reuses the room, arms or record of the one it extends. Any other edge between folders
     * fails {@link #noForbiddenImports()}.
     */
    private static final Map<String, List<String>> FOLDER_EDGES = Map.ofEntries(
            // the rooms' variants run E2-rooms' cases and write its record
            Map.entry("echoai.link1.bench.babbleshuffled", folders("e2rooms")),
            Map.entry("echoai.link1.bench.e2roomsggwave", folders("e2rooms")),
            Map.entry("echoai.link1.bench.e2roomsnoise", folders("e2rooms")),
            // the reach table sets E2-rooms beside its noise and profile-F reruns
            Map.entry("echoai.link1.bench.e2rooms", folders("e2roomsf", "e2roomsnoise")),
            // profile F is judged against ggwave's separations and the shuffled babble
            Map.entry("echoai.link1.bench.e2roomsf", folders("e2rooms", "e2roomsggwave",
                    "ggwavefair", "babbleshuffled")),
            // profile Q is judged as F is: E2-rooms' cases, ggwave's bridge and separations,
            // the shuffled babble's section parts
            Map.entry("echoai.link1.bench.e2roomsq", folders("e2rooms", "e2roomsggwave",
                    "ggwavefair", "babbleshuffled")),
            Map.entry("echoai.link1.bench.ggwavefair", folders("e2rooms", "e2roomsggwave")),
            // messages run in one of E2-rooms' cases, on its dev bases
            Map.entry("echoai.link1.bench.messagesair", folders("e2rooms")),
            // E4's arms include E5's dialogue; E5's section shows E4's arms
            Map.entry("echoai.link1.bench.e4", folders("e5")),
            Map.entry("echoai.link1.bench.e5", folders("e4")),
            // the room of agents over E3's recorded air and the rooms' understanding
            Map.entry("echoai.link1.bench.e7", folders("e3", "understandingrooms")),
            Map.entry("echoai.link1.bench.e8air", folders("e7", "e8")),
            // E8's baselines run E8's arms beside theirs and write E8's record
            Map.entry("echoai.link1.bench.e8baselines", folders("e8")),
            // E9 once more on fresh seeds: E9's experiment, judge and section
            Map.entry("echoai.link1.bench.e9fresh", folders("e9")),
            Map.entry("echoai.link1.bench.reliability", folders("e2", "e6")),
            Map.entry("echoai.link1.bench.sweeps", folders("v1", "understandingrooms")),
            Map.entry("echoai.link1.bench.u3rerun", folders("understandingrooms")),
            Map.entry("echoai.link1.bench.understandingroomsf", folders("understandingrooms",
                    "babbleshuffled")),
            // P1–P7 judge E2, E4 and E5
            Map.entry("echoai.link1.bench.v1", folders("e2", "e4", "e5")));

    /** The packages of the named folders. */
    private static List<String> folders(String... names) {
        return Stream.of(names).map(n -> "echoai.link1.bench." + n).toList();
    }

    /** Whether {@code key} (a {@link #topPackage} result) is an experiment's folder. */
    private static boolean isFolder(String key) {
        return key.startsWith("echoai.link1.bench.") && !ALLOWED.containsKey(key);
    }

    /** The rule of {@code key}: a folder's is {@link #FOLDER}'s. */
    private static List<String> rule(String key) {
        return isFolder(key) ? ALLOWED.get(FOLDER) : ALLOWED.get(key);
    }

    /** Whether {@code top} may import {@code target} (both {@link #topPackage} results). */
    private static boolean allows(String top, String target) {
        List<String> allowed = rule(top);
        return target.equals(top) || allowed.contains(target)
                || (isFolder(target) && (allowed.contains(FOLDER)
                || FOLDER_EDGES.getOrDefault(top, List.of()).contains(target)));
    }

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
        assertThat(seen).containsAll(ALLOWED.keySet().stream().filter(k -> !k.equals(FOLDER))
                .toList());
        assertThat(seen.stream().filter(PackageRulesTest::isFolder)).hasSizeGreaterThan(20);
        assertThat(FOLDER_EDGES.keySet()).allMatch(seen::contains);
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
            assertThat(rule(top)).as("package %s has no rule", pkg).isNotNull();
            Matcher m = reference.matcher(source.apply(Files.readString(file)));
            while (m.find()) {
                String target = topPackage(m.group(1));
                if (!allows(top, target)) {
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
            if (!List.of("echoai.link1.bench", FOLDER, REGISTRY, "echoai.link1.examples",
                    "echoai.link1.cli").contains(pkg)) {
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

    /** Below the bench (core, agents, devices, page, examples) nothing sees the lab. */
    @Test
    void nothingBelowTheBenchImportsTheLab() {
        List<String> lab = plus(BENCH_SHARED, FOLDER, REGISTRY, "echoai.link1.report",
                "echoai.link1.report.page");
        ALLOWED.forEach((pkg, allowed) -> {
            if (!lab.contains(pkg) && !pkg.equals("echoai.link1.cli")
                    && !pkg.equals("echoai.link1.sweep") && !pkg.equals("echoai.link1.perf")) {
                assertThat(allowed).as(pkg).doesNotContainAnyElementsOf(lab);
            }
        });
        assertThat(ALLOWED.get("echoai.link1.perf")).doesNotContainAnyElementsOf(lab);
    }

    /**
     * The shared bench parts and the report's kit know no experiment: a new folder and its
     * registry line are the whole of adding one.
     */
    @Test
    void theSharedPartsKnowNoExperiment() {
        for (String pkg : plus(BENCH_SHARED, "echoai.link1.report")) {
            assertThat(ALLOWED.get(pkg)).as(pkg).doesNotContain(FOLDER, REGISTRY,
                    "echoai.link1.report.page");
        }
        assertThat(ALLOWED.get(FOLDER)).doesNotContain(REGISTRY, "echoai.link1.report.page");
        assertThat(allows("echoai.link1.bench.e7", "echoai.link1.bench.e8")).isFalse();
        assertThat(allows("echoai.link1.bench.e8air", "echoai.link1.bench.e8")).isTrue();
        assertThat(allows("echoai.link1.bench", "echoai.link1.bench.e8")).isFalse();
        assertThat(topPackage("echoai.link1.bench.e8air.E8Air"))
                .isEqualTo("echoai.link1.bench.e8air");
        assertThat(topPackage("echoai.link1.bench.SeedSet")).isEqualTo("echoai.link1.bench");
        assertThat(topPackage("echoai.link1.bench.rules.Verdict"))
                .isEqualTo("echoai.link1.bench.rules");
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

    /**
     * The architectural package a name belongs to: an experiment's folder
     * (echoai.link1.bench.&lt;folder&gt;), or else the longest rule key that prefixes it.
     */
    private static String topPackage(String name) {
        if (name.startsWith("echoai.link1.bench.")) {
            String segment = name.split("\\.")[3];
            String folder = "echoai.link1.bench." + segment;
            if (Character.isLowerCase(segment.charAt(0)) && !ALLOWED.containsKey(folder)) {
                return folder;
            }
        }
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
