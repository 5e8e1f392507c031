package org.fenceline.trace.global;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;

import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventType;

/**
 * Writes a global trace: {@code definitions.json} and {@code events.parquet}. Both are written under temporary
 * names and renamed into place by {@link #close()}, events.parquet last, so a trace directory never holds a
 * complete-looking but half-written trace. If an append fails, the writer discards everything and close()
 * reports that no trace was written; a caller whose own input fails midway calls {@link #abort()}.
 */
public final class GlobalTraceWriter implements GlobalTraceSink {
    private enum State { OPEN, FAILED, CLOSED }

    private final Path traceDir;
    private final boolean force;
    private final boolean checkEvents;
    private final int locationCount;
    private final Path definitionsTemp;
    private final Path eventsTemp;
    private final EventFileWriter events;
    private volatile State state = State.OPEN;
    private String failure;
    /** Every location's sink opened so far (guarded by this). */
    private final List<Lane> opened = new ArrayList<>();
    /** The sink {@link #append} fills: that of the location of the last event appended. */
    private Lane serial;

    private GlobalTraceWriter(Path traceDir, Definitions definitions, boolean force, boolean checkEvents,
                              int maxRowGroupRows) throws IOException {
        this.traceDir = traceDir;
        this.force = force;
        this.checkEvents = checkEvents;
        this.locationCount = definitions.locations().size();
        String problem = DefinitionsJson.problem(definitions);
        if (problem != null) {
            throw new IllegalArgumentException("definitions are not those of a global trace: " + problem);
        }
        Files.createDirectories(traceDir);
        if (!force) {
            refuseExistingTrace();
        }
        definitionsTemp = Files.createTempFile(traceDir, ".definitions.", ".json.partial");
        Path eventsFile = null;
        EventFileWriter eventWriter = null;
        try {
            try (OutputStream out = Files.newOutputStream(definitionsTemp)) {
                DefinitionsJson.write(stamped(definitions), out);
            }
            eventsFile = Files.createTempFile(traceDir, ".events.", ".parquet.partial");
            eventWriter = new EventFileWriter(eventsFile, locationCount, maxRowGroupRows);
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(definitionsTemp);
            if (eventsFile != null) {
                Files.deleteIfExists(eventsFile);
            }
            throw e;
        }
        this.eventsTemp = eventsFile;
        this.events = eventWriter;
    }

    /** Starts a global trace in {@code traceDir}; refuses if the directory already holds one. */
    public static GlobalTraceWriter create(Path traceDir, Definitions definitions) throws IOException {
        return create(traceDir, definitions, false);
    }

    /**
     * Starts a global trace in {@code traceDir}. With {@code force}, an existing trace there is replaced when
     * the new one is closed (it stays intact if the new one fails).
     *
     * @throws FileAlreadyExistsException if a trace exists and {@code force} is false
     * @throws IllegalArgumentException   if a definition's id differs from its list position
     */
    public static GlobalTraceWriter create(Path traceDir, Definitions definitions, boolean force) throws IOException {
        return new GlobalTraceWriter(traceDir, definitions, force, true, EventFileWriter.DEFAULT_MAX_ROW_GROUP_ROWS);
    }

    /**
     * A writer with a chosen row-group bound and, if {@code checkEvents} is false, without the time-order and
     * local-only-type checks: tests use it to build traces with the defects the validator must find.
     */
    static GlobalTraceWriter createForTest(Path traceDir, Definitions definitions, boolean checkEvents,
                                           int maxRowGroupRows)
            throws IOException {
        return new GlobalTraceWriter(traceDir, definitions, false, checkEvents, maxRowGroupRows);
    }

    /**
     * Appends the next event. Events come in (location, time) order with strictly increasing time per
     * location; location ids are those of the definitions.
     *
     * @throws IllegalArgumentException if the event is out of order, of an unknown location, or of a
     *                                  local-only type; the writer is then discarded
     */
    public void append(Event e) throws IOException {
        append(e.location(), e.time(), e.type(), e.region(), e.callSite(), e.comm(), e.window(), e.partner(), e.tag(),
                e.bytes(), e.recvBytes(), e.request(), e.flags());
    }

    @Override
    public void append(int location, long time, EventType type, int region, int callSite, int comm, int window,
            int partner, int tag, long bytes, long recvBytes, long request, int flags) throws IOException {
        if (serial == null || location != serial.location) {
            serial = nextSerialLocation(location, time);
        }
        serial.append(time, type, region, callSite, comm, window, partner, tag, bytes, recvBytes, request, flags);
    }

    /** Closes the location {@link #append} filled and opens {@code location}'s, saying the ones between are empty. */
    private Lane nextSerialLocation(int location, long time) throws IOException {
        ensureOpen();
        try {
            requireLocation(location, "event of location " + location + " at time " + time);
            int from = 0;
            if (serial != null) {
                if (location < serial.location) {
                    throw new IllegalArgumentException("event of location " + location + " at time " + time
                            + " after events of location " + serial.location
                            + ": events must come in (location, time) order");
                }
                serial.close();
                from = serial.location + 1;
            }
            for (int empty = from; empty < location; empty++) {
                events.noRows(empty);
            }
        } catch (IOException | RuntimeException problem) {
            fail(problem);
            throw problem;
        }
        return openLane(location);
    }

    /**
     * {@inheritDoc} The location's events are checked as {@link #append(Event)} checks them.
     *
     * @throws IllegalArgumentException if the location is not defined
     */
    @Override
    public LocationSink location(int location) {
        return openLane(location);
    }

    private Lane openLane(int location) {
        ensureOpen();
        requireLocation(location, "location " + location);
        Lane lane;
        try {
            lane = new Lane(location, events.lane(location));
        } catch (RuntimeException problem) {
            fail(problem);
            throw problem;
        }
        synchronized (this) {
            opened.add(lane);
        }
        return lane;
    }

    /** The events appended so far (exact once every location's sink is closed). */
    @Override
    public synchronized long eventCount() {
        return opened.stream().mapToLong(lane -> lane.count).sum();
    }

    /** Completes the trace and renames it into place; throws if an append failed before. */
    @Override
    public void close() throws IOException {
        if (state == State.CLOSED) {
            return;
        }
        if (state == State.OPEN && serial != null) {
            try {
                serial.close();
            } catch (IOException | RuntimeException failed) {
                // The lane failed the writer: reported below.
            }
        }
        if (state == State.FAILED) {
            state = State.CLOSED;
            throw new IOException("no global trace written to " + traceDir + ": an append failed (" + failure + ")");
        }
        state = State.CLOSED;
        try {
            events.finish();
            publish();
        } catch (IOException | RuntimeException e) {
            events.abort();
            deleteTemporaries();
            throw e;
        }
    }

    /** Discards everything written so far; an existing trace in the directory is left as it was. */
    public void abort() {
        if (state == State.OPEN) {
            state = State.CLOSED;
            events.abort();
            deleteTemporaries();
        }
    }

    private void ensureOpen() {
        if (state != State.OPEN) {
            throw new IllegalStateException("writer for " + traceDir + " is " + state.name().toLowerCase());
        }
    }

    /** @param subject what names the location in the message ("location 3", "event of location 3 at time 5") */
    private void requireLocation(int location, String subject) {
        if (location < 0 || location >= locationCount) {
            throw new IllegalArgumentException(subject + ": no such location (the definitions have " + locationCount
                    + ")");
        }
    }

    /** One location's events, checked: strictly increasing times, no local-only types. */
    private final class Lane implements LocationSink {
        private final int location;
        private final EventFileWriter.Lane rows;
        private long lastTime = Long.MIN_VALUE;
        private long count;
        private boolean closed;

        Lane(int location, EventFileWriter.Lane rows) {
            this.location = location;
            this.rows = rows;
        }

        @Override
        public int location() {
            return location;
        }

        @Override
        public void append(long time, EventType type, int region, int callSite, int comm, int window, int partner,
                int tag, long bytes, long recvBytes, long request, int flags) throws IOException {
            ensureOpen();
            try {
                check(time, type);
                rows.write(time, type, region, callSite, comm, window, partner, tag, bytes, recvBytes, request,
                        flags);
                lastTime = time;
                count++;
            } catch (IOException | RuntimeException problem) {
                fail(problem);
                throw problem;
            }
        }

        private void check(long time, EventType type) {
            if (!checkEvents) {
                return;
            }
            if (count > 0 && time <= lastTime) {
                throw new IllegalArgumentException("event of location " + location + " at time " + time
                        + " does not follow the previous one at time " + lastTime + " (times must strictly increase)");
            }
            if (type.isRemote()) {
                throw new IllegalArgumentException("event of location " + location + " at time " + time
                        + " has the local-only type " + type);
            }
        }

        @Override
        public void close() throws IOException {
            if (closed) {
                return;
            }
            closed = true;
            ensureOpen();
            try {
                rows.close();
            } catch (IOException | RuntimeException problem) {
                fail(problem);
                throw problem;
            }
        }
    }

    private synchronized void fail(Exception problem) {
        if (state != State.OPEN) {
            return;
        }
        state = State.FAILED;
        failure = problem.getMessage();
        events.abort();
        deleteTemporaries();
    }

    private void publish() throws IOException {
        Path eventsFile = TraceLayout.events(traceDir);
        if (force) {
            // The old events file goes first: at no moment may new definitions sit beside old events.
            Files.deleteIfExists(eventsFile);
        } else {
            refuseExistingTrace();
        }
        Files.move(definitionsTemp, TraceLayout.definitions(traceDir),
                StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        Files.move(eventsTemp, eventsFile, StandardCopyOption.ATOMIC_MOVE);
    }

    private void refuseExistingTrace() throws FileAlreadyExistsException {
        for (Path existing : new Path[] {TraceLayout.events(traceDir), TraceLayout.definitions(traceDir)}) {
            if (Files.exists(existing)) {
                throw new FileAlreadyExistsException(existing.toString(), null,
                        "a global trace exists already (use force to replace it)");
            }
        }
    }

    private void deleteTemporaries() {
        for (Path temp : new Path[] {definitionsTemp, eventsTemp}) {
            try {
                Files.deleteIfExists(temp);
            } catch (IOException ignored) {
                // A leftover hidden ".partial" file is harmless: nothing reads it as a trace.
            }
        }
    }

    private static Definitions stamped(Definitions d) {
        return new Definitions(TraceLayout.FORMAT_VERSION, d.metadata(), d.regions(), d.callSites(), d.machines(),
                d.nodes(), d.processes(), d.locations(), d.groups(), d.communicators(), d.windows(), d.cartTopologies(),
                d.clockSync());
    }
}
