package org.fenceline.trace;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A trace file that cannot be read as what it claims to be: truncated, corrupt, or foreign. The message
 * is one line naming the file and the problem, fit to be shown to a user as it is.
 */
public class CorruptTraceException extends IOException {
    private final transient Path file;

    public CorruptTraceException(Path file, String problem) {
        super(file + ": " + problem);
        this.file = file;
    }

    public CorruptTraceException(Path file, String problem, Throwable cause) {
        super(file + ": " + problem, cause);
        this.file = file;
    }

    public Path file() {
        return file;
    }
}
