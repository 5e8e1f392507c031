package org.fenceline.analyzer.replay;

import org.fenceline.analyzer.pattern.WindowCollective;
import org.fenceline.analyzer.pattern.WindowCollectiveKind;
import org.fenceline.trace.column.ColumnStore;
import org.fenceline.trace.column.IntColumn;
import org.fenceline.trace.column.LongColumn;

/**
 * One location's create, free and fence calls in event order, completed by the matching with their instances'
 * reductions: one row per call, in columns of a {@link ColumnStore}, since a fence per iteration makes them as
 * many as the iterations. {@link WindowCollectiveView} shows a row to the patterns.
 */
final class WindowCollectiveTable {
    private static final WindowCollectiveKind[] KINDS = WindowCollectiveKind.values();

    private final IntColumn kind;
    private final IntColumn window;
    private final IntColumn callPath;
    private final LongColumn begin;
    private final LongColumn end;
    private final IntColumn matched;
    private final LongColumn latestBegin;
    private final IntColumn latestLocation;
    private final LongColumn earliestEnd;
    private final IntColumn members;
    private final LongColumn lastOperationLeave;
    private final LongColumn lastOperationEnter;
    private final IntColumn lastOperationOrigin;
    private final IntColumn accessingOrigins;
    /** The origin counted last: operations are applied origin by origin, so this counts distinct origins. */
    private final IntColumn lastCountedOrigin;
    /** Per window, its calls' rows in order: the n-th is the location's part of the window's n-th instance. */
    private final IntColumn[] byWindow;

    WindowCollectiveTable(ColumnStore store, int windows) {
        kind = store.ints();
        window = store.ints();
        callPath = store.ints();
        begin = store.longs();
        end = store.longs();
        matched = store.ints();
        latestBegin = store.longs();
        latestLocation = store.ints();
        earliestEnd = store.longs();
        members = store.ints();
        lastOperationLeave = store.longs();
        lastOperationEnter = store.longs();
        lastOperationOrigin = store.ints();
        accessingOrigins = store.ints();
        lastCountedOrigin = store.ints();
        byWindow = new IntColumn[windows];
        for (int w = 0; w < windows; w++) {
            byWindow[w] = store.ints();
        }
    }

    void add(WindowCollectiveKind callKind, int windowId, int reportCallPath, long enter, long exit) {
        byWindow[windowId].add(size());
        kind.add(callKind.ordinal());
        window.add(windowId);
        callPath.add(reportCallPath);
        begin.add(enter);
        end.add(exit);
        matched.add(0);
        latestBegin.add(0);
        latestLocation.add(0);
        earliestEnd.add(0);
        members.add(0);
        lastOperationLeave.add(WindowCollective.NO_OPERATION);
        lastOperationEnter.add(WindowCollective.NO_OPERATION);
        lastOperationOrigin.add(-1);
        accessingOrigins.add(0);
        lastCountedOrigin.add(-1);
    }

    int size() {
        return kind.size();
    }

    /**
     * Room for {@code rows} calls, {@code perWindow[w]} of them on window w, at once ({@link IntColumn#reserve}):
     * a fence per iteration makes the table as long as the iterations.
     */
    void reserve(int rows, int[] perWindow) {
        for (IntColumn column : new IntColumn[] {kind, window, callPath, matched, latestLocation, members,
                lastOperationOrigin, accessingOrigins, lastCountedOrigin}) {
            column.reserve(rows);
        }
        for (LongColumn column : new LongColumn[] {begin, end, latestBegin, earliestEnd, lastOperationLeave,
                lastOperationEnter}) {
            column.reserve(rows);
        }
        for (int w = 0; w < byWindow.length; w++) {
            byWindow[w].reserve(perWindow[w]);
        }
    }

    /** How many create, free and fence calls the location made on the window. */
    int calls(int windowId) {
        return byWindow[windowId].size();
    }

    /** The row of the location's n-th call on the window. */
    int row(int windowId, int n) {
        return byWindow[windowId].get(n);
    }

    void matched(int row, long latest, int latestAt, long earliest, int memberCount) {
        matched.set(row, 1);
        latestBegin.set(row, latest);
        latestLocation.set(row, latestAt);
        earliestEnd.set(row, earliest);
        members.set(row, memberCount);
    }

    /** An operation of the epoch the row's call closes, targeting this location. */
    void accessedBy(int row, int origin, long enter, long leave) {
        if (leave > lastOperationLeave.get(row)) {
            lastOperationLeave.set(row, leave);
            lastOperationEnter.set(row, enter);
            lastOperationOrigin.set(row, origin);
        }
        if (origin != lastCountedOrigin.get(row)) {
            accessingOrigins.set(row, accessingOrigins.get(row) + 1);
            lastCountedOrigin.set(row, origin);
        }
    }

    boolean isMatched(int row) {
        return matched.get(row) != 0;
    }

    WindowCollectiveKind kind(int row) {
        return KINDS[kind.get(row)];
    }

    int window(int row) {
        return window.get(row);
    }

    int callPath(int row) {
        return callPath.get(row);
    }

    long begin(int row) {
        return begin.get(row);
    }

    long end(int row) {
        return end.get(row);
    }

    long latestBegin(int row) {
        return latestBegin.get(row);
    }

    int latestLocation(int row) {
        return latestLocation.get(row);
    }

    long earliestEnd(int row) {
        return earliestEnd.get(row);
    }

    int members(int row) {
        return members.get(row);
    }

    long lastOperationLeave(int row) {
        return lastOperationLeave.get(row);
    }

    long lastOperationEnter(int row) {
        return lastOperationEnter.get(row);
    }

    int lastOperationOrigin(int row) {
        return lastOperationOrigin.get(row);
    }

    int accessingOrigins(int row) {
        return accessingOrigins.get(row);
    }
}
