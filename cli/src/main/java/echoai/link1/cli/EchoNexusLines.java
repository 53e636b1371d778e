package echoai.link1.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import echoai.link1.bench.Json;
import echoai.nexus0.RingWorld;
import java.io.PrintWriter;
import java.util.function.IntUnaryOperator;

/**
 * The echo-nexus backend v1 lines LINK-1 prints ({@code docs/echo-nexus.md}, "What LINK-1 sends"):
 * each one compact JSON object on one line. A frame is the ring as one row of
 * {@link RingWorld#CELLS} grid codes with {@code observer.position = [cell, 0]}, the agent's cell
 * in that row; a result's text is at most {@link #MAX_RESULT_CHARS} characters, the most a 1.5.x
 * display shows whole.
 */
final class EchoNexusLines {
    /** The {@code origin} of every line. */
    static final String ORIGIN = "LIVE / NEXUS-0";
    /** The longest result text echo-nexus 1.5.x shows uncut ({@code short()}, 180 characters). */
    static final int MAX_RESULT_CHARS = 180;

    private EchoNexusLines() {
    }

    /**
     * A frame: one grid row of {@link RingWorld#CELLS} codes, {@code code.applyAsInt(cell)} each,
     * the observer at {@code observerCell}; {@code turn} is left out when negative.
     */
    static ObjectNode frame(IntUnaryOperator code, int observerCell, int turn) {
        if (observerCell < 0 || observerCell >= RingWorld.CELLS) {
            throw new IllegalArgumentException("observerCell must be in [0, 31]: " + observerCell);
        }
        ObjectNode line = Json.object();
        line.put("kind", "frame");
        line.put("origin", ORIGIN);
        ArrayNode row = line.putArray("grid").addArray();
        for (int cell = 0; cell < RingWorld.CELLS; cell++) {
            row.add(code.applyAsInt(cell));
        }
        if (turn >= 0) {
            line.put("turn", turn);
        }
        line.putObject("observer").putArray("position").add(observerCell).add(0);
        return line;
    }

    /** A result line; a text over {@link #MAX_RESULT_CHARS} characters is a bug here, refused. */
    static ObjectNode result(String text) {
        int chars = text.codePointCount(0, text.length());
        if (chars > MAX_RESULT_CHARS) {
            throw new IllegalArgumentException("result text must be at most " + MAX_RESULT_CHARS
                    + " characters: " + chars);
        }
        ObjectNode line = Json.object();
        line.put("kind", "result");
        line.put("origin", ORIGIN);
        line.put("text", text);
        return line;
    }

    /** Prints {@code line} as one line of compact JSON. */
    static void print(PrintWriter out, ObjectNode line) {
        out.println(Json.line(line));
    }
}
