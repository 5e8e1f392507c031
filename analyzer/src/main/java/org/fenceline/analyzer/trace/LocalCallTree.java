package org.fenceline.analyzer.trace;

import java.util.Arrays;
import java.util.Objects;

/**
 * The call paths one location visits, numbered in order of first visit. A call path is (parent, region, call
 * site); recursion simply makes deeper paths, as in Scalasca. Children are kept as sibling lists because a
 * node rarely has more than a handful, and the last child found is cached: loops re-enter the same path over and
 * over, so the common lookup is one comparison. Plain arrays, as the scan asks it at every ENTER.
 */
public final class LocalCallTree {
    /** Parent id of a root call path. */
    public static final int NO_PARENT = -1;

    private int size;
    private int[] parents = new int[16];
    private int[] regions = new int[16];
    private int[] callSites = new int[16];
    private int[] firstChild = new int[16];
    private int[] nextSibling = new int[16];
    private int[] lastHit = new int[16];
    private int firstRoot = -1;
    private int lastRootHit = -1;

    /** The id of the call path entering {@code region} from {@code callSite} inside {@code parent}. */
    public int child(int parent, int region, int callSite) {
        int cached = parent == NO_PARENT ? lastRootHit : lastHit[parent];
        if (cached >= 0 && regions[cached] == region && callSites[cached] == callSite) {
            return cached;
        }
        int head = parent == NO_PARENT ? firstRoot : firstChild[parent];
        for (int c = head; c >= 0; c = nextSibling[c]) {
            if (regions[c] == region && callSites[c] == callSite) {
                remember(parent, c);
                return c;
            }
        }
        if (size == parents.length) {
            grow();
        }
        int id = size++;
        parents[id] = parent;
        regions[id] = region;
        callSites[id] = callSite;
        firstChild[id] = -1;
        nextSibling[id] = head;
        lastHit[id] = -1;
        if (parent == NO_PARENT) {
            firstRoot = id;
        } else {
            firstChild[parent] = id;
        }
        remember(parent, id);
        return id;
    }

    public int size() {
        return size;
    }

    public int parent(int callPath) {
        return parents[Objects.checkIndex(callPath, size)];
    }

    public int region(int callPath) {
        return regions[Objects.checkIndex(callPath, size)];
    }

    public int callSite(int callPath) {
        return callSites[Objects.checkIndex(callPath, size)];
    }

    private void remember(int parent, int child) {
        if (parent == NO_PARENT) {
            lastRootHit = child;
        } else {
            lastHit[parent] = child;
        }
    }

    private void grow() {
        int n = parents.length * 2;
        parents = Arrays.copyOf(parents, n);
        regions = Arrays.copyOf(regions, n);
        callSites = Arrays.copyOf(callSites, n);
        firstChild = Arrays.copyOf(firstChild, n);
        nextSibling = Arrays.copyOf(nextSibling, n);
        lastHit = Arrays.copyOf(lastHit, n);
    }
}
