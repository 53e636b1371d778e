package echoai.link1.bench;

import java.util.Objects;

/**
 * A document of the lab folder: its file, relative to the folder ({@code E4.json},
 * {@code v2/E8.json}), and the record it holds. An experiment writes one; a registration judges
 * some; the report reads every one the registry names.
 *
 * @param file the file, relative to the lab folder, ending in {@code .json}
 * @param type the record the file holds
 * @param <R> the record
 */
public record Doc<R extends Record>(String file, Class<R> type) {
    public Doc {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(type, "type");
        if (!file.endsWith(".json") || file.startsWith("/") || file.contains("..")) {
            throw new IllegalArgumentException("file must be a relative path to a .json file: "
                    + file);
        }
    }

    /** The file without {@code .json}: how the report names it ({@code v2/E8}). */
    public String name() {
        return file.substring(0, file.length() - ".json".length());
    }
}
