package org.fenceline.tracer.runtime.collective;

import java.nio.ByteBuffer;
import org.fenceline.tracer.runtime.CollectivePort;

/**
 * MPICH's binomial broadcast (digest 000 §4.3): depth ⌈lg N⌉; each process receives from the partner that
 * differs in its lowest set relative-rank bit and forwards to partners at shrinking distances, so early
 * rounds span the ring and later ones stay local, without critical segments. A process forwards what it received:
 * the root's bytes, also where its own count was larger (Open MPI's receivers accept that, see
 * {@link Schedule#receiveAtMost}).
 */
final class BinomialBroadcast {
    private BinomialBroadcast() {
    }

    static void schedule(Schedule s, CollectivePort port, ByteBuffer data, int root) {
        int n = port.size();
        int relative = (port.rank() - root + n) % n;
        int lowest = relative == 0 ? Integer.highestOneBit(Math.max(1, n - 1)) << 1 : Integer.lowestOneBit(relative);
        if (relative != 0) {
            s.phase(() -> s.receiveAtMost(port, (relative - lowest + root) % n, data, null));
        }
        s.phase(() -> {
            for (int mask = lowest >> 1; mask > 0; mask >>= 1) {
                if (relative + mask < n) {
                    s.send(port, (relative + mask + root) % n, Packed.range(data, 0, data.limit()));
                }
            }
        });
    }
}
