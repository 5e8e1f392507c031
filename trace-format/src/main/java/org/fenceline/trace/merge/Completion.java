package org.fenceline.trace.merge;

/** Where the extended model puts a transfer end: just before the exit of the synchronisation completing it. */
sealed interface Completion {

    /** Active target: a fence, complete or wait/test of the event's own location, found by {@link SyncKey}. */
    record AtSync(SyncKey key) implements Completion {
    }

    /**
     * Passive target: the exit of the origin's unlock or flush. For a PUT_1TE (owned by the target) this is an
     * exit on another location; the end is placed at that time in the target's timeline.
     */
    record AtExit(int location, SyncPoint exit) implements Completion {
    }
}
