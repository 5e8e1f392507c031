package org.fenceline.analyzer.rootcause;

import java.util.PriorityQueue;

/**
 * All locations' wait states from the latest end to the earliest (ties: the higher location first, then the later
 * wait state), merging the locations' lists, which are sorted already: the backward replay's order.
 */
final class LatestFirst {
    private final WaitStates[] waits;
    private final int[] next;
    private final PriorityQueue<Integer> locations;
    private int current = -1;

    LatestFirst(WaitStates[] waits) {
        this.waits = waits;
        this.next = new int[waits.length];
        this.locations = new PriorityQueue<>(Math.max(1, waits.length), (a, b) -> {
            int byEnd = Long.compare(waits[b].end(next[b]), waits[a].end(next[a]));
            return byEnd != 0 ? byEnd : Integer.compare(b, a);
        });
        for (int l = 0; l < waits.length; l++) {
            next[l] = waits[l].size() - 1;
            if (next[l] >= 0) {
                locations.add(l);
            }
        }
    }

    /** The location of the wait state {@link #next} returned last. */
    int location() {
        return current;
    }

    boolean hasNext() {
        return !locations.isEmpty();
    }

    /** The next wait state's id, given the first id of each location's wait states. */
    int next(int[] offset) {
        int l = locations.poll();
        current = l;
        int id = offset[l] + next[l];
        if (--next[l] >= 0) {
            locations.add(l);
        }
        return id;
    }
}
