package org.fenceline.analyzer.pattern;

/**
 * A general-active-target access epoch at its origin (MPI_Win_start ... MPI_Win_complete), matched with the
 * exposure epochs of its targets: the n-th start of an origin that includes a target pairs with the n-th post of
 * that target that includes the origin. Reported when the epoch is completed, through a view the replay reuses
 * for the next epoch: a listener keeps values, not the epoch.
 */
public interface AccessEpoch {
    /** {@link #lastPostEnter()} when no target's exposure epoch matched. */
    long NO_POST = Long.MIN_VALUE;

    int origin();

    int window();

    int startCallPath();

    long startEnter();

    long startLeave();

    int completeCallPath();

    long completeEnter();

    long completeLeave();

    /** Latest ENTER of MPI_Win_post over the matched exposure epochs of the targets (Scalasca's lastPost). */
    long lastPostEnter();

    /** The target whose post that was, or -1. */
    int lastPostTarget();

    /** Leave of that post. */
    long lastPostLeave();

    /** Size of the start's group. */
    int targets();

    /** How many targets of the group this epoch's operations accessed. */
    int accessedTargets();

    /** One-sided operation calls in the epoch (on this window), in order. */
    int operations();

    int operationCallPath(int operation);

    long operationEnter(int operation);

    long operationLeave(int operation);
}
