package echoai.link1.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.module.ModuleDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.spi.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * link1-core needs only {@code java.base} (issue 26): its compiled module descriptor requires
 * nothing else, so the library runs where {@code java.desktop} is absent (a browser build,
 * Android, a trimmed runtime). javac enforces the rest at compile time; jdeps checks the
 * compiled classes themselves.
 */
class CoreModuleTest {
    @Test
    void coreRequiresOnlyJavaBase() throws IOException {
        ModuleDescriptor core;
        Path descriptor = Path.of("core/target/classes/module-info.class");
        try (InputStream in = Files.newInputStream(descriptor)) {
            core = ModuleDescriptor.read(in);
        }
        assertThat(core.name()).isEqualTo("echoai.link1.core");
        assertThat(core.requires()).extracting(ModuleDescriptor.Requires::name)
                .containsExactly("java.base");
        assertThat(core.exports()).extracting(ModuleDescriptor.Exports::source)
                .contains("echoai.link1.audio", "echoai.link1.api")
                .doesNotContain("echoai.link1.devices");
    }

    /** jdeps, over every compiled core class, finds no module but java.base. */
    @Test
    void coreClassesUseOnlyJavaBase() {
        ToolProvider jdeps = ToolProvider.findFirst("jdeps").orElseThrow();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = jdeps.run(new PrintWriter(out), new PrintWriter(err), "--print-module-deps",
                "core/target/classes");
        assertThat(status).as(err.toString()).isZero();
        assertThat(out.toString().strip()).isEqualTo("java.base");
    }
}
