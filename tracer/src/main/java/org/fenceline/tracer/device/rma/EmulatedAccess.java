package org.fenceline.tracer.device.rma;

import java.nio.ByteBuffer;
import org.fenceline.tracer.sci.Cpu;

/**
 * Emulated access (digest 000 §6.2): the origin sends a control message (small data inline) and the
 * target's progress engine executes it, sends fetched data back, and bumps the origin's job counter with a
 * remote write. The target executes only while it is inside MPI (or its asynchronous progress thread runs),
 * which is the thesis's "no progress" effect: an origin's flush or unlock waits for the target's next MPI
 * call. The executing thread's CPU is not charged: it may be the progress thread on the node's other CPU.
 */
final class EmulatedAccess implements AccessMethod {
    private final RmaDevice rma;

    EmulatedAccess(RmaDevice rma) {
        this.rma = rma;
    }

    @Override
    public void issue(SharedWindow window, int origin, RmaOperation op) {
        int target = op.target();
        boolean local = origin == target;
        Cpu cpu = rma.cpu(window.worldRank(origin));
        RmaCosts costs = rma.costs();
        cpu.charge(local ? costs.localCopy(op.payloadBytes()) : costs.controlMessage(op.payloadBytes()));
        long arrival = cpu.now() + (local ? 0 : costs.wire());
        window.ledger(origin).issued(target);
        window.announceIncoming(target);
        if (!op.fetches()) {
            // Locally complete: the data travels in the message, the origin buffer is free again.
            op.completeAt(cpu.now());
        }
        int targetRank = window.worldRank(target);
        rma.engine(targetRank).deliver(arrival, () -> execute(window, origin, op, arrival));
        rma.signal(targetRank, arrival);
    }

    /** Runs at the target, in whichever thread progresses it. */
    private void execute(SharedWindow window, int origin, RmaOperation op, long arrival) {
        int target = op.target();
        boolean local = origin == target;
        RmaCosts costs = rma.costs();
        long start = Math.max(rma.now(), arrival);
        ByteBuffer fetched = op.executeAt(window.part(target).memory());
        long done = start + Math.round(costs.localCopy(op.targetBytes()));
        if (fetched != null && op.fetches()) {
            op.land(fetched);
            if (!local) {
                done += Math.round(costs.pioWrite(fetched.remaining())) + costs.wire();
            }
        }
        long visible = local ? done : done + Math.round(costs.pioWrite(Long.BYTES)) + costs.wire();
        if (op.fetches()) {
            op.completeAt(visible);
        }
        window.ledger(origin).completed(target, visible);
        window.executedIncoming(target);
        rma.signal(window.worldRank(origin), visible);
    }
}
