package org.fenceline.tracer.runtime.collective;

import java.nio.ByteBuffer;
import org.fenceline.tracer.runtime.CollectivePort;

/** The naive allgather: N-1 receives and N-1 sends posted at once, then one wait (digest 000 §4.5). */
final class DirectAllgather {
    private DirectAllgather() {
    }

    static void schedule(Schedule s, CollectivePort port, ByteBuffer all, int[] offsets, int[] lengths) {
        int n = port.size();
        int me = port.rank();
        s.phase(() -> {
            for (int k = 1; k < n; k++) {
                int from = (me - k + n) % n;
                s.receive(port, from, Packed.range(all, offsets[from], lengths[from]), null);
            }
            for (int k = 1; k < n; k++) {
                s.send(port, (me + k) % n, Packed.range(all, offsets[me], lengths[me]));
            }
        });
    }
}
