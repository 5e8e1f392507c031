package org.fenceline.tracer.runtime.collective;

import java.nio.ByteBuffer;
import org.fenceline.tracer.runtime.CollectivePort;
import org.fenceline.tracer.runtime.reduction.Reduction;

/**
 * MPI_Scan and MPI_Exscan on the rpipe pipeline (digest 000 §4.4): a chain in rank order where every process
 * combines the arriving prefix block with its own part, keeps the result (inclusive) or the arriving prefix
 * (exclusive) and forwards the new prefix while the next block travels. Operands meet in rank order, so
 * non-commutative operations work too.
 */
final class PipelinedScan {
    private PipelinedScan() {
    }

    /**
     * @param own    this rank's contribution (a private copy, overwritten by its inclusive prefix)
     * @param result where the rank's result lands (may be {@code own} for an inclusive scan)
     */
    static void schedule(Schedule s, CollectivePort port, ByteBuffer own, ByteBuffer result, Reduction op,
            boolean exclusive, int blockBytes) {
        int n = port.size();
        int me = port.rank();
        int length = own.limit();
        int block = Math.max(op.itemBytes(), blockBytes / Math.max(1, op.itemBytes()) * op.itemBytes());
        s.phase(() -> {
            int offset = 0;
            do {
                int size = Math.min(block, length - offset);
                ByteBuffer part = Packed.range(own, offset, size);
                ByteBuffer out = Packed.range(result, offset, size);
                if (me == 0) {
                    if (!exclusive && out != part) {
                        out.put(0, part, 0, size);
                    }
                    if (n > 1) {
                        s.send(port, 1, part);
                    }
                } else {
                    ByteBuffer prefix = Packed.allocate(size);
                    s.receive(port, me - 1, prefix, () -> {
                        if (exclusive) {
                            out.put(0, prefix, 0, size);
                        }
                        op.combine(prefix, part);
                        if (!exclusive && result != own) {
                            out.put(0, part, 0, size);
                        }
                        if (me + 1 < n) {
                            s.send(port, me + 1, part);
                        }
                    });
                }
                offset += block;
            } while (offset < length);
        });
    }
}
