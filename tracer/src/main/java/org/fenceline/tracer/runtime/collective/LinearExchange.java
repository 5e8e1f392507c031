package org.fenceline.tracer.runtime.collective;

import java.nio.ByteBuffer;
import org.fenceline.tracer.runtime.CollectivePort;

/**
 * Sequential-tree and pairwise patterns (digest 000 §4.1) for the variable-size collectives, which a tree
 * cannot serve because non-roots do not know the distribution, and for large blocks: the root exchanges one
 * message with every process; in all-to-all exchanges every process posts all receives, then sends in
 * shifted order (r+1, r+2, ...) so that no process is the first target of everyone (the parallel exchange,
 * which the thesis found always faster than the sequential one).
 */
final class LinearExchange {
    private LinearExchange() {
    }

    /** Root receives {@code blocks[q]} from each q; the others send {@code mine}. */
    static void gather(Schedule s, CollectivePort port, ByteBuffer mine, ByteBuffer[] blocks, int root) {
        int me = port.rank();
        s.phase(() -> {
            if (me != root) {
                s.send(port, root, mine);
                return;
            }
            for (int q = 0; q < port.size(); q++) {
                if (q == me) {
                    blocks[q].put(0, mine, 0, blocks[q].limit());
                } else {
                    s.receive(port, q, blocks[q], null);
                }
            }
        });
    }

    /** Root sends {@code blocks[q]} to each q; the others receive into {@code mine}. */
    static void scatter(Schedule s, CollectivePort port, ByteBuffer[] blocks, ByteBuffer mine, int root) {
        int me = port.rank();
        s.phase(() -> {
            if (me != root) {
                s.receive(port, root, mine, null);
                return;
            }
            for (int k = 0; k < port.size(); k++) {
                int q = (me + k) % port.size();
                if (q == me) {
                    mine.put(0, blocks[q], 0, mine.limit());
                } else {
                    s.send(port, q, blocks[q]);
                }
            }
        });
    }

    /**
     * Sends {@code out[q]} to every peer q and receives {@code in[q]} from it (null entries are skipped); the
     * block for oneself is copied when {@code self} is true (an intracommunicator).
     */
    static void allToAll(Schedule s, CollectivePort port, ByteBuffer[] out, ByteBuffer[] in, boolean self) {
        int me = self ? port.rank() : 0;
        int peers = port.peers();
        s.phase(() -> {
            for (int k = self ? 1 : 0; k < peers; k++) {
                int q = (me - k + peers) % peers;
                if (in[q] != null) {
                    s.receive(port, q, in[q], null);
                }
            }
            if (self) {
                in[me].put(0, out[me], 0, in[me].limit());
            }
            for (int k = self ? 1 : 0; k < peers; k++) {
                int q = (me + k) % peers;
                if (out[q] != null) {
                    s.send(port, q, out[q]);
                }
            }
        });
    }
}
