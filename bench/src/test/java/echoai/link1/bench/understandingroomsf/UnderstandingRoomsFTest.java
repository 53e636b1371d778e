package echoai.link1.bench.understandingroomsf;

import echoai.link1.bench.registry.Registry;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.link1.bench.SeedSet;
import echoai.link1.bench.understandingrooms.UnderstandingRooms;
import org.junit.jupiter.api.Test;

/**
 * understanding-rooms-f: its own file, on eval or dev worlds only (the run itself is
 * UnderstandingRooms' machinery, tested there for any profile; a world costs about 15 CPU s).
 */
class UnderstandingRoomsFTest {
    @Test
    void itWritesItsOwnFileBesideV22s() {
        UnderstandingRoomsF e = new UnderstandingRoomsF();
        assertThat(e.id()).isEqualTo("understanding-rooms-f");
        assertThat(e.doc().file()).isEqualTo("v2/understanding-rooms-f.json")
                .isNotEqualTo(new UnderstandingRooms().doc().file());
        assertThat(e.inAll()).isFalse();
    }

    @Test
    void anySeedsRun() {
        // reported, not registered: any seeds, the eval ones among them
        Registry.checkSeeds(new UnderstandingRoomsF(), SeedSet.parse("100-101"));
        Registry.checkSeeds(new UnderstandingRoomsF(), SeedSet.EVAL);
        Registry.checkSeeds(new UnderstandingRoomsF(), SeedSet.DEV);
    }
}
