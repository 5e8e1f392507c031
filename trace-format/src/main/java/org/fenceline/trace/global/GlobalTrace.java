package org.fenceline.trace.global;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

import org.fenceline.trace.CorruptTraceException;
import org.fenceline.trace.TraceLayout;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Event;

/**
 * A global trace opened for reading: its definitions, per-location event counts, fast per-location cursors,
 * event streams, and random access by (location, index). Opening checks both files; anything wrong with them
 * is a {@link CorruptTraceException} with one line naming the file and the problem.
 *
 * <p>Threads: each cursor has its own file handle and may be used by one thread while other threads use
 * other cursors (a parallel replay opens one per location); {@link #event} is synchronized.
 */
public final class GlobalTrace implements AutoCloseable {
    private final Path directory;
    private final Definitions definitions;
    private final EventFile events;
    private final RowGroupCache randomAccess;

    private GlobalTrace(Path directory, Definitions definitions, EventFile events) throws IOException {
        this.directory = directory;
        this.definitions = definitions;
        this.events = events;
        this.randomAccess = new RowGroupCache(events);
    }

    public static GlobalTrace open(Path traceDir) throws IOException {
        Definitions definitions = DefinitionsJson.read(TraceLayout.definitions(traceDir));
        EventFile events = EventFile.open(TraceLayout.events(traceDir));
        int defined = definitions.locations().size();
        if (events.index().locationCount() != defined) {
            throw new CorruptTraceException(events.path(), "has events of " + events.index().locationCount()
                    + " locations, but " + TraceLayout.DEFINITIONS + " defines " + defined);
        }
        return new GlobalTrace(traceDir, definitions, events);
    }

    public Path directory() {
        return directory;
    }

    public Definitions definitions() {
        return definitions;
    }

    public int locationCount() {
        return events.index().locationCount();
    }

    public long eventCount() {
        long total = 0;
        for (int location = 0; location < locationCount(); location++) {
            total += events.index().eventCount(location);
        }
        return total;
    }

    public long eventCount(int location) {
        checkLocation(location);
        return events.index().eventCount(location);
    }

    /** Which row groups hold which location (for tools that split work by row group). */
    public LocationIndex locationIndex() {
        return events.index();
    }

    /**
     * The earliest and latest event time over all locations, from the Parquet footer's statistics (no events
     * are decoded). Empty when the trace has no events.
     */
    public Optional<TimeBounds> timeBounds() throws IOException {
        return events.timeBounds();
    }

    /** Size of events.parquet in bytes. */
    public long eventsFileSize() throws IOException {
        return events.sizeOnDisk();
    }

    /** A cursor over one location's events, decoding only {@code columns}. The caller closes it. */
    public EventCursor cursor(int location, Set<EventColumn> columns) throws IOException {
        checkLocation(location);
        return new EventCursor(events, location, columns);
    }

    /** A cursor over one location's events with every column. */
    public EventCursor cursor(int location) throws IOException {
        return cursor(location, EnumSet.allOf(EventColumn.class));
    }

    /**
     * One location's events as records (allocating; for tools and tests). Close the stream if you do not
     * consume it to the end. Read errors surface as {@link UncheckedIOException}.
     */
    public Stream<Event> events(int location) throws IOException {
        EventCursor cursor = cursor(location);
        Spliterator<Event> events = new Spliterators.AbstractSpliterator<>(eventCount(location),
                Spliterator.ORDERED | Spliterator.NONNULL | Spliterator.SIZED) {
            @Override
            public boolean tryAdvance(Consumer<? super Event> action) {
                try {
                    if (!cursor.next()) {
                        cursor.close();
                        return false;
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                action.accept(cursor.event());
                return true;
            }
        };
        return StreamSupport.stream(events, false).onClose(() -> {
            try {
                cursor.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /** All events, location by location, each location's in time order. */
    public Stream<Event> events() {
        return IntStream.range(0, locationCount()).boxed().flatMap(location -> {
            try {
                return events(location);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /** The {@code index}-th event (0-based) of a location. Caches recently decoded row groups. */
    public Event event(int location, long index) throws IOException {
        return randomAccess.event(location, index);
    }

    @Override
    public void close() throws IOException {
        randomAccess.close();
    }

    private void checkLocation(int location) {
        if (location < 0 || location >= locationCount()) {
            throw new IndexOutOfBoundsException("no location " + location + " (trace has " + locationCount() + ")");
        }
    }
}
