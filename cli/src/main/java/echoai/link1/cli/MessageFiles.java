package echoai.link1.cli;

import echoai.link1.message.Geometry;
import echoai.link1.message.Lack;
import echoai.link1.message.Message;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Messages in and out of files for {@code modem encode --message}, {@code modem decode
 * --message}, {@code air send} and {@code air receive}: the payload read and checked, a delivered
 * message written (into a folder as {@code message-S-M.bin}, S the sender id and M the message
 * id), its JSON line, and what an incomplete message lacked, in words.
 */
final class MessageFiles {
    private MessageFiles() {
    }

    /**
     * The bytes of {@code file}, 1 to 65 536 of them.
     *
     * @param option the option that named it, for the usage error
     * @param file the file
     * @return its bytes
     * @throws IOException when it cannot be read (exit 3)
     * @throws UsageException when it is empty or longer than a message
     */
    static byte[] read(String option, Path file) throws IOException {
        if (Files.isRegularFile(file) && Files.size(file) > Geometry.MAX_LENGTH) {
            throw new UsageException(option + " must name 1 to 65536 bytes: " + file + " holds "
                    + Files.size(file));
        }
        return checked(option, file.toString(), Files.readAllBytes(file));
    }

    /**
     * {@code text} as UTF-8, 1 to 65 536 bytes.
     *
     * @param text the text
     * @return its bytes
     */
    static byte[] text(String text) {
        return checked("--text", "the text", text.getBytes(StandardCharsets.UTF_8));
    }

    private static byte[] checked(String option, String what, byte[] bytes) {
        if (bytes.length < 1 || bytes.length > Geometry.MAX_LENGTH) {
            throw new UsageException(option + " must give 1 to 65536 bytes: " + what + " has "
                    + bytes.length);
        }
        return bytes;
    }

    /**
     * The name of a message in a folder.
     *
     * @param m the message
     * @return {@code message-S-M.bin}
     */
    static String name(Message m) {
        return "message-" + m.sender() + "-" + m.messageId() + ".bin";
    }

    /**
     * Writes {@code m}'s bytes into {@code dir} (created if missing) as {@link #name}, or, when
     * {@code taken} says that file must not be replaced, as {@code message-S-M-2.bin},
     * {@code -3}, … The file appears whole (written aside, then moved into place).
     *
     * @param dir the folder
     * @param m the message
     * @param taken the files that must not be replaced
     * @return the file written
     * @throws IOException when it cannot be written
     */
    static Path writeInto(Path dir, Message m, Predicate<Path> taken) throws IOException {
        Files.createDirectories(dir);
        String stem = name(m).substring(0, name(m).length() - ".bin".length());
        Path file = dir.resolve(name(m));
        for (int n = 2; taken.test(file); n++) {
            file = dir.resolve(stem + "-" + n + ".bin");
        }
        return write(file, m);
    }

    /**
     * Writes {@code m}'s bytes to {@code file}, replacing it; the file appears whole.
     *
     * @param file the file
     * @param m the message
     * @return {@code file}
     * @throws IOException when it cannot be written
     */
    static Path write(Path file, Message m) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        Path part = Files.createTempFile(parent, ".message-", ".part");
        try {
            Files.write(part, m.payload());
            Files.move(part, file, StandardCopyOption.REPLACE_EXISTING,
                    StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(part);
        }
        return file;
    }

    /**
     * What an incomplete message held and lacked, e.g. {@code held 2 frames, lacking 1 (block
     * 0: 1)} or {@code held 1 frame, lacking at least 2 (its end not heard)}.
     *
     * @param lack the lack
     * @return the words
     */
    static String lack(Lack lack) {
        int held = lack.framesHeld();
        return "held " + held + " frame" + (held == 1 ? "" : "s") + ", lacking "
                + (lack.exact() ? "" : "at least ") + lack.framesLackingAtLeast() + " ("
                + blocks(lack.lacking()) + (lack.endKnown() ? "" : "; its end not heard") + ")";
    }

    /**
     * Per block, the frames lacking: {@code block 0: 1, block 2: ?} ({@code ?}: no frame of
     * the block held, its size unknown); blocks lacking nothing are left out.
     *
     * @param lacking per block, ≥ 0 or {@link Lack#UNKNOWN}
     * @return the words, or {@code nothing} when no block lacks a frame
     */
    static String blocks(List<Integer> lacking) {
        List<String> parts = new ArrayList<>();
        for (int b = 0; b < lacking.size(); b++) {
            int c = lacking.get(b);
            if (c != 0) {
                parts.add("block " + b + ": " + (c == Lack.UNKNOWN ? "?" : Integer.toString(c)));
            }
        }
        return parts.isEmpty() ? "nothing" : String.join(", ", parts);
    }
}
