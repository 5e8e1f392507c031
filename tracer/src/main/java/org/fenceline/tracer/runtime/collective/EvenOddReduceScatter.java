package org.fenceline.tracer.runtime.collective;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import org.fenceline.tracer.runtime.CollectivePort;
import org.fenceline.tracer.runtime.reduction.Reduction;

/**
 * The overlapped reduce-scatter for vectors whose parts fit the eager buffers (digest 000 §4.4, 6.7.7): every
 * process sends part q of its vector to process q and combines the parts it receives while still sending.
 * All receives are posted first and the sends follow the even/odd order (the partner in the other parity
 * group first, then the other group and finally the own group, each in descending relative order), so every
 * dependency runs forward in time and no process waits for a partner that is itself waiting. Commutative
 * operations combine each part on arrival; others combine in rank order once all parts are there.
 */
final class EvenOddReduceScatter {
    private EvenOddReduceScatter() {
    }

    /** {@code parts[q]} is the byte range of part q in {@code vector}; the result is written into {@code mine}. */
    static void schedule(Schedule s, CollectivePort port, ByteBuffer vector, int[] offsets, int[] lengths,
            Reduction op, ByteBuffer mine) {
        int n = port.size();
        int me = port.rank();
        ByteBuffer[] parts = new ByteBuffer[n];
        s.phase(() -> {
            mine.put(0, vector, offsets[me], lengths[me]);
            parts[me] = Packed.copyOf(Packed.range(vector, offsets[me], lengths[me]));
            for (int q = 0; q < n; q++) {
                if (q != me) {
                    ByteBuffer incoming = Packed.allocate(lengths[me]);
                    parts[q] = incoming;
                    s.receive(port, q, incoming, op.commutative() ? () -> op.combine(incoming, mine) : null);
                }
            }
            for (int q : sendOrder(me, n)) {
                s.send(port, q, Packed.range(vector, offsets[q], lengths[q]));
            }
        });
        if (!op.commutative()) {
            s.phase(() -> {
                ByteBuffer acc = parts[0];
                for (int q = 1; q < n; q++) {
                    op.combine(acc, parts[q]);
                    acc = parts[q];
                }
                mine.put(0, acc, 0, lengths[me]);
            });
        }
    }

    private static List<Integer> sendOrder(int me, int n) {
        List<Integer> order = new ArrayList<>();
        int partner = me ^ 1;
        if (partner < n) {
            order.add(partner);
        }
        for (int parity : new int[] {1 - me % 2, me % 2}) {
            for (int k = n - 1; k >= 1; k--) {
                int q = (me + k) % n;
                if (q % 2 == parity && q != partner) {
                    order.add(q);
                }
            }
        }
        return order;
    }
}
