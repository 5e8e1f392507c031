package org.fenceline.analyzer.replay;

import org.fenceline.analyzer.pattern.PassiveTargetCall;
import org.fenceline.trace.column.ColumnStore;
import org.fenceline.trace.column.IntColumn;
import org.fenceline.trace.column.LongColumn;

/**
 * One origin's calls that may wait for a passive target (passive-target synchronisation calls, one-sided calls in
 * a lock epoch), in columns of a {@link ColumnStore}, one row per call in call order: with the targets it waits
 * for, the lock grant it recorded (with the holder that grant waited for) and the targets' progress. A lock-heavy
 * run has several per lock epoch (1.8 M in 6.6 M events of a ticket counter, 230 MB of heap as objects), so they
 * spill with the rest. {@link PassiveCallView} shows a row to the patterns.
 *
 * <p>Only the last row takes targets: a call's records are consecutive, so its targets are added before the next
 * call's row exists, and every row's targets lie in one flat column.
 */
final class PassiveCallTable {
    private static final int SYNCHRONIZATION = 1;
    private static final int LOCK_RECORDS = 2;

    private final int origin;
    private final IntColumn callPath;
    private final LongColumn enter;
    private final LongColumn leave;
    private final IntColumn flags;
    /** Row i's targets are {@code targets[targetStart[i] .. targetStart[i + 1])} (the last row's: to the end). */
    private final IntColumn targetStart;
    private final IntColumn targets;
    /**
     * The row of the call's lock grant in the grant columns below, or -1: few calls record a grant (a lock call
     * of the six calls per epoch of a ticket counter), so the grants are rows of their own.
     */
    private final IntColumn grantRow;
    private final LongColumn lockRequest;
    private final LongColumn lockGrant;
    private final IntColumn lockHolder;
    private final LongColumn holderGrant;
    private final LongColumn holderRelease;
    private final IntColumn progressTarget;
    private final LongColumn progressTargetEntry;
    private final LongColumn progressTargetLeft;

    PassiveCallTable(int origin, ColumnStore store) {
        this.origin = origin;
        callPath = store.ints();
        enter = store.longs();
        leave = store.longs();
        flags = store.ints();
        targetStart = store.ints();
        targets = store.ints();
        grantRow = store.ints();
        lockRequest = store.longs();
        lockGrant = store.longs();
        lockHolder = store.ints();
        holderGrant = store.longs();
        holderRelease = store.longs();
        progressTarget = store.ints();
        progressTargetEntry = store.longs();
        progressTargetLeft = store.longs();
    }

    /** A new row for a call; returns it. */
    int add(int callPath, boolean synchronization, long enter, long leave) {
        int row = size();
        this.callPath.add(callPath);
        this.enter.add(enter);
        this.leave.add(leave);
        flags.add(synchronization ? SYNCHRONIZATION : 0);
        targetStart.add(targets.size());
        grantRow.add(-1);
        progressTarget.add(-1);
        progressTargetEntry.add(PassiveTargetCall.NONE);
        progressTargetLeft.add(PassiveTargetCall.NONE);
        return row;
    }

    int size() {
        return callPath.size();
    }

    int origin() {
        return origin;
    }

    /** Adds a target the last row's call waits for, once. */
    void addTarget(int row, int target) {
        for (int i = targetStart.get(row); i < targets.size(); i++) {
            if (targets.get(i) == target) {
                return;
            }
        }
        targets.add(target);
    }

    int targetCount(int row) {
        int end = row + 1 < size() ? targetStart.get(row + 1) : targets.size();
        return end - targetStart.get(row);
    }

    int target(int row, int i) {
        return targets.get(targetStart.get(row) + i);
    }

    void lockRecord(int row) {
        flags.set(row, flags.get(row) | LOCK_RECORDS);
    }

    boolean hasLockRecords(int row) {
        return (flags.get(row) & LOCK_RECORDS) != 0;
    }

    boolean isSynchronization(int row) {
        return (flags.get(row) & SYNCHRONIZATION) != 0;
    }

    /**
     * A lock granted in this call at {@code grant}, requested at {@code request}; {@code holder}: the origin whose
     * epoch it waited for (-1: none), granted and released at {@code holderGrant} and {@code holderRelease}. Of
     * several (a lock_all's per-target grants) the one that waited for the latest release is kept: it is the one
     * that held the call up.
     */
    void granted(int row, long request, long grant, int holder, long holderGrant, long holderRelease) {
        int g = grantRow.get(row);
        if (g < 0) {
            grantRow.set(row, lockRequest.size());
            lockRequest.add(request);
            lockGrant.add(grant);
            lockHolder.add(holder);
            this.holderGrant.add(holderGrant);
            this.holderRelease.add(holderRelease);
        } else if (holder >= 0 && (lockHolder.get(g) < 0 || holderRelease > this.holderRelease.get(g))) {
            lockRequest.set(g, request);
            lockGrant.set(g, grant);
            lockHolder.set(g, holder);
            this.holderGrant.set(g, holderGrant);
            this.holderRelease.set(g, holderRelease);
        }
    }

    /** A target's entry into MPI within the call; the latest is kept. */
    void progress(int row, int target, long left, long entry) {
        if (entry > progressTargetEntry.get(row)) {
            progressTarget.set(row, target);
            progressTargetEntry.set(row, entry);
            progressTargetLeft.set(row, left);
        }
    }

    int callPath(int row) {
        return callPath.get(row);
    }

    long enter(int row) {
        return enter.get(row);
    }

    long leave(int row) {
        return leave.get(row);
    }

    long lockRequest(int row) {
        return grantFact(lockRequest, row);
    }

    long lockGrant(int row) {
        return grantFact(lockGrant, row);
    }

    int lockHolder(int row) {
        int g = grantRow.get(row);
        return g < 0 ? -1 : lockHolder.get(g);
    }

    long holderGrant(int row) {
        return grantFact(holderGrant, row);
    }

    long holderRelease(int row) {
        return grantFact(holderRelease, row);
    }

    /** One of the grant columns' values for the call at {@code row}, NONE if it recorded no grant. */
    private long grantFact(LongColumn column, int row) {
        int g = grantRow.get(row);
        return g < 0 ? PassiveTargetCall.NONE : column.get(g);
    }

    int progressTarget(int row) {
        return progressTarget.get(row);
    }

    long progressTargetEntry(int row) {
        return progressTargetEntry.get(row);
    }

    long progressTargetLeft(int row) {
        return progressTargetLeft.get(row);
    }
}
