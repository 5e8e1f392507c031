package org.fenceline.trace.merge;

import java.io.IOException;
import java.nio.file.Path;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Event;

/**
 * Where the merge writes the global trace: in production {@code org.fenceline.trace.global.GlobalTraceWriter}
 * (Parquet + definitions.json, written under temporary names and renamed on close), passed in as
 * {@code GlobalTraceWriter::create}.
 */
public interface GlobalTraceSink extends AutoCloseable {

    /** Appends one event; events arrive in (location, time) order with strictly increasing time per location. */
    void append(Event e) throws IOException;

    long eventCount();

    /** Completes the trace and makes it visible under its final names. */
    @Override
    void close() throws IOException;

    /** Discards everything written so far: after a failed merge no trace may look complete. */
    void abort() throws IOException;

    @FunctionalInterface
    interface Factory {
        GlobalTraceSink create(Path traceDir, Definitions definitions) throws IOException;
    }
}
