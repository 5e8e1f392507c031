package org.fenceline.trace.merge;

import org.fenceline.trace.global.GlobalTraceSink;
import org.fenceline.trace.global.LocationSink;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventType;

/**
 * Test double of the global trace writer: keeps everything in memory and checks the append contract. Events
 * appended through location sinks are in {@link #events} in location order once the sink is closed.
 */
class RecordingSink implements GlobalTraceSink {
    Path traceDir;
    Definitions definitions;
    final List<Event> events = new ArrayList<>();
    private final Map<Integer, List<Event>> byLocation = new TreeMap<>();
    /** Thrown by every append, if set: a sink whose output fails. */
    private final RuntimeException appendFailure;
    boolean closed;
    boolean aborted;

    RecordingSink() {
        this(null);
    }

    RecordingSink(RuntimeException appendFailure) {
        this.appendFailure = appendFailure;
    }

    GlobalTraceSink create(Path dir, Definitions defs, boolean replaceExisting) {
        this.traceDir = dir;
        this.definitions = defs;
        return this;
    }

    @Override
    public void append(Event e) {
        if (appendFailure != null) {
            throw appendFailure;
        }
        if (!events.isEmpty()) {
            checkOrder(events.get(events.size() - 1), e);
        }
        events.add(e);
    }

    @Override
    public synchronized LocationSink location(int location) {
        if (byLocation.containsKey(location)) {
            throw new AssertionError("location " + location + " opened twice");
        }
        List<Event> own = new ArrayList<>();
        byLocation.put(location, own);
        return new LocationSink() {
            private boolean sinkClosed;

            @Override
            public int location() {
                return location;
            }

            @Override
            public void append(long time, EventType type, int region, int callSite, int comm, int window,
                    int partner, int tag, long bytes, long recvBytes, long request, int flags) {
                if (appendFailure != null) {
                    throw appendFailure;
                }
                if (sinkClosed) {
                    throw new AssertionError("location " + location + " appended to after its close");
                }
                Event e = new Event(location, time, type, region, callSite, comm, window, partner, tag, bytes,
                        recvBytes, request, flags);
                if (!own.isEmpty()) {
                    checkOrder(own.get(own.size() - 1), e);
                }
                own.add(e);
            }

            @Override
            public void close() {
                sinkClosed = true;
            }
        };
    }

    private static void checkOrder(Event prev, Event e) {
        if (e.location() < prev.location() || e.location() == prev.location() && e.time() <= prev.time()) {
            throw new AssertionError("out of (location, time) order: " + prev + " then " + e);
        }
    }

    @Override
    public synchronized long eventCount() {
        return events.size() + byLocation.values().stream().mapToLong(List::size).sum();
    }

    @Override
    public synchronized void close() {
        closed = true;
        byLocation.values().forEach(events::addAll);
        byLocation.clear();
    }

    @Override
    public void abort() {
        aborted = true;
    }

    List<Event> at(int location) {
        return events.stream().filter(e -> e.location() == location).toList();
    }
}
