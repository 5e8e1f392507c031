package org.fenceline.analyzer.replay;

import org.fenceline.analyzer.pattern.PassiveTargetCall;

/** The reused {@link PassiveTargetCall} of one location replay: a row of the location's {@link PassiveCallTable}. */
final class PassiveCallView implements PassiveTargetCall {
    private final PassiveCallTable table;
    private int row;

    PassiveCallView(PassiveCallTable table) {
        this.table = table;
    }

    void show(int tableRow) {
        row = tableRow;
    }

    @Override
    public int origin() {
        return table.origin();
    }

    @Override
    public int callPath() {
        return table.callPath(row);
    }

    @Override
    public boolean isSynchronization() {
        return table.isSynchronization(row);
    }

    @Override
    public long enter() {
        return table.enter(row);
    }

    @Override
    public long leave() {
        return table.leave(row);
    }

    @Override
    public long lockRequest() {
        return table.lockRequest(row);
    }

    @Override
    public long lockGrant() {
        return table.lockGrant(row);
    }

    @Override
    public int lockHolder() {
        return table.lockHolder(row);
    }

    @Override
    public long holderGrant() {
        return table.holderGrant(row);
    }

    @Override
    public long holderRelease() {
        return table.holderRelease(row);
    }

    @Override
    public int progressTarget() {
        return table.progressTarget(row);
    }

    @Override
    public long progressTargetEntry() {
        return table.progressTargetEntry(row);
    }

    @Override
    public long progressTargetLeft() {
        return table.progressTargetLeft(row);
    }
}
