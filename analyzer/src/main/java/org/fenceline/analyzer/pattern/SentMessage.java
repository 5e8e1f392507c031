package org.fenceline.analyzer.pattern;

/**
 * A send, seen at its sender, with the receiver's data if it was matched (Scalasca's backward replay ships the
 * same data from receiver to sender). Times are ns since the trace start; call paths index the call tree.
 */
public interface SentMessage {
    int sender();

    int destination();

    int comm();

    int tag();

    long bytes();

    /** The SEND event's {@link org.fenceline.trace.model.EventFlags}, e.g. SYNCHRONOUS. */
    int flags();

    long sendTime();

    /** Call path of the call holding the SEND. */
    int callPath();

    long callEnter();

    long callLeave();

    SendCompletion completion();

    /** Call path of the completing call (undefined for {@link SendCompletion#NONE}). */
    int completionCallPath();

    /** Identifies the completing call among this location's calls (-1 for {@link SendCompletion#NONE}). */
    int completionCall();

    long completionEnter();

    long completionLeave();

    /** Number of sends the completing call completed (1 unless {@link SendCompletion#MULTI_WAIT}). */
    int sendsInCompletionCall();

    /** Whether a receive matched this send; the receiver's values below are undefined otherwise. */
    boolean matched();

    /** ENTER of the call that posted the receive: the MPI_Irecv, or the blocking receive call itself. */
    long receiveRequestEnter();

    /** Leave of the call that posted the receive. */
    long receiveRequestLeave();

    long receiveTime();
}
