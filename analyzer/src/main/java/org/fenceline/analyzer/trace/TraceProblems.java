package org.fenceline.analyzer.trace;

import java.util.EnumMap;
import java.util.Map;

/** Counts of {@link TraceProblem}s. One instance per location during the parallel phases, merged at the end. */
public final class TraceProblems {
    private final long[] counts = new long[TraceProblem.values().length];

    public void record(TraceProblem problem) {
        counts[problem.ordinal()]++;
    }

    public void add(TraceProblems other) {
        for (int i = 0; i < counts.length; i++) {
            counts[i] += other.counts[i];
        }
    }

    public long count(TraceProblem problem) {
        return counts[problem.ordinal()];
    }

    /** The problems that occurred, with their counts, in declaration order. */
    public Map<TraceProblem, Long> asMap() {
        Map<TraceProblem, Long> map = new EnumMap<>(TraceProblem.class);
        for (TraceProblem p : TraceProblem.values()) {
            if (counts[p.ordinal()] > 0) {
                map.put(p, counts[p.ordinal()]);
            }
        }
        return map;
    }
}
