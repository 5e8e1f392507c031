package org.fenceline.tracer.runtime.collective;

import java.nio.ByteBuffer;
import org.fenceline.tracer.runtime.CollectivePort;

/**
 * The pcast pipeline (digest 000 §4.3): a chain root → root+1 → ... in ring direction; every process forwards
 * each block as soon as it has arrived, so t = t_msg + (N-1)·t_block, nearly independent of N for large data.
 * SCI-MPICH builds it inside the device on the rendezvous ring buffer; here each block is a device message
 * of the collective context, posted in advance, which gives the same overlap of receiving and forwarding.
 */
final class PipelinedBroadcast {
    private PipelinedBroadcast() {
    }

    static void schedule(Schedule s, CollectivePort port, ByteBuffer data, int root, int blockBytes) {
        int n = port.size();
        int relative = (port.rank() - root + n) % n;
        int predecessor = relative == 0 ? -1 : (port.rank() - 1 + n) % n;
        int successor = relative == n - 1 ? -1 : (port.rank() + 1) % n;
        int length = data.limit();
        s.phase(() -> {
            int offset = 0;
            do {
                ByteBuffer block = Packed.range(data, offset, Math.min(blockBytes, length - offset));
                if (predecessor < 0) {
                    s.send(port, successor, block);
                } else if (successor < 0) {
                    s.receive(port, predecessor, block, null);
                } else {
                    s.receive(port, predecessor, block, () -> s.send(port, successor, block));
                }
                offset += blockBytes;
            } while (offset < length);
        });
    }
}
