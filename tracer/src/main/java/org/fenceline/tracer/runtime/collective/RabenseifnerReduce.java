package org.fenceline.tracer.runtime.collective;

import java.nio.ByteBuffer;
import java.util.function.Consumer;
import org.fenceline.tracer.runtime.CollectivePort;
import org.fenceline.tracer.runtime.reduction.Reduction;

/**
 * Rabenseifner's reduce and allreduce for large vectors and commutative operations (digest 000 §4.4):
 * recursive halving by pairwise exchange of half vectors (a reduce-scatter over the largest power of two P),
 * then recursive doubling (allreduce) or a gather of the blocks (reduce): O(log N) + O(D) instead of
 * O(log N)·O(D). The Q = N - P extra processes first hand their vector to an odd neighbour and get the
 * result back at the end, the two extra steps that make it slower for non-powers of two. Combining happens
 * directly in the communication buffers.
 */
final class RabenseifnerReduce {
    private RabenseifnerReduce() {
    }

    /**
     * Reduces {@code vector} (a private copy, also the result buffer). With {@code root} < 0 every process gets
     * the result (allreduce); otherwise the root does. {@code done} receives the result where it is available.
     */
    static void schedule(Schedule s, CollectivePort port, ByteBuffer vector, Reduction op, int root,
            Consumer<ByteBuffer> done) {
        int n = port.size();
        int me = port.rank();
        int p = Integer.highestOneBit(n);
        int extra = n - p;
        int item = op.itemBytes();
        int items = item == 0 ? 0 : vector.limit() / item;
        int[] firstItem = new int[p + 1];
        for (int b = 0; b < p; b++) {
            firstItem[b + 1] = firstItem[b] + items / p + (b < items % p ? 1 : 0);
        }
        int newRank = me < 2 * extra ? (me % 2 == 0 ? -1 : me / 2) : me - extra;
        if (me < 2 * extra) {
            if (newRank < 0) {
                s.phase(() -> s.send(port, me + 1, vector));
            } else {
                ByteBuffer incoming = Packed.allocate(vector.limit());
                s.phase(() -> s.receive(port, me - 1, incoming, () -> op.combine(incoming, vector)));
            }
        }
        if (newRank >= 0) {
            int lo = 0;
            int hi = p;
            for (int distance = p / 2; distance >= 1; distance /= 2) {
                int mid = (lo + hi) / 2;
                boolean lower = (newRank & distance) == 0;
                int keepLo = lower ? lo : mid;
                int keepHi = lower ? mid : hi;
                int sendLo = lower ? mid : lo;
                int sendHi = lower ? hi : mid;
                int partner = real(newRank ^ distance, extra);
                s.phase(() -> {
                    ByteBuffer mine = range(vector, firstItem, keepLo, keepHi, item);
                    ByteBuffer incoming = Packed.allocate(mine.limit());
                    s.send(port, partner, range(vector, firstItem, sendLo, sendHi, item));
                    s.receive(port, partner, incoming, () -> op.combine(incoming, mine));
                });
                lo = keepLo;
                hi = keepHi;
            }
        }
        if (root < 0) {
            allGather(s, port, vector, firstItem, newRank, p, extra, item);
            s.phase(() -> done.accept(vector));
        } else {
            gatherAtRoot(s, port, vector, firstItem, newRank, p, extra, item, root);
            if (me == root) {
                s.phase(() -> done.accept(vector));
            }
        }
    }

    /** Recursive doubling: the owned block range doubles with each exchange until the vector is complete. */
    private static void allGather(Schedule s, CollectivePort port, ByteBuffer vector, int[] firstItem, int newRank,
            int p, int extra, int item) {
        int me = port.rank();
        if (newRank >= 0) {
            int lo = newRank;
            int hi = newRank + 1;
            for (int distance = 1; distance < p; distance *= 2) {
                int width = hi - lo;
                boolean lower = (newRank & distance) == 0;
                int otherLo = lower ? hi : lo - width;
                int otherHi = otherLo + width;
                int partner = real(newRank ^ distance, extra);
                int sendLo = lo;
                int sendHi = hi;
                s.phase(() -> {
                    s.send(port, partner, range(vector, firstItem, sendLo, sendHi, item));
                    s.receive(port, partner, range(vector, firstItem, otherLo, otherHi, item), null);
                });
                lo = Math.min(lo, otherLo);
                hi = Math.max(hi, otherHi);
            }
        }
        if (me < 2 * extra) {
            if (newRank < 0) {
                s.phase(() -> s.receive(port, me + 1, vector, null));
            } else {
                s.phase(() -> s.send(port, me - 1, vector));
            }
        }
    }

    /** Each process of the power-of-two group owns one block after halving; the root collects them. */
    private static void gatherAtRoot(Schedule s, CollectivePort port, ByteBuffer vector, int[] firstItem,
            int newRank, int p, int extra, int item, int root) {
        int me = port.rank();
        s.phase(() -> {
            if (me == root) {
                for (int b = 0; b < p; b++) {
                    if (b != newRank) {
                        s.receive(port, real(b, extra), range(vector, firstItem, b, b + 1, item), null);
                    }
                }
            } else if (newRank >= 0) {
                s.send(port, root, range(vector, firstItem, newRank, newRank + 1, item));
            }
        });
    }

    private static int real(int newRank, int extra) {
        return newRank < extra ? newRank * 2 + 1 : newRank + extra;
    }

    private static ByteBuffer range(ByteBuffer vector, int[] firstItem, int fromBlock, int toBlock, int item) {
        return Packed.range(vector, firstItem[fromBlock] * item, (firstItem[toBlock] - firstItem[fromBlock]) * item);
    }
}
