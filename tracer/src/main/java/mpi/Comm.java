package mpi;

import java.nio.Buffer;
import org.fenceline.tracer.device.SendMode;
import org.fenceline.tracer.runtime.Communicator;
import org.fenceline.tracer.runtime.CommunicatorFactory;
import org.fenceline.tracer.runtime.ErrorClass;
import org.fenceline.tracer.runtime.ErrorMode;
import org.fenceline.tracer.runtime.PackedData;
import org.fenceline.tracer.runtime.PointToPoint;
import org.fenceline.tracer.runtime.RankRuntime;

/**
 * A communicator: point-to-point communication and communicator management. Blocking calls take a Java array
 * or an NIO buffer; non-blocking and persistent calls require a direct buffer (MPI.newXxxBuffer). Counts are in
 * items of the datatype, and the data starts at the buffer's element 0 (use MPI.slice for an offset).
 */
public class Comm implements Freeable, Cloneable {
    Communicator handle;

    Comm(Communicator handle) {
        this.handle = handle;
    }

    /** The runtime communicator for {@code call}; a null or freed communicator is an MPI_ERR_COMM error. */
    final Communicator live(String call) {
        MPI.check();
        if (handle == null) {
            throw RankRuntime.current().error(ErrorClass.COMM, call + ": the communicator is MPI_COMM_NULL");
        }
        handle.checkUsable(call);
        return handle;
    }

    public final int getSize() throws MPIException {
        return live("MPI_Comm_size").size();
    }

    public final int getRank() throws MPIException {
        return live("MPI_Comm_rank").rank();
    }

    public final Group getGroup() throws MPIException {
        return new Group(live("MPI_Comm_group").group());
    }

    public static int compare(Comm comm1, Comm comm2) throws MPIException {
        return Communicator.compare(comm1.live("MPI_Comm_compare"), comm2.live("MPI_Comm_compare"));
    }

    public Comm dup() throws MPIException {
        return new Comm(CommunicatorFactory.dup(live("MPI_Comm_dup")));
    }

    @Override
    public Comm clone() {
        return dup();
    }

    @Override
    public final void free() throws MPIException {
        live("MPI_Comm_free").free("MPI_Comm_free");
        handle = null;
    }

    /** True for MPI_COMM_NULL: a freed communicator, or the result of a split or create that excluded the caller. */
    public final boolean isNull() {
        return handle == null;
    }

    public final boolean isInter() throws MPIException {
        live("MPI_Comm_test_inter");
        return false;
    }

    /** MPI.CART, MPI.GRAPH or MPI.UNDEFINED (MPI_Topo_test). */
    public final int getTopology() throws MPIException {
        Communicator c = live("MPI_Topo_test");
        return c.topology() == null ? MPI.UNDEFINED : c.topology().kind();
    }

    public final void setName(String name) throws MPIException {
        live("MPI_Comm_set_name").setName(name);
    }

    public final String getName() throws MPIException {
        return live("MPI_Comm_get_name").name();
    }

    public final void setErrhandler(Errhandler errhandler) throws MPIException {
        Communicator c = live("MPI_Comm_set_errhandler");
        if (errhandler == null || errhandler.isNull()) {
            throw c.error(ErrorClass.ARG, "MPI_Comm_set_errhandler: errhandler is null");
        }
        c.setErrorMode(errhandler.mode());
    }

    public final Errhandler getErrhandler() throws MPIException {
        return live("MPI_Comm_get_errhandler").errorMode() == ErrorMode.RETURN ? MPI.ERRORS_RETURN
                : MPI.ERRORS_ARE_FATAL;
    }

    /** Invokes this communicator's error handler for {@code errorCode} (MPI_Comm_call_errhandler). */
    public final void callErrhandler(int errorCode) throws MPIException {
        throw live("MPI_Comm_call_errhandler").error(errorCode, "MPI_Comm_call_errhandler: error code " + errorCode);
    }

    /** Ends every rank of the job; the launcher exits with {@code errorcode}. */
    public final void abort(int errorcode) throws MPIException {
        Communicator c = live("MPI_Abort");
        RankRuntime runtime = c.runtime();
        throw runtime.abortJob("rank " + runtime.worldRank() + " called MPI_Abort(" + c.label() + ", " + errorcode
                + ")", errorcode);
    }

    // Point-to-point, blocking.

    public final void send(Object buf, int count, Datatype type, int dest, int tag) throws MPIException {
        PointToPoint.send(live("MPI_Send"), "MPI_Send", buf, count, Datatype.forTransfer(type), dest, tag,
                SendMode.STANDARD);
    }

    public final void bSend(Object buf, int count, Datatype type, int dest, int tag) throws MPIException {
        PointToPoint.send(live("MPI_Bsend"), "MPI_Bsend", buf, count, Datatype.forTransfer(type), dest, tag,
                SendMode.BUFFERED);
    }

    public final void sSend(Object buf, int count, Datatype type, int dest, int tag) throws MPIException {
        PointToPoint.send(live("MPI_Ssend"), "MPI_Ssend", buf, count, Datatype.forTransfer(type), dest, tag,
                SendMode.SYNCHRONOUS);
    }

    public final void rSend(Object buf, int count, Datatype type, int dest, int tag) throws MPIException {
        PointToPoint.send(live("MPI_Rsend"), "MPI_Rsend", buf, count, Datatype.forTransfer(type), dest, tag,
                SendMode.READY);
    }

    public final Status recv(Object buf, int count, Datatype type, int source, int tag) throws MPIException {
        return new Status(PointToPoint.recv(live("MPI_Recv"), buf, count, Datatype.forTransfer(type), source, tag));
    }

    public final Status sendRecv(Object sendbuf, int sendcount, Datatype sendtype, int dest, int sendtag,
            Object recvbuf, int recvcount, Datatype recvtype, int source, int recvtag) throws MPIException {
        return new Status(PointToPoint.sendRecv(live("MPI_Sendrecv"), sendbuf, sendcount,
                Datatype.forTransfer(sendtype), dest, sendtag, recvbuf, recvcount, Datatype.forTransfer(recvtype),
                source, recvtag));
    }

    public final Status sendRecvReplace(Object buf, int count, Datatype type, int dest, int sendtag, int source,
            int recvtag) throws MPIException {
        return new Status(PointToPoint.sendRecvReplace(live("MPI_Sendrecv_replace"), buf, count,
                Datatype.forTransfer(type), dest, sendtag, source, recvtag));
    }

    // Point-to-point, non-blocking (direct buffers only).

    public final Request iSend(Buffer buf, int count, Datatype type, int dest, int tag) throws MPIException {
        return new Request(PointToPoint.isend(live("MPI_Isend"), "MPI_Isend", buf, count,
                Datatype.forTransfer(type), dest, tag, SendMode.STANDARD));
    }

    public final Request ibSend(Buffer buf, int count, Datatype type, int dest, int tag) throws MPIException {
        return new Request(PointToPoint.isend(live("MPI_Ibsend"), "MPI_Ibsend", buf, count,
                Datatype.forTransfer(type), dest, tag, SendMode.BUFFERED));
    }

    public final Request isSend(Buffer buf, int count, Datatype type, int dest, int tag) throws MPIException {
        return new Request(PointToPoint.isend(live("MPI_Issend"), "MPI_Issend", buf, count,
                Datatype.forTransfer(type), dest, tag, SendMode.SYNCHRONOUS));
    }

    public final Request irSend(Buffer buf, int count, Datatype type, int dest, int tag) throws MPIException {
        return new Request(PointToPoint.isend(live("MPI_Irsend"), "MPI_Irsend", buf, count,
                Datatype.forTransfer(type), dest, tag, SendMode.READY));
    }

    public final Request iRecv(Buffer buf, int count, Datatype type, int source, int tag) throws MPIException {
        return new Request(PointToPoint.irecv(live("MPI_Irecv"), buf, count, Datatype.forTransfer(type), source,
                tag));
    }

    // Persistent requests (direct buffers only).

    public final Prequest sendInit(Buffer buf, int count, Datatype type, int dest, int tag) throws MPIException {
        return new Prequest(PointToPoint.sendInit(live("MPI_Send_init"), "MPI_Send_init", buf, count,
                Datatype.forTransfer(type), dest, tag, SendMode.STANDARD));
    }

    public final Prequest bSendInit(Buffer buf, int count, Datatype type, int dest, int tag) throws MPIException {
        return new Prequest(PointToPoint.sendInit(live("MPI_Bsend_init"), "MPI_Bsend_init", buf, count,
                Datatype.forTransfer(type), dest, tag, SendMode.BUFFERED));
    }

    public final Prequest sSendInit(Buffer buf, int count, Datatype type, int dest, int tag) throws MPIException {
        return new Prequest(PointToPoint.sendInit(live("MPI_Ssend_init"), "MPI_Ssend_init", buf, count,
                Datatype.forTransfer(type), dest, tag, SendMode.SYNCHRONOUS));
    }

    public final Prequest rSendInit(Buffer buf, int count, Datatype type, int dest, int tag) throws MPIException {
        return new Prequest(PointToPoint.sendInit(live("MPI_Rsend_init"), "MPI_Rsend_init", buf, count,
                Datatype.forTransfer(type), dest, tag, SendMode.READY));
    }

    public final Prequest recvInit(Buffer buf, int count, Datatype type, int source, int tag) throws MPIException {
        return new Prequest(PointToPoint.recvInit(live("MPI_Recv_init"), buf, count, Datatype.forTransfer(type),
                source, tag));
    }

    // Probing.

    public final Status probe(int source, int tag) throws MPIException {
        return new Status(PointToPoint.probe(live("MPI_Probe"), source, tag));
    }

    /** The envelope of a matching message, or null if none has arrived. */
    public final Status iProbe(int source, int tag) throws MPIException {
        return Status.of(PointToPoint.iProbe(live("MPI_Iprobe"), source, tag));
    }

    // Packing.

    /** Packs into {@code outbuf} at byte {@code position}; returns the new position. */
    public final int pack(Object inbuf, int incount, Datatype type, byte[] outbuf, int position) throws MPIException {
        return PackedData.pack(live("MPI_Pack"), inbuf, incount, Datatype.forTransfer(type), outbuf, position);
    }

    /** Unpacks from {@code inbuf} at byte {@code position}; returns the new position. */
    public final int unpack(byte[] inbuf, int position, Object outbuf, int outcount, Datatype type)
            throws MPIException {
        return PackedData.unpack(live("MPI_Unpack"), inbuf, position, outbuf, outcount, Datatype.forTransfer(type));
    }

    /** Bytes needed to pack {@code incount} items of {@code type}. */
    public final int packSize(int incount, Datatype type) throws MPIException {
        Communicator c = live("MPI_Pack_size");
        return PackedData.packSize(c, incount, Datatype.handleOf(type, "MPI_Pack_size"));
    }
}
