package org.fenceline.trace.global;

import java.io.IOException;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventType;

/**
 * Where one location's events go ({@link GlobalTraceSink#location(int)}): filled by one thread, while other threads
 * may fill other locations' sinks of the same trace. Events come in strictly increasing time order; closing the
 * sink says the location has no more.
 */
public interface LocationSink extends AutoCloseable {

    int location();

    /** Appends the location's next event. */
    void append(long time, EventType type, int region, int callSite, int comm, int window, int partner, int tag,
            long bytes, long recvBytes, long request, int flags) throws IOException;

    /**
     * Appends the location's next event.
     *
     * @throws IllegalArgumentException if the event is of another location
     */
    default void append(Event e) throws IOException {
        if (e.location() != location()) {
            throw new IllegalArgumentException("event of location " + e.location() + " at time " + e.time()
                    + " appended to the events of location " + location());
        }
        append(e.time(), e.type(), e.region(), e.callSite(), e.comm(), e.window(), e.partner(), e.tag(), e.bytes(),
                e.recvBytes(), e.request(), e.flags());
    }

    /** The location has no more events. */
    @Override
    void close() throws IOException;
}
