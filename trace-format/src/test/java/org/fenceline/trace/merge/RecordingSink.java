package org.fenceline.trace.merge;

import org.fenceline.trace.global.GlobalTraceSink;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Event;

/** Test double of the global trace writer: keeps everything in memory and checks the append contract. */
class RecordingSink implements GlobalTraceSink {
    Path traceDir;
    Definitions definitions;
    final List<Event> events = new ArrayList<>();
    boolean closed;
    boolean aborted;

    GlobalTraceSink create(Path dir, Definitions defs, boolean replaceExisting) {
        this.traceDir = dir;
        this.definitions = defs;
        return this;
    }

    @Override
    public void append(Event e) {
        if (!events.isEmpty()) {
            Event prev = events.get(events.size() - 1);
            if (e.location() < prev.location() || e.location() == prev.location() && e.time() <= prev.time()) {
                throw new AssertionError("out of (location, time) order: " + prev + " then " + e);
            }
        }
        events.add(e);
    }

    @Override
    public long eventCount() {
        return events.size();
    }

    @Override
    public void close() {
        closed = true;
    }

    @Override
    public void abort() {
        aborted = true;
    }

    List<Event> at(int location) {
        return events.stream().filter(e -> e.location() == location).toList();
    }
}
