package org.fenceline.analyzer.report;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A call path: a region entered from a particular parent call path (a Cube "cnode"). {@link #index()} is the
 * node's position in the {@link CallTree}'s depth-first pre-order, so a node's subtree is the index range
 * {@code [index, index + subtreeSize)}.
 */
public final class CallPathNode {
    private final int index;
    private final Region region;
    private final String file;
    private final int line;
    private final CallPathNode parent;
    private final List<CallPathNode> children = new ArrayList<>();
    private final List<CallPathNode> childrenView = Collections.unmodifiableList(children);
    private final String path;
    private int subtreeSize = 1;

    CallPathNode(int index, Region region, String file, int line, CallPathNode parent) {
        this.index = index;
        this.region = region;
        this.file = file == null ? "" : file;
        this.line = line;
        this.parent = parent;
        this.path = parent == null ? region.name() : parent.path + "/" + region.name();
        if (parent != null) {
            parent.children.add(this);
        }
    }

    void growSubtree(int nodes) {
        subtreeSize += nodes;
    }

    public int index() {
        return index;
    }

    /** The region this call path enters. */
    public Region region() {
        return region;
    }

    /** Source file of the call site; empty if unknown. */
    public String file() {
        return file;
    }

    /** Source line of the call site, -1 if unknown. */
    public int line() {
        return line;
    }

    /** The calling call path, {@code null} for a root. */
    public CallPathNode parent() {
        return parent;
    }

    public List<CallPathNode> children() {
        return childrenView;
    }

    /** Number of nodes in this node's subtree, itself included. */
    public int subtreeSize() {
        return subtreeSize;
    }

    /** Region names from the root down, joined by '/', e.g. {@code main/solve/MPI_Recv}. */
    public String path() {
        return path;
    }

    @Override
    public String toString() {
        return path;
    }
}
