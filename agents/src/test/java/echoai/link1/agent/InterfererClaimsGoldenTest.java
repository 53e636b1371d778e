package echoai.link1.agent;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.frame.LinkFrame;
import echoai.nexus0.RingWorld;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Core's interferer test ({@code DemodulatorInterfererTest}) sends each dev world's first 20
 * CLAIM frames as its veteran says them in arm T; core's tests hold no agent, so the frames are
 * committed in core's test resources. This regenerates them from the veterans and compares, so
 * the file cannot drift from what the agents say.
 */
class InterfererClaimsGoldenTest {
    static final Path FILE = Path.of("core/src/test/resources/golden/interferer-claims.txt");
    static final int WORLDS = 16;
    static final int FRAMES = 20;

    static String expected() {
        StringBuilder b = new StringBuilder("# world hex: dev world w's first " + FRAMES
                + " CLAIM frames, its veteran in arm T (InterfererClaimsGoldenTest)\n");
        for (int w = 0; w < WORLDS; w++) {
            List<LinkFrame> frames = new Outbox(Veteran.ID)
                    .frames(new Veteran(RingWorld.world(w)).claims());
            for (int i = 0; i < FRAMES; i++) {
                b.append(w).append(' ').append(HexFormat.of().formatHex(frames.get(i).toBytes()))
                        .append('\n');
            }
        }
        return b.toString();
    }

    @Test
    void theCommittedClaimsAreTheVeteransOwn() throws IOException {
        assertThat(Files.readString(FILE)).isEqualTo(expected());
    }

    /** Writes the file (run once by hand when the claims change). */
    public static void main(String[] args) throws IOException {
        Files.writeString(FILE, expected());
    }
}
