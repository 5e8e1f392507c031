package org.fenceline.tracer.runtime.collective;

/**
 * The payload bytes the calling thread's last collective sent and received, in MPI's terms (the user's
 * buffers, not the algorithm's traffic): what the measurement's COLLEXIT record carries. Set when a
 * collective call has checked its arguments, read by the facade when the call returns.
 */
public final class Payload {
    private static final ThreadLocal<long[]> LAST = ThreadLocal.withInitial(() -> new long[2]);

    private Payload() {
    }

    static void record(long sent, long received) {
        long[] last = LAST.get();
        last[0] = sent;
        last[1] = received;
    }

    public static long sent() {
        return LAST.get()[0];
    }

    public static long received() {
        return LAST.get()[1];
    }
}
