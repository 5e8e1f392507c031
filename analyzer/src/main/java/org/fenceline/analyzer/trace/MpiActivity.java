package org.fenceline.analyzer.trace;

/**
 * When a location was inside MPI: its outermost MPI calls as sorted, disjoint [enter, leave] intervals. A target
 * outside MPI makes no progress on one-sided requests that need it (emulated access, lock requests), so Wait for
 * Progress asks when the target next entered MPI.
 */
public final class MpiActivity {
    /** {@link #nextEntry} when the location never enters MPI again. */
    public static final long NEVER = Long.MAX_VALUE;

    private final LongList enter = new LongList();
    private final LongList leave = new LongList();

    void entered(long time) {
        enter.add(time);
        leave.add(NEVER);
    }

    void left(long time) {
        leave.set(leave.size() - 1, time);
    }

    /** The time from which the location is in MPI at or after {@code time}: {@code time} itself if it is in MPI. */
    public long nextEntry(long time) {
        int lo = 0;
        int hi = enter.size();
        while (lo < hi) { // first interval that leaves after time
            int mid = (lo + hi) >>> 1;
            if (leave.get(mid) <= time) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo == enter.size() ? NEVER : Math.max(time, enter.get(lo));
    }

    void trim() {
        enter.trim();
        leave.trim();
    }
}
