package echoai.nexus0;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Code outside this package cannot write an agent's facts: the public surface of CAM, T and Q is
 * read-only, and the only public way to change an agent is to live a turn. If a public mutator is
 * ever added, this test names it.
 */
class FirewallApiTest {
    private static Set<String> publicInstanceMethods(Class<?> type) {
        Set<String> names = new TreeSet<>();
        for (Method m : type.getDeclaredMethods()) {
            if (Modifier.isPublic(m.getModifiers()) && !Modifier.isStatic(m.getModifiers())) {
                names.add(m.getName());
            }
        }
        return names;
    }

    @Test
    void factStoresExposeOnlyReaders() {
        assertThat(publicInstanceMethods(Cam.class)).containsExactly("capacity", "get", "indexOf", "size");
        assertThat(publicInstanceMethods(Transitions.class)).containsExactly("lastHarm", "n");
        assertThat(publicInstanceMethods(QTable.class)).containsExactly("max", "q");
    }

    @Test
    void theAgentChangesOnlyByLiving() {
        assertThat(publicInstanceMethods(Agent.class)).containsExactlyInAnyOrder("cortexCalls",
                "digest", "isOver", "journal", "live", "peekObservation", "position", "snapshot",
                "summary", "turn", "turnsLived", "twin", "view", "world");
        assertThat(Arrays.stream(Agent.class.getDeclaredFields())
                .filter(f -> !Modifier.isStatic(f.getModifiers()))
                .allMatch(f -> Modifier.isPrivate(f.getModifiers()))).isTrue();
        assertThat(Modifier.isFinal(Agent.class.getModifiers())).isTrue();
    }

    @Test
    void theViewIsNotTheAgent() {
        AgentView view = new Agent(RingWorld.world(0)).view();
        assertThat(view).isNotInstanceOf(Agent.class);
        assertThat(Modifier.isPrivate(view.getClass().getModifiers())).isTrue();
    }
}
