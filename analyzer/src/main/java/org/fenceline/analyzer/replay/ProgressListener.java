package org.fenceline.analyzer.replay;

/**
 * Told how far an analysis got, for a progress bar. Calls come from worker threads, one at a time.
 */
@FunctionalInterface
public interface ProgressListener {
    /** The analysis steps, in the order they run. */
    enum Phase {
        /** Reading events; units are events. */
        READ,
        /** Matching messages and collective operations; units are locations. */
        MATCH,
        /** Pattern replay; units are locations. */
        REPLAY
    }

    ProgressListener NONE = (phase, done, total) -> { };

    void progress(Phase phase, long done, long total);
}
