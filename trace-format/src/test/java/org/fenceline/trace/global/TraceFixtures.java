package org.fenceline.trace.global;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;

import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventType;

/** Builds global traces for tests, including (through the package-private writer) defective ones. */
public final class TraceFixtures {
    private TraceFixtures() {
    }

    public static void write(Path dir, Definitions definitions, List<Event> events) throws IOException {
        try (GlobalTraceWriter writer = GlobalTraceWriter.create(dir, definitions)) {
            for (Event e : events) {
                writer.append(e);
            }
        }
    }

    /** Writes without the writer's time-order and local-only-type checks, to plant defects for the validator. */
    public static void writeUnchecked(Path dir, Definitions definitions, List<Event> events) throws IOException {
        write(dir, definitions, events, false, EventFileWriter.DEFAULT_MAX_ROW_GROUP_ROWS);
    }

    /** Writes with small row groups, so that locations span several. */
    public static void writeWithRowGroupRows(Path dir, Definitions definitions, List<Event> events, int rows)
            throws IOException {
        write(dir, definitions, events, true, rows);
    }

    private static void write(Path dir, Definitions definitions, List<Event> events, boolean checked, int rows)
            throws IOException {
        try (GlobalTraceWriter writer = GlobalTraceWriter.create(dir, definitions, checked, rows)) {
            for (Event e : events) {
                writer.append(e);
            }
        }
    }

    /**
     * Random events with every column random (extremes included), sorted by (location, time) with strictly
     * increasing times per location. Local-only types are left out.
     */
    public static List<Event> randomEvents(long seed, int locations, int count) {
        SplittableRandom random = new SplittableRandom(seed);
        EventType[] types = java.util.Arrays.stream(EventType.values()).filter(t -> !t.isRemote())
                .toArray(EventType[]::new);
        List<Event> events = new ArrayList<>(count);
        long[] clock = new long[locations];
        for (int i = 0; i < count; i++) {
            int location = random.nextInt(locations);
            clock[location] += 1 + random.nextLong(1L << 40);
            events.add(new Event(location, clock[location], types[random.nextInt(types.length)],
                    random.nextInt(-1, 1000), random.nextInt(), random.nextInt(-1, 50), random.nextInt(-1, 5),
                    random.nextInt(-1, locations), random.nextInt(), random.nextLong(), random.nextLong(-1, 1 << 20),
                    random.nextLong(), random.nextInt()));
        }
        events.sort(Comparator.comparingInt(Event::location).thenComparingLong(Event::time));
        return events;
    }
}
