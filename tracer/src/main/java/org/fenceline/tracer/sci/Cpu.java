package org.fenceline.tracer.sci;

import org.fenceline.tracer.kernel.Clock;

/**
 * The emulated processor of one node. Costs are charged to a time line (the cursor) that starts at the
 * current time when the CPU was idle; work the JVM really does overlaps with the charged time, so host
 * overhead only shows where it exceeds the modelled cost. {@link #catchUp()} realises the time line.
 */
public final class Cpu {
    private final Clock clock;
    private final boolean timed;
    private long cursor = Long.MIN_VALUE;

    Cpu(Clock clock, boolean timed) {
        this.clock = clock;
        this.timed = timed;
    }

    /** The emulated "now" of this CPU: the end of its last charged work, or the clock if that lies behind. */
    public long now() {
        if (!timed) {
            return 0;
        }
        long clockNow = clock.nanos();
        if (cursor < clockNow) {
            cursor = clockNow;
        }
        return cursor;
    }

    /** Occupies the CPU for {@code nanos} more. */
    public void charge(double nanos) {
        if (timed && nanos > 0) {
            cursor = now() + Math.round(nanos);
        }
    }

    /** Occupies the CPU until {@code time} (no-op if it is already later). */
    public void busyUntil(long time) {
        if (timed && time > now()) {
            cursor = time;
        }
    }

    /** Waits in real time until the charged work is done. */
    public void catchUp() {
        if (timed && cursor > Long.MIN_VALUE) {
            clock.waitUntil(cursor);
        }
    }
}
