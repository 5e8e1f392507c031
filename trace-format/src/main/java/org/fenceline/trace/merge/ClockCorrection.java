package org.fenceline.trace.merge;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.fenceline.trace.local.LocalDefinition.ClockSyncPoint;

/**
 * Maps one location's raw clock to trace time: {@code corrected = raw - offset(raw) - traceStart}. The offset is
 * interpolated linearly between the location's clock-sync points (the runtime measures one at Init and one at
 * Finalize); before the first and after the last point it is extrapolated along the nearest segment (constant
 * drift). With one point the offset is constant, with none it is zero.
 *
 * <p>The offset must change more slowly than time (|drift| &lt; 1, always true for real clocks); then the map is
 * monotone and never reorders a location's events. Equal results for neighbouring raw times are possible
 * after rounding; the merge's tie-break separates them.
 */
public final class ClockCorrection {
    private final long[] times;
    private final long[] offsets;
    private final long traceStart;

    private ClockCorrection(long[] times, long[] offsets, long traceStart) {
        this.times = times;
        this.offsets = offsets;
        this.traceStart = traceStart;
    }

    /** @throws IllegalArgumentException if two points share a time or imply a clock running backwards */
    public static ClockCorrection of(List<ClockSyncPoint> points) {
        List<ClockSyncPoint> sorted = new ArrayList<>(points);
        sorted.sort(Comparator.comparingLong(ClockSyncPoint::localTime));
        long[] t = new long[sorted.size()];
        long[] o = new long[sorted.size()];
        for (int i = 0; i < t.length; i++) {
            t[i] = sorted.get(i).localTime();
            o[i] = sorted.get(i).offset();
            if (i > 0) {
                if (t[i] == t[i - 1]) {
                    throw new IllegalArgumentException("two clock sync points at local time " + t[i]);
                }
                if (Math.abs((double) (o[i] - o[i - 1])) >= (double) (t[i] - t[i - 1])) {
                    throw new IllegalArgumentException("clock sync points at " + t[i - 1] + " and " + t[i]
                            + " imply a drift of 100% or more");
                }
            }
        }
        return new ClockCorrection(t, o, 0);
    }

    /** The same correction, shifted so that {@code traceStart} (a corrected time) becomes 0. */
    ClockCorrection startingAt(long newTraceStart) {
        return new ClockCorrection(times, offsets, newTraceStart);
    }

    public long correct(long raw) {
        return raw - offset(raw) - traceStart;
    }

    /** The raw time that {@link #correct} maps to {@code corrected} (exact for a constant offset). */
    public long raw(long corrected) {
        long guess = corrected + traceStart + offset(corrected + traceStart);
        return corrected + traceStart + offset(guess);
    }

    long offset(long raw) {
        int n = times.length;
        if (n == 0) {
            return 0;
        }
        if (n == 1) {
            return offsets[0];
        }
        int i = 0;
        while (i < n - 2 && raw > times[i + 1]) {
            i++;
        }
        double fraction = (double) (raw - times[i]) / (double) (times[i + 1] - times[i]);
        return offsets[i] + Math.round((offsets[i + 1] - offsets[i]) * fraction);
    }
}
