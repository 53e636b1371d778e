package echoai.nexus0;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.wsp.Atom;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The test vectors of NEXUS0.md (world, landmarks, observation bytes, referents). */
class RingWorldGoldenTest {
    private static final HexFormat HEX = HexFormat.of();

    @Test
    void world0KindsAndLandmarks() {
        RingWorld w = RingWorld.world(0);
        assertThat(w.kindsString()).isEqualTo(".N........T.GG........GT........");
        assertThat(new int[] {w.landmark(0), w.landmark(1), w.landmark(2), w.landmark(3)})
                .containsExactly(0xcdaf, 0x65f4, 0x454f, 0x81ec);
    }

    @Test
    void world1000AndWorldD0() {
        assertThat(RingWorld.world(1000).kindsString()).isEqualTo("....N....T.......G.T..G....G....");
        assertThat(RingWorld.worldD(0).kindsString()).isEqualTo("...N.G...........T...G..G.T.....");
    }

    @Test
    void worldDKeepsTheLandmarks() {
        for (long seed = 0; seed < 16; seed++) {
            RingWorld w = RingWorld.world(seed);
            RingWorld d = RingWorld.worldD(seed);
            assertThat(d.isChanged()).isTrue();
            for (int cell = 0; cell < RingWorld.CELLS; cell++) {
                assertThat(d.landmark(cell)).as("seed %d cell %d", seed, cell).isEqualTo(w.landmark(cell));
            }
        }
    }

    @Test
    void observationBytesAndReferents() {
        RingWorld w = RingWorld.world(0);
        assertThat(HEX.formatHex(w.observe(0).toBytes())).isEqualTo("040e0108000000000000004e0000cdaf");
        assertThat(w.referent(0)).isEqualTo(0xaf04);
        assertThat(w.kind(10)).isEqualTo(CellKind.THREAT);
        assertThat(w.kindsString().indexOf('T')).isEqualTo(10);
        assertThat(HEX.formatHex(w.observe(10).toBytes())).isEqualTo("04122408b05000505000004e00003d09");
        assertThat(w.referent(10)).isEqualTo(0x3117);
    }

    @Test
    void everyWorldHasTheContractsShape() {
        for (long seed = 0; seed < 64; seed++) {
            for (RingWorld w : new RingWorld[] {RingWorld.world(seed), RingWorld.worldD(seed)}) {
                String k = w.kindsString();
                assertThat(k.charAt(0)).as("seed %d", seed).isEqualTo('.');
                assertThat(k.chars().filter(c -> c == 'T').count()).isEqualTo(2);
                assertThat(k.chars().filter(c -> c == 'G').count()).isEqualTo(3);
                assertThat(k.chars().filter(c -> c == 'N').count()).isEqualTo(1);
                Set<Integer> marks = new HashSet<>();
                for (int cell = 0; cell < RingWorld.CELLS; cell++) {
                    marks.add(w.landmark(cell));
                    assertThat(w.observe(cell).referent()).isEqualTo(w.landmark(cell));
                    assertThat(w.observe(cell).src()).isEqualTo(Atom.AQUI);
                    assertThat(w.observe(cell).time()).isEqualTo(Atom.AHORA);
                }
                assertThat(marks).as("landmarks distinct, seed %d", seed).hasSize(RingWorld.CELLS);
            }
        }
    }

    @Test
    void referentIsFnv1aOfTheBytes() {
        // FNV-1a 32 of the empty input is the offset basis; of "a" it is 0xe40c292c (published).
        assertThat(Referent.fnv1a32(new byte[0])).isEqualTo(0x811C9DC5);
        assertThat(Referent.fnv1a32(new byte[] {'a'})).isEqualTo(0xe40c292c);
        assertThatThrownBy(() -> Referent.of(new byte[15])).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void splitMixIsUnsignedAndDeterministic() {
        SplitMix64 a = new SplitMix64(0);
        // First output of SplitMix64 seeded with 0 (reference implementation by Vigna).
        assertThat(a.next()).isEqualTo(0xe220a8397b1dcdafL);
        SplitMix64 b = new SplitMix64(0);
        assertThat(b.below(65536)).isEqualTo(0xcdaf);
        // An output with the top bit set must be read unsigned: 2^64 - 1 mod 10 = 5.
        assertThat(Long.remainderUnsigned(-1L, 10)).isEqualTo(5);
        assertThatThrownBy(() -> b.below(0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void dynamicsEveryKindTimesAction() {
        int[][] expected = {
            {1, 0, 1, 0, 0, 0}, {1, -50, -1, 0, 0, 0}, {1, 30, -1, 0, 0, 0}, {1, -50, -1, 0, 0, 0},
        };
        for (CellKind kind : CellKind.values()) {
            for (Action a : Action.values()) {
                int[] row = expected[kind.ordinal()];
                assertThat(Dynamics.jump(kind, a)).as("%s %s", kind, a).isEqualTo(row[a.ordinal() * 2]);
                assertThat(Dynamics.reward(kind, a)).as("%s %s", kind, a).isEqualTo(row[a.ordinal() * 2 + 1]);
            }
        }
        assertThat(RingWorld.move(31, 1)).isZero();
        assertThat(RingWorld.move(0, -1)).isEqualTo(31);
        assertThat(Action.APPROACH.rel()).isEqualTo(Atom.UNIR);
        assertThat(Action.AVOID.rel()).isEqualTo(Atom.TEMER);
        assertThat(Action.WAIT.rel()).isEqualTo(Atom.OBSERVAR);
    }
}
