package org.fenceline.trace.model;

/**
 * One event of a trace, with every column of the global form. Unused attributes hold {@link #NONE}
 * (ids, partner, tag) or 0 (bytes, request, flags). Which attributes a type uses is documented in
 * docs/trace-format.md and checked by the validator.
 *
 * <p>This record is the convenient, allocating view (tests, tools, merge). Hot paths (appending in
 * the runtime, the analyzer's replay) use the column-wise forms instead.
 *
 * @param location  global location id (= MPI_COMM_WORLD rank: one thread per process)
 * @param time      nanoseconds since the trace start (global form) or raw clock (local form)
 * @param type      the record type
 * @param region    ENTER/EXIT/COLLEXIT/WINEXIT/WINCOLLEXIT: region id
 * @param callSite  ENTER: call-site id, or NONE
 * @param comm      SEND/RECV/RECV_REQUEST/COLLEXIT: communicator id; WINEXIT: group id
 * @param window    RMA transfer, WINEXIT, WINCOLLEXIT, LOCK_*: window id
 * @param partner   SEND: destination; RECV: source; COLLEXIT: root (NONE if rootless);
 *                  RMA transfer: the other side (location); LOCK_*: lock target (location)
 * @param tag       SEND/RECV/RECV_REQUEST: message tag
 * @param bytes     SEND/RECV/RMA transfer: bytes transferred; COLLEXIT: bytes sent
 * @param recvBytes COLLEXIT: bytes received
 * @param request   non-blocking point-to-point: request id (unique per location); RMA transfer: RMA id
 *                  (unique per origin location)
 * @param flags     {@link EventFlags} bits
 */
public record Event(
        int location,
        long time,
        EventType type,
        int region,
        int callSite,
        int comm,
        int window,
        int partner,
        int tag,
        long bytes,
        long recvBytes,
        long request,
        int flags) {

    /** "No such id / not applicable" for id-valued attributes. */
    public static final int NONE = -1;

    public static Event enter(int location, long time, int region, int callSite) {
        return new Event(location, time, EventType.ENTER, region, callSite, NONE, NONE, NONE, NONE, 0, 0, 0, 0);
    }

    public static Event exit(int location, long time, int region) {
        return new Event(location, time, EventType.EXIT, region, NONE, NONE, NONE, NONE, NONE, 0, 0, 0, 0);
    }

    public static Event send(int location, long time, int comm, int dest, int tag, long bytes, long request, int flags) {
        return new Event(location, time, EventType.SEND, NONE, NONE, comm, NONE, dest, tag, bytes, 0, request, flags);
    }

    public static Event sendComplete(int location, long time, long request) {
        return new Event(location, time, EventType.SEND_COMPLETE, NONE, NONE, NONE, NONE, NONE, NONE, 0, 0, request, 0);
    }

    public static Event recvRequest(int location, long time, int comm, int source, int tag, long request) {
        return new Event(location, time, EventType.RECV_REQUEST, NONE, NONE, comm, NONE, source, tag, 0, 0, request,
                EventFlags.NON_BLOCKING);
    }

    public static Event recv(int location, long time, int comm, int source, int tag, long bytes, long request, int flags) {
        return new Event(location, time, EventType.RECV, NONE, NONE, comm, NONE, source, tag, bytes, 0, request, flags);
    }

    public static Event requestCancelled(int location, long time, long request) {
        return new Event(location, time, EventType.REQUEST_CANCELLED, NONE, NONE, NONE, NONE, NONE, NONE, 0, 0, request, 0);
    }

    public static Event collExit(int location, long time, int region, int comm, int root, long sent, long received) {
        return new Event(location, time, EventType.COLLEXIT, region, NONE, comm, NONE, root, NONE, sent, received, 0, 0);
    }

    /** Any of the RMA transfer records (PUT_1TS, PUT_1TE, GET_1TO, GET_1TS, GET_1TE and the remote forms). */
    public static Event rma(int location, long time, EventType type, int window, int partner, long bytes, long rmaId, int flags) {
        if (!type.isRmaTransfer()) {
            throw new IllegalArgumentException("not an RMA transfer type: " + type);
        }
        return new Event(location, time, type, NONE, NONE, NONE, window, partner, NONE, bytes, 0, rmaId, flags);
    }

    public static Event winExit(int location, long time, int region, int window, int group, boolean closesEpoch) {
        return new Event(location, time, EventType.WINEXIT, region, NONE, group, window, NONE, NONE, 0, 0, 0,
                closesEpoch ? EventFlags.EPOCH_CLOSING : 0);
    }

    public static Event winCollExit(int location, long time, int region, int window) {
        return new Event(location, time, EventType.WINCOLLEXIT, region, NONE, NONE, window, NONE, NONE, 0, 0, 0, 0);
    }

    /** LOCK_REQUEST, LOCK_ACQUIRED or LOCK_RELEASE. */
    public static Event lock(int location, long time, EventType type, int window, int target, int flags) {
        if (!type.isLock()) {
            throw new IllegalArgumentException("not a lock type: " + type);
        }
        return new Event(location, time, type, NONE, NONE, NONE, window, target, NONE, 0, 0, 0, flags);
    }

    public Event withTime(long newTime) {
        return new Event(location, newTime, type, region, callSite, comm, window, partner, tag, bytes, recvBytes, request, flags);
    }

    public Event withLocation(int newLocation) {
        return new Event(newLocation, time, type, region, callSite, comm, window, partner, tag, bytes, recvBytes, request, flags);
    }
}
