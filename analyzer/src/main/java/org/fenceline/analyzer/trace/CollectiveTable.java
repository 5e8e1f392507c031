package org.fenceline.analyzer.trace;

import org.fenceline.trace.column.ColumnStore;
import org.fenceline.trace.column.IntColumn;
import org.fenceline.trace.column.LongColumn;

/**
 * The collective operations of one location (one row per COLLEXIT), in event order. MPI requires the members of
 * a communicator to call its collectives in the same order, so the n-th row on a communicator at every member
 * is one operation; {@link #sequence} is that n.
 */
public final class CollectiveTable {
    private final LongColumn begin;
    private final LongColumn end;
    private final LongColumn bytesSent;
    private final LongColumn bytesReceived;
    private final IntColumn callPath;
    private final IntColumn region;
    private final IntColumn comm;
    private final IntColumn root;
    private final IntColumn sequence;

    CollectiveTable(ColumnStore store) {
        begin = store.longs();
        end = store.longs();
        bytesSent = store.longs();
        bytesReceived = store.longs();
        callPath = store.ints();
        region = store.ints();
        comm = store.ints();
        root = store.ints();
        sequence = store.ints();
    }

    void add(long beginTime, long endTime, int localCallPath, int regionId, int commId, int rootLocation,
             long sent, long received, int sequenceInComm) {
        begin.add(beginTime);
        end.add(endTime);
        callPath.add(localCallPath);
        region.add(regionId);
        comm.add(commId);
        root.add(rootLocation);
        bytesSent.add(sent);
        bytesReceived.add(received);
        sequence.add(sequenceInComm);
    }

    public int size() {
        return begin.size();
    }

    /** ENTER time of the collective's region (Scalasca's BEGIN: our traces have no separate begin record). */
    public long begin(int row) {
        return begin.get(row);
    }

    /** COLLEXIT time (Scalasca's END; the region is left at the same moment). */
    public long end(int row) {
        return end.get(row);
    }

    public int callPath(int row) {
        return callPath.get(row);
    }

    public int region(int row) {
        return region.get(row);
    }

    public int comm(int row) {
        return comm.get(row);
    }

    /** Root location, or {@link org.fenceline.trace.model.Event#NONE} for rootless operations. */
    public int root(int row) {
        return root.get(row);
    }

    public long bytesSent(int row) {
        return bytesSent.get(row);
    }

    public long bytesReceived(int row) {
        return bytesReceived.get(row);
    }

    /** Position of this operation among the location's operations on the same communicator (0-based). */
    public int sequence(int row) {
        return sequence.get(row);
    }

    /** Room for about {@code rows} rows at once ({@link IntColumn#reserve}): the scan projects them. */
    void reserve(int rows) {
        begin.reserve(rows);
        end.reserve(rows);
        bytesSent.reserve(rows);
        bytesReceived.reserve(rows);
        callPath.reserve(rows);
        region.reserve(rows);
        comm.reserve(rows);
        root.reserve(rows);
        sequence.reserve(rows);
    }

    void trim() {
        begin.trim();
        end.trim();
        bytesSent.trim();
        bytesReceived.trim();
        callPath.trim();
        region.trim();
        comm.trim();
        root.trim();
        sequence.trim();
    }
}
