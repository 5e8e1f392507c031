package org.fenceline.trace.bench;

import java.io.IOException;
import java.nio.file.Path;

import org.fenceline.trace.local.LocalDefinition;
import org.fenceline.trace.local.LocalTrace;
import org.fenceline.trace.local.LocalTraceWriter;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventType;

/**
 * Appends a recorded local trace again, through a fresh {@link LocalTraceWriter} with the default buffer into
 * a real file: the writer's cost alone, without whatever produced the events. The events are decoded before
 * the clock starts; the writer's own buffer flushes (file writes and their records) are timed.
 */
final class LocalTraceReplay {
    private final LocalTrace recorded;
    private final int flushRegion;
    /** The clock the writer reads around its flushes: the time of the event being appended. */
    private long now;

    LocalTraceReplay(LocalTrace recorded) {
        this.recorded = recorded;
        this.flushRegion = recorded.definitions().stream()
                .filter(d -> d instanceof LocalDefinition.Region r
                        && r.name().equals(LocalTraceWriter.FLUSH_REGION_NAME))
                .mapToInt(d -> ((LocalDefinition.Region) d).id()).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("local trace without flush region"));
    }

    /** Writes {@code <traceDir>/local/<location>.bin}; returns the events appended, the writer's flushes included. */
    long replay(Path traceDir, Stopwatch watch) throws IOException {
        LocalDefinition.LocationInfo location = (LocalDefinition.LocationInfo) recorded.definitions().get(0);
        now = recorded.events().isEmpty() ? 0 : recorded.events().get(0).time() - 1;
        LocalTraceWriter w = LocalTraceWriter.create(traceDir, location, flushRegion, () -> now);
        try (w) {
            for (LocalDefinition d : recorded.definitions()) {
                define(w, d);
            }
            watch.start();
            for (Event e : recorded.events()) {
                // The recording's flush records belong to its buffer; this writer records its own.
                if (e.region() == flushRegion && (e.type() == EventType.ENTER || e.type() == EventType.EXIT)) {
                    continue;
                }
                now = e.time();
                w.append(e);
            }
        } finally {
            watch.stop();
        }
        return w.eventCount();
    }

    private void define(LocalTraceWriter w, LocalDefinition d) {
        if (d instanceof LocalDefinition.Region r && r.id() != flushRegion) {
            w.defineRegion(r.id(), r.name(), r.file(), r.line(), r.paradigm(), r.role());
        } else if (d instanceof LocalDefinition.CallSite c) {
            w.defineCallSite(c.id(), c.file(), c.line(), c.caller(), c.region());
        } else if (d instanceof LocalDefinition.Group g) {
            w.defineGroup(g.id(), g.members().stream().mapToInt(Integer::intValue).toArray());
        } else if (d instanceof LocalDefinition.Communicator c) {
            w.defineCommunicator(c.id(), c.key(), c.name(), c.group());
        } else if (d instanceof LocalDefinition.Window win) {
            w.defineWindow(win.id(), win.key(), win.name(), win.communicator());
        } else if (d instanceof LocalDefinition.CartTopology t) {
            w.defineCartTopology(t);
        } else if (d instanceof LocalDefinition.ClockSyncPoint p) {
            w.clockSync(p.localTime(), p.offset());
        }
        // LocationInfo and the flush region: the writer defines them itself.
    }
}
