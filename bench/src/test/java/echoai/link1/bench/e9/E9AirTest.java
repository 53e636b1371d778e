package echoai.link1.bench.e9;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.session.DiscoveryRunner;
import echoai.link1.session.E9World;
import echoai.link1.session.PerceptionArm;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * E9-air on dev world 0: R at 3 m loses nothing, so B lives exactly as DISC by wire; K1 at
 * 0.5 m carries the same world's claims through the same room draws; both keep every P3 guard.
 * Tagged slow (about 10 CPU s: 100 postcards through the room at 48 kHz); run with -Pslow.
 */
@Tag("slow")
class E9AirTest {
    @Test
    void rByAirIsDiscByWireWhenNothingIsLost() {
        List<E9World> world = E9Air.world(0);
        assertThat(E9Air.CASES.stream().map(E9Air.Case::name).toList()).containsExactly(
                "DISC:r:living-rt0.5-3m/white/30dB", "DISC:k1:living-rt0.5-0.5m/white/30dB");
        E9World wire = DiscoveryRunner.run(0, PerceptionArm.DISC);
        E9World r = world.get(0);
        assertThat(r.world().postcardsLost()).isZero();
        assertThat(r.world().coreDigest()).isEqualTo(wire.world().coreDigest());
        assertThat(r.discovery()).isEqualTo(wire.discovery());
        assertThat(world).allMatch(w -> w.world().firewallHolds()
                && w.world().acceptedCorrupt() == 0);
    }
}
