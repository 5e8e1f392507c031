package org.fenceline.analyzer.replay;

import org.fenceline.analyzer.pattern.AccessEpoch;
import org.fenceline.analyzer.pattern.ExposureEpoch;
import org.fenceline.trace.column.ColumnStore;
import org.fenceline.trace.column.IntColumn;
import org.fenceline.trace.column.LongColumn;

/**
 * One origin's general-active-target access epochs (start ... complete) in columns of a {@link ColumnStore}, one row
 * per epoch in the order the epochs started, with their operations and what the matching learns from the targets'
 * exposure epochs. A PSCW-heavy trace holds over a million of them until the replay: as objects (a record and three
 * arrays each) the collector copied them again and again (0.1-0.3 s per young collection on the PSCW benchmark
 * trace); columns are a few large arrays. {@link AccessEpochView} shows a row to the patterns.
 */
final class AccessEpochTable {
    private final int origin;
    /** The start's group by group id, shared with the epoch walk (epochs only read it). */
    private final int[][] groups;

    private final IntColumn window;
    private final IntColumn group;
    private final IntColumn startCallPath;
    private final LongColumn startEnter;
    private final LongColumn startLeave;
    private final IntColumn completeCallPath;
    private final LongColumn completeEnter;
    private final LongColumn completeLeave;
    private final LongColumn lastPostEnter;
    private final LongColumn lastPostLeave;
    private final IntColumn lastPostTarget;
    /** Where the epoch's entries of {@link #lastLeaveTo} begin: one per member of its group, in group order. */
    private final IntColumn lastLeaveBase;
    /** Per (epoch, target): leave of the last operation call to the target, or NO_OPERATION. */
    private final LongColumn lastLeaveTo;
    /** The epoch's operation calls: first entry of its list in the operation columns, -1 if none. */
    private final IntColumn firstOperation;
    private final IntColumn operations;
    /**
     * Per window, of its open epoch (one at a time; only an open epoch gets operations): the last entry of its list,
     * and the call of its last operation (transfer records of one call are one operation), -1 if none.
     */
    private final int[] openLastOperation;
    private final int[] openLastOperationCall;
    /** Operation calls of all epochs; the epochs of different windows may be open at once, hence a list each. */
    private final IntColumn operationCallPath;
    private final LongColumn operationEnter;
    private final LongColumn operationLeave;
    private final IntColumn nextOperation;
    /** The rows of the completed epochs, in the order they completed. */
    private final IntColumn completed;

    AccessEpochTable(int origin, int[][] groups, int windows, ColumnStore store) {
        this.origin = origin;
        this.groups = groups;
        openLastOperation = new int[windows];
        openLastOperationCall = new int[windows];
        window = store.ints();
        group = store.ints();
        startCallPath = store.ints();
        startEnter = store.longs();
        startLeave = store.longs();
        completeCallPath = store.ints();
        completeEnter = store.longs();
        completeLeave = store.longs();
        lastPostEnter = store.longs();
        lastPostLeave = store.longs();
        lastPostTarget = store.ints();
        lastLeaveBase = store.ints();
        lastLeaveTo = store.longs();
        firstOperation = store.ints();
        operations = store.ints();
        operationCallPath = store.ints();
        operationEnter = store.longs();
        operationLeave = store.longs();
        nextOperation = store.ints();
        completed = store.ints();
    }

    /**
     * Room for {@code epochs} epochs of {@code targets} targets in all and {@code operationCalls} operations at once,
     * instead of growing by copies (each of which touches fresh memory).
     */
    void reserve(int epochs, int targets, int operationCalls) {
        lastLeaveTo.reserve(targets);
        for (IntColumn c : new IntColumn[] {window, group, startCallPath, completeCallPath, lastPostTarget,
                lastLeaveBase, firstOperation, operations, completed}) {
            c.reserve(epochs);
        }
        for (LongColumn c : new LongColumn[] {startEnter, startLeave, completeEnter, completeLeave, lastPostEnter,
                lastPostLeave}) {
            c.reserve(epochs);
        }
        for (IntColumn c : new IntColumn[] {operationCallPath, nextOperation}) {
            c.reserve(operationCalls);
        }
        operationEnter.reserve(operationCalls);
        operationLeave.reserve(operationCalls);
    }

    /** A new epoch, started by a call of {@code callPath}; returns its row. */
    int start(int windowId, int groupId, int callPath, long enter, long leave) {
        int row = window.size();
        window.add(windowId);
        group.add(groupId);
        startCallPath.add(callPath);
        startEnter.add(enter);
        startLeave.add(leave);
        completeCallPath.add(0);
        completeEnter.add(0);
        completeLeave.add(0);
        lastPostEnter.add(AccessEpoch.NO_POST);
        lastPostLeave.add(AccessEpoch.NO_POST);
        lastPostTarget.add(-1);
        lastLeaveBase.add(lastLeaveTo.size());
        for (int i = 0; i < groups[groupId].length; i++) {
            lastLeaveTo.add(ExposureEpoch.NO_OPERATION);
        }
        firstOperation.add(-1);
        operations.add(0);
        openLastOperation[windowId] = -1;
        openLastOperationCall[windowId] = -1;
        return row;
    }

    boolean includes(int row, int target) {
        return indexOf(row, target) >= 0;
    }

    /**
     * An operation to a target of the group, while the epoch is its window's open one. Several transfer records of one call (a get-accumulate) are one
     * operation; calls that are not one-sided communication calls count as access but are not listed.
     */
    void operation(int row, int call, int target, int callPath, long enter, long leave, boolean communicationCall) {
        int at = lastLeaveBase.get(row) + indexOf(row, target);
        lastLeaveTo.set(at, Math.max(lastLeaveTo.get(at), leave));
        int w = window.get(row);
        if (communicationCall && (operations.get(row) == 0 || openLastOperationCall[w] != call)) {
            int op = operationCallPath.size();
            operationCallPath.add(callPath);
            operationEnter.add(enter);
            operationLeave.add(leave);
            nextOperation.add(-1);
            if (firstOperation.get(row) < 0) {
                firstOperation.set(row, op);
            } else {
                nextOperation.set(openLastOperation[w], op);
            }
            openLastOperation[w] = op;
            operations.set(row, operations.get(row) + 1);
            openLastOperationCall[w] = call;
        }
    }

    void completed(int row, int callPath, long enter, long leave) {
        completeCallPath.set(row, callPath);
        completeEnter.set(row, enter);
        completeLeave.set(row, leave);
        completed.add(row);
    }

    /** A matched exposure epoch of one of the targets. */
    void exposedBy(int row, int target, long postEnter, long postLeave) {
        if (postEnter > lastPostEnter.get(row)) {
            lastPostEnter.set(row, postEnter);
            lastPostLeave.set(row, postLeave);
            lastPostTarget.set(row, target);
        }
    }

    /** How many epochs completed. */
    int completedCount() {
        return completed.size();
    }

    /** The row of the n-th epoch to complete. */
    int completedRow(int n) {
        return completed.get(n);
    }

    int origin() {
        return origin;
    }

    int window(int row) {
        return window.get(row);
    }

    int[] targets(int row) {
        return groups[group.get(row)];
    }

    int startCallPath(int row) {
        return startCallPath.get(row);
    }

    long startEnter(int row) {
        return startEnter.get(row);
    }

    long startLeave(int row) {
        return startLeave.get(row);
    }

    int completeCallPath(int row) {
        return completeCallPath.get(row);
    }

    long completeEnter(int row) {
        return completeEnter.get(row);
    }

    long completeLeave(int row) {
        return completeLeave.get(row);
    }

    long lastPostEnter(int row) {
        return lastPostEnter.get(row);
    }

    long lastPostLeave(int row) {
        return lastPostLeave.get(row);
    }

    int lastPostTarget(int row) {
        return lastPostTarget.get(row);
    }

    long lastLeaveTo(int row, int target) {
        return lastLeaveTo.get(lastLeaveBase.get(row) + indexOf(row, target));
    }

    int accessedTargets(int row) {
        int base = lastLeaveBase.get(row);
        int targets = targets(row).length;
        int n = 0;
        for (int i = 0; i < targets; i++) {
            if (lastLeaveTo.get(base + i) != ExposureEpoch.NO_OPERATION) {
                n++;
            }
        }
        return n;
    }

    int operations(int row) {
        return operations.get(row);
    }

    /** The epoch's first operation's entry in the operation columns, -1 if none. */
    int firstOperation(int row) {
        return firstOperation.get(row);
    }

    /** The entry after {@code operation} in its epoch's list, -1 after the last. */
    int nextOperation(int operation) {
        return nextOperation.get(operation);
    }

    int operationCallPath(int operation) {
        return operationCallPath.get(operation);
    }

    long operationEnter(int operation) {
        return operationEnter.get(operation);
    }

    long operationLeave(int operation) {
        return operationLeave.get(operation);
    }

    private int indexOf(int row, int target) {
        int[] targets = targets(row);
        for (int i = 0; i < targets.length; i++) {
            if (targets[i] == target) {
                return i;
            }
        }
        return -1;
    }
}
