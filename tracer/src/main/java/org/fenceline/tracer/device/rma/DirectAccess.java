package org.fenceline.tracer.device.rma;

import java.nio.ByteBuffer;
import org.fenceline.tracer.sci.Cpu;

/**
 * Direct access (digest 000 §6.2): the window lies in the target's SCI segment, so the origin moves the data
 * itself: a put is a posted PIO write, a get a remote read, an accumulate a remote read and write under the
 * target part's atomicity guard. Every operation is complete when its call returns (SHMEM consistency); only
 * the arrival of written data is left for the closing synchronisation's store barrier. The target's CPU
 * takes no part, so direct access makes progress whatever the target does.
 */
final class DirectAccess implements AccessMethod {
    private final RmaDevice rma;

    DirectAccess(RmaDevice rma) {
        this.rma = rma;
    }

    @Override
    public void issue(SharedWindow window, int origin, RmaOperation op) {
        int target = op.target();
        boolean local = origin == target;
        WindowMemory memory = window.part(target).memory();
        Cpu cpu = rma.cpu(window.worldRank(origin));
        RmaCosts costs = rma.costs();
        OriginLedger ledger = window.ledger(origin);
        int bytes = op.targetBytes();
        switch (op.kind()) {
            case PUT -> {
                cpu.charge(local ? costs.localCopy(bytes) : costs.pioWrite(bytes));
                op.executeAt(memory);
                ledger.wrote(target, cpu.now() + (local ? 0 : costs.wire()));
            }
            case GET -> {
                cpu.charge(local ? costs.localCopy(bytes) : costs.remoteRead(bytes));
                cpu.catchUp();
                op.land(op.executeAt(memory));
                ledger.done(target, cpu.now());
            }
            default -> {
                cpu.charge(local ? 2 * costs.localCopy(bytes)
                        : costs.mutex() + costs.remoteRead(bytes) + costs.pioWrite(bytes));
                cpu.catchUp();
                ByteBuffer fetched = op.executeAt(memory);
                if (op.fetches()) {
                    op.land(fetched);
                }
                ledger.wrote(target, cpu.now() + (local ? 0 : costs.wire()));
            }
        }
        op.completeAt(cpu.now());
    }
}
