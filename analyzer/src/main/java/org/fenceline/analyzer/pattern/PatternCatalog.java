package org.fenceline.analyzer.pattern;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;

import org.fenceline.analyzer.report.Metric;
import org.fenceline.analyzer.report.MetricTree;

/**
 * The patterns of one analysis and the metric tree they form. Siblings keep the order the patterns were given in
 * (the service file's order), which is the order reports list them in.
 */
public final class PatternCatalog {
    private final List<Pattern> patterns;
    private final MetricTree metrics;

    private PatternCatalog(List<Pattern> patterns) {
        this.metrics = MetricTree.of(patterns.stream().map(Pattern::metricDefinition).toList());
        Pattern[] inTreeOrder = new Pattern[patterns.size()];
        for (Pattern p : patterns) {
            inTreeOrder[metrics.byId(p.id()).index()] = p;
        }
        this.patterns = List.of(inTreeOrder);
    }

    /** Every {@link Pattern} the class loader's {@code META-INF/services} files name. */
    public static PatternCatalog load(ClassLoader loader) {
        List<Pattern> found = new ArrayList<>();
        ServiceLoader.load(Pattern.class, loader).forEach(found::add);
        if (found.isEmpty()) {
            throw new IllegalStateException("no analysis patterns on the class path (is fenceline-patterns missing?)");
        }
        return of(found);
    }

    /**
     * The given patterns, in any order as long as ids are unique and every parent is among them.
     *
     * @throws IllegalArgumentException on a duplicate id or a parent that no pattern defines
     */
    public static PatternCatalog of(List<Pattern> patterns) {
        Map<String, Pattern> byId = new LinkedHashMap<>();
        for (Pattern p : patterns) {
            if (byId.putIfAbsent(p.id(), p) != null) {
                throw new IllegalArgumentException("two patterns define metric " + p.id() + ": "
                        + byId.get(p.id()).getClass().getName() + " and " + p.getClass().getName());
            }
        }
        for (Pattern p : patterns) {
            if (p.parentId() != null && !byId.containsKey(p.parentId())) {
                throw new IllegalArgumentException("pattern " + p.id() + " (" + p.getClass().getName()
                        + ") names parent " + p.parentId() + ", which no pattern defines");
            }
        }
        List<Pattern> ordered = new ArrayList<>(patterns.size());
        Set<String> placed = new HashSet<>();
        while (ordered.size() < patterns.size()) {
            int before = ordered.size();
            for (Pattern p : patterns) {
                if (!placed.contains(p.id()) && (p.parentId() == null || placed.contains(p.parentId()))) {
                    ordered.add(p);
                    placed.add(p.id());
                }
            }
            if (ordered.size() == before) {
                throw new IllegalArgumentException("patterns form a parent cycle: " + patterns.stream()
                        .filter(p -> !placed.contains(p.id())).map(Pattern::id).toList());
            }
        }
        return new PatternCatalog(ordered);
    }

    /** The patterns in metric-tree pre-order: {@code patterns().get(i)} computes metric {@code i}. */
    public List<Pattern> patterns() {
        return patterns;
    }

    public MetricTree metricTree() {
        return metrics;
    }

    /**
     * This catalog without the metric trees of patterns that read the backward replay's results (delay costs,
     * wait-state classification, critical path): the analysis then skips the backward replay.
     */
    public PatternCatalog withoutRootCauses() {
        Set<Metric> dropped = new HashSet<>();
        for (Pattern p : patterns) {
            if (p.usesRootCauses()) {
                dropped.add(rootOf(metrics.byId(p.id())));
            }
        }
        return of(patterns.stream().filter(p -> !dropped.contains(rootOf(metrics.byId(p.id())))).toList());
    }

    private static Metric rootOf(Metric m) {
        Metric root = m;
        while (root.parent() != null) {
            root = root.parent();
        }
        return root;
    }

    /** The metric index of a pattern of this catalog. */
    public int metricIndex(Pattern pattern) {
        return metrics.byId(pattern.id()).index();
    }
}
