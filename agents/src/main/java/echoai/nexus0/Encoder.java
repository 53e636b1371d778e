package echoai.nexus0;

import echoai.wsp.Atom;
import echoai.wsp.Emotion;
import echoai.wsp.Postcard;

/**
 * Perception: the cell under the agent → its 16-byte observation postcard (NEXUS0.md).
 * src AQUI, time AHORA, flags 0, domain {@value #DOMAIN} ('N'), generator 0, style 0,
 * slot·seq = the landmark (slot the high byte). By kind:
 *
 * <pre>
 * kind   | rel      | dst         | V   A   D  C   U   B
 * EMPTY  | OBSERVAR | NO_SER      |  0   0  0   0   0   0
 * THREAT | TEMER    | PELIGRO     | -80 80  0  80  80   0
 * GOAL   | DESEAR   | BIENVENIDA  | 60  40  0  60   0  40
 * NOVEL  | CAMBIAR  | DESCONOCIDO |  0  50  0 -50   0   0
 * </pre>
 */
public final class Encoder {
    /** The domain byte of every observation: 'N'. */
    public static final int DOMAIN = 0x4E;

    private Encoder() {
    }

    /**
     * The observation of a cell.
     *
     * @param kind the cell's kind
     * @param landmark the cell's landmark, 0..65535
     * @return the observation postcard
     */
    public static Postcard observation(CellKind kind, int landmark) {
        Atom rel;
        Atom dst;
        Emotion e;
        switch (kind) {
            case EMPTY -> {
                rel = Atom.OBSERVAR;
                dst = Atom.NO_SER;
                e = Emotion.ZERO;
            }
            case THREAT -> {
                rel = Atom.TEMER;
                dst = Atom.PELIGRO;
                e = new Emotion(-80, 80, 0, 80, 80, 0);
            }
            case GOAL -> {
                rel = Atom.DESEAR;
                dst = Atom.BIENVENIDA;
                e = new Emotion(60, 40, 0, 60, 0, 40);
            }
            case NOVEL -> {
                rel = Atom.CAMBIAR;
                dst = Atom.DESCONOCIDO;
                e = new Emotion(0, 50, 0, -50, 0, 0);
            }
            default -> throw new IllegalArgumentException("unknown kind: " + kind);
        }
        return new Postcard(Atom.AQUI, rel, dst, Atom.AHORA, e, 0, DOMAIN, 0, 0, 0, 0)
                .withReferent(landmark);
    }
}
