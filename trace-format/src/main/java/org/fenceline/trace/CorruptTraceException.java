package org.fenceline.trace;

import java.nio.file.Path;

/** A trace file (local trace, manifest, definitions.json, events.parquet) that cannot be read. */
public class CorruptTraceException extends CorruptFileException {
    public CorruptTraceException(Path file, String problem) {
        super(file, problem);
    }

    public CorruptTraceException(Path file, String problem, Throwable cause) {
        super(file, problem, cause);
    }
}
