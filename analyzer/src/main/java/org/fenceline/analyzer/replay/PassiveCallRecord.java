package org.fenceline.analyzer.replay;

import org.fenceline.analyzer.pattern.PassiveTargetCall;
import org.fenceline.trace.column.IntList;

/** An origin's call that may wait for a passive target, with its targets, lock grant and the targets' progress. */
final class PassiveCallRecord implements PassiveTargetCall {
    private final int origin;
    private final int call;
    private final int callPath;
    private final boolean synchronization;
    private final long enter;
    private final long leave;
    private final IntList targets = new IntList(2);
    private boolean hasLockRecords;
    private LockEpoch grant;
    private int progressTarget = -1;
    private long progressTargetEntry = NONE;
    private long progressTargetLeft = NONE;

    PassiveCallRecord(int origin, int call, int callPath, boolean synchronization, long enter, long leave) {
        this.origin = origin;
        this.call = call;
        this.callPath = callPath;
        this.synchronization = synchronization;
        this.enter = enter;
        this.leave = leave;
    }

    int call() {
        return call;
    }

    void addTarget(int target) {
        for (int i = 0; i < targets.size(); i++) {
            if (targets.get(i) == target) {
                return;
            }
        }
        targets.add(target);
    }

    void lockRecord() {
        hasLockRecords = true;
    }

    boolean hasLockRecords() {
        return hasLockRecords;
    }

    IntList targets() {
        return targets;
    }

    /**
     * A lock granted in this call. Of several (a lock_all's per-target grants) the one that waited for the latest
     * release is kept: it is the one that held the call up.
     */
    void granted(LockEpoch epoch) {
        if (grant == null || epoch.holder != null
                && (grant.holder == null || epoch.holder.release > grant.holder.release)) {
            grant = epoch;
        }
    }

    void progress(int target, long left, long entry) {
        if (entry > progressTargetEntry) {
            progressTarget = target;
            progressTargetEntry = entry;
            progressTargetLeft = left;
        }
    }

    @Override
    public int origin() {
        return origin;
    }

    @Override
    public int callPath() {
        return callPath;
    }

    @Override
    public boolean isSynchronization() {
        return synchronization;
    }

    @Override
    public long enter() {
        return enter;
    }

    @Override
    public long leave() {
        return leave;
    }

    @Override
    public long lockRequest() {
        return grant == null ? NONE : grant.request;
    }

    @Override
    public long lockGrant() {
        return grant == null ? NONE : grant.grant;
    }

    @Override
    public int lockHolder() {
        return grant == null || grant.holder == null ? -1 : grant.holder.origin;
    }

    @Override
    public long holderGrant() {
        return grant == null || grant.holder == null ? NONE : grant.holder.grant;
    }

    @Override
    public long holderRelease() {
        return grant == null || grant.holder == null ? NONE : grant.holder.release;
    }

    @Override
    public int progressTarget() {
        return progressTarget;
    }

    @Override
    public long progressTargetEntry() {
        return progressTargetEntry;
    }

    @Override
    public long progressTargetLeft() {
        return progressTargetLeft;
    }
}
