package org.fenceline.tracer.kernel;

/**
 * One simulated process of the {@link SimulationKernel}: a rank's main thread, or a rank's asynchronous
 * progress thread. Its fields are written by the thread holding the kernel's turn or under the kernel's lock.
 */
final class Actor {
    enum State {
        /** Holds the turn: the only actor whose thread runs. */
        RUNNING,
        /** Wants to run at {@link #key} = its time. */
        READY,
        /** Waits for a wake, or for its deadline {@link #key} when queued. */
        BLOCKED,
        /** Ended. */
        DONE
    }

    final int id;
    /** Daemon actors (progress threads) neither keep the job alive nor count for deadlock detection. */
    final boolean daemon;
    volatile Thread thread;
    /** This actor's virtual time (ns). */
    long time;
    /** Its place in the ready queue: the time it is due to run. */
    long key;
    /** Its index in the ready queue's heap, -1 when not queued. */
    int slot = -1;
    State state = State.READY;
    /** Set by the kernel when it hands this actor the turn; cleared by the actor when it takes it. */
    volatile boolean turn;
    /**
     * Whether it may poll for its turn once before it parks: set by the kernel when it makes this actor the next up
     * (actors outnumber cores), or by the actor at the start of a wait (every actor has a core); cleared by the
     * actor when it starts polling.
     */
    volatile boolean poll;

    Actor(int id, boolean daemon) {
        this.id = id;
        this.daemon = daemon;
    }

    /** Orders actors by the time they are due, then by id, so that every run picks the same one. */
    boolean before(Actor other) {
        return key < other.key || key == other.key && id < other.id;
    }

    @Override
    public String toString() {
        return "actor " + id + " (" + state + " at " + time + ")";
    }
}
