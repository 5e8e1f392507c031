package org.fenceline.analyzer.trace;

import org.fenceline.trace.column.IntColumn;

/**
 * What the scan keeps of one location's events: its call tree with exclusive time and visits per call path, and
 * the compact records the wait-state patterns need (point-to-point messages, collectives, one-sided records,
 * MPI_Init and MPI_Finalize). ENTER/EXIT pairs of ordinary regions leave nothing behind but their time, which is why a
 * location costs far less memory than its events.
 */
public final class LocationRecords {
    private final LocationProfile profile;
    private final LocalCallTree callTree;
    private final CallTable calls;
    private final SendTable sends;
    private final ReceiveTable receives;
    private final CollectiveTable collectives;
    private final RmaTable rma;
    private final MpiActivity mpiActivity;
    private final ChannelTable channels;
    private final IntColumn[] channelSends;
    private final CallSpan init;
    private final TraceProblems problems;

    LocationRecords(LocationProfile profile, LocalCallTree callTree, CallTable calls, SendTable sends,
                    ReceiveTable receives, CollectiveTable collectives, RmaTable rma, MpiActivity mpiActivity,
                    ChannelTable channels, IntColumn[] channelSends, CallSpan init, TraceProblems problems) {
        this.profile = profile;
        this.callTree = callTree;
        this.calls = calls;
        this.sends = sends;
        this.receives = receives;
        this.collectives = collectives;
        this.rma = rma;
        this.mpiActivity = mpiActivity;
        this.channels = channels;
        this.channelSends = channelSends;
        this.init = init;
        this.problems = problems;
    }

    /** What the root-cause analysis keeps of this location after the forward replay. */
    public LocationProfile profile() {
        return profile;
    }

    public int location() {
        return profile.location();
    }

    public long events() {
        return profile.events();
    }

    /** Time of the location's last event (0 if it has none). */
    public long lastTime() {
        return profile.lastTime();
    }

    public LocalCallTree callTree() {
        return callTree;
    }

    /** Time in the call path minus time in its callees, in ns. */
    public long exclusiveTime(int callPath) {
        return profile.exclusiveTime(callPath);
    }

    public long visits(int callPath) {
        return profile.visits(callPath);
    }

    public CallTable calls() {
        return calls;
    }

    public SendTable sends() {
        return sends;
    }

    public ReceiveTable receives() {
        return receives;
    }

    public CollectiveTable collectives() {
        return collectives;
    }

    public RmaTable rma() {
        return rma;
    }

    /** When the location was inside MPI; null unless the trace has passive-target calls. */
    public MpiActivity mpiActivity() {
        return mpiActivity;
    }

    public ChannelTable channels() {
        return channels;
    }

    /** The non-cancelled sends on a channel, in send order: the FIFO a receiver's n-th receive matches into. */
    public IntColumn channelSends(int channel) {
        return channelSends[channel];
    }

    /** The first MPI_Init(_thread) visit, or null. */
    public CallSpan init() {
        return init;
    }

    /** The first MPI_Finalize visit, or null. */
    public CallSpan finalizeCall() {
        return profile.finalizeCall();
    }

    /**
     * Which call path the location executed when (for time per call path between two points in time); null unless
     * the scan kept it for the root-cause analysis.
     */
    public CallPathTimeline timeline() {
        return profile.timeline();
    }

    /** Problems found while scanning (the later phases count theirs separately). */
    public TraceProblems problems() {
        return problems;
    }
}
