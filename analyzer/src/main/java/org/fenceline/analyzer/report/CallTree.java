package org.fenceline.analyzer.report;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;

/**
 * The call-path dimension: a forest of {@link CallPathNode}s indexed in depth-first pre-order, plus the
 * region list they refer to. Pre-order indices make a subtree a contiguous index range, which keeps
 * inclusive sums cheap, and make Cube's row order for exclusive metrics equal the index order.
 */
public final class CallTree {
    private final List<Region> regions;
    private final List<CallPathNode> nodes;
    private final List<CallPathNode> roots;
    private final Map<String, CallPathNode> byPath = new HashMap<>();

    private CallTree(List<Region> regions, List<CallPathNode> nodes) {
        this.regions = List.copyOf(regions);
        this.nodes = Collections.unmodifiableList(nodes);
        List<CallPathNode> r = new ArrayList<>();
        for (CallPathNode n : nodes) {
            if (n.parent() == null) {
                r.add(n);
            }
            byPath.putIfAbsent(n.path(), n);
        }
        this.roots = Collections.unmodifiableList(r);
    }

    public List<Region> regions() {
        return regions;
    }

    /** All call paths in pre-order; {@code nodes().get(i).index() == i}. */
    public List<CallPathNode> nodes() {
        return nodes;
    }

    public List<CallPathNode> roots() {
        return roots;
    }

    public int size() {
        return nodes.size();
    }

    public CallPathNode get(int index) {
        return nodes.get(index);
    }

    /**
     * The call path with this path string. If two call paths share a path (same region called from two
     * lines of one caller) this is the first in pre-order.
     *
     * @throws NoSuchElementException if there is none
     */
    public CallPathNode byPath(String path) {
        CallPathNode n = byPath.get(path);
        if (n == null) {
            throw new NoSuchElementException("no call path " + path);
        }
        return n;
    }

    /**
     * Call paths in Cube's enumeration for metrics stored call-path-INCLUSIVE (CubeW's "wide search"): per
     * root, the root, then all children of a node listed together before descending into each child.
     */
    public List<CallPathNode> wideOrder() {
        List<CallPathNode> out = new ArrayList<>(nodes.size());
        for (CallPathNode root : roots) {
            out.add(root);
            addChildrenWide(root, out);
        }
        return out;
    }

    private static void addChildrenWide(CallPathNode node, List<CallPathNode> out) {
        out.addAll(node.children());
        for (CallPathNode child : node.children()) {
            addChildrenWide(child, out);
        }
    }

    /**
     * Collects call paths in any order (a parent before its children) and numbers them in pre-order when
     * built. Adding the same (parent, region, call site) twice returns the same handle, so call paths seen on
     * several locations merge into one.
     */
    public static final class Builder {
        private final List<Region> regions;
        private final List<Pending> pending = new ArrayList<>();
        private final Map<Key, Integer> handles = new HashMap<>();
        private int[] indexOfHandle;

        public Builder(List<Region> regions) {
            this.regions = List.copyOf(regions);
            for (int i = 0; i < this.regions.size(); i++) {
                if (this.regions.get(i).index() != i) {
                    throw new IllegalArgumentException("region " + this.regions.get(i).name() + " has index "
                            + this.regions.get(i).index() + " at position " + i);
                }
            }
        }

        /**
         * Adds a call path (or finds it) and returns its handle.
         *
         * @param parentHandle handle of the calling path, -1 for a root
         * @param region       index of the region entered
         * @param file         call-site file, may be empty
         * @param line         call-site line, -1 if unknown
         */
        public int add(int parentHandle, int region, String file, int line) {
            if (indexOfHandle != null) {
                throw new IllegalStateException("call tree already built");
            }
            if (parentHandle < -1 || parentHandle >= pending.size()) {
                throw new IllegalArgumentException("unknown parent handle " + parentHandle);
            }
            Objects.checkIndex(region, regions.size());
            String f = file == null ? "" : file;
            Key key = new Key(parentHandle, region, f, line);
            Integer existing = handles.get(key);
            if (existing != null) {
                return existing;
            }
            int handle = pending.size();
            pending.add(new Pending(parentHandle, region, f, line, new ArrayList<>()));
            if (parentHandle >= 0) {
                pending.get(parentHandle).children().add(handle);
            }
            handles.put(key, handle);
            return handle;
        }

        /**
         * Adds a call path one node per callee, as Scalasca's reports have them: the child of {@code parentHandle}
         * entering {@code region} is found whatever its call site. The node keeps a call site only while every
         * visit added to it came from the same one; a node reached from two call sites (MPI_Put on two lines of
         * {@code main}) has none ({@code ""}, -1). Use either this or {@link #add} on one builder.
         *
         * @param file call-site file, may be empty
         * @param line call-site line, -1 if unknown
         */
        public int addCallee(int parentHandle, int region, String file, int line) {
            String f = file == null ? "" : file;
            Key callee = new Key(parentHandle, region, "", Integer.MIN_VALUE);
            Integer existing = handles.get(callee);
            if (existing == null) {
                int handle = add(parentHandle, region, f, line);
                handles.put(callee, handle);
                return handle;
            }
            Pending p = pending.get(existing);
            if (!p.file().equals(f) || p.line() != line) {
                pending.set(existing, new Pending(p.parent(), p.region(), "", -1, p.children()));
            }
            return existing;
        }

        public CallTree build() {
            if (indexOfHandle != null) {
                throw new IllegalStateException("call tree already built");
            }
            indexOfHandle = new int[pending.size()];
            List<CallPathNode> nodes = new ArrayList<>(pending.size());
            for (int h = 0; h < pending.size(); h++) {
                if (pending.get(h).parent() == -1) {
                    addPreorder(h, null, nodes);
                }
            }
            return new CallTree(regions, nodes);
        }

        private CallPathNode addPreorder(int handle, CallPathNode parent, List<CallPathNode> out) {
            Pending p = pending.get(handle);
            CallPathNode node = new CallPathNode(out.size(), regions.get(p.region()), p.file(), p.line(), parent);
            indexOfHandle[handle] = node.index();
            out.add(node);
            for (int child : p.children()) {
                node.growSubtree(addPreorder(child, node, out).subtreeSize());
            }
            return node;
        }

        /** The pre-order index the built tree gave the call path with this handle. */
        public int indexOf(int handle) {
            if (indexOfHandle == null) {
                throw new IllegalStateException("call tree not built yet");
            }
            return indexOfHandle[handle];
        }

        private record Key(int parent, int region, String file, int line) {
        }

        private record Pending(int parent, int region, String file, int line, List<Integer> children) {
        }
    }
}
