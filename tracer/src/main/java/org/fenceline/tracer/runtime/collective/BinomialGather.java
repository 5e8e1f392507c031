package org.fenceline.tracer.runtime.collective;

import java.nio.ByteBuffer;
import org.fenceline.tracer.runtime.CollectivePort;

/**
 * The mirror of {@link BinomialScatter} for small blocks: every process collects its subtree's blocks and
 * passes them up in one message, so the root receives lg N messages instead of N-1.
 */
final class BinomialGather {
    private BinomialGather() {
    }

    /** {@code mine} is this rank's block; at the root {@code all} receives every block in rank order. */
    static void schedule(Schedule s, CollectivePort port, ByteBuffer mine, int block, int root, ByteBuffer all) {
        int n = port.size();
        int relative = (port.rank() - root + n) % n;
        int lowest = relative == 0 ? Integer.highestOneBit(Math.max(1, n - 1)) << 1 : Integer.lowestOneBit(relative);
        int subtree = relative == 0 ? n : Math.min(lowest, n - relative);
        ByteBuffer held = Packed.allocate(subtree * block);
        s.phase(() -> {
            held.put(0, mine, 0, block);
            for (int mask = 1; mask < lowest && relative + mask < n; mask <<= 1) {
                int count = Math.min(mask, n - relative - mask);
                s.receive(port, (relative + mask + root) % n, Packed.range(held, mask * block, count * block), null);
            }
        });
        s.phase(() -> {
            if (relative != 0) {
                s.send(port, (relative - lowest + root) % n, held);
                return;
            }
            for (int j = 0; j < n; j++) {
                all.put((j + root) % n * block, held, j * block, block);
            }
        });
    }
}
