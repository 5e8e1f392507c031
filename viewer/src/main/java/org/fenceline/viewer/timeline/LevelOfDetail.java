package org.fenceline.viewer.timeline;

import java.util.ArrayList;
import java.util.List;

/**
 * Per-location summaries for zoomed-out views: at level k the time axis is cut into bins of
 * {@code finestWidth · 4^k} ns and each bin keeps the category that owns most of its time. A view whose pixels
 * are wider than the finest bin samples one bin per pixel instead of walking the segments, so a frame costs
 * O(pixels) whatever the number of events. Built once when the trace is loaded, separate from any drawing.
 */
public final class LevelOfDetail {
    private static final int FACTOR = 4;
    private static final RegionCategory[] CATEGORIES = RegionCategory.values();
    private final long origin;
    private final long[] widths;
    private final byte[][] levels;

    private LevelOfDetail(long origin, long[] widths, byte[][] levels) {
        this.origin = origin;
        this.widths = widths;
        this.levels = levels;
    }

    /**
     * Builds all levels for one location.
     *
     * @param finestWidth width of a finest bin, chosen so a bin holds a few segments on average
     * @param categoryOfRegion the category of each region id
     */
    public static LevelOfDetail build(LocationTimeline timeline, long origin, long end, long finestWidth,
                                      RegionCategory[] categoryOfRegion) {
        List<byte[]> levels = new ArrayList<>();
        List<Long> widths = new ArrayList<>();
        long width = Math.max(1, finestWidth);
        while (true) {
            int bins = (int) Math.max(1, (end - origin + width - 1) / width);
            levels.add(level(timeline, origin, width, bins, categoryOfRegion));
            widths.add(width);
            if (bins <= 2) {
                break;
            }
            width *= FACTOR;
        }
        return new LevelOfDetail(origin, widths.stream().mapToLong(Long::longValue).toArray(),
                levels.toArray(new byte[0][]));
    }

    private static byte[] level(LocationTimeline t, long origin, long width, int bins, RegionCategory[] categories) {
        byte[] out = new byte[bins];
        double[] acc = new double[CATEGORIES.length];
        int open = -1;
        long limit = origin + (long) bins * width;
        for (int s = 0; s < t.segmentCount(); s++) {
            long a = Math.max(origin, t.start(s));
            long b = Math.min(limit, t.end(s));
            if (a >= b) {
                continue;
            }
            int region = t.region(s);
            int category = region < 0 ? RegionCategory.IDLE.ordinal() : categories[region].ordinal();
            int first = (int) ((a - origin) / width);
            int last = (int) ((b - 1 - origin) / width);
            if (first != open) {
                if (open >= 0) {
                    out[open] = dominant(acc);
                }
                open = first;
            }
            if (first == last) {
                acc[category] += b - a;
                continue;
            }
            acc[category] += origin + (first + 1L) * width - a;
            out[first] = dominant(acc);
            for (int bin = first + 1; bin < last; bin++) {
                out[bin] = (byte) category;
            }
            open = last;
            acc[category] += b - (origin + (long) last * width);
        }
        if (open >= 0) {
            out[open] = dominant(acc);
        }
        return out;
    }

    /** The category with the most time in the accumulator, which is then cleared for the next bin. */
    private static byte dominant(double[] acc) {
        int best = RegionCategory.IDLE.ordinal();
        double most = 0.0;
        for (int c = 0; c < acc.length; c++) {
            if (acc[c] > most) {
                most = acc[c];
                best = c;
            }
            acc[c] = 0.0;
        }
        return (byte) best;
    }

    public int levelCount() {
        return levels.length;
    }

    public long width(int level) {
        return widths[level];
    }

    /** The coarsest level whose bins are no wider than {@code pixelWidth} ns; -1 if even the finest is wider. */
    public int levelFor(double pixelWidth) {
        int best = -1;
        for (int k = 0; k < widths.length; k++) {
            if (widths[k] <= pixelWidth) {
                best = k;
            }
        }
        return best;
    }

    /** The dominant category at time {@code t} on a level (IDLE outside the trace). */
    public RegionCategory categoryAt(int level, long t) {
        long bin = Math.floorDiv(t - origin, widths[level]);
        byte[] bins = levels[level];
        return bin < 0 || bin >= bins.length ? RegionCategory.IDLE : CATEGORIES[bins[(int) bin]];
    }

    /** Bytes the summaries occupy (for the memory note in the docs). */
    public long sizeInBytes() {
        long sum = 0;
        for (byte[] l : levels) {
            sum += l.length;
        }
        return sum;
    }
}
