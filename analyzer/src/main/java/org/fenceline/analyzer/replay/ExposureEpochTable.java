package org.fenceline.analyzer.replay;

import org.fenceline.analyzer.pattern.ExposureEpoch;
import org.fenceline.trace.column.ColumnStore;
import org.fenceline.trace.column.IntColumn;
import org.fenceline.trace.column.LongColumn;

/**
 * One target's general-active-target exposure epochs (post ... wait, or the test that closes it) in columns of a
 * {@link ColumnStore}, one row per epoch in the order the epochs were posted, with what the matching learns from
 * the origins' access epochs (as {@link AccessEpochTable}, whose reasons apply). {@link ExposureEpochView} shows
 * a row to the patterns.
 */
final class ExposureEpochTable {
    private final int target;
    /** The post's group by group id, shared with the epoch walk. */
    private final int[][] groups;

    private final IntColumn window;
    private final IntColumn group;
    private final LongColumn postEnter;
    private final LongColumn postLeave;
    private final IntColumn closeCallPath;
    private final LongColumn closeEnter;
    private final LongColumn closeLeave;
    private final IntColumn closedByTest;
    private final LongColumn lastCompleteEnter;
    private final LongColumn lastCompleteLeave;
    private final IntColumn lastCompleteOrigin;
    private final LongColumn lastOperationLeave;
    private final IntColumn accessingOrigins;
    /** The rows of the closed epochs, in the order they closed. */
    private final IntColumn closed;

    ExposureEpochTable(int target, int[][] groups, ColumnStore store) {
        this.target = target;
        this.groups = groups;
        window = store.ints();
        group = store.ints();
        postEnter = store.longs();
        postLeave = store.longs();
        closeCallPath = store.ints();
        closeEnter = store.longs();
        closeLeave = store.longs();
        closedByTest = store.ints();
        lastCompleteEnter = store.longs();
        lastCompleteLeave = store.longs();
        lastCompleteOrigin = store.ints();
        lastOperationLeave = store.longs();
        accessingOrigins = store.ints();
        closed = store.ints();
    }

    /** Room for {@code epochs} epochs at once instead of growing by copies. */
    void reserve(int epochs) {
        for (IntColumn c : new IntColumn[] {window, group, closeCallPath, closedByTest, lastCompleteOrigin,
                accessingOrigins, closed}) {
            c.reserve(epochs);
        }
        for (LongColumn c : new LongColumn[] {postEnter, postLeave, closeEnter, closeLeave, lastCompleteEnter,
                lastCompleteLeave, lastOperationLeave}) {
            c.reserve(epochs);
        }
    }

    /** A new epoch, posted by a call from {@code enter} to {@code leave}; returns its row. */
    int post(int windowId, int groupId, long enter, long leave) {
        int row = window.size();
        window.add(windowId);
        group.add(groupId);
        postEnter.add(enter);
        postLeave.add(leave);
        closeCallPath.add(0);
        closeEnter.add(0);
        closeLeave.add(0);
        closedByTest.add(0);
        lastCompleteEnter.add(ExposureEpoch.NO_COMPLETE);
        lastCompleteLeave.add(ExposureEpoch.NO_COMPLETE);
        lastCompleteOrigin.add(-1);
        lastOperationLeave.add(ExposureEpoch.NO_OPERATION);
        accessingOrigins.add(0);
        return row;
    }

    void closed(int row, int callPath, long enter, long leave, boolean byTest) {
        closeCallPath.set(row, callPath);
        closeEnter.set(row, enter);
        closeLeave.set(row, leave);
        closedByTest.set(row, byTest ? 1 : 0);
        closed.add(row);
    }

    /** A matched access epoch of one of the origins: row {@code accessRow} of {@code accesses}. */
    void accessedBy(int row, AccessEpochTable accesses, int accessRow) {
        if (accesses.completeEnter(accessRow) > lastCompleteEnter.get(row)) {
            lastCompleteEnter.set(row, accesses.completeEnter(accessRow));
            lastCompleteLeave.set(row, accesses.completeLeave(accessRow));
            lastCompleteOrigin.set(row, accesses.origin());
        }
        long lastLeave = accesses.lastLeaveTo(accessRow, target);
        if (lastLeave != ExposureEpoch.NO_OPERATION) {
            accessingOrigins.set(row, accessingOrigins.get(row) + 1);
            lastOperationLeave.set(row, Math.max(lastOperationLeave.get(row), lastLeave));
        }
    }

    /** How many epochs closed. */
    int closedCount() {
        return closed.size();
    }

    /** The row of the n-th epoch to close. */
    int closedRow(int n) {
        return closed.get(n);
    }

    int target() {
        return target;
    }

    int window(int row) {
        return window.get(row);
    }

    int[] origins(int row) {
        return groups[group.get(row)];
    }

    long postEnter(int row) {
        return postEnter.get(row);
    }

    long postLeave(int row) {
        return postLeave.get(row);
    }

    int closeCallPath(int row) {
        return closeCallPath.get(row);
    }

    long closeEnter(int row) {
        return closeEnter.get(row);
    }

    long closeLeave(int row) {
        return closeLeave.get(row);
    }

    boolean closedByTest(int row) {
        return closedByTest.get(row) != 0;
    }

    long lastCompleteEnter(int row) {
        return lastCompleteEnter.get(row);
    }

    long lastCompleteLeave(int row) {
        return lastCompleteLeave.get(row);
    }

    int lastCompleteOrigin(int row) {
        return lastCompleteOrigin.get(row);
    }

    long lastOperationLeave(int row) {
        return lastOperationLeave.get(row);
    }

    int accessingOrigins(int row) {
        return accessingOrigins.get(row);
    }
}
