package org.fenceline.viewer.timeline;

import java.util.List;

import org.fenceline.analyzer.report.CriticalPathSegment;

/**
 * A report's critical path in trace nanoseconds, in columns: segment i runs on location {@code location(i)} from
 * {@code start(i)} to {@code end(i)}; segments are in time order and do not overlap, so the ones in a view are
 * found by a binary search.
 */
public final class CriticalPathTrack {
    private final int[] locations;
    private final long[] starts;
    private final long[] ends;

    public CriticalPathTrack(List<CriticalPathSegment> segments) {
        int n = segments.size();
        locations = new int[n];
        starts = new long[n];
        ends = new long[n];
        for (int i = 0; i < n; i++) {
            CriticalPathSegment s = segments.get(i);
            locations[i] = s.location();
            starts[i] = LocationSpan.nanos(s.startS());
            ends[i] = LocationSpan.nanos(s.endS());
        }
    }

    public int count() {
        return starts.length;
    }

    public int location(int i) {
        return locations[i];
    }

    public long start(int i) {
        return starts[i];
    }

    public long end(int i) {
        return ends[i];
    }

    /** The first segment that ends after {@code t} ({@link #count()} if none). */
    public int firstEndingAfter(double t) {
        int lo = 0;
        int hi = ends.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (ends[mid] <= t) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }
}
