package org.fenceline.tracer.device.rma;

/** How an origin's operations reach a target's window memory (digest 000 §6.2). */
interface AccessMethod {
    /** Starts {@code op} of {@code origin} (ranks in the window's group); returns before it may be complete. */
    void issue(SharedWindow window, int origin, RmaOperation op);
}
