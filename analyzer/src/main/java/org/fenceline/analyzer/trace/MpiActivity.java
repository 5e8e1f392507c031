package org.fenceline.analyzer.trace;

import org.fenceline.trace.column.ColumnStore;
import org.fenceline.trace.column.IntColumn;
import org.fenceline.trace.column.LongColumn;

/**
 * When a location was inside MPI: its outermost MPI calls as sorted, disjoint [enter, leave] intervals. A target
 * outside MPI makes no progress on one-sided requests that need it (emulated access, lock requests), so Wait for
 * Progress asks when the target left MPI and when it entered again.
 */
public final class MpiActivity {
    /** {@link #lastEntryWithin} when the location did not enter MPI in the interval. */
    public static final long NEVER = Long.MAX_VALUE;

    private final LongColumn enter;
    private final LongColumn leave;

    MpiActivity(ColumnStore store) {
        enter = store.longs();
        leave = store.longs();
    }

    void entered(long time) {
        enter.add(time);
        leave.add(NEVER);
    }

    void left(long time) {
        leave.set(leave.size() - 1, time);
    }

    /**
     * The last MPI entry strictly inside (from, to), or {@link #NEVER} if the location did not enter MPI then.
     */
    public long lastEntryWithin(long from, long to) {
        int i = lastEnteredBefore(to);
        return i >= 0 && enter.get(i) > from ? enter.get(i) : NEVER;
    }

    /**
     * When the location last left MPI before it entered MPI at {@code entry} (an entry time of this location),
     * or {@link Long#MIN_VALUE} if that entry was its first.
     */
    public long leftBefore(long entry) {
        int i = lastEnteredBefore(entry + 1);
        return i > 0 ? leave.get(i - 1) : Long.MIN_VALUE;
    }

    /** Index of the last interval entered before {@code time}, or -1. */
    private int lastEnteredBefore(long time) {
        return enter.firstAtOrAfter(time) - 1;
    }

    /** Outermost MPI calls so far. */
    int size() {
        return enter.size();
    }

    /** Room for about {@code rows} rows at once ({@link IntColumn#reserve}): the scan projects them. */
    void reserve(int rows) {
        enter.reserve(rows);
        leave.reserve(rows);
    }

    void trim() {
        enter.trim();
        leave.trim();
    }
}
