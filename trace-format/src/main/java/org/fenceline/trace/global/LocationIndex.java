package org.fenceline.trace.global;

import java.util.Arrays;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Which row groups of {@code events.parquet} hold which location's events, and how many events each location
 * has. The writer never lets a row group span two locations, so reading one location touches only its own row
 * groups. Stored in the Parquet footer's key-value metadata ({@link FooterKeys}).
 */
public final class LocationIndex {
    private final int[] rowGroupBounds;
    private final long[] events;

    private LocationIndex(int[] rowGroupBounds, long[] events) {
        this.rowGroupBounds = rowGroupBounds;
        this.events = events;
    }

    public int locationCount() {
        return events.length;
    }

    /** Index of the location's first row group (equal to the next location's first when it has none). */
    public int firstRowGroup(int location) {
        return rowGroupBounds[location];
    }

    public int rowGroupCount(int location) {
        return rowGroupBounds[location + 1] - rowGroupBounds[location];
    }

    public long eventCount(int location) {
        return events[location];
    }

    public int totalRowGroups() {
        return rowGroupBounds[rowGroupBounds.length - 1];
    }

    Map<String, String> toFooter() {
        return Map.of(
                FooterKeys.LOCATION_ROW_GROUPS, join(Arrays.stream(rowGroupBounds).asLongStream().toArray()),
                FooterKeys.LOCATION_EVENTS, join(events));
    }

    /**
     * Parses the footer entries.
     *
     * @throws IllegalArgumentException with the problem (the caller names the file)
     */
    static LocationIndex fromFooter(Map<String, String> footer) {
        long[] bounds = parse(footer, FooterKeys.LOCATION_ROW_GROUPS);
        long[] events = parse(footer, FooterKeys.LOCATION_EVENTS);
        if (bounds.length != events.length + 1) {
            throw new IllegalArgumentException(FooterKeys.LOCATION_ROW_GROUPS + " has " + bounds.length
                    + " values for " + events.length + " locations (needs one more)");
        }
        int[] rowGroupBounds = new int[bounds.length];
        for (int i = 0; i < bounds.length; i++) {
            if (bounds[i] < (i == 0 ? 0 : bounds[i - 1]) || bounds[i] > Integer.MAX_VALUE) {
                throw new IllegalArgumentException(FooterKeys.LOCATION_ROW_GROUPS + " is not ascending at position " + i);
            }
            rowGroupBounds[i] = (int) bounds[i];
        }
        if (rowGroupBounds[0] != 0) {
            throw new IllegalArgumentException(FooterKeys.LOCATION_ROW_GROUPS + " does not start at row group 0");
        }
        for (int location = 0; location < events.length; location++) {
            if (events[location] < 0) {
                throw new IllegalArgumentException("negative event count for location " + location);
            }
        }
        return new LocationIndex(rowGroupBounds, events);
    }

    private static long[] parse(Map<String, String> footer, String key) {
        String value = footer.get(key);
        if (value == null) {
            throw new IllegalArgumentException("no '" + key + "' entry in the footer");
        }
        if (value.isEmpty()) {
            return new long[0];
        }
        try {
            return Arrays.stream(value.split(",")).mapToLong(Long::parseLong).toArray();
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + key + "' is not a list of integers");
        }
    }

    private static String join(long[] values) {
        return Arrays.stream(values).mapToObj(Long::toString).collect(Collectors.joining(","));
    }

    /** Collects the index while the writer cuts row groups; locations must arrive in ascending order. */
    static final class Builder {
        private final int[] rowGroupBounds;
        private final long[] events;
        private int rowGroups;

        Builder(int locationCount) {
            rowGroupBounds = new int[locationCount + 1];
            events = new long[locationCount];
        }

        void rowGroupWritten(int location, long rows) {
            rowGroups++;
            events[location] += rows;
            // bounds[l+1] is the end of l; filling every later bound keeps locations without events empty.
            Arrays.fill(rowGroupBounds, location + 1, rowGroupBounds.length, rowGroups);
        }

        LocationIndex build() {
            return new LocationIndex(rowGroupBounds.clone(), events.clone());
        }
    }
}
