package org.fenceline.trace.bench;

import org.fenceline.trace.global.GlobalTraceSink;
import org.fenceline.trace.model.Event;

/**
 * A global-trace sink that only counts (and checks the order the merge promises), so that a merge into it
 * measures the merge's own cost without Parquet encoding.
 */
final class CountingSink implements GlobalTraceSink {
    private long count;
    private int lastLocation = -1;
    private long lastTime;

    @Override
    public void append(Event e) {
        if (e.location() < lastLocation || e.location() == lastLocation && e.time() <= lastTime) {
            throw new IllegalStateException("merge output out of order: " + e);
        }
        lastLocation = e.location();
        lastTime = e.time();
        count++;
    }

    @Override
    public long eventCount() {
        return count;
    }

    @Override
    public void close() {
    }

    @Override
    public void abort() {
    }
}
