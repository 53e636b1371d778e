package echoai.arch;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The core module's descriptor (compiled {@code module-info}): it needs the JDK only, holds the
 * modem library's packages and no other, and exports every one of them, so the other modules
 * also work on the module path; the agents module's stands on core alone.
 */
class CoreModuleTest {
    private static final Pattern IMPORT = Pattern.compile(
            "^import\\s+(?:static\\s+)?(echoai(?:\\.[a-z]\\w*)+)\\.[A-Z]", Pattern.MULTILINE);

    private static ModuleDescriptor core() {
        return ModuleFinder.of(Path.of("core/target/classes")).find("echoai.link1.core")
                .orElseThrow(() -> new AssertionError("no module echoai.link1.core in "
                        + "core/target/classes")).descriptor();
    }

    @Test
    void coreRequiresOnlyJdkModules() {
        assertThat(core().requires()).extracting(ModuleDescriptor.Requires::name)
                .allMatch(name -> name.startsWith("java.") || name.startsWith("jdk."));
    }

    @Test
    void everyCorePackageAnotherModuleImportsIsExported() throws IOException {
        ModuleDescriptor core = core();
        List<String> exported = core.exports().stream().filter(e -> !e.isQualified())
                .map(ModuleDescriptor.Exports::source).toList();
        List<String> missing = new ArrayList<>();
        for (Path file : MainSources.javaFiles()) {
            if (file.startsWith("core")) {
                continue;
            }
            Matcher m = IMPORT.matcher(Files.readString(file));
            while (m.find()) {
                String pkg = m.group(1);
                if (core.packages().contains(pkg) && !exported.contains(pkg)) {
                    missing.add(file + " imports " + pkg);
                }
            }
        }
        assertThat(missing).isEmpty();
        assertThat(exported).contains("echoai.link1.api", "echoai.link1.modem", "echoai.wsp");
    }

    /**
     * The policy of module-info: every core package is exported (what is internal is
     * package-private), so a new package without an exports line fails here.
     */
    @Test
    void everyCorePackageIsExported() {
        ModuleDescriptor core = core();
        List<String> exported = core.exports().stream().filter(e -> !e.isQualified())
                .map(ModuleDescriptor.Exports::source).toList();
        assertThat(exported).containsExactlyInAnyOrderElementsOf(core.packages());
    }

    /** Core is the modem library and nothing else: the agents and the lab are other modules. */
    @Test
    void coreHoldsOnlyTheModemLibrary() {
        assertThat(core().packages()).containsExactlyInAnyOrderElementsOf(PackageRulesTest.CORE);
    }

    /** The agents module stands on core and the JDK alone, and exports its three packages. */
    @Test
    void agentsStandOnCoreAlone() {
        ModuleDescriptor agents = ModuleFinder.of(Path.of("agents/target/classes"))
                .find("echoai.link1.agents").orElseThrow(() -> new AssertionError(
                        "no module echoai.link1.agents in agents/target/classes")).descriptor();
        assertThat(agents.requires()).extracting(ModuleDescriptor.Requires::name)
                .allMatch(name -> name.equals("echoai.link1.core") || name.startsWith("java."));
        assertThat(agents.exports()).extracting(ModuleDescriptor.Exports::source)
                .containsExactlyInAnyOrderElementsOf(PackageRulesTest.AGENTS);
    }
}
