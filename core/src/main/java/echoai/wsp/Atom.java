package echoai.wsp;

/**
 * The 48 WSP atoms. Codes 0..31 are the primitives, 32..39 the named derived atoms,
 * 40..47 reserved (valid on the wire, unnamed). The code of an atom is its ordinal.
 */
public enum Atom {
    SER, NO_SER, YO, OTRO, AQUI, ALLI, DENTRO, FUERA, AHORA, ANTES, DESPUES, UNIR, SEPARAR,
    CAMBIAR, OBSERVAR, PREGUNTAR, RESPONDER, DESEAR, TEMER, RECORDAR, OLVIDAR, CREAR, DESTRUIR,
    SUBIR, BAJAR, ABRIR, CERRAR, CAUSA, EFECTO, POSIBLE, IMPOSIBLE, DESCONOCIDO,
    AMOR, SOLEDAD, COMUNICAR, CONEXION, PELIGRO, BIENVENIDA, CONCIENCIA, WIRED,
    RESERVED_40, RESERVED_41, RESERVED_42, RESERVED_43,
    RESERVED_44, RESERVED_45, RESERVED_46, RESERVED_47;

    /** Number of valid atom codes (0..47). */
    public static final int COUNT = 48;

    private static final Atom[] BY_CODE = values();

    /** The wire code, 0..47. */
    public int code() {
        return ordinal();
    }

    /** True when {@code code} is a valid atom code (0..47). */
    public static boolean isValid(int code) {
        return code >= 0 && code < COUNT;
    }

    /** The atom with this code; {@code IllegalArgumentException} outside 0..47. */
    public static Atom of(int code) {
        if (!isValid(code)) {
            throw new IllegalArgumentException("atom code must be in [0, 47]: " + code);
        }
        return BY_CODE[code];
    }

    /** Human label: the name, or {@code #40}..{@code #47} for reserved codes. */
    public String label() {
        return ordinal() >= 40 ? "#" + ordinal() : name();
    }
}
