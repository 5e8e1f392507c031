package org.fenceline.analyzer.pattern;

/**
 * Callbacks of one location's replay. The engine calls them on the location's thread in this order:
 * <ol>
 * <li>the receive side, in event order: {@link #received} for each matched receive, then
 *     {@link #receiveCallEnded} when the call holding receives ends (after all its receives: a multi-completion
 *     call such as MPI_Waitall completes several);</li>
 * <li>the send side, in event order: {@link #sent} for each send (matched or not);</li>
 * <li>collectives: {@link #synchronizationPoint} for MPI_Init, then per operation {@link #collectiveEnded} followed
 *     by {@link #synchronizationPoint} if the operation is a synchronisation point, then MPI_Finalize;</li>
 * <li>{@link #profile} once, with the location's time and visits per call path;</li>
 * <li>{@link #locationEnded}.</li>
 * </ol>
 * Partners' data comes with each callback: the engine has matched messages and collectives across locations
 * before any replay starts, which is what Scalasca's parallel replay exchanges at run time. Views passed to
 * callbacks are reused: copy what you keep. Only the methods a listener overrides are ever called.
 */
public interface ReplayListener {
    default void received(ReceivedMessage message) {
    }

    default void receiveCallEnded(ReceiveCall call) {
    }

    default void sent(SentMessage message) {
    }

    default void collectiveEnded(CollectiveCall call) {
    }

    /** A synchronisation point of a collective operation, MPI_Init or MPI_Finalize (see {@link CollectiveSync}). */
    default void synchronizationPoint(CollectiveSync sync) {
    }

    default void profile(CallPathProfile profile) {
    }

    /** Another pattern (or this one) published a finding. */
    default void found(Finding finding) {
    }

    default void locationEnded() {
    }
}
