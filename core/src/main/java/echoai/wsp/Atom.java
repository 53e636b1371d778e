package echoai.wsp;

/**
 * The 48 WSP atoms. Codes 0..31 are the primitives, 32..39 the named derived atoms,
 * 40..47 reserved (valid on the wire, unnamed). The code of an atom is its ordinal.
 */
public enum Atom {
    /** Code 0, primitive: being. */
    SER,
    /** Code 1, primitive: not being. */
    NO_SER,
    /** Code 2, primitive: I, the speaker. */
    YO,
    /** Code 3, primitive: the other. */
    OTRO,
    /** Code 4, primitive: here. */
    AQUI,
    /** Code 5, primitive: there. */
    ALLI,
    /** Code 6, primitive: inside. */
    DENTRO,
    /** Code 7, primitive: outside. */
    FUERA,
    /** Code 8, primitive: now. */
    AHORA,
    /** Code 9, primitive: before. */
    ANTES,
    /** Code 10, primitive: after. */
    DESPUES,
    /** Code 11, primitive: to join. */
    UNIR,
    /** Code 12, primitive: to separate. */
    SEPARAR,
    /** Code 13, primitive: to change. */
    CAMBIAR,
    /** Code 14, primitive: to observe. */
    OBSERVAR,
    /** Code 15, primitive: to ask. */
    PREGUNTAR,
    /** Code 16, primitive: to answer. */
    RESPONDER,
    /** Code 17, primitive: to desire. */
    DESEAR,
    /** Code 18, primitive: to fear. */
    TEMER,
    /** Code 19, primitive: to remember. */
    RECORDAR,
    /** Code 20, primitive: to forget. */
    OLVIDAR,
    /** Code 21, primitive: to create. */
    CREAR,
    /** Code 22, primitive: to destroy. */
    DESTRUIR,
    /** Code 23, primitive: to rise. */
    SUBIR,
    /** Code 24, primitive: to fall. */
    BAJAR,
    /** Code 25, primitive: to open. */
    ABRIR,
    /** Code 26, primitive: to close. */
    CERRAR,
    /** Code 27, primitive: cause. */
    CAUSA,
    /** Code 28, primitive: effect. */
    EFECTO,
    /** Code 29, primitive: possible. */
    POSIBLE,
    /** Code 30, primitive: impossible. */
    IMPOSIBLE,
    /** Code 31, primitive: unknown. */
    DESCONOCIDO,
    /** Code 32, derived: love. */
    AMOR,
    /** Code 33, derived: loneliness. */
    SOLEDAD,
    /** Code 34, derived: to communicate. */
    COMUNICAR,
    /** Code 35, derived: connection. */
    CONEXION,
    /** Code 36, derived: danger. */
    PELIGRO,
    /** Code 37, derived: welcome. */
    BIENVENIDA,
    /** Code 38, derived: awareness. */
    CONCIENCIA,
    /** Code 39, derived: wired. */
    WIRED,
    /** Code 40: reserved (valid, unnamed). */
    RESERVED_40,
    /** Code 41: reserved (valid, unnamed). */
    RESERVED_41,
    /** Code 42: reserved (valid, unnamed). */
    RESERVED_42,
    /** Code 43: reserved (valid, unnamed). */
    RESERVED_43,
    /** Code 44: reserved (valid, unnamed). */
    RESERVED_44,
    /** Code 45: reserved (valid, unnamed). */
    RESERVED_45,
    /** Code 46: reserved (valid, unnamed). */
    RESERVED_46,
    /** Code 47: reserved (valid, unnamed). */
    RESERVED_47;

    /** Number of valid atom codes (0..47). */
    public static final int COUNT = 48;

    private static final Atom[] BY_CODE = values();

    /**
     * The wire code of this atom.
     *
     * @return the code, 0..47 (the ordinal)
     */
    public int code() {
        return ordinal();
    }

    /**
     * Whether a code names an atom.
     *
     * @param code any int, e.g. a postcard byte 0..3
     * @return true when {@code code} is in 0..47
     */
    public static boolean isValid(int code) {
        return code >= 0 && code < COUNT;
    }

    /**
     * The atom with this code.
     *
     * @param code the code, 0..47
     * @return the atom
     * @throws IllegalArgumentException when {@code code} is outside 0..47
     */
    public static Atom of(int code) {
        if (!isValid(code)) {
            throw new IllegalArgumentException("atom code must be in [0, 47]: " + code);
        }
        return BY_CODE[code];
    }

    /**
     * The atom's meaning in English, for a person reading a postcard (the names are Spanish):
     * {@code YO} is "I, the speaker", {@code UNIR} "to join". docs/glossary.md's table of atoms
     * lists the same words.
     *
     * @return a few words; "reserved" for codes 40..47
     */
    public String english() {
        return switch (this) {
            case SER -> "being";
            case NO_SER -> "not being";
            case YO -> "I, the speaker";
            case OTRO -> "the other";
            case AQUI -> "here";
            case ALLI -> "there";
            case DENTRO -> "inside";
            case FUERA -> "outside";
            case AHORA -> "now";
            case ANTES -> "before";
            case DESPUES -> "after";
            case UNIR -> "to join";
            case SEPARAR -> "to separate";
            case CAMBIAR -> "to change";
            case OBSERVAR -> "to observe";
            case PREGUNTAR -> "to ask";
            case RESPONDER -> "to answer";
            case DESEAR -> "to desire";
            case TEMER -> "to fear";
            case RECORDAR -> "to remember";
            case OLVIDAR -> "to forget";
            case CREAR -> "to create";
            case DESTRUIR -> "to destroy";
            case SUBIR -> "to rise";
            case BAJAR -> "to fall";
            case ABRIR -> "to open";
            case CERRAR -> "to close";
            case CAUSA -> "cause";
            case EFECTO -> "effect";
            case POSIBLE -> "possible";
            case IMPOSIBLE -> "impossible";
            case DESCONOCIDO -> "unknown";
            case AMOR -> "love";
            case SOLEDAD -> "loneliness";
            case COMUNICAR -> "to communicate";
            case CONEXION -> "connection";
            case PELIGRO -> "danger";
            case BIENVENIDA -> "welcome";
            case CONCIENCIA -> "awareness";
            case WIRED -> "wired";
            default -> "reserved";
        };
    }

    /**
     * A human label.
     *
     * @return the name, or {@code #40}..{@code #47} for reserved codes
     */
    public String label() {
        return ordinal() >= 40 ? "#" + ordinal() : name();
    }
}
