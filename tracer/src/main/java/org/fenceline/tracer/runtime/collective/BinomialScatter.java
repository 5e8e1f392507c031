package org.fenceline.tracer.runtime.collective;

import java.nio.ByteBuffer;
import org.fenceline.tracer.runtime.CollectivePort;

/**
 * SCI-MPICH's scatter for small blocks (digest 000 §4.6): a binomial tree in which the root sends lg N
 * messages, each carrying the blocks of a whole subtree. It pays because latency grows sublinearly with
 * size; for large blocks the redundant volume makes the linear scatter better.
 */
final class BinomialScatter {
    private BinomialScatter() {
    }

    /**
     * @param all  at the root: every rank's block in rank order ({@code block} bytes each); ignored elsewhere
     * @param mine receives this rank's block
     */
    static void schedule(Schedule s, CollectivePort port, ByteBuffer all, int block, int root, ByteBuffer mine) {
        int n = port.size();
        int relative = (port.rank() - root + n) % n;
        int lowest = relative == 0 ? Integer.highestOneBit(Math.max(1, n - 1)) << 1 : Integer.lowestOneBit(relative);
        int subtree = relative == 0 ? n : Math.min(lowest, n - relative);
        // Blocks of the subtree in relative order: block j belongs to relative rank relative + j.
        ByteBuffer held = relative == 0 ? rotated(all, block, root, n) : Packed.allocate(subtree * block);
        if (relative != 0) {
            s.phase(() -> s.receive(port, (relative - lowest + root) % n, held, null));
        }
        s.phase(() -> {
            for (int mask = lowest >> 1; mask > 0; mask >>= 1) {
                if (relative + mask < n) {
                    int count = Math.min(mask, n - relative - mask);
                    s.send(port, (relative + mask + root) % n, Packed.range(held, mask * block, count * block));
                }
            }
            mine.put(0, held, 0, block);
        });
    }

    private static ByteBuffer rotated(ByteBuffer all, int block, int root, int n) {
        ByteBuffer copy = Packed.allocate(n * block);
        for (int j = 0; j < n; j++) {
            copy.put(j * block, all, (j + root) % n * block, block);
        }
        return copy;
    }
}
