package org.fenceline.tracer.runtime.collective;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.fenceline.tracer.runtime.CollectivePort;
import org.fenceline.tracer.runtime.reduction.Reduction;

/**
 * The small-vector reduce (digest 000 §4.4): a tree of fan-in f (P3: 4), depth log_f N, where latency
 * dominates. Commutative operations use direct reduction: each child's vector is combined as soon as it
 * arrives. The subtrees are contiguous rank ranges, so a non-commutative operation is combined in rank order:
 * its tree is rooted at rank 0, which passes the result on to the real root.
 */
final class FanInReduce {
    private FanInReduce() {
    }

    /** Reduces {@code contribution} (a private copy); the root gets the result through {@code atRoot}. */
    static void schedule(Schedule s, CollectivePort port, ByteBuffer contribution, Reduction op, int root, int fanIn,
            Consumer<ByteBuffer> atRoot) {
        int n = port.size();
        int me = port.rank();
        boolean direct = op.commutative();
        int treeRoot = direct ? root : 0;
        int relative = (me - treeRoot + n) % n;
        List<Integer> children = new ArrayList<>();
        int parent = -1;
        for (long stride = 1; stride < n; stride *= fanIn) {
            long span = stride * fanIn;
            if (relative % span != 0) {
                parent = (int) (relative - relative % span);
                break;
            }
            for (int j = 1; j < fanIn && relative + j * stride < n; j++) {
                children.add((int) (relative + j * stride));
            }
        }
        ByteBuffer[] acc = {contribution};
        ByteBuffer[] received = new ByteBuffer[children.size()];
        s.phase(() -> {
            for (int i = 0; i < children.size(); i++) {
                ByteBuffer incoming = Packed.allocate(contribution.limit());
                received[i] = incoming;
                s.receive(port, (children.get(i) + treeRoot) % n, incoming,
                        direct ? () -> op.combine(incoming, acc[0]) : null);
            }
        });
        if (!direct) {
            s.phase(() -> {
                for (ByteBuffer child : received) {
                    op.combine(acc[0], child);
                    acc[0] = child;
                }
            });
        }
        int up = parent;
        s.phase(() -> {
            if (up >= 0) {
                s.send(port, (up + treeRoot) % n, acc[0]);
            } else if (me == root) {
                atRoot.accept(acc[0]);
            } else {
                s.send(port, root, acc[0]);
            }
        });
        if (me == root && treeRoot != root) {
            ByteBuffer result = Packed.allocate(contribution.limit());
            s.phase(() -> s.receive(port, treeRoot, result, () -> atRoot.accept(result)));
        }
    }
}
