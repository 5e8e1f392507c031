package org.fenceline.viewer;

import java.util.ArrayList;
import java.util.List;

import org.fenceline.analyzer.report.CallPathNode;
import org.fenceline.analyzer.report.CriticalPathSegment;
import org.fenceline.analyzer.report.DelayInterval;
import org.fenceline.analyzer.report.Instance;
import org.fenceline.analyzer.report.Report;
import org.fenceline.analyzer.report.RootCause;

/**
 * Root causes and a critical path for a report of {@link org.fenceline.viewer.bench.SampleData}, made up for the
 * viewer's tests: the analyzer's backward replay needs the pattern catalog, which the viewer does not depend on.
 * The most severe Late Sender is said to be caused by its sender's computation just before the send (as long as
 * the wait), and the critical path to run on the sender until the wait ends, then on the receiver.
 */
public final class SampleCauses {

    private SampleCauses() {
    }

    public static Report add(Report report) {
        Instance worst = report.instances().get(0);
        Instance.Partner sender = worst.partner();
        CallPathNode compute = report.callTree().nodes().stream()
                .filter(n -> n.region().name().equals("compute")).findFirst().orElseThrow();
        double wait = worst.severityS();
        DelayInterval delay = new DelayInterval(sender.location(), compute, sender.startS() - wait, sender.startS(),
                wait, worst.metricId(), worst.endS(), wait, List.of(worst.location()));
        List<Instance> instances = new ArrayList<>(report.instances());
        instances.set(0, worst.withCause(delay));
        List<RootCause> causes = List.of(new RootCause(sender.location(), compute, worst.metricId(), wait, wait,
                List.of(worst.location()), delay));
        List<CriticalPathSegment> path = List.of(new CriticalPathSegment(sender.location(), 0, worst.endS()),
                new CriticalPathSegment(worst.location(), worst.endS(), report.metadata().durationS()));
        return new Report(report.metrics(), report.callTree(), report.systemTree(), report.severities(),
                report.metadata(), instances, causes, path);
    }
}
