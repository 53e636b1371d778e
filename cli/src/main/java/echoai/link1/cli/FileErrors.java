package echoai.link1.cli;

import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;

/**
 * A file error as the one line {@code link1} prints: the path and the reason, always both
 * ({@link NoSuchFileException}'s own message is the path alone, and an {@code IOException}
 * "Is a directory" has no path at all).
 */
final class FileErrors {
    private FileErrors() {
    }

    /** "PATH: REASON" for {@code e}. */
    static String describe(FileSystemException e) {
        String file = e.getFile() == null ? "(no path)" : e.getFile();
        String other = e.getOtherFile() == null ? "" : " (and " + e.getOtherFile() + ")";
        return file + other + ": " + reason(e, file);
    }

    private static String reason(FileSystemException e, String file) {
        if (e instanceof NoSuchFileException) {
            return missing(file);
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NotDirectoryException) {
            return "not a folder";
        }
        if (e instanceof FileAlreadyExistsException) {
            return "already exists";
        }
        if (e instanceof DirectoryNotEmptyException) {
            return "folder not empty";
        }
        String r = e.getReason();
        return r == null || r.isBlank() ? "cannot be read or written" : lowerFirst(r.strip());
    }

    /** No such file: say whether the file or its folder is missing; "-" is no file name. */
    private static String missing(String file) {
        if (file.equals("-")) {
            return "no such file (this command takes a file name; - for standard input is not"
                    + " read here)";
        }
        try {
            Path parent = Path.of(file).toAbsolutePath().getParent();
            if (parent != null && !Files.isDirectory(parent)) {
                return "no such folder " + parent;
            }
        } catch (InvalidPathException ignored) {
            // fall through to the plain reason
        }
        return "no such file";
    }

    private static String lowerFirst(String s) {
        return s.isEmpty() ? s : Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }
}
