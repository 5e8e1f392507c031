package org.fenceline.trace.bench;

import java.util.concurrent.atomic.AtomicLong;
import org.fenceline.trace.global.GlobalTraceSink;
import org.fenceline.trace.global.LocationSink;
import org.fenceline.trace.model.Event;
import org.fenceline.trace.model.EventType;

/**
 * A global-trace sink that only counts (and checks the order the merge promises), so that a merge into it
 * measures the merge's own cost without Parquet encoding.
 */
final class CountingSink implements GlobalTraceSink {
    private final AtomicLong count = new AtomicLong();
    private int lastLocation = -1;
    private long lastTime;

    @Override
    public void append(Event e) {
        if (e.location() < lastLocation || e.location() == lastLocation && e.time() <= lastTime) {
            throw new IllegalStateException("merge output out of order: " + e);
        }
        lastLocation = e.location();
        lastTime = e.time();
        count.incrementAndGet();
    }

    @Override
    public LocationSink location(int location) {
        return new LocationSink() {
            private long last = Long.MIN_VALUE;
            private long events;

            @Override
            public int location() {
                return location;
            }

            @Override
            public void append(long time, EventType type, int region, int callSite, int comm, int window,
                    int partner, int tag, long bytes, long recvBytes, long request, int flags) {
                if (time <= last) {
                    throw new IllegalStateException("merge output out of order at location " + location + ": time "
                            + time + " after " + last);
                }
                last = time;
                events++;
            }

            @Override
            public void close() {
                count.addAndGet(events);
            }
        };
    }

    @Override
    public long eventCount() {
        return count.get();
    }

    @Override
    public void close() {
    }

    @Override
    public void abort() {
    }
}
