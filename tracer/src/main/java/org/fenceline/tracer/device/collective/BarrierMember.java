package org.fenceline.tracer.device.collective;

import java.util.ArrayList;
import java.util.List;
import org.fenceline.tracer.sci.Adapter;
import org.fenceline.tracer.kernel.Clock;
import org.fenceline.tracer.sci.MappedSegment;
import org.fenceline.tracer.sci.Segment;

/**
 * One member's side of a {@link SegmentBarrier}, used only by that member's thread. Costs are the emulated
 * ones: polling a local flag costs l_lr, a check-in one posted remote write, a check-out one write per child,
 * and the writes of one step share a single store barrier (§4.2). Parent and children are mapped on first use,
 * as SCI-MPICH maps the flag segments once at start-up.
 */
public final class BarrierMember {
    private final SegmentBarrier barrier;
    private final int index;
    private final Adapter adapter;
    private final Clock clock;
    private MappedSegment own;
    private MappedSegment parent;
    private MappedSegment[] children;
    private long episode;

    BarrierMember(SegmentBarrier barrier, int index) {
        this.barrier = barrier;
        this.index = index;
        this.adapter = barrier.device.network().adapter(barrier.worldRanks[index]);
        this.clock = barrier.device.network().clock();
    }

    /** Starts the next barrier episode. */
    public void begin() {
        episode++;
        if (own == null) {
            own = adapter.map(barrier.flags[index]);
            int p = barrier.parentOf(index);
            parent = p < 0 ? null : adapter.map(barrier.flags[p]);
            List<MappedSegment> mapped = new ArrayList<>();
            for (int c : childIndices()) {
                mapped.add(adapter.map(barrier.flags[c]));
            }
            children = mapped.toArray(new MappedSegment[0]);
        }
    }

    /** Member indices of this member's children. */
    public List<Integer> childIndices() {
        List<Integer> result = new ArrayList<>();
        int first = barrier.firstChild(index);
        for (int c = first; c < first + barrier.fanIn && c < barrier.members(); c++) {
            result.add(c);
        }
        return result;
    }

    /** Member index of the parent, or -1 at the root. */
    public int parentIndex() {
        return barrier.parentOf(index);
    }

    /** Whether child {@code child} (a member index) has checked in for this episode. */
    public boolean checkedIn(int child) {
        return flagReached(barrier.checkInFlag(child - barrier.firstChild(index)));
    }

    /**
     * Writes this member's check-in into its parent's slot and wakes the parent if it sleeps. The wake comes
     * right after the write, not after the store barrier: the parent, polling, sees the flag when it lands.
     */
    public void checkIn() {
        int slot = index - barrier.firstChild(parentIndex());
        parent.writeLong(barrier.checkInFlag(slot), episode);
        barrier.device.wake(barrier.worldRanks[parentIndex()]);
        adapter.storeBarrier();
    }

    /** Whether the parent has checked this member out. */
    public boolean released() {
        return flagReached(barrier.checkOutFlag());
    }

    /** Checks out every child with one write each (waking it at once) and a single store barrier. */
    public void release() {
        int first = barrier.firstChild(index);
        for (int c = 0; c < children.length; c++) {
            children[c].writeLong(barrier.checkOutFlag(), episode);
            barrier.device.wake(barrier.worldRanks[first + c]);
        }
        if (children.length > 0) {
            adapter.storeBarrier();
        }
    }

    /**
     * Polls a local flag. Flag writes already travelling here are waited for by waiting until they land, one after
     * the other, as the polling process would: the wake-up that brought this rank here may precede the write's
     * arrival by its latency, and wake-ups coalesce, so a write landing after another one's may have no wake-up
     * of its own left (the member would then sleep through it).
     */
    private boolean flagReached(long offset) {
        Segment segment = barrier.flags[index];
        while (own.readLong(offset) < episode) {
            long arrival = segment.nextArrival();
            if (arrival == Long.MAX_VALUE) {
                return false;
            }
            clock.waitUntil(arrival);
        }
        return true;
    }
}
