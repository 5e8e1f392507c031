package org.fenceline.analyzer.pattern;

/**
 * A matched point-to-point message, seen at its receiver: the receive (RECV event and the call holding it) with
 * the data the sender contributes (Scalasca's forward replay ships the same data with each message). Times are
 * ns since the trace start; call paths index the report's call tree.
 */
public interface ReceivedMessage {
    int receiver();

    /** The sending location. */
    int source();

    int comm();

    int tag();

    /** Bytes the sender sent (Scalasca counts received bytes by the send's size). */
    long bytes();

    /** Time of the SEND event. */
    long sendTime();

    /** ENTER of the call holding the SEND (MPI_Send, MPI_Isend, ...). */
    long sendCallEnter();

    /** Leave of the call holding the SEND. */
    long sendCallLeave();

    /** Time of the RECV event. */
    long receiveTime();

    /** Call path of the call holding the RECV: MPI_Recv, or the MPI_Wait* / MPI_Test* completing an Irecv. */
    int callPath();

    /** ENTER of that call. */
    long callEnter();

    /** Leave of that call. */
    long callLeave();

    /** Identifies the call among this location's calls (equal for all receives one MPI_Waitall completes). */
    int call();

    /** Whether the call is an MPI_Test* (which never blocks, so has no waiting time). */
    boolean inTest();

    /** Whether the call completed more than one non-blocking request (MPI_Waitall, MPI_Waitsome, ...). */
    boolean multiCompletion();
}
