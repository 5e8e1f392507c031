package org.fenceline.tracer.runtime.collective;

import java.nio.ByteBuffer;
import org.fenceline.tracer.runtime.CollectivePort;

/**
 * Allgather as a one-way ring shift (digest 000 §4.5): in each of N-1 steps every process sends the block it
 * received last to (r+1) mod N and receives the next one from r-1, sending and receiving in parallel. All
 * traffic follows the ring direction and needs no full connectivity, unlike the naive exchange
 * ({@link DirectAllgather}), which saturates segments beyond a few kB per process.
 */
final class RingAllgather {
    private RingAllgather() {
    }

    /** {@code blocks[q]} receives rank q's block (position 0 to limit); this rank's block is in place. */
    static void schedule(Schedule s, CollectivePort port, ByteBuffer[] blocks) {
        int n = port.size();
        int me = port.rank();
        for (int step = 1; step < n; step++) {
            int outgoing = (me - step + 1 + n) % n;
            int incoming = (me - step + n) % n;
            s.phase(() -> {
                s.receive(port, (me - 1 + n) % n, blocks[incoming].duplicate(), null);
                s.send(port, (me + 1) % n, blocks[outgoing].duplicate());
            });
        }
    }
}
