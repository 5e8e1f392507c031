package org.fenceline.tracer.runtime.collective;

import java.util.Map;
import java.util.WeakHashMap;
import org.fenceline.tracer.device.SciDevice;
import org.fenceline.tracer.device.collective.BarrierMember;
import org.fenceline.tracer.device.collective.SegmentBarrier;
import org.fenceline.tracer.runtime.Communicator;

/** This rank's member of each communicator's segment barrier, joined on the communicator's first barrier. */
final class Barriers {
    private static final Map<Communicator, BarrierMember> MEMBERS = new WeakHashMap<>();

    private Barriers() {
    }

    static synchronized BarrierMember member(Communicator comm, SciDevice device) {
        return MEMBERS.computeIfAbsent(comm, c -> {
            int[] world = new int[c.size()];
            for (int r = 0; r < world.length; r++) {
                world[r] = c.group().worldRank(r);
            }
            return SegmentBarrier.join(device, c.collectiveContextId(), world, c.rank());
        });
    }
}
