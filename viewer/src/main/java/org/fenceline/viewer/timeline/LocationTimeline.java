package org.fenceline.viewer.timeline;

import java.util.Arrays;

/**
 * One location's time split into segments, each owned by the innermost region active in it (region -1:
 * outside every region). A segment ends where the next begins; the last ends at {@link #end()}. This flat
 * form is what a timeline colours, and at 14 bytes per ENTER/EXIT it keeps a 10 M-event trace in memory.
 */
public final class LocationTimeline {
    private final long[] starts;
    private final int[] regions;
    private final byte[] depths;
    private final boolean[] opensVisit;
    private final int count;
    private final long end;

    private LocationTimeline(long[] starts, int[] regions, byte[] depths, boolean[] opensVisit, int count, long end) {
        this.starts = starts;
        this.regions = regions;
        this.depths = depths;
        this.opensVisit = opensVisit;
        this.count = count;
        this.end = end;
    }

    public int segmentCount() {
        return count;
    }

    public long start(int segment) {
        return starts[segment];
    }

    /** Where the segment ends: the next segment's start, or the location's last event. */
    public long end(int segment) {
        return segment + 1 < count ? starts[segment + 1] : end;
    }

    /** The innermost region of the segment, -1 outside all regions. */
    public int region(int segment) {
        return regions[segment];
    }

    /** Nesting depth of the segment's region (0 for an outermost region, -1 outside all regions). */
    public int depth(int segment) {
        return depths[segment];
    }

    public long end() {
        return end;
    }

    /** The segment covering time {@code t}, or -1 before the first segment or after the end. */
    public int segmentAt(long t) {
        if (count == 0 || t < starts[0] || t >= end) {
            return -1;
        }
        int i = Arrays.binarySearch(starts, 0, count, t);
        return i >= 0 ? i : -i - 2;
    }

    /** The first segment ending after {@code t} (for a sweep starting at {@code t}). */
    public int firstSegmentEndingAfter(long t) {
        int s = segmentAt(t);
        return s >= 0 ? s : (count > 0 && t < starts[0] ? 0 : count);
    }

    /** A region visit: the region and the whole time it was on the stack, not only the segment's part. */
    public record RegionSpan(int region, int depth, long start, long end) {
    }

    /**
     * The visit of the segment's region that contains this segment, or null for an idle segment. A visit is
     * the run of segments from its ENTER (a segment that opens a visit at depth d) up to the first segment
     * above depth d or the next visit opened at depth d.
     */
    public RegionSpan visitOf(int segment) {
        int d = depths[segment];
        if (d < 0) {
            return null;
        }
        int first = segment;
        while (first > 0 && !(depths[first] == d && opensVisit[first]) && depths[first - 1] >= d) {
            first--;
        }
        int last = segment;
        while (last + 1 < count && (depths[last + 1] > d || depths[last + 1] == d && !opensVisit[last + 1])) {
            last++;
        }
        return new RegionSpan(regions[segment], d, starts[first], end(last));
    }

    /** Turns a location's ENTER and EXIT sequence into segments. */
    public static final class Builder {
        private long[] starts = new long[1024];
        private int[] regions = new int[1024];
        private byte[] depths = new byte[1024];
        private boolean[] opensVisit = new boolean[1024];
        private int count;
        private int[] stack = new int[64];
        private long[] enterTimes = new long[64];
        private int top = -1;
        private long last;

        public void enter(long time, int region) {
            if (++top == stack.length) {
                stack = Arrays.copyOf(stack, top * 2);
                enterTimes = Arrays.copyOf(enterTimes, top * 2);
            }
            stack[top] = region;
            enterTimes[top] = time;
            segment(time, region, top, true);
        }

        /** Closes the innermost region and returns its enter time. */
        public long exit(long time) {
            if (top < 0) {
                throw new IllegalStateException("exit at " + time + " without an open region");
            }
            long entered = enterTimes[top];
            top--;
            segment(time, top >= 0 ? stack[top] : -1, top, false);
            return entered;
        }

        /** The innermost open region, -1 if none. */
        public int openRegion() {
            return top >= 0 ? stack[top] : -1;
        }

        /** Enter time of the innermost open region. */
        public long openSince() {
            return top >= 0 ? enterTimes[top] : last;
        }

        /** Stack depth of the innermost open region (0 = outermost), -1 if none. */
        public int openDepth() {
            return top;
        }

        public void seen(long time) {
            last = Math.max(last, time);
        }

        private void segment(long time, int region, int depth, boolean opens) {
            seen(time);
            if (count > 0 && starts[count - 1] == time) {
                count--; // zero-length segment: the newer state replaces it
            }
            if (count == starts.length) {
                starts = Arrays.copyOf(starts, count * 2);
                regions = Arrays.copyOf(regions, count * 2);
                depths = Arrays.copyOf(depths, count * 2);
                opensVisit = Arrays.copyOf(opensVisit, count * 2);
            }
            starts[count] = time;
            regions[count] = region;
            depths[count] = (byte) Math.min(depth, Byte.MAX_VALUE);
            opensVisit[count] = opens;
            count++;
        }

        public LocationTimeline build() {
            return new LocationTimeline(Arrays.copyOf(starts, count), Arrays.copyOf(regions, count),
                    Arrays.copyOf(depths, count), Arrays.copyOf(opensVisit, count), count, last);
        }
    }
}
