package org.fenceline.analyzer.trace;

/**
 * What the root-cause analysis reads of a location once the forward replay is done: its event count and last time,
 * exclusive time and visits per local call path, its MPI_Finalize visit and its call-path timeline. The scan's
 * tables of messages, collectives and one-sided records are not in it, so that they can be collected before the
 * backward replay allocates its own: on a host where fresh memory is dear, the backward replay then reuses theirs.
 */
public final class LocationProfile {
    private final int location;
    private final long events;
    private final long lastTime;
    private final long[] exclusiveTime;
    private final long[] visits;
    private final CallSpan finalize;
    private final CallPathTimeline timeline;

    LocationProfile(int location, long events, long lastTime, long[] exclusiveTime, long[] visits,
                    CallSpan finalize, CallPathTimeline timeline) {
        this.location = location;
        this.events = events;
        this.lastTime = lastTime;
        this.exclusiveTime = exclusiveTime;
        this.visits = visits;
        this.finalize = finalize;
        this.timeline = timeline;
    }

    public int location() {
        return location;
    }

    public long events() {
        return events;
    }

    /** Time of the location's last event (0 if it has none). */
    public long lastTime() {
        return lastTime;
    }

    /** Time in the local call path minus time in its callees, in ns. */
    public long exclusiveTime(int callPath) {
        return exclusiveTime[callPath];
    }

    public long visits(int callPath) {
        return visits[callPath];
    }

    /** The first MPI_Finalize visit, or null. */
    public CallSpan finalizeCall() {
        return finalize;
    }

    /**
     * Which call path the location executed when (for time per call path between two points in time); null unless
     * the scan kept it for the root-cause analysis.
     */
    public CallPathTimeline timeline() {
        return timeline;
    }
}
