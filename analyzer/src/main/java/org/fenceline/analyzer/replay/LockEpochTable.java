package org.fenceline.analyzer.replay;

import org.fenceline.trace.column.ColumnStore;
import org.fenceline.trace.column.IntColumn;
import org.fenceline.trace.column.LongColumn;

/**
 * One origin's released lock epochs ({@link LockEpoch}) in columns of a {@link ColumnStore}, one row per epoch in
 * the order they were released: a lock-heavy run has one every few events. The matching orders each target's
 * epochs by grant to find who held a lock up.
 */
final class LockEpochTable {
    private final int origin;
    private final IntColumn window;
    private final IntColumn target;
    private final IntColumn exclusive;
    private final LongColumn request;
    private final LongColumn grant;
    private final LongColumn release;
    private final IntColumn grantedIn;

    LockEpochTable(int origin, ColumnStore store) {
        this.origin = origin;
        window = store.ints();
        target = store.ints();
        exclusive = store.ints();
        request = store.longs();
        grant = store.longs();
        release = store.longs();
        grantedIn = store.ints();
    }

    /** The granted {@code epoch}, released at {@code releasedAt}. */
    void add(LockEpoch epoch, long releasedAt) {
        window.add(epoch.window);
        target.add(epoch.target);
        exclusive.add(epoch.exclusive ? 1 : 0);
        request.add(epoch.request);
        grant.add(epoch.grant);
        release.add(releasedAt);
        grantedIn.add(epoch.grantedIn);
    }

    int size() {
        return window.size();
    }

    int origin() {
        return origin;
    }

    int window(int row) {
        return window.get(row);
    }

    int target(int row) {
        return target.get(row);
    }

    boolean exclusive(int row) {
        return exclusive.get(row) != 0;
    }

    long request(int row) {
        return request.get(row);
    }

    long grant(int row) {
        return grant.get(row);
    }

    long release(int row) {
        return release.get(row);
    }

    /** The origin's passive call (row) the grant was recorded in, or -1. */
    int grantedIn(int row) {
        return grantedIn.get(row);
    }
}
