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
 * The core module's descriptor (compiled {@code module-info}): it needs the JDK only, and it
 * exports every core package the other modules import, so they also work on the module path.
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
}
