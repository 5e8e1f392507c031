package org.fenceline.tracer.device.rma;

import org.fenceline.tracer.device.collective.BarrierMember;
import org.fenceline.tracer.device.collective.SegmentBarrier;

/**
 * The barrier inside MPI_Win_fence: SCI-MPICH's hierarchical shared-memory barrier (digest 000 §6.3: "MPI_Win_fence
 * via the shared-memory barrier"), the same {@link SegmentBarrier} as MPI_Barrier's, on flag segments of the
 * window's own. A late member delays everyone, as a real barrier does.
 */
final class FenceBarrier {
    private final RmaDevice rma;
    private final int[] worldRanks;
    private final BarrierMember[] members;

    FenceBarrier(RmaDevice rma, int[] worldRanks) {
        this.rma = rma;
        this.worldRanks = worldRanks;
        SegmentBarrier barrier = SegmentBarrier.of(rma.device(), worldRanks);
        this.members = new BarrierMember[worldRanks.length];
        for (int i = 0; i < worldRanks.length; i++) {
            members[i] = barrier.member(i);
        }
    }

    /** Check-in from the children, check-in at the parent, check-out from it, check-out of the children. */
    void await(int rank, String operation) {
        BarrierMember member = members[rank];
        int self = worldRanks[rank];
        member.begin();
        for (int child : member.childIndices()) {
            rma.await(self, () -> member.checkedIn(child), operation);
        }
        if (member.parentIndex() >= 0) {
            member.checkIn();
            rma.await(self, member::released, operation);
        }
        member.release();
    }
}
