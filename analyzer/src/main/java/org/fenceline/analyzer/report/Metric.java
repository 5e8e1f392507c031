package org.fenceline.analyzer.report;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A node of the {@link MetricTree}. Values of a metric are <em>metric-inclusive</em>, as in Cube: a
 * parent's value includes its children's (Late Sender includes Messages in Wrong Order); the metric-exclusive
 * part is the value minus the children's values. {@link #index()} is the metric's position in the tree's
 * depth-first pre-order and its index in the {@link SeverityCube}.
 */
public final class Metric {
    private final int index;
    private final MetricDefinition definition;
    private final Metric parent;
    private final List<Metric> children = new ArrayList<>();
    private final List<Metric> childrenView = Collections.unmodifiableList(children);

    Metric(int index, MetricDefinition definition, Metric parent) {
        this.index = index;
        this.definition = definition;
        this.parent = parent;
        if (parent != null) {
            parent.children.add(this);
        }
    }

    public int index() {
        return index;
    }

    public String id() {
        return definition.id();
    }

    public String displayName() {
        return definition.displayName();
    }

    public String unit() {
        return definition.unit();
    }

    public ValueType valueType() {
        return definition.valueType();
    }

    public String description() {
        return definition.description();
    }

    public String url() {
        return definition.url();
    }

    public MetricKind kind() {
        return definition.kind();
    }

    /** The CubePL expression of a derived metric, {@code null} for a stored one. */
    public String expression() {
        return definition.expression();
    }

    public MetricDefinition definition() {
        return definition;
    }

    /** The parent metric, {@code null} for a root. */
    public Metric parent() {
        return parent;
    }

    public List<Metric> children() {
        return childrenView;
    }

    public int depth() {
        return parent == null ? 0 : parent.depth() + 1;
    }

    @Override
    public String toString() {
        return id();
    }
}
