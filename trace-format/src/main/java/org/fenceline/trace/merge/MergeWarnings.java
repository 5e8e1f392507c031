package org.fenceline.trace.merge;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Collects merge warnings. Per-event conditions are counted per location and kind, so a damaged trace
 * yields one line per problem instead of one per event.
 */
final class MergeWarnings {
    private final List<String> messages = new ArrayList<>();
    private final Map<String, Long> counts = new LinkedHashMap<>();

    void add(String message) {
        messages.add(message);
    }

    /** Counts one occurrence of {@code what} (a plural noun phrase) at {@code location}. */
    void count(int location, String what) {
        counts.merge("location " + location + ": %d " + what, 1L, Long::sum);
    }

    List<String> all() {
        List<String> all = new ArrayList<>(messages);
        counts.forEach((format, n) -> all.add(String.format(format, n)));
        return all;
    }
}
