package echoai.link1.web.site;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The files a {@link SiteServer} may serve, by their path below the site's root: the page built
 * into the jar (the default), or a folder (a copy of {@code web/target/site} with test files
 * beside it). A path is served only when it is plain: segments of letters, digits, {@code .},
 * {@code _} and {@code -}, none empty, none starting with a dot ({@code ..}, hidden files), and
 * it names a regular file inside the root (a symbolic link out of the folder is refused).
 */
public abstract class SiteFiles {
    /** The jar's resource folder holding the compiled page. */
    public static final String RESOURCES = "echoai/link1/web/site/";
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_-][A-Za-z0-9._-]*"
            + "(/[A-Za-z0-9_-][A-Za-z0-9._-]*)*");

    SiteFiles() {
    }

    /**
     * The page compiled into this jar.
     *
     * @return the files under {@link #RESOURCES}
     */
    public static SiteFiles fromJar() {
        return new SiteFiles() {
            @Override
            Optional<byte[]> readPlain(String path) throws IOException {
                try (InputStream in = SiteFiles.class.getClassLoader()
                        .getResourceAsStream(RESOURCES + path)) {
                    return in == null ? Optional.empty() : Optional.of(in.readAllBytes());
                }
            }
        };
    }

    /**
     * The files of a folder.
     *
     * @param root the folder; must exist
     * @return the files inside it
     * @throws IOException when {@code root} is not a folder
     */
    public static SiteFiles fromFolder(Path root) throws IOException {
        Path real = Objects.requireNonNull(root, "root").toRealPath();
        if (!Files.isDirectory(real)) {
            throw new IOException(root + ": not a folder");
        }
        return new SiteFiles() {
            @Override
            Optional<byte[]> readPlain(String path) throws IOException {
                Path file = real.resolve(path).normalize();
                if (!file.startsWith(real) || !Files.isRegularFile(file)
                        || !file.toRealPath(LinkOption.NOFOLLOW_LINKS).startsWith(real)
                        || !file.toRealPath().startsWith(real)) {
                    return Optional.empty();
                }
                return Optional.of(Files.readAllBytes(file));
            }
        };
    }

    /**
     * The bytes of the file at {@code path}, when it is plain and exists.
     *
     * @param path a path below the root, no leading slash, e.g. {@code index.html}
     * @return the bytes, or empty (not plain, absent, a folder, or outside the root)
     * @throws IOException when the file exists but cannot be read
     */
    public Optional<byte[]> read(String path) throws IOException {
        if (path == null || !PLAIN.matcher(path).matches()) {
            return Optional.empty();
        }
        return readPlain(path);
    }

    abstract Optional<byte[]> readPlain(String path) throws IOException;
}
