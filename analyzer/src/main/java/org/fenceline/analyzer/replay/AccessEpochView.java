package org.fenceline.analyzer.replay;

import java.util.Objects;

import org.fenceline.analyzer.pattern.AccessEpoch;

/** The reused {@link AccessEpoch} of one location replay: a row of the location's {@link AccessEpochTable}. */
final class AccessEpochView implements AccessEpoch {
    private final AccessEpochTable table;
    private int row;
    /** The operation last looked up and its entry in the table: patterns go through the operations in order. */
    private int cursor;
    private int cursorEntry;

    AccessEpochView(AccessEpochTable table) {
        this.table = table;
    }

    void show(int tableRow) {
        row = tableRow;
        cursor = 0;
        cursorEntry = table.firstOperation(row);
    }

    @Override
    public int origin() {
        return table.origin();
    }

    @Override
    public int window() {
        return table.window(row);
    }

    @Override
    public int startCallPath() {
        return table.startCallPath(row);
    }

    @Override
    public long startEnter() {
        return table.startEnter(row);
    }

    @Override
    public long startLeave() {
        return table.startLeave(row);
    }

    @Override
    public int completeCallPath() {
        return table.completeCallPath(row);
    }

    @Override
    public long completeEnter() {
        return table.completeEnter(row);
    }

    @Override
    public long completeLeave() {
        return table.completeLeave(row);
    }

    @Override
    public long lastPostEnter() {
        return table.lastPostEnter(row);
    }

    @Override
    public int lastPostTarget() {
        return table.lastPostTarget(row);
    }

    @Override
    public long lastPostLeave() {
        return table.lastPostLeave(row);
    }

    @Override
    public int targets() {
        return table.targets(row).length;
    }

    @Override
    public int accessedTargets() {
        return table.accessedTargets(row);
    }

    @Override
    public int operations() {
        return table.operations(row);
    }

    @Override
    public int operationCallPath(int operation) {
        return table.operationCallPath(entry(operation));
    }

    @Override
    public long operationEnter(int operation) {
        return table.operationEnter(entry(operation));
    }

    @Override
    public long operationLeave(int operation) {
        return table.operationLeave(entry(operation));
    }

    /** The table entry of the epoch's {@code operation}-th operation, walking on from the last one looked up. */
    private int entry(int operation) {
        Objects.checkIndex(operation, table.operations(row));
        if (operation < cursor) {
            cursor = 0;
            cursorEntry = table.firstOperation(row);
        }
        while (cursor < operation) {
            cursorEntry = table.nextOperation(cursorEntry);
            cursor++;
        }
        return cursorEntry;
    }
}
