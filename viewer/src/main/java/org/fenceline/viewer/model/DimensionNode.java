package org.fenceline.viewer.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A node of one browsable dimension. Its {@link #id()} is its position in the tree's pre-order and indexes
 * the value arrays of {@link TreeValues}, so the structure is built once per report while values are
 * recomputed on every selection change.
 *
 * @param <T> what the node stands for: a metric, a call path, a flat-profile entry, a system entity
 */
public final class DimensionNode<T> {
    private final int id;
    private final String name;
    private final T subject;
    private final DimensionNode<T> parent;
    private final int depth;
    private final List<DimensionNode<T>> children = new ArrayList<>();

    DimensionNode(int id, String name, T subject, DimensionNode<T> parent) {
        this.id = id;
        this.name = name;
        this.subject = subject;
        this.parent = parent;
        this.depth = parent == null ? 0 : parent.depth + 1;
        if (parent != null) {
            parent.children.add(this);
        }
    }

    public int id() {
        return id;
    }

    public String name() {
        return name;
    }

    public T subject() {
        return subject;
    }

    /** The parent, {@code null} for a root. */
    public DimensionNode<T> parent() {
        return parent;
    }

    public int depth() {
        return depth;
    }

    public List<DimensionNode<T>> children() {
        return Collections.unmodifiableList(children);
    }

    public boolean isLeaf() {
        return children.isEmpty();
    }

    public DimensionNode<T> root() {
        DimensionNode<T> n = this;
        while (n.parent != null) {
            n = n.parent;
        }
        return n;
    }

    @Override
    public String toString() {
        return name;
    }
}
