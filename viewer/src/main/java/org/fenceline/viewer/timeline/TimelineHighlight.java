package org.fenceline.viewer.timeline;

import org.fenceline.analyzer.report.Instance;
import org.fenceline.analyzer.report.Report;
import org.fenceline.analyzer.report.RootCause;

/**
 * What the timeline marks after a jump, with one line of text about it: a pattern instance's waiting interval,
 * the interval on the partner it waited for, and the delay the backward replay traced it back to; or a root cause's
 * costliest delay alone. Absent parts are null.
 */
public record TimelineHighlight(LocationSpan waiting, LocationSpan partner, DelayMark delay, String caption) {

    /** An instance with its partner and the delay that caused it, as far as the report knows them. */
    public static TimelineHighlight of(Report report, Instance instance) {
        Instance.Partner p = instance.partner();
        return new TimelineHighlight(LocationSpan.ofSeconds(instance.location(), instance.startS(), instance.endS()),
                p == null ? null : LocationSpan.ofSeconds(p.location(), p.startS(), p.endS()),
                instance.cause() == null ? null : DelayMark.of(instance.cause()), CauseCaption.of(report, instance));
    }

    /** A root cause at the synchronisation where it cost most; {@code null} if the report does not say where. */
    public static TimelineHighlight of(Report report, RootCause cause) {
        if (cause.largest() == null) {
            return null;
        }
        return new TimelineHighlight(null, null, DelayMark.of(cause.largest()), CauseCaption.of(report, cause));
    }

    /** The view that shows every marked interval with a margin of a quarter of their joint span on each side. */
    public double[] view() {
        long lo = Long.MAX_VALUE;
        long hi = Long.MIN_VALUE;
        for (LocationSpan s : new LocationSpan[] {waiting, partner, delay == null ? null : delay.delay()}) {
            if (s != null) {
                lo = Math.min(lo, s.start());
                hi = Math.max(hi, s.end());
            }
        }
        if (delay != null) {
            hi = Math.max(hi, delay.synchronisation());
        }
        double margin = Math.max(1.0, (hi - lo) * 0.25);
        return new double[] {lo - margin, hi + margin};
    }
}
