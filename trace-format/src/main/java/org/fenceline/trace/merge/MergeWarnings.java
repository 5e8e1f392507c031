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
    private record Kind(int location, String what) {
    }

    private final List<String> messages = new ArrayList<>();
    private final Map<Kind, Long> counts = new LinkedHashMap<>();

    void add(String message) {
        messages.add(message);
    }

    /** Counts one occurrence of {@code what} (a plural noun phrase) at {@code location}. */
    void count(int location, String what) {
        counts.merge(new Kind(location, what), 1L, Long::sum);
    }

    List<String> all() {
        List<String> all = new ArrayList<>(messages);
        counts.forEach((kind, n) -> all.add("location " + kind.location() + ": " + n + " " + kind.what()));
        return all;
    }
}
