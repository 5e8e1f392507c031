package org.fenceline.tracer.runtime.collective;

import java.nio.ByteBuffer;
import java.util.function.Consumer;
import org.fenceline.tracer.runtime.CollectivePort;
import org.fenceline.tracer.runtime.reduction.Reduction;

/**
 * The rpipe reduce pipeline (digest 000 §4.4) for large vectors and commutative operations: a chain in
 * ascending rank order from root+1 around to the root; every process combines each arriving block with its own
 * part and forwards it while the next block travels, overlapping communication and combining. At most one
 * stream uses each SCI segment, unlike Rabenseifner's exchanges.
 */
final class PipelinedReduce {
    private PipelinedReduce() {
    }

    static void schedule(Schedule s, CollectivePort port, ByteBuffer contribution, Reduction op, int root,
            int blockBytes, Consumer<ByteBuffer> atRoot) {
        int n = port.size();
        int me = port.rank();
        int relative = (me - root + n) % n;
        int predecessor = relative == 1 || n == 1 ? -1 : (me - 1 + n) % n;
        int successor = relative == 0 ? -1 : (me + 1) % n;
        int length = contribution.limit();
        int block = Math.max(op.itemBytes(), blockBytes / Math.max(1, op.itemBytes()) * op.itemBytes());
        s.phase(() -> {
            int offset = 0;
            do {
                ByteBuffer part = Packed.range(contribution, offset, Math.min(block, length - offset));
                if (predecessor < 0) {
                    if (successor >= 0) {
                        s.send(port, successor, part);
                    }
                } else {
                    ByteBuffer incoming = Packed.allocate(part.limit());
                    s.receive(port, predecessor, incoming, () -> {
                        op.combine(incoming, part);
                        if (successor >= 0) {
                            s.send(port, successor, part);
                        }
                    });
                }
                offset += block;
            } while (offset < length);
        });
        if (me == root) {
            s.phase(() -> atRoot.accept(contribution));
        }
    }
}
