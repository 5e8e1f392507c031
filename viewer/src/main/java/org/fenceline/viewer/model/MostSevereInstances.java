package org.fenceline.viewer.model;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.fenceline.analyzer.report.CallPathNode;
import org.fenceline.analyzer.report.Instance;
import org.fenceline.analyzer.report.Metric;
import org.fenceline.analyzer.report.Report;

/** The instances a report keeps for a pattern, most severe first (Cube's "max severity" list). */
public final class MostSevereInstances {

    private MostSevereInstances() {
    }

    /** Instances of {@code metric} and of the metrics below it, most severe first, at most {@code limit}. */
    public static List<Instance> of(Report report, Metric metric, int limit) {
        Set<String> ids = idsBelow(metric);
        return report.instances().stream()
                .filter(i -> ids.contains(i.metricId()))
                .sorted(Instance.MOST_SEVERE_FIRST)
                .limit(limit)
                .toList();
    }

    /** The most severe instance of {@code metric} (or a sub-metric) charged to {@code callPath} or a callee. */
    public static Optional<Instance> worstIn(Report report, Metric metric, CallPathNode callPath) {
        Set<String> ids = idsBelow(metric);
        int first = callPath.index();
        int end = first + callPath.subtreeSize();
        return report.instances().stream()
                .filter(i -> ids.contains(i.metricId()))
                .filter(i -> i.callPath().index() >= first && i.callPath().index() < end)
                .min(Instance.MOST_SEVERE_FIRST);
    }

    /** The most severe instance on the location whose waiting interval contains the time (seconds), if any. */
    public static Optional<Instance> at(Report report, int location, double timeS) {
        return report.instances().stream()
                .filter(i -> i.location() == location && i.startS() <= timeS && timeS <= i.endS())
                .min(Instance.MOST_SEVERE_FIRST);
    }

    private static Set<String> idsBelow(Metric metric) {
        Set<String> ids = new HashSet<>();
        Deque<Metric> todo = new ArrayDeque<>(List.of(metric));
        while (!todo.isEmpty()) {
            Metric m = todo.pop();
            ids.add(m.id());
            todo.addAll(m.children());
        }
        return ids;
    }
}
