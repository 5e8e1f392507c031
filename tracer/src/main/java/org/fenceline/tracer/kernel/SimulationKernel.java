package org.fenceline.tracer.kernel;

import java.util.concurrent.locks.LockSupport;

/**
 * The discrete-event kernel of virtual time, after SimGrid's: every simulated process is an {@link Actor} with
 * its own virtual clock, and exactly one actor runs at a time, the one due earliest (ties go to the lower id).
 * An actor runs until it reaches a scheduling point ({@link #sync}) at a time later than another actor's, or
 * until it {@link #block}s; then the kernel hands the turn to the earliest due actor. So whatever an actor
 * observes at time t, every other actor has already done all it does before t: wildcard matching, probes,
 * lock grants and the "no progress" of a target outside MPI are decided in virtual-time order, whatever the
 * host's scheduler does, and with as many actors as fit in memory.
 *
 * <p>What advances an actor's time: its computation outside MPI (measured by its {@link RankClock}) and the
 * interconnect model's costs ({@link #advanceTo}). Blocking costs nothing: a blocked actor resumes at its
 * deadline or at the time of the actor that woke it, whichever is earlier. When no actor can run and some are
 * blocked without a deadline, the job is deadlocked: the kernel says so at once ({@link #onDeadlock}).
 *
 * <p>Threads: each actor is bound to one thread ({@link #attach}); the other threads of the job are not
 * scheduled. Kernel calls from an unbound thread do not wait.
 */
public final class SimulationKernel {
    /**
     * How long a waiting thread polls for its turn, yielding the core, before it parks, when every actor can have a
     * core: then all waiting actors poll. Parking costs more than the wait on a virtual machine whose idle cores halt
     * (a park/unpark hand-over between two threads took 37 us here, one between polling threads 0.5 us). Two ranks
     * of a Jacobi with fence epochs parked in 2 of 3 hand-overs when one of them at a time polled for 50 us, in 1 of
     * 30 when both did, in 1 of 220 when both polled for 1 ms (docs/PERFORMANCE.md, session 16).
     */
    private static final long POLL_NANOS_ACTORS_FIT = 1_000_000;
    /**
     * The same when actors outnumber cores, for the one actor that polls: the running actor and it fill two cores.
     * Short, since on a loaded host the actor that holds the turn may need this very core.
     */
    private static final long POLL_NANOS_NEXT_UP = 50_000;
    private static final boolean MULTICORE = Runtime.getRuntime().availableProcessors() > 1;

    private final Actor[] actors;
    /** Whether every actor can have a core (and there is a second one): then every waiting actor polls before it parks. */
    private final boolean everyonePolls;
    /** Whether only the {@link #nextUp} polls: more actors than cores, and a second core. */
    private final boolean nextUpPolls;
    /** How long a poll lasts before the actor parks. */
    private final long pollNanos;
    private final ActorQueue queue = new ActorQueue();
    private final ThreadLocal<Actor> bound = new ThreadLocal<>();
    /**
     * With more actors than cores, the one that polls for its turn instead of parking: the earliest due after the
     * running one, woken to poll when the turn passes (the next hand-over most often goes to it), so its wake-up
     * overlaps the running actor's turn instead of following it. (The thread that had just handed the turn on
     * used to poll, the actor least likely to run next: most hand-overs then woke a parked thread.)
     */
    private volatile Actor nextUp;
    private Actor running;
    /** Hand-overs of the turn so far: a watcher sees from it whether the job moves. */
    private volatile long handovers;
    private int liveRanks;
    private boolean started;
    private volatile boolean stopped;
    private volatile Runnable onDeadlock = () -> { };

    /** A kernel of {@code ranks} rank actors (ids 0..ranks-1) and {@code daemons} daemon actors after them. */
    public SimulationKernel(int ranks, int daemons) {
        if (ranks < 1 || daemons < 0) {
            throw new IllegalArgumentException("a kernel needs at least one rank actor");
        }
        actors = new Actor[ranks + daemons];
        boolean actorsFitCores = actors.length <= Runtime.getRuntime().availableProcessors();
        this.everyonePolls = MULTICORE && actorsFitCores;
        this.nextUpPolls = MULTICORE && !actorsFitCores;
        this.pollNanos = actorsFitCores ? POLL_NANOS_ACTORS_FIT : POLL_NANOS_NEXT_UP;
        for (int id = 0; id < actors.length; id++) {
            actors[id] = new Actor(id, id >= ranks);
            actors[id].key = 0;
            queue.add(actors[id]);
        }
        liveRanks = ranks;
    }

    /** What to do when every live actor is blocked for good; runs on the thread of the actor that found it. */
    public void onDeadlock(Runnable handler) {
        onDeadlock = handler;
    }

    /**
     * Binds the calling thread to actor {@code id} and returns once it holds the turn. The first actor to run is
     * actor 0 whatever order the threads attach in.
     */
    public void attach(int id) {
        Actor actor = actors[id];
        actor.thread = Thread.currentThread();
        bound.set(actor);
        synchronized (this) {
            if (!started) {
                started = true;
                resume(queue.poll());
            }
        }
        awaitTurn(actor);
    }

    /** The calling actor has ended: the turn passes on. */
    public void detach() {
        Actor me = bound.get();
        if (me == null) {
            return;
        }
        bound.remove();
        boolean deadlocked;
        synchronized (this) {
            if (stopped) {
                me.state = Actor.State.DONE;
                return;
            }
            me.state = Actor.State.DONE;
            if (!me.daemon && --liveRanks == 0) {
                stopped = true;
                releaseAll();
                return;
            }
            if (running != me || stopped) {
                return;
            }
            running = null;
            deadlocked = passTurn();
        }
        if (deadlocked) {
            onDeadlock.run();
        }
    }

    /** Whether the calling thread is an actor of this kernel. */
    public boolean isActor() {
        return bound.get() != null;
    }

    /** Whether scheduling has ended: every rank returned, or the job was aborted. */
    public boolean stopped() {
        return stopped;
    }

    /** The calling actor's virtual time; for an unbound thread, the running actor's. */
    public long now() {
        Actor me = bound.get();
        if (me != null) {
            return me.time;
        }
        Actor current = running;
        return current == null ? 0 : current.time;
    }

    /** Moves the calling actor's time forward to {@code time} (no scheduling point: monitors may be held). */
    public void advanceTo(long time) {
        Actor me = bound.get();
        if (me != null && time > me.time) {
            me.time = time;
        }
    }

    /** Adds {@code nanos} to the calling actor's time. */
    public void advanceBy(long nanos) {
        Actor me = bound.get();
        if (me != null && nanos > 0) {
            me.time += nanos;
        }
    }

    /** A scheduling point: if another actor is due before the caller's time, it runs first. */
    public void sync() {
        Actor me = bound.get();
        if (me == null || stopped) {
            return;
        }
        synchronized (this) {
            Actor first = queue.peek();
            if (first == null || first.key >= me.time || running != me) {
                return;
            }
            me.state = Actor.State.READY;
            me.key = me.time;
            queue.add(me);
            running = null;
            resume(queue.poll());
        }
        awaitTurn(me);
    }

    /**
     * Blocks the calling actor until virtual time {@code deadline} ({@code Long.MAX_VALUE}: until woken) or until
     * another actor {@link #wake}s it; it then resumes at the earlier of the two (never before its own time; a
     * wake counts 1 ns after the waker).
     * Returns at once if the job is deadlocked or stopped; the caller checks why.
     */
    public void block(long deadline) {
        Actor me = bound.get();
        if (me == null) {
            LockSupport.parkNanos(this, 1_000_000L);
            return;
        }
        boolean deadlocked;
        synchronized (this) {
            if (stopped || running != me) {
                return;
            }
            me.state = Actor.State.BLOCKED;
            if (deadline != Long.MAX_VALUE) {
                me.key = Math.max(deadline, me.time);
                queue.add(me);
            }
            running = null;
            deadlocked = passTurn();
        }
        if (deadlocked) {
            onDeadlock.run();
            return;
        }
        awaitTurn(me);
    }

    /**
     * Wakes {@code actor} if it is blocked: it becomes due 1 ns after the caller's time (or at its own, if later).
     * The nanosecond is Lamport's rule: what a rank observes because another woke it happens after the cause, so
     * a message on a network without cost is still received after it was sent.
     */
    public void wake(Actor actor) {
        long at = now() + 1;
        synchronized (this) {
            if (actor.state != Actor.State.BLOCKED) {
                return;
            }
            long key = Math.max(actor.time, at);
            if (actor.slot < 0) {
                actor.key = key;
                queue.add(actor);
            } else if (key < actor.key) {
                queue.advance(actor, key);
            }
            designateNextUp();
        }
    }

    /** The calling thread's actor, or null for an unbound thread. */
    Actor current() {
        return bound.get();
    }

    /** Ends scheduling for good: every actor's thread runs on to its abort check. */
    public void abort() {
        synchronized (this) {
            stopped = true;
            releaseAll();
        }
    }

    /** Under the lock, with no actor running: gives the turn to the earliest due actor; true on deadlock. */
    private boolean passTurn() {
        Actor next = queue.poll();
        if (next == null) {
            return blockedRankExists();
        }
        resume(next);
        return false;
    }

    private boolean blockedRankExists() {
        for (Actor actor : actors) {
            if (!actor.daemon && actor.state == Actor.State.BLOCKED) {
                return true;
            }
        }
        return false;
    }

    /** How often the turn has passed from one actor to another so far. */
    public long handovers() {
        return handovers;
    }

    /**
     * The rank actor that holds the turn while other actors wait to run, or -1: with {@link #handovers}, what a
     * watcher needs to name a rank that keeps the host (it computes, or waits outside MPI for another rank).
     */
    public synchronized int runningWhileOthersWait() {
        Actor current = running;
        return current != null && !current.daemon && !queue.isEmpty() && !stopped ? current.id : -1;
    }

    private void resume(Actor next) {
        handovers++;
        if (next.state == Actor.State.BLOCKED) {
            next.time = Math.max(next.time, next.key);
        }
        next.state = Actor.State.RUNNING;
        running = next;
        next.turn = true;
        Thread thread = next.thread;
        if (thread != null) {
            LockSupport.unpark(thread);
        }
        designateNextUp();
    }

    /**
     * Under the lock, when the turn passes or a wake changes who is due first: with more actors than cores, the
     * earliest due waiting actor becomes the next up and is woken to poll (a wake made it the next in a quarter of
     * the 4-rank Jacobi's hand-overs, which then went to a parked thread).
     */
    private void designateNextUp() {
        Actor after = nextUpPolls ? queue.peek() : null;
        if (after == nextUp) {
            return;
        }
        nextUp = after;
        if (after != null) {
            after.poll = true;
            Thread thread = after.thread;
            if (thread != null) {
                LockSupport.unpark(thread);   // a parked next up looks again and polls
            }
        }
    }

    private void releaseAll() {
        for (Actor actor : actors) {
            actor.turn = true;
            Thread thread = actor.thread;
            if (thread != null) {
                LockSupport.unpark(thread);
            }
        }
    }

    private void awaitTurn(Actor me) {
        if (everyonePolls) {
            me.poll = true;   // once per wait
        }
        while (!me.turn) {
            if (me.poll && mayPoll(me)) {
                me.poll = false;
                long until = System.nanoTime() + pollNanos;
                while (!me.turn && mayPoll(me) && System.nanoTime() < until) {
                    // Yielding rather than spinning: on a loaded host the actor that holds the turn may need
                    // this very core.
                    Thread.yield();
                }
                continue;
            }
            LockSupport.park(this);
        }
        me.turn = false;
    }

    private boolean mayPoll(Actor me) {
        return everyonePolls || nextUpPolls && nextUp == me;
    }
}
