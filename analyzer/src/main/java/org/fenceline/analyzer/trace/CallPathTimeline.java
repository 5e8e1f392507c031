package org.fenceline.analyzer.trace;

import org.fenceline.trace.column.ColumnStore;
import org.fenceline.trace.column.IntColumn;
import org.fenceline.trace.column.LongColumn;
import org.fenceline.trace.column.IntList;

import java.util.function.IntPredicate;

/**
 * Which call path a location was executing when: one entry per ENTER and EXIT, the time and the innermost call
 * path from then on ({@link #NONE} outside every region). The root-cause analysis asks it for the exclusive time
 * per call path between two synchronisation points (Scalasca's time maps); the rest of the analysis needs only
 * the totals the scan keeps anyway. Costs 12 bytes per ENTER or EXIT, plus a running total per call path every
 * max(16, call paths) entries (at most 8 bytes per entry), so that a time map costs about two passes over the call
 * paths however long its interval. It is the largest of a location's records, so it lives in the scan's
 * {@link ColumnStore}, off the heap when the analysis spills.
 */
public final class CallPathTimeline {
    /** No region open. */
    public static final int NONE = -1;

    private final LongColumn times;
    private final IntColumn callPaths;
    /**
     * {@code totals[k · callPathCount + cp]}: time in call path cp from the first entry to entry {@code k · stride}.
     */
    private final ColumnStore store;
    private LongColumn totals;
    private int stride = 1;
    private int callPathCount;

    CallPathTimeline(ColumnStore store) {
        times = store.longs();
        callPaths = store.ints();
        this.store = store;
    }

    /**
     * Makes room for about {@code expected} entries, projected by the scan as it does for its tables: reserving a
     * location's whole event count up front (12 bytes per event, though only ENTER and EXIT have an entry) and
     * trimming it afterwards zeroed and copied far more memory than the timeline keeps.
     */
    void reserve(int expected) {
        times.reserve(expected);
        callPaths.reserve(expected);
    }

    void changed(long time, int callPath) {
        times.add(time);
        callPaths.add(callPath);
    }

    /** Completes the timeline of a location with this many call paths. */
    void finish(int callPathCount) {
        times.trim();
        callPaths.trim();
        this.callPathCount = callPathCount;
        stride = Math.max(16, callPathCount);
        long[] running = new long[callPathCount];
        int size = times.size();
        totals = store.longs((size + stride - 1) / stride * callPathCount);
        // One pass, each entry's time read once (it ends the previous entry's stretch): a location has millions.
        long time = size > 0 ? times.get(0) : 0;
        int sinceCheckpoint = 0;
        for (int i = 0; i < size; i++) {
            if (sinceCheckpoint == 0) {
                for (long total : running) {
                    totals.add(total);
                }
                sinceCheckpoint = stride;
            }
            sinceCheckpoint--;
            if (i + 1 < size) {
                long next = times.get(i + 1);
                int callPath = callPaths.get(i);
                if (callPath != NONE) {
                    running[callPath] += next - time;
                }
                time = next;
            }
        }
    }

    public int size() {
        return times.size();
    }

    /**
     * Adds the exclusive time spent in each local call path during {@code (from, to]} to {@code out} (indexed by
     * local call path), in ns, and the call paths it added to (some perhaps twice) to {@code visited}. A short
     * interval is walked entry by entry; a long one is the difference of the running totals at its ends.
     *
     * @param position where the caller's previous query on this timeline ended (searches start there)
     */
    public void addExclusiveTimes(long from, long to, long[] out, IntList visited, Position position) {
        if (to <= from || times.size() == 0) {
            return;
        }
        int last = position.seek(to);
        int first = position.seek(from);
        if (last - first <= 3 * stride) {
            addStretch(from, to, Math.max(first, 0), out, visited);
            return;
        }
        int upper = last / stride * callPathCount;
        int lower = first / stride * callPathCount;
        for (int cp = 0; cp < callPathCount; cp++) {
            out[cp] += totals.get(upper + cp) - (first < 0 ? 0 : totals.get(lower + cp));
            visited.add(cp);
        }
        addSinceCheckpoint(to, last, out, 1);
        if (first >= 0) {
            addSinceCheckpoint(from, first, out, -1);
        }
    }

    /**
     * The time per call path in {@code (from, to]}, walking the entries from {@code i}: each entry's time read once,
     * as the end of the stretch before it and the start of its own (the time maps walk millions of entries).
     */
    private void addStretch(long from, long to, int i, long[] out, IntList visited) {
        int size = times.size();
        long time = i < size ? times.get(i) : to;
        for (int j = i; j < size && time < to; j++) {
            long next = j + 1 < size ? times.get(j + 1) : Long.MAX_VALUE;
            int cp = callPaths.get(j);
            long start = Math.max(from, time);
            long end = Math.min(to, next);
            if (cp != NONE && end > start) {
                out[cp] += end - start;
                visited.add(cp);
            }
            time = next;
        }
    }

    /**
     * When the location was in one of the call paths during {@code (from, to]}: from the first moment to the last,
     * {@code null} if it never was. Walks the interval's entries from its start to the first wanted one and from its
     * end back to the last: an interval may reach back to the trace's start (no earlier synchronisation), and its
     * delay is usually near both ends.
     *
     * @param wanted which local call paths count
     */
    public Span span(long from, long to, IntPredicate wanted, Position position) {
        int begin = Math.max(position.seek(from), 0);
        int end = Math.max(begin, times.firstAtOrAfter(to));   // entries from `end` on start at or after `to`
        for (int first = begin; first < end; first++) {
            if (in(first, from, to, wanted)) {
                for (int last = end - 1; ; last--) {
                    if (in(last, from, to, wanted)) {
                        return new Span(Math.max(from, times.get(first)), stretchEnd(last, to));
                    }
                }
            }
        }
        return null;
    }

    /** Whether entry j's stretch, cut to {@code (from, to]}, is not empty and in a wanted call path. */
    private boolean in(int j, long from, long to, IntPredicate wanted) {
        int cp = callPaths.get(j);
        return cp != NONE && stretchEnd(j, to) > Math.max(from, times.get(j)) && wanted.test(cp);
    }

    private long stretchEnd(int j, long to) {
        return j + 1 < times.size() ? Math.min(to, times.get(j + 1)) : to;
    }

    /** A stretch of time, {@code start < end}. */
    public record Span(long start, long end) {
    }

    /** Adds {@code sign} times the time per call path from entry {@code i}'s checkpoint up to the time. */
    private void addSinceCheckpoint(long time, int i, long[] out, int sign) {
        for (int j = i / stride * stride; j < i; j++) {
            if (callPaths.get(j) != NONE) {
                out[callPaths.get(j)] += sign * (times.get(j + 1) - times.get(j));
            }
        }
        if (callPaths.get(i) != NONE) {
            out[callPaths.get(i)] += sign * (time - times.get(i));
        }
    }

    /** A place in the timeline remembered between queries: one per caller and timeline, not thread-safe. */
    public final class Position {
        private final FingerSearch search = new FingerSearch(times);

        /** Index of the last entry at or before the time (-1 if none), searched from the previous one. */
        int seek(long time) {
            return search.firstAfter(time) - 1;
        }
    }

    /** A position at the start of this timeline. */
    public Position position() {
        return new Position();
    }
}
