package org.fenceline.viewer.timeline;

import org.fenceline.analyzer.report.Instance;

/**
 * A pattern instance as the timeline marks it: the waiting interval on its location and, if known, the
 * interval on the partner that caused it. Times are trace nanoseconds (reports give seconds).
 */
public record TimelineHighlight(int location, long start, long end, int partner, long partnerStart, long partnerEnd) {

    public static TimelineHighlight of(Instance instance) {
        Instance.Partner p = instance.partner();
        return new TimelineHighlight(instance.location(), nanos(instance.startS()), nanos(instance.endS()),
                p == null ? -1 : p.location(), p == null ? 0 : nanos(p.startS()), p == null ? 0 : nanos(p.endS()));
    }

    private static long nanos(double seconds) {
        return Math.round(seconds * 1e9);
    }

    public boolean hasPartner() {
        return partner >= 0;
    }

    /** The view that shows both intervals with a margin of a quarter of their joint span on each side. */
    public double[] view() {
        long lo = hasPartner() ? Math.min(start, partnerStart) : start;
        long hi = hasPartner() ? Math.max(end, partnerEnd) : end;
        double margin = Math.max(1.0, (hi - lo) * 0.25);
        return new double[] {lo - margin, hi + margin};
    }
}
