package org.fenceline.analyzer.pattern;

/** How a send was completed: where a sender can be held up by its receiver. */
public enum SendCompletion {
    /** A blocking send (MPI_Send, MPI_Ssend, MPI_Sendrecv, ...): completed inside the send call itself. */
    BLOCKING,
    /** A non-blocking send completed by a call completing only it (MPI_Wait, or a Waitall of one request). */
    WAIT,
    /** A non-blocking send completed by a call completing several requests (MPI_Waitall/any/some). */
    MULTI_WAIT,
    /** A non-blocking send completed by an MPI_Test*, which never blocks. */
    TEST,
    /** The completion is not in the trace (request freed, run aborted). */
    NONE
}
