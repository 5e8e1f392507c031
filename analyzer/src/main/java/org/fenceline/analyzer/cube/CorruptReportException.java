package org.fenceline.analyzer.cube;

import java.nio.file.Path;

import org.fenceline.trace.CorruptFileException;

/** A report file that cannot be read: not a tar, no {@code anchor.xml}, malformed XML, inconsistent data. */
public class CorruptReportException extends CorruptFileException {
    public CorruptReportException(Path file, String problem) {
        super(file, problem);
    }

    public CorruptReportException(Path file, String problem, Throwable cause) {
        super(file, problem, cause);
    }
}
