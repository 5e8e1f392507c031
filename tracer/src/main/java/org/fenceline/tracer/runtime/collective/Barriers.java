package org.fenceline.tracer.runtime.collective;

import java.util.Map;
import java.util.WeakHashMap;
import org.fenceline.tracer.device.SciDevice;
import org.fenceline.tracer.device.collective.BarrierMember;
import org.fenceline.tracer.device.collective.SegmentBarrier;
import org.fenceline.tracer.runtime.Communicator;
import org.fenceline.tracer.runtime.RankLocal;

/** This rank's member of each communicator's segment barrier, joined on the communicator's first barrier. */
final class Barriers {
    private static final RankLocal<Map<Communicator, BarrierMember>> MEMBERS =
            new RankLocal<>(rank -> new WeakHashMap<>());

    private Barriers() {
    }

    static BarrierMember member(Communicator comm, SciDevice device) {
        Map<Communicator, BarrierMember> members = MEMBERS.get(comm.runtime());
        synchronized (members) {
            return members.computeIfAbsent(comm, c -> {
                int[] world = new int[c.size()];
                for (int r = 0; r < world.length; r++) {
                    world[r] = c.group().worldRank(r);
                }
                return SegmentBarrier.join(device, c.collectiveContextId(), world, c.rank());
            });
        }
    }
}
