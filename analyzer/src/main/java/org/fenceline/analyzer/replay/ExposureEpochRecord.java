package org.fenceline.analyzer.replay;


import org.fenceline.analyzer.pattern.ExposureEpoch;

/** A target's exposure epoch: its post and closing call, and the matched origins' latest complete. */
final class ExposureEpochRecord implements ExposureEpoch {
    private final int target;
    private final int window;
    private final int[] origins;
    private final long postEnter;
    private final long postLeave;
    private int closeCallPath;
    private long closeEnter;
    private long closeLeave;
    private boolean closedByTest;
    private long lastCompleteEnter = NO_COMPLETE;
    private long lastCompleteLeave = NO_COMPLETE;
    private int lastCompleteOrigin = -1;
    private long lastOperationLeave = NO_OPERATION;
    private int accessingOrigins;

    ExposureEpochRecord(int target, int window, int[] group, long postEnter, long postLeave) {
        this.target = target;
        this.window = window;
        this.origins = group;
        this.postEnter = postEnter;
        this.postLeave = postLeave;
    }

    int[] originArray() {
        return origins;
    }

    long postEnter() {
        return postEnter;
    }

    long postLeave() {
        return postLeave;
    }

    void closed(int callPath, long enter, long leave, boolean byTest) {
        closeCallPath = callPath;
        closeEnter = enter;
        closeLeave = leave;
        closedByTest = byTest;
    }

    /** A matched access epoch of one of the origins. */
    void accessedBy(AccessEpochRecord access) {
        if (access.completeEnter() > lastCompleteEnter) {
            lastCompleteEnter = access.completeEnter();
            lastCompleteLeave = access.completeLeave();
            lastCompleteOrigin = access.origin();
        }
        long lastLeave = access.lastLeaveTo(target);
        if (lastLeave != NO_OPERATION) {
            accessingOrigins++;
            lastOperationLeave = Math.max(lastOperationLeave, lastLeave);
        }
    }

    @Override
    public int target() {
        return target;
    }

    @Override
    public int window() {
        return window;
    }

    @Override
    public int closeCallPath() {
        return closeCallPath;
    }

    @Override
    public long closeEnter() {
        return closeEnter;
    }

    @Override
    public long closeLeave() {
        return closeLeave;
    }

    @Override
    public boolean closedByTest() {
        return closedByTest;
    }

    @Override
    public long lastCompleteEnter() {
        return lastCompleteEnter;
    }

    @Override
    public int lastCompleteOrigin() {
        return lastCompleteOrigin;
    }

    @Override
    public long lastCompleteLeave() {
        return lastCompleteLeave;
    }

    @Override
    public long lastOperationLeave() {
        return lastOperationLeave;
    }

    @Override
    public int origins() {
        return origins.length;
    }

    @Override
    public int accessingOrigins() {
        return accessingOrigins;
    }
}
