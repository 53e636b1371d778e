package echoai.link1.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import echoai.link1.bench.Json;
import java.io.PrintWriter;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code link1 echo-nexus-manifest}: a backend manifest (schema echo-nexus-backend-v1) whose
 * development tests run this checkout's CLI on dev seeds with {@code --telemetry}, with the
 * checkout's absolute path as {@code cwd}. Save it and load it in echo-nexus with
 * {@code /backend /abs/backend.json}.
 *
 * <p>The tests run {@code java -jar <checkout>/target/link1.jar} when that jar exists (it does
 * once {@code ./link1} has run), not {@code ./link1}: the launcher may rebuild the jar first and
 * say so on stderr, which the harness merges into the output as a plain-text line. Without a jar
 * they run {@code ./link1}.
 */
@Command(name = "echo-nexus-manifest", mixinStandardHelpOptions = true,
        description = {"Prints an echo-nexus backend manifest for this checkout.",
            "The manifest's format is echo-nexus-backend-v1.",
            "Save it: ./link1 echo-nexus-manifest > backend.json; then in echo-nexus:",
            "/backend /abs/backend.json"})
final class EchoNexusManifestCommand implements Callable<Integer> {
    static final String SCHEMA = "echo-nexus-backend-v1";
    static final int TIMEOUT_SECONDS = 300;
    /** The runnable jar, relative to the checkout. */
    static final String JAR = "target/link1.jar";

    /** One development test: its id, title, whether it is the default, and the CLI arguments. */
    private record DevTest(String id, String title, boolean isDefault, List<String> args) {
    }

    private static final List<DevTest> TESTS = List.of(
            new DevTest("nexus0-life-0", "NEXUS-0 veteran life, world(0), telemetry", true,
                    List.of("life", "--seed", "0", "--telemetry")),
            new DevTest("nexus0-life-3", "NEXUS-0 veteran life, world(3), telemetry (4 gate vetoes)",
                    false, List.of("life", "--seed", "3", "--telemetry")),
            new DevTest("nexus0-life-d-0", "NEXUS-0 veteran life, world_D(0), telemetry", false,
                    List.of("life", "--seed", "0", "--d", "--telemetry")),
            new DevTest("nexus0-world-0", "NEXUS-0 ring world(0): kinds, landmarks, referents", false,
                    List.of("world", "--seed", "0", "--telemetry")),
            new DevTest("nexus0-world-d-0", "NEXUS-0 ring world_D(0)", false,
                    List.of("world", "--seed", "0", "--d", "--telemetry")));

    @Spec
    private CommandSpec spec;

    @Option(names = "--cwd", paramLabel = "DIR",
            description = "Checkout to run in (default: the one holding this jar, else the current folder).")
    private Path cwd;

    @Override
    public Integer call() {
        Path root = (cwd != null ? cwd : checkout()).toAbsolutePath().normalize();
        if (!Files.isRegularFile(root.resolve("link1"))) {
            throw new EnvironmentException("no ./link1 launcher in " + root);
        }
        PrintWriter out = spec.commandLine().getOut();
        out.print(Json.text(manifest(root)));
        out.flush();
        return Main.EXIT_OK;
    }

    /** The checkout: the folder above target/ holding the jar or classes, else user.dir. */
    static Path checkout() {
        java.security.CodeSource source = Main.class.getProtectionDomain().getCodeSource();
        if (source == null) {
            return Path.of(System.getProperty("user.dir"));
        }
        try {
            Path code = Path.of(source.getLocation().toURI());
            for (Path p = code; p != null; p = p.getParent()) {
                if (Files.isRegularFile(p.resolve("link1")) && Files.isRegularFile(p.resolve("pom.xml"))) {
                    return p;
                }
            }
        } catch (URISyntaxException | IllegalArgumentException e) {
            // not a file location (unusual class loader): fall back to the current folder
        }
        return Path.of(System.getProperty("user.dir"));
    }

    /** The argv prefix that starts the CLI of {@code root}: its jar when built, else ./link1. */
    static List<String> launcher(Path root) {
        Path jar = root.resolve(JAR);
        return Files.isRegularFile(jar) ? List.of("java", "-jar", jar.toString()) : List.of("./link1");
    }

    static ObjectNode manifest(Path root) {
        ObjectNode doc = Json.object();
        doc.put("schema", SCHEMA);
        doc.put("name", "LINK-1 / NEXUS-0 (" + root.getFileName() + ")");
        ArrayNode tests = doc.putArray("tests");
        List<String> launcher = launcher(root);
        for (DevTest dev : TESTS) {
            ObjectNode t = tests.addObject();
            t.put("id", dev.id());
            t.put("title", dev.title());
            t.put("kind", "development");
            t.put("default", dev.isDefault());
            ArrayNode argv = t.putArray("argv");
            launcher.forEach(argv::add);
            dev.args().forEach(argv::add);
            t.put("cwd", root.toString());
            t.put("timeout", TIMEOUT_SECONDS);
        }
        return doc;
    }
}
