package org.fenceline.analyzer.replay;

import java.util.Arrays;
import java.util.List;

import org.fenceline.analyzer.pattern.CollectiveKind;
import org.fenceline.analyzer.trace.CallSpan;
import org.fenceline.analyzer.trace.CollectiveTable;
import org.fenceline.trace.column.IntList;
import org.fenceline.analyzer.trace.LocationRecords;
import org.fenceline.analyzer.trace.MpiCalls;
import org.fenceline.analyzer.trace.TraceProblem;
import org.fenceline.analyzer.trace.TraceProblems;
import org.fenceline.trace.model.Definitions;
import org.fenceline.trace.model.RegionRole;

/**
 * Finds each collective operation's participants (the n-th operation on a communicator at every member) and
 * performs the reductions Scalasca's replay does with MPI collectives: latest BEGIN (MAXLOC), earliest END
 * (MINLOC), the root's BEGIN, prefix maxima for scans. Also MPI_Init and MPI_Finalize, which synchronise all
 * locations. Operations Scalasca does not analyse get no entry: communicators of size 1, MPI_Alltoallv/w,
 * collectives of role COLLECTIVE_OTHER, and 1-to-n / n-to-1 operations whose root moves no data.
 */
final class CollectiveMatcher {
    /** Row of a collective that is not a synchronisation point candidate. */
    static final int NOT_ANALYSED = -1;

    private final Definitions definitions;
    private final MpiCalls mpiCalls;
    private final LocationRecords[] locations;
    private final TraceProblems problems;
    private final CollectiveOperations operations = new CollectiveOperations();
    private final int[][] operationOfRow;
    private final int[][] rankOfLocation;
    private int init = NOT_ANALYSED;
    private int finalize = NOT_ANALYSED;

    CollectiveMatcher(Definitions definitions, MpiCalls mpiCalls, LocationRecords[] locations,
                      TraceProblems problems) {
        this.definitions = definitions;
        this.mpiCalls = mpiCalls;
        this.locations = locations;
        this.problems = problems;
        this.operationOfRow = new int[locations.length][];
        this.rankOfLocation = new int[definitions.communicators().size()][];
    }

    void match() {
        IntList[][] rows = rowsByComm();
        for (int comm = 0; comm < definitions.communicators().size(); comm++) {
            matchComm(comm, rows);
        }
        init = worldOperation(CollectiveKind.INIT);
        finalize = worldOperation(CollectiveKind.FINALIZE);
    }

    CollectiveOperations operations() {
        return operations;
    }

    /** The operation a location's collective row belongs to, or {@link #NOT_ANALYSED}. */
    int operationOf(int location, int row) {
        return operationOfRow[location][row];
    }

    /** The location's rank in the communicator's group. */
    int rank(int comm, int location) {
        return rankOfLocation[comm][location];
    }

    int commSize(int comm) {
        return members(comm).size();
    }

    int initOperation() {
        return init;
    }

    int finalizeOperation() {
        return finalize;
    }

    private IntList[][] rowsByComm() {
        int comms = definitions.communicators().size();
        IntList[][] rows = new IntList[locations.length][comms];
        for (int l = 0; l < locations.length; l++) {
            CollectiveTable table = locations[l].collectives();
            operationOfRow[l] = new int[table.size()];
            Arrays.fill(operationOfRow[l], NOT_ANALYSED);
            for (int row = 0; row < table.size(); row++) {
                int comm = table.comm(row);
                if (rows[l][comm] == null) {
                    rows[l][comm] = new IntList(8);
                }
                rows[l][comm].add(row);
            }
        }
        return rows;
    }

    private List<Integer> members(int comm) {
        int group = definitions.communicators().get(comm).group();
        return definitions.groups().get(group).members();
    }

    private void matchComm(int comm, IntList[][] rows) {
        List<Integer> members = members(comm);
        int[] rank = new int[locations.length];
        Arrays.fill(rank, -1);
        for (int r = 0; r < members.size(); r++) {
            rank[members.get(r)] = r;
        }
        rankOfLocation[comm] = rank;
        int operationsOnComm = 0;
        for (int l = 0; l < locations.length; l++) {
            IntList mine = rows[l][comm];
            if (mine != null && rank[l] < 0) {
                for (int i = 0; i < mine.size(); i++) {
                    problems.record(TraceProblem.COLLECTIVE_MISMATCH);
                }
            } else if (mine != null) {
                operationsOnComm = Math.max(operationsOnComm, mine.size());
            }
        }
        int[] memberRows = new int[members.size()];
        for (int n = 0; n < operationsOnComm; n++) {
            if (participants(members, comm, n, rows, memberRows)) {
                analyse(members, memberRows);
            }
        }
    }

    /** Fills memberRows with each member's row of the n-th operation; false (and counted) if they disagree. */
    private boolean participants(List<Integer> members, int comm, int n, IntList[][] rows, int[] memberRows) {
        int region = -1;
        boolean complete = true;
        int present = 0;
        for (int r = 0; r < members.size(); r++) {
            IntList mine = rows[members.get(r)][comm];
            if (mine == null || n >= mine.size()) {
                memberRows[r] = -1;
                complete = false;
                continue;
            }
            present++;
            memberRows[r] = mine.get(n);
            int rowRegion = locations[members.get(r)].collectives().region(memberRows[r]);
            complete &= region < 0 || rowRegion == region;
            region = rowRegion;
        }
        if (!complete) {
            for (int i = 0; i < present; i++) {
                problems.record(TraceProblem.COLLECTIVE_MISMATCH);
            }
        }
        return complete;
    }

    private void analyse(List<Integer> members, int[] memberRows) {
        CollectiveTable first = locations[members.get(0)].collectives();
        CollectiveKind kind = kindOf(first.region(memberRows[0]));
        if (kind == null || members.size() < 2) {
            return;
        }
        int n = members.size();
        long[] begin = new long[n];
        long[] end = new long[n];
        long[] sent = new long[n];
        long[] received = new long[n];
        for (int r = 0; r < n; r++) {
            CollectiveTable t = locations[members.get(r)].collectives();
            begin[r] = t.begin(memberRows[r]);
            end[r] = t.end(memberRows[r]);
            sent[r] = t.bytesSent(memberRows[r]);
            received[r] = t.bytesReceived(memberRows[r]);
        }
        int root = -1;
        if (kind == CollectiveKind.ONE_TO_N || kind == CollectiveKind.N_TO_ONE) {
            root = members.indexOf(first.root(memberRows[0]));
            if (root < 0) {
                problems.record(TraceProblem.BAD_REFERENCE);
                return;
            }
            if ((kind == CollectiveKind.ONE_TO_N ? sent[root] : received[root]) == 0) {
                return; // the root moves no data: no synchronisation point, no wait state (Scalasca)
            }
        }
        int op = operations.add(kind);
        if (root >= 0) {
            operations.setRoot(op, begin[root], members.get(root));
        }
        switch (kind) {
            case BARRIER -> reduceAll(op, members, begin, end);
            case N_TO_N -> {
                reduceAll(op, members, begin, end);
                if (operations.earliestEnd(op) > operations.latest(op, 0)) {
                    operations.setFullOverlap(op);
                } else {
                    latestSender(op, members, begin, sent);
                    earliestSyncpointEnd(op, members, begin, end, sent, received);
                }
            }
            case N_TO_ONE -> {
                latestSender(op, members, begin, sent);
                earliestSyncpointEnd(op, members, begin, end, sent, received);
            }
            case ONE_TO_N -> {
                operations.setLatest(op, operations.rootBegin(op), operations.rootLocation(op));
                earliestSyncpointEnd(op, members, begin, end, sent, received);
            }
            case SCAN -> scanLatest(op, members, begin, sent);
            default -> throw new IllegalStateException("not a communicator collective: " + kind);
        }
        for (int r = 0; r < n; r++) {
            operationOfRow[members.get(r)][memberRows[r]] = op;
        }
    }

    private CollectiveKind kindOf(int region) {
        RegionRole role = definitions.regions().get(region).role();
        return switch (role) {
            case BARRIER -> CollectiveKind.BARRIER;
            case COLLECTIVE_ONE_TO_ALL -> CollectiveKind.ONE_TO_N;
            case COLLECTIVE_ALL_TO_ONE -> CollectiveKind.N_TO_ONE;
            case COLLECTIVE_ALL_TO_ALL -> mpiCalls.isVariableAllToAll(region) ? null : CollectiveKind.N_TO_N;
            case COLLECTIVE_SCAN -> CollectiveKind.SCAN;
            default -> null;
        };
    }

    /** Latest BEGIN (lowest rank among ties, as MAXLOC) and earliest END of everyone. */
    private void reduceAll(int op, List<Integer> members, long[] begin, long[] end) {
        int latest = 0;
        long earliestEnd = end[0];
        for (int r = 1; r < begin.length; r++) {
            if (begin[r] > begin[latest]) {
                latest = r;
            }
            earliestEnd = Math.min(earliestEnd, end[r]);
        }
        operations.setLatest(op, begin[latest], members.get(latest));
        operations.setEarliestEnd(op, earliestEnd);
    }

    private void latestSender(int op, List<Integer> members, long[] begin, long[] sent) {
        long latest = CollectiveOperations.NO_BEGIN;
        int location = -1;
        for (int r = 0; r < begin.length; r++) {
            if (sent[r] > 0 && (location < 0 || begin[r] > latest)) {
                latest = begin[r];
                location = members.get(r);
            }
        }
        operations.setLatest(op, latest, location);
    }

    private void earliestSyncpointEnd(int op, List<Integer> members, long[] begin, long[] end, long[] sent,
                                      long[] received) {
        long earliest = CollectiveOperations.NO_END;
        for (int r = 0; r < begin.length; r++) {
            if (operations.isSyncpoint(op, members.get(r), r, begin[r], sent[r], received[r])) {
                earliest = Math.min(earliest, end[r]);
            }
        }
        operations.setEarliestEnd(op, earliest);
    }

    private void scanLatest(int op, List<Integer> members, long[] begin, long[] sent) {
        long[] latest = new long[begin.length];
        int[] location = new int[begin.length];
        long max = CollectiveOperations.NO_BEGIN;
        int whose = -1;
        for (int r = 0; r < begin.length; r++) {
            if (sent[r] > 0 && (whose < 0 || begin[r] > max)) {
                max = begin[r];
                whose = members.get(r);
            }
            latest[r] = max;
            location[r] = whose;
        }
        operations.setScanLatest(op, latest, location);
    }

    /** MPI_Init or MPI_Finalize: all locations that called it synchronise (Scalasca: over MPI_COMM_WORLD). */
    private int worldOperation(CollectiveKind kind) {
        int op = NOT_ANALYSED;
        int latest = -1;
        long latestBegin = 0;
        long earliestEnd = CollectiveOperations.NO_END;
        for (LocationRecords l : locations) {
            CallSpan span = kind == CollectiveKind.INIT ? l.init() : l.finalizeCall();
            if (span == null) {
                continue;
            }
            if (op == NOT_ANALYSED) {
                op = operations.add(kind);
            }
            if (latest < 0 || span.enter() > latestBegin) {
                latest = l.location();
                latestBegin = span.enter();
            }
            earliestEnd = Math.min(earliestEnd, span.leave());
        }
        if (op != NOT_ANALYSED) {
            operations.setLatest(op, latestBegin, latest);
            operations.setEarliestEnd(op, earliestEnd);
        }
        return op;
    }
}
