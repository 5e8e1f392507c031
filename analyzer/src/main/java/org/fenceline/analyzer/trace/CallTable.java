package org.fenceline.analyzer.trace;

import org.fenceline.trace.column.ColumnStore;
import org.fenceline.trace.column.IntColumn;
import org.fenceline.trace.column.LongColumn;

/**
 * The region instances ("calls") of one location that message and one-sided records refer to: an MPI_Recv, the
 * MPI_Wait that completes an Irecv, the MPI_Isend that started a send, an MPI_Put, an MPI_Win_fence. Only calls
 * holding such a record get a row, so the table stays far smaller than the number of ENTER events.
 */
public final class CallTable {
    /** Leave time of a call that was never left (closed at the location's last event by the scan). */
    static final long OPEN = Long.MIN_VALUE;

    private final LongColumn enter;
    private final LongColumn leave;
    private final IntColumn callPath;
    private final IntColumn completions;

    CallTable(ColumnStore store) {
        enter = store.longs();
        leave = store.longs();
        callPath = store.ints();
        completions = store.ints();
    }

    int add(long enterTime, int localCallPath) {
        enter.add(enterTime);
        leave.add(OPEN);
        callPath.add(localCallPath);
        completions.add(0);
        return callPath.size() - 1;
    }

    void leave(int call, long time) {
        leave.set(call, time);
    }

    void countCompletion(int call) {
        completions.set(call, completions.get(call) + 1);
    }

    public int size() {
        return callPath.size();
    }

    public long enter(int call) {
        return enter.get(call);
    }

    public long leave(int call) {
        return leave.get(call);
    }

    /** The call's call path, as an id of the location's {@link LocalCallTree}. */
    public int callPath(int call) {
        return callPath.get(call);
    }

    /**
     * How many non-blocking requests the call completed (RECV of an Irecv, SEND_COMPLETE of an Isend). More than
     * one marks a multi-completion call such as MPI_Waitall, for which Scalasca counts only the largest wait.
     */
    public int completions(int call) {
        return completions.get(call);
    }

    /** Room for about {@code rows} rows at once ({@link IntColumn#reserve}): the scan projects them. */
    void reserve(int rows) {
        enter.reserve(rows);
        leave.reserve(rows);
        callPath.reserve(rows);
        completions.reserve(rows);
    }

    void trim() {
        enter.trim();
        leave.trim();
        callPath.trim();
        completions.trim();
    }
}
