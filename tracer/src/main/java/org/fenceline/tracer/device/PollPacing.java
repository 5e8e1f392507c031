package org.fenceline.tracer.device;

/**
 * How a rank that polls for a message spends the moment between two polls (wall clock only). Spinning notices a
 * message soonest, but only while the partner has a core of its own to send it from; otherwise the spinner keeps
 * the partner (or the JIT compiler, or the garbage collector) from running, and each poll must offer the core
 * ({@link Thread#yield()}, which returns at once when nobody wants it; measured on 2 loaded cores, offering it
 * only every 64th poll made an 8-B half round trip 3-4x slower). So a wait spins for a while first, as Open MPI's
 * and HotSpot's monitors do, and then offers the core on every poll:
 * <ul>
 * <li>not at all when the job's ranks outnumber the host's cores (counting only the ranks awake at the moment
 *     was tried: a rank sleeping for a moment then let the others spin, and 4 ranks on 2 cores got slower);</li>
 * <li>otherwise for a window each rank adapts to its own waits ({@link Spin}): it doubles after a wait that
 *     ended inside it and halves after one that outlasted it, so it closes while the partner is slow (running
 *     code not yet compiled, or sharing a core with other work) and opens again once replies come quickly.</li>
 * </ul>
 */
final class PollPacing {
    /** The widest spin window: a few round trips of the slowest short message. */
    static final long MAX_SPIN_NANOS = 20_000;
    /** The window a closed spin reopens with, tried on every {@link #PROBE_EVERY}th wait. */
    static final long PROBE_SPIN_NANOS = 1_000;
    static final int PROBE_EVERY = 16;
    /** How long a rank with a core of its own polls before it sleeps. */
    static final long POLL_WITH_OWN_CORE_NANOS = 1_000_000;
    private final int ranks;
    private final int cores;

    PollPacing(int ranks, int cores) {
        this.ranks = ranks;
        this.cores = cores;
    }

    /** Pacing for a job of {@code ranks} on the cores this JVM may use. */
    static PollPacing forHost(int ranks) {
        return new PollPacing(ranks, Runtime.getRuntime().availableProcessors());
    }

    /** True when every rank has a core of its own, so that spinning can pay off. */
    boolean coresForAll() {
        return ranks <= cores;
    }

    /**
     * How long a wait polls before it sleeps until woken: the profile's {@code nanos} when ranks share cores, where a
     * polling rank takes a core from one that could run; at least {@link #POLL_WITH_OWN_CORE_NANOS} when every rank
     * has a core, since a sleeping rank then only adds the host's wake-up latency (tens of microseconds) to its wait.
     */
    long pollBeforeSleep(long nanos) {
        return coresForAll() ? Math.max(nanos, POLL_WITH_OWN_CORE_NANOS) : nanos;
    }

    /** A new spin window for one rank, initially wide open. */
    Spin spin() {
        return new Spin();
    }

    /**
     * The spin window of one rank. Touched by the rank's waiting threads without a lock: under MPI_THREAD_MULTIPLE
     * two waits may race on it, which can only misjudge one window.
     */
    final class Spin {
        private long window = MAX_SPIN_NANOS;
        private int closedWaits;

        /** The window for a wait about to begin. */
        long begin() {
            if (!coresForAll()) {
                return 0;
            }
            if (window == 0) {
                return ++closedWaits % PROBE_EVERY == 0 ? PROBE_SPIN_NANOS : 0;
            }
            return window;
        }

        /** Waits between two polls of a wait that has lasted {@code waitedNanos} with window {@code spinNanos}. */
        void pause(long waitedNanos, long spinNanos) {
            if (waitedNanos < spinNanos) {
                Thread.onSpinWait();
            } else {
                Thread.yield();
            }
        }

        /** Adapts the window to a wait that ended after {@code waitedNanos} (while polling, not asleep). */
        void ended(long waitedNanos, long spinNanos) {
            if (spinNanos == 0) {
                return;
            }
            if (waitedNanos <= spinNanos) {
                window = Math.min(MAX_SPIN_NANOS, Math.max(spinNanos, window) * 2);
            } else {
                window = window / 2 < PROBE_SPIN_NANOS ? 0 : window / 2;
            }
        }
    }
}
