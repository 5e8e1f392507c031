package org.fenceline.trace.global;

import java.io.IOException;
import java.nio.file.Path;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventType;

/**
 * Where a global trace is written to: in production {@link GlobalTraceWriter} (Parquet + definitions.json,
 * written under temporary names and renamed on close); counting or recording sinks in benchmarks and tests.
 * Events arrive either all through {@link #append} in (location, time) order, or location by location through
 * {@link #location(int)}, whose sinks different threads may fill at once.
 */
public interface GlobalTraceSink extends AutoCloseable {

    /** Appends one event; events arrive in (location, time) order with strictly increasing time per location. */
    void append(Event e) throws IOException;

    /**
     * Appends the event with these fields, as {@link #append(Event)} does: for a writer that takes them without an
     * {@link Event} object (the merge appends every event of a run this way).
     */
    default void append(int location, long time, EventType type, int region, int callSite, int comm, int window,
            int partner, int tag, long bytes, long recvBytes, long request, int flags) throws IOException {
        append(new Event(location, time, type, region, callSite, comm, window, partner, tag, bytes, recvBytes,
                request, flags));
    }

    /**
     * The sink of {@code location}'s events, to be filled by one thread beside other locations' sinks. Every
     * location is opened once (one without events too) and closed before this sink is; a location's events are in
     * the trace after those of all lower locations, whatever the order the sinks are filled in. A sink filled far
     * ahead of a lower location that is not closed yet waits for it.
     *
     * @throws IllegalStateException if the location was opened before
     */
    LocationSink location(int location) throws IOException;

    /** The events appended so far (exact once every location's sink is closed). */
    long eventCount();

    /** Completes the trace and makes it visible under its final names. */
    @Override
    void close() throws IOException;

    /** Discards everything written so far: after a failed merge no trace may look complete. */
    void abort() throws IOException;

    @FunctionalInterface
    interface Factory {
        /** @param replaceExisting replace a global trace already in {@code traceDir} instead of refusing */
        GlobalTraceSink create(Path traceDir, Definitions definitions, boolean replaceExisting) throws IOException;
    }
}
