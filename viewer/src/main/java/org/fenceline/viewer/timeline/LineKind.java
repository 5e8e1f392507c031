package org.fenceline.viewer.timeline;

/** What a line or box over the bars stands for; the canvas picks colour and dash pattern by kind. */
public enum LineKind {
    /** A point-to-point message, send to receive. */
    MESSAGE,
    /** The 0-byte request of a Get, origin marker to transfer start (seed §8.2). */
    RMA_REQUEST,
    /** A recorded one-sided data transfer, transfer start to transfer end. */
    RMA_TRANSFER,
    /** The logical transfer, sent as late as the synchronisation allows (seed §8.3). */
    RMA_LOGICAL,
    /** A synchronisation dependency: quasi-timeless, may point backwards (seed §8.4). */
    RMA_DEPENDENCY,
    /** The whole RMA call on the origin, outlined. */
    RMA_OPERATION,
    /** A pattern instance's waiting interval. */
    WAITING,
    /** The interval on the partner the instance waited for (e.g. the late send), and a line to the wait's end. */
    PARTNER,
    /** The delay behind a wait (its root cause), and lines from it to the waits it caused at its synchronisation. */
    DELAY,
    /** The critical path: along a location's bar while the path runs there, across at each jump. */
    CRITICAL_PATH
}
