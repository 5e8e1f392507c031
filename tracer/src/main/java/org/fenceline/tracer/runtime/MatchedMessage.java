package org.fenceline.tracer.runtime;

import java.nio.ByteBuffer;
import org.fenceline.tracer.device.DeviceRequest;
import org.fenceline.tracer.device.DeviceStatus;

/**
 * A message taken by a matched probe (MPI_Mprobe / MPI_Improbe): the device has already matched it to an internal
 * receive, so no other receive can take it, and only {@link #receive} or {@link #startReceive} (MPI_Mrecv /
 * MPI_Imrecv) lands it in a program's buffer. A probe of MPI_PROC_NULL yields MPI_MESSAGE_NO_PROC
 * ({@link #isNoProcess()}), whose receive completes at once like a receive from MPI_PROC_NULL.
 */
public final class MatchedMessage {

    private final Communicator comm;
    private final DeviceRequest request;
    private final ByteBuffer storage;
    private final StatusRecord envelope;

    private MatchedMessage(Communicator comm, DeviceRequest request, ByteBuffer storage, StatusRecord envelope) {
        this.comm = comm;
        this.request = request;
        this.storage = storage;
        this.envelope = envelope;
    }

    /** MPI_Mprobe: blocks until a matching message is there and takes it. */
    public static MatchedMessage probe(Communicator comm, int source, int tag) {
        String call = "MPI_Mprobe";
        PointToPoint.checkEnvelope(comm, call, source, tag);
        if (source == MpiConstants.PROC_NULL) {
            return noProcess(comm);
        }
        MatchedMessage[] found = new MatchedMessage[1];
        comm.runtime().block(() -> (found[0] = take(comm, source, tag)) != null,
                comm.operationLabel(call, "source", source, tag));
        return found[0];
    }

    /** MPI_Improbe: takes a matching message if one is there, else returns null. */
    public static MatchedMessage tryProbe(Communicator comm, int source, int tag) {
        PointToPoint.checkEnvelope(comm, "MPI_Improbe", source, tag);
        return source == MpiConstants.PROC_NULL ? noProcess(comm) : take(comm, source, tag);
    }

    private static MatchedMessage noProcess(Communicator comm) {
        return new MatchedMessage(comm, null, null, StatusRecord.fromNullProcess());
    }

    /** MPI_MESSAGE_NO_PROC: the result of probing MPI_PROC_NULL. */
    public boolean isNoProcess() {
        return request == null;
    }

    private static MatchedMessage take(Communicator comm, int source, int tag) {
        RankRuntime runtime = comm.runtime();
        ByteBuffer[] storage = new ByteBuffer[1];
        DeviceRequest request = runtime.device().matchedProbe(runtime.worldRank(), PointToPoint.deviceSource(comm,
                source), comm.pointToPointContext(), PointToPoint.deviceTag(tag),
                bytes -> storage[0] = MessageBuffer.allocate(bytes));
        if (request == null) {
            return null;
        }
        DeviceStatus s = request.status();
        StatusRecord envelope = new StatusRecord(comm.peerGroup().rankOf(s.source()), s.tag(), ErrorClass.SUCCESS,
                s.bytes(), false, MpiConstants.UNDEFINED);
        return new MatchedMessage(comm, request, storage[0], envelope);
    }

    public Communicator comm() {
        return comm;
    }

    /** What the probe saw: source, tag and length of the message. */
    public StatusRecord status() {
        return envelope;
    }

    /** MPI_Mrecv into {@code buf}; a message longer than the buffer is an MPI_ERR_TRUNCATE error. */
    public StatusRecord receive(Object buf, int count, DataType type) {
        return Completion.complete(transfer("MPI_Mrecv", buf, count, type));
    }

    /** MPI_Imrecv (a direct buffer, as Open MPI requires). */
    public RuntimeRequest startReceive(Object buf, int count, DataType type) {
        MessageBuffer.requireDirect("MPI_Imrecv", buf);
        return RuntimeRequest.started(transfer("MPI_Imrecv", buf, count, type));
    }

    private Transfer transfer(String call, Object buf, int count, DataType type) {
        comm.checkUsable(call);
        if (isNoProcess()) {
            return Transfer.completed(comm, call + "(MPI_MESSAGE_NO_PROC)", StatusRecord.fromNullProcess());
        }
        MessageBuffer landing = MessageBuffer.of(comm, call, "buf", buf, count, type, true);
        return Transfer.matched(comm, comm.operationLabel(call, "source", envelope.source(), envelope.tag()),
                request, landing, storage);
    }
}
