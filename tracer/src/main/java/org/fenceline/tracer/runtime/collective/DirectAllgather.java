package org.fenceline.tracer.runtime.collective;

import java.nio.ByteBuffer;
import org.fenceline.tracer.runtime.CollectivePort;

/** The naive allgather: N-1 receives and N-1 sends posted at once, then one wait (digest 000 §4.5). */
final class DirectAllgather {
    private DirectAllgather() {
    }

    /** {@code blocks[q]} receives rank q's block (position 0 to limit); this rank's block is in place. */
    static void schedule(Schedule s, CollectivePort port, ByteBuffer[] blocks) {
        int n = port.size();
        int me = port.rank();
        s.phase(() -> {
            for (int k = 1; k < n; k++) {
                int from = (me - k + n) % n;
                s.receive(port, from, blocks[from].duplicate(), null);
            }
            for (int k = 1; k < n; k++) {
                s.send(port, (me + k) % n, blocks[me].duplicate());
            }
        });
    }
}
