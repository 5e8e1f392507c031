package org.fenceline.tracer.runtime;

import java.nio.ByteBuffer;
import org.fenceline.tracer.device.DeviceRequest;
import org.fenceline.tracer.device.DeviceStatus;

/**
 * One started send or receive: the device request plus what completing it takes on this side (unpacking a
 * staged receive into the user's buffer, translating the envelope to communicator ranks).
 */
final class Transfer {
    private final Communicator comm;
    private final String operation;
    private final DeviceRequest request;
    private final MessageBuffer landing;
    private final ByteBuffer target;
    private final StatusRecord immediate;
    /** Landed by a matched probe in {@link #target}, which is then never the program's buffer. */
    private final boolean matched;

    private Transfer(Communicator comm, String operation, DeviceRequest request, MessageBuffer landing,
            ByteBuffer target, StatusRecord immediate, boolean matched) {
        this.comm = comm;
        this.operation = operation;
        this.request = request;
        this.landing = landing;
        this.target = target;
        this.immediate = immediate;
        this.matched = matched;
    }

    static Transfer send(Communicator comm, String operation, DeviceRequest request) {
        return new Transfer(comm, operation, request, null, null, null, false);
    }

    static Transfer receive(Communicator comm, String operation, DeviceRequest request, MessageBuffer landing,
            ByteBuffer target) {
        return new Transfer(comm, operation, request, landing, target, null, false);
    }

    /** The receive of a message a matched probe took into {@code storage}; it lands in {@code landing}. */
    static Transfer matched(Communicator comm, String operation, DeviceRequest request, MessageBuffer landing,
            ByteBuffer storage) {
        return new Transfer(comm, operation, request, landing, storage, null, true);
    }

    /** An operation that finished when it started (MPI_PROC_NULL, a buffered send copied away). */
    static Transfer completed(Communicator comm, String operation, StatusRecord status) {
        return new Transfer(comm, operation, null, null, null, status, false);
    }

    Communicator comm() {
        return comm;
    }

    String operation() {
        return operation;
    }

    boolean isComplete() {
        return request == null || request.isComplete();
    }

    /** Cancels if the device still can; a cancelled transfer completes with a cancelled status. */
    void cancel() {
        if (request != null && !request.isComplete()) {
            comm.runtime().device().cancel(request);
        }
    }

    /** Call once, after {@link #isComplete()}: lands the data and returns the status. */
    StatusRecord finish() {
        if (request == null) {
            return immediate;
        }
        DeviceStatus s = request.status();
        if (s.cancelled()) {
            return new StatusRecord(MpiConstants.ANY_SOURCE, MpiConstants.ANY_TAG, ErrorClass.SUCCESS, 0, true,
                    MpiConstants.UNDEFINED);
        }
        int peer = comm.peerGroup().rankOf(s.source());
        if (!request.isReceive()) {
            return new StatusRecord(peer, s.tag(), ErrorClass.SUCCESS, s.bytes(), false, MpiConstants.UNDEFINED);
        }
        long landed = Math.min(s.bytes(), landing.bytes());
        if (matched) {
            landing.unpackStaged(target, landed);
        } else {
            landing.completeReceive(target, landed);
        }
        boolean truncated = matched ? s.bytes() > landing.bytes() : s.truncated();
        int error = truncated ? ErrorClass.TRUNCATE : ErrorClass.SUCCESS;
        return new StatusRecord(peer, s.tag(), error, landed, false, MpiConstants.UNDEFINED);
    }
}
