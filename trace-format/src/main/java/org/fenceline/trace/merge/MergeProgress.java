package org.fenceline.trace.merge;

/** Progress of a merge, for a progress bar. Called by one thread at a time, with growing counts per stage. */
@FunctionalInterface
public interface MergeProgress {
    MergeProgress NONE = (stage, done, total) -> { };

    enum Stage {
        /** Pass 1: reading definitions, clock points and RMA epochs of each local trace. */
        SCAN,
        /** Pass 2: writing each location's events to the global trace. */
        WRITE
    }

    void update(Stage stage, int locationsDone, int locationsTotal);
}
