package org.fenceline.analyzer.replay;

import java.util.Arrays;
import java.util.Objects;

import org.fenceline.analyzer.pattern.AccessEpoch;
import org.fenceline.analyzer.pattern.ExposureEpoch;

/** An origin's access epoch: its start, operations and complete, and the matched targets' latest post. */
final class AccessEpochRecord implements AccessEpoch {
    private final int origin;
    private final int window;
    private final int[] targets;
    /** Per target (same index as {@link #targets}): leave of the last operation call to it, or NO_OPERATION. */
    private final long[] lastLeaveTo;
    private final int startCallPath;
    private final long startEnter;
    private final long startLeave;
    private int completeCallPath;
    private long completeEnter;
    private long completeLeave;
    /*
     * The operation calls, in two arrays grown here rather than four lists: a trace of general-active-target
     * epochs holds one record per epoch until the replay, over a million on a PSCW-heavy trace, and the collector
     * copies and marks every object of them (they were about half of the records' objects).
     */
    private int operations;
    /** Call of the last operation, -1 if none: transfer records of one call are one operation. */
    private int lastOperationCall = -1;
    /** Per operation, its call path; null until the first. */
    private int[] operationCallPaths;
    /** Per operation, its enter and leave time ({@code 2·operation}, {@code 2·operation + 1}). */
    private long[] operationTimes;
    private long lastPostEnter = NO_POST;
    private long lastPostLeave = NO_POST;
    private int lastPostTarget = -1;

    AccessEpochRecord(int origin, int window, int[] group, int startCallPath, long startEnter,
                      long startLeave) {
        this.origin = origin;
        this.window = window;
        this.targets = group;
        this.lastLeaveTo = new long[targets.length];
        Arrays.fill(lastLeaveTo, ExposureEpoch.NO_OPERATION);
        this.startCallPath = startCallPath;
        this.startEnter = startEnter;
        this.startLeave = startLeave;
    }

    boolean includes(int target) {
        return indexOf(target) >= 0;
    }

    int[] targetArray() {
        return targets;
    }

    /**
     * An operation to a target of the group. Several transfer records of one call (a get-accumulate) are one
     * operation; calls that are not one-sided communication calls count as access but are not listed.
     */
    void operation(int call, int target, int callPath, long enter, long leave, boolean communicationCall) {
        int t = indexOf(target);
        lastLeaveTo[t] = Math.max(lastLeaveTo[t], leave);
        if (communicationCall && (operations == 0 || lastOperationCall != call)) {
            if (operationCallPaths == null) {
                operationCallPaths = new int[2];
                operationTimes = new long[4];
            } else if (operations == operationCallPaths.length) {
                operationCallPaths = Arrays.copyOf(operationCallPaths, 2 * operations);
                operationTimes = Arrays.copyOf(operationTimes, 4 * operations);
            }
            operationCallPaths[operations] = callPath;
            operationTimes[2 * operations] = enter;
            operationTimes[2 * operations + 1] = leave;
            operations++;
            lastOperationCall = call;
        }
    }

    void completed(int callPath, long enter, long leave) {
        completeCallPath = callPath;
        completeEnter = enter;
        completeLeave = leave;
    }

    /** A matched exposure epoch of one of the targets. */
    void exposedBy(int target, long postEnter, long postLeave) {
        if (postEnter > lastPostEnter) {
            lastPostEnter = postEnter;
            lastPostLeave = postLeave;
            lastPostTarget = target;
        }
    }

    long lastLeaveTo(int target) {
        return lastLeaveTo[indexOf(target)];
    }

    private int indexOf(int target) {
        for (int i = 0; i < targets.length; i++) {
            if (targets[i] == target) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public int origin() {
        return origin;
    }

    @Override
    public int window() {
        return window;
    }

    @Override
    public int startCallPath() {
        return startCallPath;
    }

    @Override
    public long startEnter() {
        return startEnter;
    }

    @Override
    public long startLeave() {
        return startLeave;
    }

    @Override
    public int completeCallPath() {
        return completeCallPath;
    }

    @Override
    public long completeEnter() {
        return completeEnter;
    }

    @Override
    public long completeLeave() {
        return completeLeave;
    }

    @Override
    public long lastPostEnter() {
        return lastPostEnter;
    }

    @Override
    public int lastPostTarget() {
        return lastPostTarget;
    }

    @Override
    public long lastPostLeave() {
        return lastPostLeave;
    }

    @Override
    public int targets() {
        return targets.length;
    }

    @Override
    public int accessedTargets() {
        int n = 0;
        for (long leave : lastLeaveTo) {
            if (leave != ExposureEpoch.NO_OPERATION) {
                n++;
            }
        }
        return n;
    }

    @Override
    public int operations() {
        return operations;
    }

    @Override
    public int operationCallPath(int operation) {
        return operationCallPaths[Objects.checkIndex(operation, operations)];
    }

    @Override
    public long operationEnter(int operation) {
        return operationTimes[2 * Objects.checkIndex(operation, operations)];
    }

    @Override
    public long operationLeave(int operation) {
        return operationTimes[2 * Objects.checkIndex(operation, operations) + 1];
    }
}
