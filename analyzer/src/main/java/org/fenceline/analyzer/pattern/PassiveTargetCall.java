package org.fenceline.analyzer.pattern;

/**
 * An origin's call that may wait for a passive target: a passive-target synchronisation call (MPI_Win_lock,
 * unlock, lock_all, unlock_all, flush*) or a one-sided operation call inside a lock epoch. It carries the two
 * facts Scalasca's replay ships to the origin: the lock holder this call's lock grant had to wait for, and when
 * the target entered MPI (and so made progress) after the call began.
 */
public interface PassiveTargetCall {
    /** Times of facts that do not apply. */
    long NONE = Long.MIN_VALUE;

    int origin();

    int callPath();

    /** Whether the call is a synchronisation call (else a one-sided communication call). */
    boolean isSynchronization();

    long enter();

    long leave();

    /** When the lock granted in this call was requested (possibly in an earlier call), or {@link #NONE}. */
    long lockRequest();

    /** When it was granted (LOCK_ACQUIRED), or {@link #NONE}. */
    long lockGrant();

    /**
     * The origin whose conflicting lock epoch was released last before that grant, while this origin was
     * waiting (exclusive locks exclude everyone, shared ones only exclusive ones), or -1.
     */
    int lockHolder();

    /** That holder's grant. */
    long holderGrant();

    /** That holder's release (LOCK_RELEASE): when this origin could have the lock. */
    long holderRelease();

    /**
     * The target whose last stretch outside MPI ended latest inside the call (it entered MPI after the call
     * began and before it ended), or -1 if no target entered MPI during the call.
     */
    int progressTarget();

    /** When that target entered MPI. */
    long progressTargetEntry();

    /**
     * When that target had left MPI before that entry (it may have been in MPI when the call began), or
     * {@link Long#MIN_VALUE} if the entry was its first.
     */
    long progressTargetLeft();
}
