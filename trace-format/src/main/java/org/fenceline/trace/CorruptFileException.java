package org.fenceline.trace;

import java.io.IOException;
import java.nio.file.Path;

/**
 * An input file that cannot be read as what it claims to be: truncated, corrupt, or foreign. The message is
 * one line, "file: problem", fit to be shown to a user as it is. Subclasses say which kind of file it was.
 */
public class CorruptFileException extends IOException {
    private final transient Path file;

    public CorruptFileException(Path file, String problem) {
        super(file + ": " + problem);
        this.file = file;
    }

    public CorruptFileException(Path file, String problem, Throwable cause) {
        super(file + ": " + problem, cause);
        this.file = file;
    }

    public Path file() {
        return file;
    }
}
