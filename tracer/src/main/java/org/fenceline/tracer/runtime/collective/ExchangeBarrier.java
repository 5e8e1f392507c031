package org.fenceline.tracer.runtime.collective;

import java.nio.ByteBuffer;
import org.fenceline.tracer.runtime.CollectivePort;

/**
 * The binary exchange barrier of messages (BAB, digest 000 §4.2): lg P pairwise exchanges with partner
 * p XOR 2^i among the largest power of two P ≤ N, plus a pre- and a post-step for the Q = N - P others.
 * Used where no shared segments exist (intercommunicator groups, devices without SCI) and for comparison.
 */
final class ExchangeBarrier {
    private ExchangeBarrier() {
    }

    static void schedule(Schedule s, CollectivePort port) {
        int n = port.size();
        int me = port.rank();
        int p = Integer.highestOneBit(n);
        int extra = n - p;
        if (me >= p) {
            s.phase(() -> s.send(port, me - p, empty()));
            s.phase(() -> s.receive(port, me - p, empty(), null));
            return;
        }
        if (me < extra) {
            s.phase(() -> s.receive(port, me + p, empty(), null));
        }
        for (int distance = 1; distance < p; distance <<= 1) {
            int partner = me ^ distance;
            s.phase(() -> {
                s.receive(port, partner, empty(), null);
                s.send(port, partner, empty());
            });
        }
        if (me < extra) {
            s.phase(() -> s.send(port, me + p, empty()));
        }
    }

    private static ByteBuffer empty() {
        return Packed.allocate(0);
    }
}
