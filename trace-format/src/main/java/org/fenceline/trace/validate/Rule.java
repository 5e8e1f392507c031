package org.fenceline.trace.validate;

/** The rules a global trace must satisfy; each {@link Violation} names the one it breaks. */
public enum Rule {
    /** ENTER and the exits (EXIT, COLLEXIT, WINEXIT, WINCOLLEXIT) nest properly, and every region is left. */
    NESTING,
    /** Timestamps strictly increase along each location. */
    TIME_ORDER,
    /** Every id an event or a definition refers to is defined. */
    UNDEFINED_ID,
    /** Records that exist only in local traces (PUT_1TE_REMOTE, GET_1TS_REMOTE) do not appear. */
    LOCAL_ONLY_TYPE,
    /** Every SEND has its RECV and vice versa (FIFO per communicator, sender, receiver and tag). */
    UNMATCHED_MESSAGE,
    /** Every RMA transfer start has its end: PUT_1TS with PUT_1TE, GET_1TO with GET_1TS and GET_1TE. */
    UNMATCHED_RMA,
    /** The n-th collective on a communicator has the same region and root on every member, and all take part. */
    COLLECTIVE_MISMATCH
}
