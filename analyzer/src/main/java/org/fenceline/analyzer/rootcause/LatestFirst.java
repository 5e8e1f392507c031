package org.fenceline.analyzer.rootcause;

/**
 * All locations' wait states from the latest end to the earliest (ties: the higher location first, then the later
 * wait state), merging the locations' lists, which are sorted already: the backward replay's order. The locations
 * wait in a binary heap of ints (the head is the location whose next wait state comes first), since the replay
 * walks this order over every wait state several times.
 */
final class LatestFirst {
    private final WaitStates[] waits;
    private final int[] next;
    private final int[] heap;
    private int size;
    private int current = -1;

    LatestFirst(WaitStates[] waits) {
        this.waits = waits;
        this.next = new int[waits.length];
        this.heap = new int[waits.length];
        for (int l = 0; l < waits.length; l++) {
            next[l] = waits[l].size() - 1;
            if (next[l] >= 0) {
                heap[size] = l;
                siftUp(size++);
            }
        }
    }

    /** The location of the wait state {@link #next} returned last. */
    int location() {
        return current;
    }

    boolean hasNext() {
        return size > 0;
    }

    /** The next wait state's id, given the first id of each location's wait states. */
    int next(int[] offset) {
        int l = heap[0];
        current = l;
        int id = offset[l] + next[l];
        if (--next[l] < 0) {
            heap[0] = heap[--size];
        }
        if (size > 0) {
            siftDown(0);
        }
        return id;
    }

    /** Whether location a's next wait state comes before location b's. */
    private boolean before(int a, int b) {
        long endA = waits[a].end(next[a]);
        long endB = waits[b].end(next[b]);
        return endA > endB || endA == endB && a > b;
    }

    private void siftUp(int at) {
        int l = heap[at];
        while (at > 0) {
            int parent = (at - 1) >>> 1;
            if (!before(l, heap[parent])) {
                break;
            }
            heap[at] = heap[parent];
            at = parent;
        }
        heap[at] = l;
    }

    private void siftDown(int at) {
        int l = heap[at];
        while (true) {
            int child = 2 * at + 1;
            if (child >= size) {
                break;
            }
            if (child + 1 < size && before(heap[child + 1], heap[child])) {
                child++;
            }
            if (!before(heap[child], l)) {
                break;
            }
            heap[at] = heap[child];
            at = child;
        }
        heap[at] = l;
    }
}
