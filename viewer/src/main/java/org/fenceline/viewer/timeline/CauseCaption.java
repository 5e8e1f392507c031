package org.fenceline.viewer.timeline;

import org.fenceline.analyzer.report.CauseSentence;
import org.fenceline.analyzer.report.Instance;
import org.fenceline.analyzer.report.Report;
import org.fenceline.analyzer.report.RootCause;

/**
 * The line of text above the timeline about what it marks, e.g. {@code rank 1, solve: 101.824 ms of computation,
 * causes 305.472 ms of Wait at Fence on ranks 0, 2, 3} — the delay at one synchronisation for an instance, the sum
 * over all synchronisations for a root cause.
 */
final class CauseCaption {

    private CauseCaption() {
    }

    static String of(Report report, Instance instance) {
        String wait = String.format("%s on %s (%s)", name(report, instance.metricId()),
                CauseSentence.name(report.systemTree(), instance.location()),
                TimelineHover.formatDuration(instance.severityS() * 1e9));
        if (instance.cause() == null) {
            return wait + ": no root cause (the backward replay does not trace this wait state, or nothing delayed it)";
        }
        String sentence = CauseSentence.of(report, instance.cause(), CauseCaption::duration);
        return instance.cause().causesDirectly(instance) ? sentence
                : sentence + "; this " + wait + " follows from it through wait-state propagation";
    }

    static String of(Report report, RootCause cause) {
        return CauseSentence.of(report, cause, CauseCaption::duration) + "; shown where it cost most: "
                + duration(cause.largest().costS()) + " at " + TimelineHover.formatTime(
                cause.largest().synchronisationS() * 1e9);
    }

    private static String duration(double seconds) {
        return TimelineHover.formatDuration(seconds * 1e9);
    }

    private static String name(Report report, String metricId) {
        return report.metrics().contains(metricId) ? report.metrics().byId(metricId).displayName() : metricId;
    }
}
