package org.fenceline.analyzer.cube;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A report file that cannot be read as what it claims to be: not a tar, no {@code anchor.xml}, malformed XML,
 * inconsistent data. The message is one line, "file: problem", fit to be shown to a user as it is.
 */
public class CorruptReportException extends IOException {
    private final transient Path file;

    public CorruptReportException(Path file, String problem) {
        super(file + ": " + problem);
        this.file = file;
    }

    public CorruptReportException(Path file, String problem, Throwable cause) {
        super(file + ": " + problem, cause);
        this.file = file;
    }

    public Path file() {
        return file;
    }
}
