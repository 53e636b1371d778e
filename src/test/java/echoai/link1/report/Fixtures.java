package echoai.link1.report;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;

/** The report's test folder: real E0/E1/perf/E2 outputs and synthetic E4/E5/predictions. */
final class Fixtures {
    private Fixtures() {
    }

    static Path fullFolder() {
        try {
            return Path.of(Fixtures.class.getResource("/report/full/E0.json").toURI()).getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static LabFolder full() throws IOException {
        return LabFolder.read(fullFolder());
    }
}
