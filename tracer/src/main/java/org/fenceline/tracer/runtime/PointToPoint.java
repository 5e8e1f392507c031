package org.fenceline.tracer.runtime;

import java.nio.ByteBuffer;
import org.fenceline.tracer.device.DeviceRequest;
import org.fenceline.tracer.device.DeviceStatus;
import org.fenceline.tracer.device.MessageDevice;
import org.fenceline.tracer.device.SendMode;

/**
 * Point-to-point communication on a communicator: checks the arguments, packs through the datatype, and
 * hands contiguous bytes to the device in the communicator's point-to-point context.
 */
public final class PointToPoint {
    private PointToPoint() {
    }

    /** MPI_Send, MPI_Bsend, MPI_Ssend, MPI_Rsend (by {@code mode}); {@code call} names the call for messages. */
    public static void send(Communicator comm, String call, Object buf, int count, DataType type, int dest, int tag,
            SendMode mode) {
        Completion.complete(startSend(comm, call, buf, count, type, dest, tag, mode));
    }

    public static StatusRecord recv(Communicator comm, Object buf, int count, DataType type, int source, int tag) {
        return Completion.complete(startReceive(comm, "MPI_Recv", buf, count, type, source, tag));
    }

    /** MPI_Isend and its modes; Open MPI requires a direct buffer. */
    public static RuntimeRequest isend(Communicator comm, String call, Object buf, int count, DataType type, int dest,
            int tag, SendMode mode) {
        MessageBuffer.requireDirect(call, buf);
        return RuntimeRequest.started(startSend(comm, call, buf, count, type, dest, tag, mode));
    }

    public static RuntimeRequest irecv(Communicator comm, Object buf, int count, DataType type, int source, int tag) {
        MessageBuffer.requireDirect("MPI_Irecv", buf);
        return RuntimeRequest.started(startReceive(comm, "MPI_Irecv", buf, count, type, source, tag));
    }

    /** MPI_Send_init and its modes: arguments are checked now, data is packed at every start. */
    public static RuntimeRequest sendInit(Communicator comm, String call, Object buf, int count, DataType type,
            int dest, int tag, SendMode mode) {
        MessageBuffer.requireDirect(call, buf);
        checkSend(comm, call, buf, count, type, dest, tag);
        return RuntimeRequest.persistent(comm, comm.operationLabel(call, "dest", dest, tag),
                () -> startSend(comm, call, buf, count, type, dest, tag, mode));
    }

    public static RuntimeRequest recvInit(Communicator comm, Object buf, int count, DataType type, int source,
            int tag) {
        String call = "MPI_Recv_init";
        MessageBuffer.requireDirect(call, buf);
        checkReceive(comm, call, buf, count, type, source, tag);
        return RuntimeRequest.persistent(comm, comm.operationLabel(call, "source", source, tag),
                () -> startReceive(comm, call, buf, count, type, source, tag));
    }

    public static StatusRecord sendRecv(Communicator comm, Object sendBuf, int sendCount, DataType sendType, int dest,
            int sendTag, Object recvBuf, int recvCount, DataType recvType, int source, int recvTag) {
        String call = "MPI_Sendrecv";
        RuntimeRequest receive = RuntimeRequest.started(
                startReceive(comm, call, recvBuf, recvCount, recvType, source, recvTag));
        RuntimeRequest send = RuntimeRequest.started(
                startSend(comm, call, sendBuf, sendCount, sendType, dest, sendTag, SendMode.STANDARD));
        StatusRecord[] statuses = Completion.waitAll(new RuntimeRequest[] {receive, send});
        return statuses[0].withIndex(MpiConstants.UNDEFINED);
    }

    /** MPI_Sendrecv_replace: the outgoing data is packed away first, so the receive may land in the same buffer. */
    public static StatusRecord sendRecvReplace(Communicator comm, Object buf, int count, DataType type, int dest,
            int sendTag, int source, int recvTag) {
        String call = "MPI_Sendrecv_replace";
        MessageBuffer outgoing = checkSend(comm, call, buf, count, type, dest, sendTag);
        ByteBuffer copy = MessageBuffer.allocate(outgoing.bytes());
        outgoing.packInto(copy);
        copy.flip();
        RuntimeRequest receive = RuntimeRequest.started(startReceive(comm, call, buf, count, type, source, recvTag));
        RuntimeRequest send = RuntimeRequest.started(startPacked(comm, call, copy, dest, sendTag, SendMode.STANDARD));
        StatusRecord[] statuses = Completion.waitAll(new RuntimeRequest[] {receive, send});
        return statuses[0].withIndex(MpiConstants.UNDEFINED);
    }

    /** MPI_Probe: blocks until a matching message can be received. */
    public static StatusRecord probe(Communicator comm, int source, int tag) {
        String call = "MPI_Probe";
        checkEnvelope(comm, call, source, tag);
        if (source == MpiConstants.PROC_NULL) {
            return StatusRecord.fromNullProcess();
        }
        DeviceStatus[] found = new DeviceStatus[1];
        RankRuntime runtime = comm.runtime();
        runtime.block(() -> (found[0] = deviceProbe(comm, source, tag)) != null,
                comm.operationLabel(call, "source", source, tag));
        return probed(comm, found[0]);
    }

    /** MPI_Iprobe: the envelope of a matching message, or null if there is none yet. */
    public static StatusRecord iProbe(Communicator comm, int source, int tag) {
        checkEnvelope(comm, "MPI_Iprobe", source, tag);
        if (source == MpiConstants.PROC_NULL) {
            return StatusRecord.fromNullProcess();
        }
        comm.runtime().device().progress(comm.runtime().worldRank());
        DeviceStatus s = deviceProbe(comm, source, tag);
        return s == null ? null : probed(comm, s);
    }

    private static DeviceStatus deviceProbe(Communicator comm, int source, int tag) {
        RankRuntime runtime = comm.runtime();
        return runtime.device().probe(runtime.worldRank(), deviceSource(comm, source), comm.pointToPointContext(),
                deviceTag(tag));
    }

    private static StatusRecord probed(Communicator comm, DeviceStatus s) {
        return new StatusRecord(comm.peerGroup().rankOf(s.source()), s.tag(), ErrorClass.SUCCESS, s.bytes(), false,
                MpiConstants.UNDEFINED);
    }

    private static MessageBuffer checkSend(Communicator comm, String call, Object buf, int count, DataType type,
            int dest, int tag) {
        comm.checkUsable(call);
        MessageBuffer data = MessageBuffer.of(comm, call, "buf", buf, count, type, false);
        comm.checkPeer(call, "dest", dest, false);
        comm.checkTag(call, "tag", tag, false);
        return data;
    }

    private static MessageBuffer checkReceive(Communicator comm, String call, Object buf, int count, DataType type,
            int source, int tag) {
        comm.checkUsable(call);
        MessageBuffer data = MessageBuffer.of(comm, call, "buf", buf, count, type, true);
        checkEnvelope(comm, call, source, tag);
        return data;
    }

    static void checkEnvelope(Communicator comm, String call, int source, int tag) {
        comm.checkUsable(call);
        comm.checkPeer(call, "source", source, true);
        comm.checkTag(call, "tag", tag, true);
    }

    private static Transfer startSend(Communicator comm, String call, Object buf, int count, DataType type, int dest,
            int tag, SendMode mode) {
        MessageBuffer data = checkSend(comm, call, buf, count, type, dest, tag);
        if (dest == MpiConstants.PROC_NULL) {
            return Transfer.completed(comm, comm.operationLabel(call, "dest", dest, tag),
                    StatusRecord.fromNullProcess());
        }
        if (mode == SendMode.BUFFERED) {
            // Open MPI's ob1 first tries to send any non-synchronous message inline, which small ones manage
            // without touching the attached buffer (so they need none); our inline path is the short protocol.
            if (data.bytes() <= comm.runtime().device().inlineLimit()) {
                return startPacked(comm, call, data.sendBytes(), dest, tag, SendMode.STANDARD);
            }
            comm.runtime().attachedBuffer().send(comm, call, data, comm.worldRankOf(dest), tag);
            return Transfer.completed(comm, comm.operationLabel(call, "dest", dest, tag), StatusRecord.empty());
        }
        return startPacked(comm, call, data.sendBytes(), dest, tag, mode);
    }

    private static Transfer startPacked(Communicator comm, String call, ByteBuffer bytes, int dest, int tag,
            SendMode mode) {
        String operation = comm.operationLabel(call, "dest", dest, tag);
        if (dest == MpiConstants.PROC_NULL) {
            return Transfer.completed(comm, operation, StatusRecord.fromNullProcess());
        }
        RankRuntime runtime = comm.runtime();
        DeviceRequest request = runtime.device().startSend(runtime.worldRank(), comm.worldRankOf(dest),
                comm.pointToPointContext(), tag, bytes, mode);
        return Transfer.send(comm, operation, request);
    }

    private static Transfer startReceive(Communicator comm, String call, Object buf, int count, DataType type,
            int source, int tag) {
        MessageBuffer landing = checkReceive(comm, call, buf, count, type, source, tag);
        String operation = comm.operationLabel(call, "source", source, tag);
        if (source == MpiConstants.PROC_NULL) {
            return Transfer.completed(comm, operation, StatusRecord.fromNullProcess());
        }
        RankRuntime runtime = comm.runtime();
        ByteBuffer target = landing.receiveTarget();
        DeviceRequest request = runtime.device().postReceive(runtime.worldRank(), deviceSource(comm, source),
                comm.pointToPointContext(), deviceTag(tag), target);
        return Transfer.receive(comm, operation, request, landing, target);
    }

    static int deviceSource(Communicator comm, int source) {
        return source == MpiConstants.ANY_SOURCE ? MessageDevice.ANY_SOURCE : comm.worldRankOf(source);
    }

    static int deviceTag(int tag) {
        return tag == MpiConstants.ANY_TAG ? MessageDevice.ANY_TAG : tag;
    }

}
