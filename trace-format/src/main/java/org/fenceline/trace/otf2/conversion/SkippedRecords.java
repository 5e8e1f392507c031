package org.fenceline.trace.otf2.conversion;

import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.fenceline.trace.otf2.Otf2EventKind;

/** Counts the OTF2 event records the import does not turn into Fenceline events, by record name. */
final class SkippedRecords {
    private final Map<String, Long> counts = new TreeMap<>();

    void add(Otf2EventKind kind, int recordId) {
        counts.merge(kind != null ? kind.recordName() : "unknown record " + recordId, 1L, Long::sum);
    }

    void addAll(SkippedRecords other) {
        other.counts.forEach((k, v) -> counts.merge(k, v, Long::sum));
    }

    long total() {
        return counts.values().stream().mapToLong(Long::longValue).sum();
    }

    /** One line, e.g. "skipped 12 OTF2 records with no place in Fenceline's model: 10 ThreadFork, 2 Metric". */
    String warning() {
        return "skipped " + total() + " OTF2 event records with no place in Fenceline's model: "
                + counts.entrySet().stream().map(e -> e.getValue() + " " + e.getKey())
                        .collect(Collectors.joining(", "));
    }
}
