package org.fenceline.trace.local;

import org.fenceline.trace.model.EventType;

/**
 * Sees every record a {@link LocalTraceWriter} stores, as {@link LocalTraceReader} reads it back from the file:
 * the stored time (bumped to be strictly increasing), the fields the record kind has, and the reader's defaults
 * (NONE ids, 0 counts) for the others. The import uses it to run the merge's first pass while it writes the local
 * traces, instead of reading them back for it.
 */
public interface LocalRecordObserver {

    /** A definition record, including the writer's own location record and flush region, in file order. */
    void definition(LocalDefinition d);

    /** An event record, with the accessors' values of a {@link LocalTraceReader} positioned on it. */
    void event(EventType type, long time, int region, int callSite, int comm, int window, int partner, int tag,
            long bytes, long recvBytes, long request, int flags);
}
