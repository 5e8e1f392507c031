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
 * <li>one-sided communication, each callback in event order: {@link #rmaOperation} per one-sided communication
 *     call, {@link #windowCollective} per window creation, free and fence, {@link #accessEpochCompleted} per
 *     access epoch (at its origin), {@link #exposureEpochClosed} per exposure epoch (at its target),
 *     {@link #passiveTargetCall} per call that may wait for a passive target;</li>
 * <li>{@link #profile} once, with the location's time and visits per call path;</li>
 * <li>{@link #locationEnded};</li>
 * <li>{@link #rootCauses}, once every location's wait states are known and the backward replay has traced
 *     them to their causes (only if some pattern {@link Pattern#usesRootCauses()}).</li>
 * </ol>
 * Partners' data comes with each callback: the engine has matched messages, collectives, one-sided epochs and
 * lock grants across locations before any replay starts, which is what Scalasca's parallel replay exchanges at run time. Views passed to
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

    default void rmaOperation(RmaOperation operation) {
    }

    /** A window creation, free or fence that every member of the window's communicator recorded. */
    default void windowCollective(WindowCollective call) {
    }

    default void accessEpochCompleted(AccessEpoch epoch) {
    }

    default void exposureEpochClosed(ExposureEpoch epoch) {
    }

    default void passiveTargetCall(PassiveTargetCall call) {
    }

    default void profile(CallPathProfile profile) {
    }

    /** Another pattern (or this one) published a finding. */
    default void found(Finding finding) {
    }

    default void locationEnded() {
    }

    /** The root causes of wait states, this location's share (after {@link #locationEnded}). */
    default void rootCauses(RootCauses causes) {
    }
}
