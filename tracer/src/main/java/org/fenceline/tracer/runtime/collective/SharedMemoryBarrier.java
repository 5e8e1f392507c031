package org.fenceline.tracer.runtime.collective;

import org.fenceline.tracer.device.collective.BarrierMember;

/** The check-in / check-out phases of the hierarchical segment barrier, waited for like messages. */
final class SharedMemoryBarrier {
    private SharedMemoryBarrier() {
    }

    /** Member indices are communicator ranks, so waits name the missing ranks. */
    static void schedule(Schedule s, BarrierMember member) {
        s.phase(() -> {
            member.begin();
            for (int child : member.childIndices()) {
                s.await(() -> member.checkedIn(child), child, null);
            }
        });
        s.phase(() -> {
            if (member.parentIndex() < 0) {
                member.release();
            } else {
                member.checkIn();
                s.await(member::released, member.parentIndex(), member::release);
            }
        });
    }
}
