package org.fenceline.analyzer.trace;

import org.fenceline.trace.column.LongColumn;

/**
 * Searches an ascending {@link LongColumn} from where its previous search ended (a finger search: galloping out
 * from the previous answer, then bisecting), so a run of searches for nearby values costs a few probes each
 * instead of a bisection of the whole column, whose probes into millions of entries mostly miss the cache. The
 * backward replay's searches move steadily back through time, which is this case. One per caller and column; not
 * thread-safe.
 */
public final class FingerSearch {
    private final LongColumn column;
    /** The previous answer. */
    private int finger;

    public FingerSearch(LongColumn column) {
        this.column = column;
    }

    /** The index of the first value at or after {@code value} ({@link LongColumn#size()} if none). */
    public int firstAtOrAfter(long value) {
        int size = column.size();
        int at = Math.min(finger, size);
        // Invariant of the bisection below: the answer is in (lo, hi]; values at lo are below, at hi not.
        int lo;
        int hi;
        if (at > 0 && column.get(at - 1) >= value) {
            hi = at - 1;
            lo = -1;
            for (long step = 1; hi - step >= 0; step <<= 1) {
                int probe = (int) (hi - step);
                if (column.get(probe) < value) {
                    lo = probe;
                    break;
                }
                hi = probe;
            }
        } else {
            if (at == size || column.get(at) >= value) {
                finger = at;
                return at;
            }
            lo = at;
            hi = size;
            for (long step = 1; lo + step < size; step <<= 1) {
                int probe = (int) (lo + step);
                if (column.get(probe) >= value) {
                    hi = probe;
                    break;
                }
                lo = probe;
            }
        }
        while (hi - lo > 1) {
            int mid = lo + ((hi - lo) >>> 1);
            if (column.get(mid) < value) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        finger = hi;
        return hi;
    }

    /** The index of the first value after {@code value}. */
    public int firstAfter(long value) {
        return value == Long.MAX_VALUE ? column.size() : firstAtOrAfter(value + 1);
    }
}
