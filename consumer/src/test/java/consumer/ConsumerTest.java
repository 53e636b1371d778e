package consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import echoai.link1.api.Heard;
import echoai.link1.api.Link1;
import echoai.link1.api.Receiver;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import echoai.link1.speech.Speech;
import echoai.wsp.Atom;
import java.io.File;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a user of link1-core writes: encode, stream and decode at 48 kHz through the facade. */
class ConsumerTest {
    @Test
    void encodeStreamAndDecodeAt48kHz() {
        LinkFrame frame = Speech.frame(Speech.claim(1, 0x3117, Atom.UNIR, -50, 3), 7);
        short[] pcm = Link1.encode(frame, AirProfile.K1, 48_000);
        Receiver receiver = Link1.receiver(AirProfile.K1, 48_000);
        List<Heard> live = new ArrayList<>();
        receiver.addListener(live::add);
        for (int at = 0; at < pcm.length; at += 1000) {
            receiver.accept(pcm, at, Math.min(1000, pcm.length - at));
        }
        List<Heard> streamed = receiver.finish();
        assertEquals(List.of(frame), streamed.stream().map(Heard::frame).toList());
        assertEquals(streamed, live);
        assertEquals(streamed, Link1.decode(pcm, AirProfile.K1, 48_000));
    }

    /** Only link1-core (and the test libraries) are on the class path: no Jackson, picocli, JMH. */
    @Test
    void theClassPathHoldsTheCoreArtifactAndNoneOfTheToolsLibraries() {
        String classPath = System.getProperty("java.class.path");
        assertFalse(classPath.contains("jackson"), classPath);
        assertFalse(classPath.contains("picocli"), classPath);
        assertFalse(classPath.contains("jmh"), classPath);
        assertFalse(classPath.contains("progressbar"), classPath);
        long echoaiJars = List.of(classPath.split(File.pathSeparator)).stream()
                .filter(p -> p.contains("echoai")).count();
        assertEquals(1, echoaiJars, classPath);
        for (String name : List.of("com.fasterxml.jackson.databind.ObjectMapper",
                "picocli.CommandLine", "org.openjdk.jmh.Main", "echoai.link1.bench.registry.Bench")) {
            assertThrows(ClassNotFoundException.class, () -> Class.forName(name), name);
        }
    }
}
