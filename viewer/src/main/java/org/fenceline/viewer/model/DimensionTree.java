package org.fenceline.viewer.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** A forest of {@link DimensionNode}s in pre-order; built by adding parents before their children. */
public final class DimensionTree<T> {
    private final TreeKind kind;
    private final List<DimensionNode<T>> nodes = new ArrayList<>();
    private final List<DimensionNode<T>> roots = new ArrayList<>();

    public DimensionTree(TreeKind kind) {
        this.kind = kind;
    }

    public TreeKind kind() {
        return kind;
    }

    /** Adds a node under {@code parent} ({@code null}: a new root). Children must follow their parent. */
    public DimensionNode<T> add(DimensionNode<T> parent, String name, T subject) {
        DimensionNode<T> node = new DimensionNode<>(nodes.size(), name, subject, parent);
        nodes.add(node);
        if (parent == null) {
            roots.add(node);
        }
        return node;
    }

    /** All nodes; {@code nodes().get(i).id() == i}. */
    public List<DimensionNode<T>> nodes() {
        return Collections.unmodifiableList(nodes);
    }

    public List<DimensionNode<T>> roots() {
        return Collections.unmodifiableList(roots);
    }

    public int size() {
        return nodes.size();
    }

    public DimensionNode<T> get(int id) {
        return nodes.get(id);
    }
}
