package org.fenceline.analyzer.replay;

import org.fenceline.analyzer.pattern.RmaOperation;
import org.fenceline.analyzer.pattern.RmaOperationKind;
import org.fenceline.analyzer.trace.RmaRecord;
import org.fenceline.analyzer.trace.RmaTable;
import org.fenceline.trace.model.EventFlags;

/** The reused {@link RmaOperation} of one location replay: the transfer records of one call, summed. */
final class RmaOperationView implements RmaOperation {
    private final ReplayInput input;
    private final int location;
    private final RmaTable table;
    private int call;
    private int window;
    private int target;
    private long put;
    private long got;
    private boolean atomic;

    RmaOperationView(ReplayInput input, int location) {
        this.input = input;
        this.location = location;
        this.table = input.locations()[location].rma();
    }

    /** Shows the call of a transfer row. */
    void show(int row) {
        call = table.call(row);
        window = table.window(row);
        target = table.partner(row);
        put = 0;
        got = 0;
        atomic = false;
        add(row);
    }

    /** Adds another transfer row of the same call. */
    void add(int row) {
        if (table.kind(row) == RmaRecord.PUT) {
            put += table.bytes(row);
        } else {
            got += table.bytes(row);
        }
        atomic |= EventFlags.has(table.flags(row), EventFlags.ACCUMULATE | EventFlags.ATOMIC);
    }

    int call() {
        return call;
    }

    @Override
    public int origin() {
        return location;
    }

    @Override
    public int callPath() {
        return input.callPath(location, call);
    }

    @Override
    public int window() {
        return window;
    }

    @Override
    public int target() {
        return target;
    }

    @Override
    public RmaOperationKind kind() {
        return atomic ? RmaOperationKind.ATOMIC : put > 0 || got == 0 ? RmaOperationKind.PUT : RmaOperationKind.GET;
    }

    @Override
    public long bytesPut() {
        return put;
    }

    @Override
    public long bytesGot() {
        return got;
    }
}
