package org.fenceline.tracer.runtime.window;

import org.fenceline.tracer.runtime.Communicator;

/**
 * What the measurement needs to know about an RMA window to define it in the trace. The runtime's window
 * implements it; the measurement defines a window once per rank (identity-cached) at its first record.
 */
public interface TracedWindow {
    /**
     * A number that identifies the window in the whole job and is the same on every member (the merge unifies
     * the ranks' windows by it and {@link #traceName()}), e.g. the context id agreed at creation combined with
     * the lowest world rank of the window's group.
     */
    long traceKey();

    /** The window's name as every member sees it at creation (not a name set later on one rank only). */
    String traceName();

    /** The communicator the window was created on; target ranks are ranks of its group. */
    Communicator communicator();
}
