package org.fenceline.tracer.sci;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.fenceline.tracer.kernel.Clock;

/**
 * A node's local interrupt, triggered remotely (SISCI LI/EI, digest 000 §1.7). Only the occurrence is
 * stored, not the count: triggers before the target looks coalesce into one. Triggering costs the
 * origin a driver call; the target notices the interrupt {@code interruptMicros} after the trigger.
 */
public final class RemoteInterrupt {
    private final SciNetwork network;
    private final AtomicLong pendingAt = new AtomicLong(Long.MAX_VALUE);
    private final Set<Object> sleepers = ConcurrentHashMap.newKeySet();

    RemoteInterrupt(SciNetwork network) {
        this.network = network;
    }

    /** Raises the interrupt from the node whose CPU is {@code origin}. */
    public void trigger(Cpu origin) {
        origin.charge(network.profile().kernelCallMicros() * 1000);
        long at = origin.now() + SciNetwork.micros(network.profile().interruptMicros());
        pendingAt.accumulateAndGet(at, Math::min);
        wakeSleepers();
    }

    /**
     * Raises it at once and without emulated cost: the host-level wake-up of a rank that sleeps instead of
     * polling, not an SCI interrupt.
     */
    public void raiseLocally() {
        pendingAt.accumulateAndGet(network.timed() ? network.clock().nanos() : 0, Math::min);
        wakeSleepers();
    }

    /** When the pending interrupt becomes visible; {@code Long.MAX_VALUE} if none is pending. */
    public long pendingAt() {
        return pendingAt.get();
    }

    /** Takes the interrupt if it has occurred by {@code now}; all coalesced triggers are taken at once. */
    public boolean consume(long now) {
        long at = pendingAt.get();
        return at <= now && pendingAt.compareAndSet(at, Long.MAX_VALUE);
    }

    /**
     * Sleeps the calling thread until {@code deadline} (clock time; {@code Long.MAX_VALUE} for no limit) or
     * until a trigger arrives. Returns early on any trigger; the caller re-examines its state.
     */
    public void sleep(long deadline) {
        Clock clock = network.clock();
        Object self = clock.sleeper();
        sleepers.add(self);
        try {
            long pending = pendingAt.get();
            if (!network.timed()) {
                // Without time keeping every pending interrupt or deadline is due now.
                if (pending == Long.MAX_VALUE && deadline == Long.MAX_VALUE) {
                    clock.sleep(this, Long.MAX_VALUE, () -> pendingAt.get() != Long.MAX_VALUE);
                }
                return;
            }
            clock.sleep(this, Math.min(deadline, pending), () -> pendingAt.get() != pending);
        } finally {
            sleepers.remove(self);
        }
    }

    private void wakeSleepers() {
        if (sleepers.isEmpty()) {
            return;
        }
        Clock clock = network.clock();
        for (Object sleeper : sleepers) {
            clock.wake(sleeper);
        }
    }
}
