package org.fenceline.analyzer.pattern;

/**
 * A general-active-target exposure epoch at its target (MPI_Win_post ... the MPI_Win_wait or the successful
 * MPI_Win_test that closes it), matched with the access epochs of its origins (see {@link AccessEpoch}).
 * Reported when the epoch is closed, through a view the replay reuses for the next epoch (as {@link AccessEpoch}).
 */
public interface ExposureEpoch {
    /** {@link #lastCompleteEnter()} when no origin's access epoch matched. */
    long NO_COMPLETE = Long.MIN_VALUE;
    /** {@link #lastOperationLeave()} when no matched origin accessed this target. */
    long NO_OPERATION = Long.MIN_VALUE;

    int target();

    int window();

    /** Call path of the closing call: MPI_Win_wait, or the MPI_Win_test that returned true. */
    int closeCallPath();

    long closeEnter();

    long closeLeave();

    /** Whether a test closed the epoch (a test never blocks, so it has no waiting time). */
    boolean closedByTest();

    /** Latest ENTER of MPI_Win_complete over the matched access epochs (Scalasca's lastComplete). */
    long lastCompleteEnter();

    /** The origin whose complete that was, or -1. */
    int lastCompleteOrigin();

    /** Leave of that complete. */
    long lastCompleteLeave();

    /** Latest leave of an operation call of the matched access epochs that targeted this location. */
    long lastOperationLeave();

    /** Size of the post's group. */
    int origins();

    /** How many origins of the group accessed this target in their matched access epoch. */
    int accessingOrigins();
}
