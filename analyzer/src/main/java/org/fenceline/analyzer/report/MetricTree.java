package org.fenceline.analyzer.report;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;

/**
 * The metric dimension: a forest of {@link Metric}s, indexed in depth-first pre-order (children in the
 * order they were defined), which is also the order reports list them in.
 */
public final class MetricTree {
    private final List<Metric> metrics;
    private final List<Metric> roots;
    private final Map<String, Metric> byId;

    private MetricTree(List<Metric> metrics) {
        this.metrics = Collections.unmodifiableList(metrics);
        List<Metric> r = new ArrayList<>();
        Map<String, Metric> ids = new HashMap<>();
        for (Metric m : metrics) {
            if (m.parent() == null) {
                r.add(m);
            }
            ids.put(m.id(), m);
        }
        this.roots = Collections.unmodifiableList(r);
        this.byId = ids;
    }

    /**
     * Builds the tree. A parent must be defined before its children; ids must be unique.
     *
     * @throws IllegalArgumentException on a duplicate id or an unknown parent
     */
    public static MetricTree of(List<MetricDefinition> definitions) {
        Map<String, MetricDefinition> defined = new LinkedHashMap<>();
        Map<String, List<MetricDefinition>> childrenOf = new HashMap<>();
        List<MetricDefinition> rootDefinitions = new ArrayList<>();
        for (MetricDefinition d : definitions) {
            if (defined.putIfAbsent(d.id(), d) != null) {
                throw new IllegalArgumentException("metric " + d.id() + " defined twice");
            }
            if (d.parentId() == null) {
                rootDefinitions.add(d);
            } else if (!defined.containsKey(d.parentId())) {
                throw new IllegalArgumentException("metric " + d.id() + ": parent " + d.parentId()
                        + " is not defined before it");
            } else {
                childrenOf.computeIfAbsent(d.parentId(), k -> new ArrayList<>()).add(d);
            }
        }
        List<Metric> ordered = new ArrayList<>(definitions.size());
        for (MetricDefinition root : rootDefinitions) {
            addPreorder(root, null, childrenOf, ordered);
        }
        return new MetricTree(ordered);
    }

    private static void addPreorder(MetricDefinition d, Metric parent, Map<String, List<MetricDefinition>> childrenOf,
                                    List<Metric> out) {
        Metric m = new Metric(out.size(), d, parent);
        out.add(m);
        for (MetricDefinition child : childrenOf.getOrDefault(d.id(), List.of())) {
            addPreorder(child, m, childrenOf, out);
        }
    }

    /** All metrics in depth-first pre-order; {@code metrics().get(i).index() == i}. */
    public List<Metric> metrics() {
        return metrics;
    }

    public List<Metric> roots() {
        return roots;
    }

    public int size() {
        return metrics.size();
    }

    public Metric get(int index) {
        return metrics.get(index);
    }

    /** @throws NoSuchElementException if no metric has this id */
    public Metric byId(String id) {
        Metric m = byId.get(id);
        if (m == null) {
            throw new NoSuchElementException("no metric " + id);
        }
        return m;
    }

    public boolean contains(String id) {
        return byId.containsKey(id);
    }

    /** The definitions in tree order: {@code MetricTree.of(t.definitions())} rebuilds an equal tree. */
    public List<MetricDefinition> definitions() {
        return metrics.stream().map(Metric::definition).toList();
    }
}
