package org.fenceline.analyzer.replay;

import org.fenceline.analyzer.pattern.CollectiveCall;
import org.fenceline.analyzer.pattern.CollectiveKind;
import org.fenceline.analyzer.pattern.CollectiveSync;
import org.fenceline.analyzer.trace.CollectiveTable;
import org.fenceline.analyzer.trace.LocationRecords;
import org.fenceline.trace.model.RegionRole;

/** The reused {@link CollectiveCall} and {@link CollectiveSync} of one location replay. */
final class CollectiveViews implements CollectiveCall, CollectiveSync {
    private final ReplayInput input;
    private final int location;
    private final CollectiveTable table;
    private final CollectiveOperations operations;
    private int row;
    private int op;
    private int rank;
    private int callPath;
    private long begin;
    private long end;
    private boolean syncpoint;

    CollectiveViews(ReplayInput input, int location) {
        this.input = input;
        this.location = location;
        LocationRecords self = input.locations()[location];
        this.table = self.collectives();
        this.operations = input.collectives().operations();
    }

    /** Shows a collective row; {@link #showSync} then adds its operation's values. */
    void showCall(int collectiveRow) {
        row = collectiveRow;
        callPath = input.globalCallPath(location, table.callPath(row));
        begin = table.begin(row);
        end = table.end(row);
    }

    /**
     * Shows the operation of the current row (rank = the location's rank in the communicator), or of MPI_Init /
     * MPI_Finalize after {@link #showSpan}.
     */
    void showSync(int operation, int commRank, long sent, long received) {
        op = operation;
        rank = commRank;
        syncpoint = operations.isSyncpoint(op, location, rank, begin, sent, received);
    }

    /** Shows MPI_Init or MPI_Finalize: a visit outside the collective table. */
    void showSpan(long enter, long leave, int localCallPath) {
        row = -1;
        begin = enter;
        end = leave;
        callPath = input.globalCallPath(location, localCallPath);
    }

    @Override
    public int location() {
        return location;
    }

    @Override
    public int callPath() {
        return callPath;
    }

    @Override
    public int region() {
        return table.region(row);
    }

    @Override
    public RegionRole role() {
        return input.definitions().regions().get(region()).role();
    }

    @Override
    public int comm() {
        return table.comm(row);
    }

    @Override
    public int commSize() {
        return input.collectives().commSize(comm());
    }

    @Override
    public int root() {
        return table.root(row);
    }

    @Override
    public long begin() {
        return begin;
    }

    @Override
    public long end() {
        return end;
    }

    @Override
    public long bytesSent() {
        return table.bytesSent(row);
    }

    @Override
    public long bytesReceived() {
        return table.bytesReceived(row);
    }

    @Override
    public CollectiveKind kind() {
        return operations.kind(op);
    }

    @Override
    public long latest() {
        return operations.latest(op, rank);
    }

    @Override
    public int latestLocation() {
        return operations.latestLocation(op, rank);
    }

    @Override
    public long earliestEnd() {
        return operations.earliestEnd(op);
    }

    @Override
    public long rootBegin() {
        return operations.rootBegin(op);
    }

    @Override
    public int rootLocation() {
        return operations.rootLocation(op);
    }

    @Override
    public boolean isSyncpoint() {
        return syncpoint;
    }
}
