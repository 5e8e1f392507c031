package org.fenceline.analyzer.replay;

import java.util.ArrayList;
import java.util.List;

import org.fenceline.analyzer.pattern.CollectiveKind;
import org.fenceline.trace.column.IntList;
import org.fenceline.trace.column.LongList;

/**
 * The synchronising collective operations of a trace with the values Scalasca's replay reduces over their
 * participants (see {@link org.fenceline.analyzer.pattern.CollectiveSync} for what each value means per kind).
 * Written once by {@link CollectiveMatcher}, then read concurrently by the location replays.
 */
final class CollectiveOperations {
    /** "No such time" for reductions over nobody: an earliest END nobody reached, a latest BEGIN of no sender. */
    static final long NO_END = Long.MAX_VALUE;
    static final long NO_BEGIN = Long.MIN_VALUE;
    /** Read per operation and pattern: {@code values()} would copy the array each time. */
    private static final CollectiveKind[] KINDS = CollectiveKind.values();

    private final IntList kind = new IntList();
    private final LongList latest = new LongList();
    private final IntList latestLocation = new IntList();
    private final LongList earliestEnd = new LongList();
    private final LongList rootBegin = new LongList();
    private final IntList rootLocation = new IntList();
    private final IntList fullOverlap = new IntList();
    private final List<long[]> scanLatest = new ArrayList<>();
    private final List<int[]> scanLatestLocation = new ArrayList<>();

    int add(CollectiveKind k) {
        kind.add(k.ordinal());
        latest.add(NO_BEGIN);
        latestLocation.add(-1);
        earliestEnd.add(NO_END);
        rootBegin.add(NO_BEGIN);
        rootLocation.add(-1);
        fullOverlap.add(0);
        scanLatest.add(null);
        scanLatestLocation.add(null);
        return kind.size() - 1;
    }

    void setLatest(int op, long time, int location) {
        latest.set(op, time);
        latestLocation.set(op, location);
    }

    void setEarliestEnd(int op, long time) {
        earliestEnd.set(op, time);
    }

    void setRoot(int op, long begin, int location) {
        rootBegin.set(op, begin);
        rootLocation.set(op, location);
    }

    void setFullOverlap(int op) {
        fullOverlap.set(op, 1);
    }

    /** For scans: per communicator rank, the latest BEGIN of the data-sending ranks up to it, and whose. */
    void setScanLatest(int op, long[] times, int[] locations) {
        scanLatest.set(op, times);
        scanLatestLocation.set(op, locations);
    }

    /** Number of operations. */
    int size() {
        return kind.size();
    }

    CollectiveKind kind(int op) {
        return KINDS[kind.get(op)];
    }

    /** The latest BEGIN that matters to the member with this communicator rank. */
    long latest(int op, int rank) {
        long[] scan = scanLatest.get(op);
        return scan != null ? scan[rank] : latest.get(op);
    }

    int latestLocation(int op, int rank) {
        int[] scan = scanLatestLocation.get(op);
        return scan != null ? scan[rank] : latestLocation.get(op);
    }

    long earliestEnd(int op) {
        return earliestEnd.get(op);
    }

    long rootBegin(int op) {
        return rootBegin.get(op);
    }

    int rootLocation(int op) {
        return rootLocation.get(op);
    }

    /**
     * Whether a member is a synchronisation point of the operation (Scalasca's {@code mIsSyncpoint}); the
     * reductions of {@link CollectiveMatcher} and the replay both decide by this one rule.
     */
    boolean isSyncpoint(int op, int location, int rank, long begin, long sent, long received) {
        return switch (kind(op)) {
            case INIT, FINALIZE, BARRIER -> true;
            case N_TO_N -> fullOverlap.get(op) == 1
                    || received > 0 && begin < latest.get(op)
                    || sent > 0 && location == latestLocation.get(op);
            case N_TO_ONE -> rootBegin.get(op) < latest.get(op)
                    && (location == rootLocation.get(op) || location == latestLocation.get(op));
            case ONE_TO_N -> received > 0 && begin < rootBegin.get(op)
                    || location == rootLocation.get(op) && earliestEnd.get(op) != NO_END;
            case SCAN -> begin < latest(op, rank);
        };
    }
}
