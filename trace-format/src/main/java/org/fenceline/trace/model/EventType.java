package org.fenceline.trace.model;

/**
 * The kinds of event record, after EPILOG (digest 001 §3.5) with OTF2's split of non-blocking
 * point-to-point into a start and a completion record. The numeric {@link #code()} is what both
 * physical forms store; it never changes once released.
 */
public enum EventType {
    /** Region entered: region, call site. */
    ENTER(0),
    /** Region left: region. Plain exit of every region without a more specific exit record. */
    EXIT(1),
    /** Message sent (blocking send, or start of a non-blocking send with its request id). */
    SEND(2),
    /** A non-blocking send completed (in Wait/Test): request id. */
    SEND_COMPLETE(3),
    /** A non-blocking receive was posted: request id (communicator, source, tag as requested). */
    RECV_REQUEST(4),
    /** Message received (blocking receive, or completion of a non-blocking one with its request id). */
    RECV(5),
    /** A non-blocking operation was cancelled: request id. */
    REQUEST_CANCELLED(6),
    /** Exit of a collective operation: region, communicator, root, bytes sent and received. */
    COLLEXIT(7),
    /** One-sided transfer start of a Put or Accumulate, on the origin. */
    PUT_1TS(8),
    /** One-sided transfer end of a Put or Accumulate, on the target. */
    PUT_1TE(9),
    /** Origin marker of a Get inside the origin's Get region (created by the merge). */
    GET_1TO(10),
    /** Transfer start of a Get, on the target. */
    GET_1TS(11),
    /** Transfer end of a Get, on the origin. */
    GET_1TE(12),
    /** Exit of a PSCW call (post, start, complete, wait, test): region, window, group, epoch-closing flag. */
    WINEXIT(13),
    /** Exit of a collective window call (create, allocate, free, fence): region, window. */
    WINCOLLEXIT(14),
    /** A window lock was requested: window, lock target, shared/exclusive. */
    LOCK_REQUEST(15),
    /** The lock was granted by the runtime (the real grant time): window, lock target, shared/exclusive. */
    LOCK_ACQUIRED(16),
    /** The lock was released: window, lock target. */
    LOCK_RELEASE(17),
    /** Local traces only: a PUT_1TE recorded by the origin on behalf of the target (partner = target). */
    PUT_1TE_REMOTE(18),
    /** Local traces only: a GET_1TS recorded by the origin on behalf of the target (partner = target). */
    GET_1TS_REMOTE(19);

    private static final EventType[] BY_CODE = new EventType[20];

    static {
        for (EventType t : values()) {
            BY_CODE[t.code] = t;
        }
    }

    private final int code;

    EventType(int code) {
        this.code = code;
    }

    public int code() {
        return code;
    }

    /** The type stored under {@code code}, or null when no type has that code. */
    public static EventType ofCode(int code) {
        return code >= 0 && code < BY_CODE.length ? BY_CODE[code] : null;
    }

    /** Remote-side records exist only in local traces; the merge converts them into events of the partner. */
    public boolean isRemote() {
        return this == PUT_1TE_REMOTE || this == GET_1TS_REMOTE;
    }

    /** The event type a remote-side record becomes at its owning location. */
    public EventType localForm() {
        return switch (this) {
            case PUT_1TE_REMOTE -> PUT_1TE;
            case GET_1TS_REMOTE -> GET_1TS;
            default -> this;
        };
    }

    /** Records that end a region: the region id is the region left. */
    public boolean isRegionExit() {
        return this == EXIT || this == COLLEXIT || this == WINEXIT || this == WINCOLLEXIT;
    }

    /** One-sided transfer records (carry window, partner, RMA id, bytes). */
    public boolean isRmaTransfer() {
        return code >= PUT_1TS.code && code <= GET_1TE.code || isRemote();
    }

    /** Lock records (carry window, lock target, lock kind). */
    public boolean isLock() {
        return this == LOCK_REQUEST || this == LOCK_ACQUIRED || this == LOCK_RELEASE;
    }
}
