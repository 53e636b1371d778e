package echoai.link1.cli;

import echoai.link1.bench.Json;
import echoai.link1.message.Message;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Objects;

/**
 * One delivered message, the JSON line {@code modem decode --message} and {@code air receive}
 * print on stdout:
 * {@code {"sender":…,"message_id":…,"length":…,"check":"<16 hex>","file":"…"}}.
 *
 * @param sender the sender id, 0..255
 * @param messageId the message id, 0..255
 * @param length the message's bytes
 * @param check its 64-bit check (docs/spec/MESSAGE.md §2), 16 lower-case hex digits
 * @param file where its bytes were written
 */
public record MessageLine(int sender, int messageId, int length, String check, String file) {
    /**
     * Checks the components.
     *
     * @param sender the sender id
     * @param messageId the message id
     * @param length its bytes
     * @param check its check, hex
     * @param file the file written
     * @throws NullPointerException when a string is null
     */
    public MessageLine {
        Objects.requireNonNull(check, "check");
        Objects.requireNonNull(file, "file");
    }

    /** The line of {@code m}, written to {@code file}. */
    static String of(Message m, Path file) {
        return Json.line(new MessageLine(m.sender(), m.messageId(), m.length(),
                String.format(Locale.ROOT, "%016x", m.check()), file.toString()));
    }
}
