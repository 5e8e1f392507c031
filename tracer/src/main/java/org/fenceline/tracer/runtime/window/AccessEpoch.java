package org.fenceline.tracer.runtime.window;

import java.util.Arrays;

/**
 * An access epoch of general active-target synchronisation, from MPI_Win_start to MPI_Win_complete: its
 * targets (window ranks), and for each whether the target's post has been taken yet. Strict start takes
 * every post at once; loose start takes each at the first access to that target, and complete takes the
 * rest, so no post is left over for the next epoch.
 */
final class AccessEpoch {
    private final int[] targets;
    private final boolean[] posted;

    AccessEpoch(int[] targets) {
        this.targets = targets.clone();
        this.posted = new boolean[targets.length];
    }

    int[] targets() {
        return targets.clone();
    }

    boolean includes(int target) {
        return indexOf(target) >= 0;
    }

    boolean posted(int target) {
        return posted[indexOf(target)];
    }

    void takePost(int target) {
        posted[indexOf(target)] = true;
    }

    /** Marks every post as taken without waiting (MODE_NOCHECK: the posts are known to have happened). */
    void assumeAllPosted() {
        Arrays.fill(posted, true);
    }

    private int indexOf(int target) {
        for (int i = 0; i < targets.length; i++) {
            if (targets[i] == target) {
                return i;
            }
        }
        return -1;
    }
}
