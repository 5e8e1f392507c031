package org.fenceline.analyzer.trace;

/**
 * The call paths one location visits, numbered in order of first visit. A call path is (parent, region, call
 * site); recursion simply makes deeper paths, as in Scalasca. Children are kept as sibling lists because a
 * node rarely has more than a handful, and the last child found is cached: loops re-enter the same path over and
 * over, so the common lookup is one comparison.
 */
public final class LocalCallTree {
    /** Parent id of a root call path. */
    public static final int NO_PARENT = -1;

    private final IntList parents = new IntList();
    private final IntList regions = new IntList();
    private final IntList callSites = new IntList();
    private final IntList firstChild = new IntList();
    private final IntList nextSibling = new IntList();
    private final IntList lastHit = new IntList();
    private int firstRoot = -1;
    private int lastRootHit = -1;

    /** The id of the call path entering {@code region} from {@code callSite} inside {@code parent}. */
    public int child(int parent, int region, int callSite) {
        int cached = parent == NO_PARENT ? lastRootHit : lastHit.get(parent);
        if (cached >= 0 && regions.get(cached) == region && callSites.get(cached) == callSite) {
            return cached;
        }
        int head = parent == NO_PARENT ? firstRoot : firstChild.get(parent);
        for (int c = head; c >= 0; c = nextSibling.get(c)) {
            if (regions.get(c) == region && callSites.get(c) == callSite) {
                remember(parent, c);
                return c;
            }
        }
        int id = parents.size();
        parents.add(parent);
        regions.add(region);
        callSites.add(callSite);
        firstChild.add(-1);
        nextSibling.add(head);
        lastHit.add(-1);
        if (parent == NO_PARENT) {
            firstRoot = id;
        } else {
            firstChild.set(parent, id);
        }
        remember(parent, id);
        return id;
    }

    public int size() {
        return parents.size();
    }

    public int parent(int callPath) {
        return parents.get(callPath);
    }

    public int region(int callPath) {
        return regions.get(callPath);
    }

    public int callSite(int callPath) {
        return callSites.get(callPath);
    }

    private void remember(int parent, int child) {
        if (parent == NO_PARENT) {
            lastRootHit = child;
        } else {
            lastHit.set(parent, child);
        }
    }
}
