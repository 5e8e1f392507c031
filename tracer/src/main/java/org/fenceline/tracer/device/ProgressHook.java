package org.fenceline.tracer.device;

/**
 * Work a rank's progress engine does besides the message protocols: one-sided operations that the target
 * executes for its origins (digest 000 §6.2, emulated access). The device runs it in every
 * {@link MessageDevice#progress} of the rank, from whichever thread progresses it (the rank itself inside an
 * MPI call, or the asynchronous progress thread), so implementations synchronise per rank.
 */
public interface ProgressHook {
    /** Does the work due for {@code rank}; true if any was done. */
    boolean progress(int rank);

    /** Clock time at which work for {@code rank} falls due, so a sleeping rank wakes then; MAX_VALUE if none. */
    long nextDue(int rank);

    /** True while work is travelling that no rank has done yet (the deadlock detector must not fire). */
    boolean inFlight();
}
