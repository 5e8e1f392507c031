package org.fenceline.tracer.device;

import java.util.concurrent.atomic.AtomicLong;

/**
 * Counts what a progress call could still move: ring messages written or queued but not yet polled by
 * their receiver, and DMA transfers whose completion the sender has not yet acted on. Zero means that
 * a job whose ranks all wait is deadlocked.
 */
final class InFlight {
    private final AtomicLong count = new AtomicLong();

    void add() {
        count.incrementAndGet();
    }

    void remove() {
        count.decrementAndGet();
    }

    boolean any() {
        return count.get() > 0;
    }
}
