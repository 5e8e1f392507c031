package org.fenceline.patterns.time;

import org.fenceline.patterns.Description;
import org.fenceline.trace.model.RegionRole;

/** Overhead (overhead): time the measurement itself took: flushing full trace buffers. */
public final class Overhead extends RoleCategory {
    public Overhead() {
        super("overhead", "Overhead", "time", new Description(
                "Time the measurement itself took: flushing full trace buffers.",
                "the exclusive time of regions with role BUFFER_FLUSH.",
                "Trace buffers too small for the number of events recorded.",
                "Give the tracer larger buffers, or record fewer events (instrument fewer user methods)."),
                RegionRole.BUFFER_FLUSH);
    }
}
