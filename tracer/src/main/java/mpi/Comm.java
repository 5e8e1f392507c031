package mpi;

import java.nio.Buffer;
import org.fenceline.tracer.device.SendMode;
import org.fenceline.tracer.measure.Measurement;
import org.fenceline.tracer.measure.MpiRegion;
import org.fenceline.tracer.rank.ThisRank;
import org.fenceline.tracer.runtime.Attributes;
import org.fenceline.tracer.runtime.CollectivePort;
import org.fenceline.tracer.runtime.Communicator;
import org.fenceline.tracer.runtime.CommunicatorFactory;
import org.fenceline.tracer.runtime.DataType;
import org.fenceline.tracer.runtime.ErrorClass;
import org.fenceline.tracer.runtime.ErrorMode;
import org.fenceline.tracer.runtime.MpiConstants;
import org.fenceline.tracer.runtime.PackedData;
import org.fenceline.tracer.runtime.PointToPoint;
import org.fenceline.tracer.runtime.RankRuntime;
import org.fenceline.tracer.runtime.StatusRecord;
import org.fenceline.tracer.runtime.collective.DataMovement;
import org.fenceline.tracer.runtime.collective.InPlace;
import org.fenceline.tracer.runtime.collective.Intercommunicators;
import org.fenceline.tracer.runtime.collective.Neighbourhood;
import org.fenceline.tracer.runtime.collective.NonBlockingDup;
import org.fenceline.tracer.runtime.collective.Payload;
import org.fenceline.tracer.runtime.collective.Reductions;
import org.fenceline.tracer.runtime.MpiError;

/**
 * A communicator: point-to-point communication and communicator management. Blocking calls take a Java array
 * or an NIO buffer; non-blocking and persistent calls require a direct buffer (MPI.newXxxBuffer). Counts are in
 * items of the datatype, and the data starts at the buffer's element 0 (use MPI.slice for an offset).
 */
public class Comm implements Freeable, Cloneable {
    /** The split type of {@link Intracomm#splitType} (MPI_COMM_TYPE_SHARED). */
    public static final int TYPE_SHARED = MpiConstants.COMM_TYPE_SHARED;

    Communicator handle;
    /** The request of the MPI_Comm_idup that creates this communicator, else null. */
    Request dupRequest;

    Comm(Communicator handle) {
        this.handle = handle;
    }

    /** The runtime communicator for {@code call}; a null or freed communicator is an MPI_ERR_COMM error. */
    final Communicator live(String call) throws MPIException {
        MPI.check();
        try {
            if (handle == null) {
                throw ThisRank.current().error(ErrorClass.COMM, call + ": the communicator is MPI_COMM_NULL");
            }
            handle.checkUsable(call);
            return handle;
        } catch (MpiError e) {
            throw MPIException.of(e);
        }
    }

    public final int getSize() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.COMM_SIZE);
        try {
            return live("MPI_Comm_size").size();
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.COMM_SIZE);
        }
    }

    public final int getRank() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.COMM_RANK);
        try {
            return live("MPI_Comm_rank").rank();
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.COMM_RANK);
        }
    }

    public final Group getGroup() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.COMM_GROUP);
        try {
            return new Group(live("MPI_Comm_group").group());
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.COMM_GROUP);
        }
    }

    public static int compare(Comm comm1, Comm comm2) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.COMM_COMPARE);
        try {
            return Communicator.compare(comm1.live("MPI_Comm_compare"), comm2.live("MPI_Comm_compare"));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.COMM_COMPARE);
        }
    }

    public Comm dup() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.COMM_DUP);
        try {
            return new Comm(CommunicatorFactory.dup(live("MPI_Comm_dup")));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.COMM_DUP);
        }
    }

    /**
     * MPI_Comm_idup: returns at once; the duplicate is usable (and no longer {@link #isNull()}) once the request
     * of its {@link #getRequest()} has completed. A process completes its pending iDup before it creates
     * another communicator.
     */
    public Comm iDup() throws MPIException {
        return iDupInto(new Comm(null));
    }

    /** Starts MPI_Comm_idup of this communicator; completing its request sets {@code result}'s handle. */
    final <T extends Comm> T iDupInto(T result) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.COMM_IDUP);
        try {
            result.dupRequest = new Request(NonBlockingDup.start(live("MPI_Comm_idup"), c -> result.handle = c));
            return result;
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.COMM_IDUP);
        }
    }

    /** The request of the {@link #iDup()} that created this communicator; MPI.REQUEST_NULL for any other. */
    public final Request getRequest() {
        return dupRequest != null ? dupRequest : MPI.REQUEST_NULL;
    }

    /** MPI_Comm_dup_with_info: a dup whose hints are {@code info}'s instead of this communicator's. */
    public Comm dupWithInfo(Info info) throws MPIException {
        return new Comm(duplicateWithInfo(info));
    }

    final Communicator duplicateWithInfo(Info info) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.COMM_DUP_WITH_INFO);
        try {
            Communicator c = live("MPI_Comm_dup_with_info");
            Communicator dup = c.isInter() ? Intercommunicators.dup(c) : CommunicatorFactory.dup(c);
            dup.replaceInfo(Info.entriesOf(info));
            return dup;
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.COMM_DUP_WITH_INFO);
        }
    }

    /** MPI_Comm_set_info: hints are kept (getInfo returns them); the runtime acts on none. */
    public final void setInfo(Info info) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.COMM_SET_INFO);
        try {
            live("MPI_Comm_set_info").setInfo(Info.entriesOf(info));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.COMM_SET_INFO);
        }
    }

    public final Info getInfo() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.COMM_GET_INFO);
        try {
            return Info.of(live("MPI_Comm_get_info").info());
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.COMM_GET_INFO);
        }
    }

    @Override
    public Comm clone() {
        try {
            return dup();
        } catch (MPIException e) {
            // clone() cannot declare the checked exception; Open MPI's binding rethrows it unchecked as well.
            throw new RuntimeException(e.getMessage(), e);
        }
    }

    @Override
    public final void free() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.COMM_FREE);
        try {
            live("MPI_Comm_free").free("MPI_Comm_free");
            handle = null;
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.COMM_FREE);
        }
    }

    /** MPI_Comm_disconnect: waits until every member's communication on it has completed, then frees it. */
    public final void disconnect() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.COMM_DISCONNECT);
        try {
            CommunicatorFactory.disconnect(live("MPI_Comm_disconnect"));
            handle = null;
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.COMM_DISCONNECT);
        }
    }

    // Attribute caching.

    public static int createKeyval() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.COMM_CREATE_KEYVAL);
        try {
            MPI.check();
            return Attributes.createKeyval(ThisRank.current(), Attributes.Kind.COMMUNICATOR);
        } finally {
            m.exit(MpiRegion.COMM_CREATE_KEYVAL);
        }
    }

    public static void freeKeyval(int keyval) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.COMM_FREE_KEYVAL);
        try {
            MPI.check();
            Attributes.freeKeyval(ThisRank.current(), Attributes.Kind.COMMUNICATOR, keyval);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.COMM_FREE_KEYVAL);
        }
    }

    /** MPI_Comm_set_attr: {@code value} must be Serializable; the communicator keeps a copy, which dup copies. */
    public final void setAttr(int keyval, Object value) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.COMM_SET_ATTR);
        try {
            Communicator c = live("MPI_Comm_set_attr");
            c.attributes().set(keyval, value, c, c.label());
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.COMM_SET_ATTR);
        }
    }

    /**
     * MPI_Comm_get_attr: a copy of the value set under {@code keyval}, or null. On MPI_COMM_WORLD the predefined
     * keys answer as in Open MPI: {@link MPI#TAG_UB}, {@link MPI#HOST} (MPI.PROC_NULL), {@link MPI#IO}
     * (MPI.ANY_SOURCE), {@link MPI#APPNUM} (0), {@link MPI#UNIVERSE_SIZE} (the ranks launched) and
     * {@link MPI#LASTUSEDCODE} (MPI.ERR_LASTCODE) as Integer, {@link MPI#WTIME_IS_GLOBAL} as Boolean (false).
     */
    public final Object getAttr(int keyval) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.COMM_GET_ATTR);
        try {
            Communicator c = live("MPI_Comm_get_attr");
            if (Communicator.isPredefinedKey(keyval)) {
                Object value = c.predefinedAttribute(keyval);
                return keyval == MPI.WTIME_IS_GLOBAL && value != null ? (Integer) value != 0 : value;
            }
            return c.attributes().get(keyval, c, c.label());
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.COMM_GET_ATTR);
        }
    }

    public final void deleteAttr(int keyval) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.COMM_DELETE_ATTR);
        try {
            Communicator c = live("MPI_Comm_delete_attr");
            c.attributes().delete(keyval, c, c.label());
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.COMM_DELETE_ATTR);
        }
    }

    /** True for MPI_COMM_NULL: a freed communicator, or the result of a split or create that excluded the caller. */
    public final boolean isNull() {
        return handle == null;
    }

    public final boolean isInter() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.COMM_TEST_INTER);
        try {
            return live("MPI_Comm_test_inter").isInter();
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.COMM_TEST_INTER);
        }
    }

    /** MPI.CART, MPI.GRAPH, MPI.DIST_GRAPH or MPI.UNDEFINED (MPI_Topo_test). */
    public final int getTopology() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.TOPO_TEST);
        try {
            Communicator c = live("MPI_Topo_test");
            return c.topology() == null ? MPI.UNDEFINED : c.topology().kind();
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.TOPO_TEST);
        }
    }

    public final void setName(String name) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.COMM_SET_NAME);
        try {
            live("MPI_Comm_set_name").setName(name);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.COMM_SET_NAME);
        }
    }

    public final String getName() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.COMM_GET_NAME);
        try {
            return live("MPI_Comm_get_name").name();
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.COMM_GET_NAME);
        }
    }

    public final void setErrhandler(Errhandler errhandler) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.COMM_SET_ERRHANDLER);
        try {
            Communicator c = live("MPI_Comm_set_errhandler");
            if (errhandler == null) {
                throw c.error(ErrorClass.ARG, "MPI_Comm_set_errhandler: errhandler is null");
            }
            c.setErrorMode(errhandler.mode());
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.COMM_SET_ERRHANDLER);
        }
    }

    public final Errhandler getErrhandler() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.COMM_GET_ERRHANDLER);
        try {
            return live("MPI_Comm_get_errhandler").errorMode() == ErrorMode.RETURN ? MPI.ERRORS_RETURN
                    : MPI.ERRORS_ARE_FATAL;
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.COMM_GET_ERRHANDLER);
        }
    }

    /** Invokes this communicator's error handler for {@code errorCode} (MPI_Comm_call_errhandler). */
    public void callErrhandler(int errorCode) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.COMM_CALL_ERRHANDLER);
        try {
            live("MPI_Comm_call_errhandler").callErrorHandler(errorCode, "MPI_Comm_call_errhandler: error code " + errorCode);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.COMM_CALL_ERRHANDLER);
        }
    }

    /** Ends every rank of the job; the launcher exits with {@code errorcode}. */
    public final void abort(int errorcode) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.ABORT);
        try {
            Communicator c = live("MPI_Abort");
            RankRuntime runtime = c.runtime();
            throw runtime.abortJob("rank " + runtime.worldRank() + " called MPI_Abort(" + c.label() + ", " + errorcode
                    + ")", errorcode);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.ABORT);
        }
    }

    // Point-to-point, blocking.

    public final void send(Object buf, int count, Datatype type, int dest, int tag) throws MPIException {
        blockingSend(MpiRegion.SEND, "MPI_Send", buf, count, type, dest, tag, SendMode.STANDARD);
    }

    public final void bSend(Object buf, int count, Datatype type, int dest, int tag) throws MPIException {
        blockingSend(MpiRegion.BSEND, "MPI_Bsend", buf, count, type, dest, tag, SendMode.BUFFERED);
    }

    public final void sSend(Object buf, int count, Datatype type, int dest, int tag) throws MPIException {
        blockingSend(MpiRegion.SSEND, "MPI_Ssend", buf, count, type, dest, tag, SendMode.SYNCHRONOUS);
    }

    public final void rSend(Object buf, int count, Datatype type, int dest, int tag) throws MPIException {
        blockingSend(MpiRegion.RSEND, "MPI_Rsend", buf, count, type, dest, tag, SendMode.READY);
    }

    private void blockingSend(MpiRegion region, String call, Object buf, int count, Datatype type, int dest, int tag,
            SendMode mode) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(region);
        try {
            Communicator c = live(call);
            DataType t = Datatype.forTransfer(type);
            m.send(c, dest, tag, bytes(count, t), mode == SendMode.SYNCHRONOUS);
            PointToPoint.send(c, call, buf, count, t, dest, tag, mode);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(region);
        }
    }

    public final Status recv(Object buf, int count, Datatype type, int source, int tag) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.RECV);
        try {
            Communicator c = live("MPI_Recv");
            StatusRecord status = PointToPoint.recv(c, buf, count, Datatype.forTransfer(type), source, tag);
            m.recv(c, status);
            return new Status(status);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.RECV);
        }
    }

    public final Status sendRecv(Object sendbuf, int sendcount, Datatype sendtype, int dest, int sendtag,
            Object recvbuf, int recvcount, Datatype recvtype, int source, int recvtag) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.SENDRECV);
        try {
            Communicator c = live("MPI_Sendrecv");
            DataType t = Datatype.forTransfer(sendtype);
            m.send(c, dest, sendtag, bytes(sendcount, t), false);
            StatusRecord status = PointToPoint.sendRecv(c, sendbuf, sendcount, t, dest, sendtag, recvbuf, recvcount,
                    Datatype.forTransfer(recvtype), source, recvtag);
            m.recv(c, status);
            return new Status(status);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.SENDRECV);
        }
    }

    public final Status sendRecvReplace(Object buf, int count, Datatype type, int dest, int sendtag, int source,
            int recvtag) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.SENDRECV_REPLACE);
        try {
            Communicator c = live("MPI_Sendrecv_replace");
            DataType t = Datatype.forTransfer(type);
            m.send(c, dest, sendtag, bytes(count, t), false);
            StatusRecord status = PointToPoint.sendRecvReplace(c, buf, count, t, dest, sendtag, source, recvtag);
            m.recv(c, status);
            return new Status(status);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.SENDRECV_REPLACE);
        }
    }

    // Point-to-point, non-blocking (direct buffers only).

    public final Request iSend(Buffer buf, int count, Datatype type, int dest, int tag) throws MPIException {
        return startSend(MpiRegion.ISEND, "MPI_Isend", buf, count, type, dest, tag, SendMode.STANDARD);
    }

    public final Request ibSend(Buffer buf, int count, Datatype type, int dest, int tag) throws MPIException {
        return startSend(MpiRegion.IBSEND, "MPI_Ibsend", buf, count, type, dest, tag, SendMode.BUFFERED);
    }

    public final Request isSend(Buffer buf, int count, Datatype type, int dest, int tag) throws MPIException {
        return startSend(MpiRegion.ISSEND, "MPI_Issend", buf, count, type, dest, tag, SendMode.SYNCHRONOUS);
    }

    public final Request irSend(Buffer buf, int count, Datatype type, int dest, int tag) throws MPIException {
        return startSend(MpiRegion.IRSEND, "MPI_Irsend", buf, count, type, dest, tag, SendMode.READY);
    }

    private Request startSend(MpiRegion region, String call, Buffer buf, int count, Datatype type, int dest, int tag,
            SendMode mode) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(region);
        try {
            Communicator c = live(call);
            DataType t = Datatype.forTransfer(type);
            // Recorded before the message leaves, as for a blocking send: a receiver that already waits may
            // take it in before this call returns, and its RECV must not come before this SEND.
            long traceId = m.isend(c, dest, tag, bytes(count, t), mode == SendMode.SYNCHRONOUS);
            Request request = new Request(PointToPoint.isend(c, call, buf, count, t, dest, tag, mode));
            request.traced(traceId, false);
            return request;
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(region);
        }
    }

    public final Request iRecv(Buffer buf, int count, Datatype type, int source, int tag) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.IRECV);
        try {
            Communicator c = live("MPI_Irecv");
            Request request = new Request(PointToPoint.irecv(c, buf, count, Datatype.forTransfer(type), source, tag));
            request.traced(m.irecv(c, source, tag), true);
            return request;
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.IRECV);
        }
    }

    // Persistent requests (direct buffers only): each MPI_Start records what MPI_Isend / MPI_Irecv would.

    public final Prequest sendInit(Buffer buf, int count, Datatype type, int dest, int tag) throws MPIException {
        return initSend(MpiRegion.SEND_INIT, "MPI_Send_init", buf, count, type, dest, tag, SendMode.STANDARD);
    }

    public final Prequest bSendInit(Buffer buf, int count, Datatype type, int dest, int tag) throws MPIException {
        return initSend(MpiRegion.BSEND_INIT, "MPI_Bsend_init", buf, count, type, dest, tag, SendMode.BUFFERED);
    }

    public final Prequest sSendInit(Buffer buf, int count, Datatype type, int dest, int tag) throws MPIException {
        return initSend(MpiRegion.SSEND_INIT, "MPI_Ssend_init", buf, count, type, dest, tag, SendMode.SYNCHRONOUS);
    }

    public final Prequest rSendInit(Buffer buf, int count, Datatype type, int dest, int tag) throws MPIException {
        return initSend(MpiRegion.RSEND_INIT, "MPI_Rsend_init", buf, count, type, dest, tag, SendMode.READY);
    }

    private Prequest initSend(MpiRegion region, String call, Buffer buf, int count, Datatype type, int dest, int tag,
            SendMode mode) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(region);
        try {
            Communicator c = live(call);
            DataType t = Datatype.forTransfer(type);
            return Prequest.send(PointToPoint.sendInit(c, call, buf, count, t, dest, tag, mode), c, dest, tag,
                    bytes(count, t), mode == SendMode.SYNCHRONOUS);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(region);
        }
    }

    public final Prequest recvInit(Buffer buf, int count, Datatype type, int source, int tag) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.RECV_INIT);
        try {
            Communicator c = live("MPI_Recv_init");
            return Prequest.receive(PointToPoint.recvInit(c, buf, count, Datatype.forTransfer(type), source, tag),
                    c, source, tag);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.RECV_INIT);
        }
    }

    /** Message size for the trace; 0 when the datatype is missing (the runtime reports that error). */
    static long bytes(int count, DataType type) {
        return type == null ? 0 : count * type.layout().size();
    }

    // Probing.

    public final Status probe(int source, int tag) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.PROBE);
        try {
            return new Status(PointToPoint.probe(live("MPI_Probe"), source, tag));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.PROBE);
        }
    }

    /** The envelope of a matching message, or null if none has arrived. */
    public final Status iProbe(int source, int tag) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.IPROBE);
        try {
            return Status.of(PointToPoint.iProbe(live("MPI_Iprobe"), source, tag));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.IPROBE);
        }
    }

    // Packing.

    /** Packs into {@code outbuf} at byte {@code position}; returns the new position. */
    public final int pack(Object inbuf, int incount, Datatype type, byte[] outbuf, int position) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.PACK);
        try {
            return PackedData.pack(live("MPI_Pack"), inbuf, incount, Datatype.forTransfer(type), outbuf, position);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.PACK);
        }
    }

    /** Unpacks from {@code inbuf} at byte {@code position}; returns the new position. */
    public final int unpack(byte[] inbuf, int position, Object outbuf, int outcount, Datatype type)
            throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.UNPACK);
        try {
            return PackedData.unpack(live("MPI_Unpack"), inbuf, position, outbuf, outcount, Datatype.forTransfer(type));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.UNPACK);
        }
    }

    /** Bytes needed to pack {@code incount} items of {@code type}. */
    public final int packSize(int incount, Datatype type) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.PACK_SIZE);
        try {
            Communicator c = live("MPI_Pack_size");
            return PackedData.packSize(c, incount, Datatype.handleOf(type, "MPI_Pack_size"));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.PACK_SIZE);
        }
    }

    // Collective operations. The blocking forms take arrays or NIO buffers, the non-blocking ones (iXxx)
    // direct buffers; the overloads without a send buffer are the in-place (MPI_IN_PLACE) forms.

    public final void barrier() throws MPIException {
        collective(MpiRegion.BARRIER, Measurement.NO_ROOT, () -> {
            DataMovement.barrier(live("MPI_Barrier"), true);
        });
    }

    public final Request iBarrier() throws MPIException {
        return nonBlocking(MpiRegion.IBARRIER, () -> {
            return new Request(DataMovement.barrier(live("MPI_Ibarrier"), false));
        });
    }

    public final void bcast(Object buf, int count, Datatype type, int root) throws MPIException {
        collective(MpiRegion.BCAST, root, () -> {
            DataMovement.bcast(live("MPI_Bcast"), true, buf, count, t(type), root);
        });
    }

    public final Request iBcast(Buffer buf, int count, Datatype type, int root) throws MPIException {
        return nonBlocking(MpiRegion.IBCAST, () -> {
            return new Request(DataMovement.bcast(direct("MPI_Ibcast", buf), false, buf, count, t(type), root));
        });
    }

    public final void gather(Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf, int recvcount,
            Datatype recvtype, int root) throws MPIException {
        collective(MpiRegion.GATHER, root, () -> {
            DataMovement.gather(live("MPI_Gather"), true, sendbuf, sendcount, t(sendtype), recvbuf, recvcount,
                    t(recvtype), root);
        });
    }

    /** In place: the root receives into {@code buf} (its own block already there), the others send from it. */
    public final void gather(Object buf, int count, Datatype type, int root) throws MPIException {
        collective(MpiRegion.GATHER, root, () -> {
            Communicator c = live("MPI_Gather");
            boolean isRoot = c.rank() == root;
            DataMovement.gather(c, true, isRoot ? InPlace.BUFFER : buf, count, t(type), isRoot ? buf : null, count, t(type),
                    root);
        });
    }

    public final Request iGather(Buffer sendbuf, int sendcount, Datatype sendtype, Buffer recvbuf, int recvcount,
            Datatype recvtype, int root) throws MPIException {
        return nonBlocking(MpiRegion.IGATHER, () -> {
            return new Request(DataMovement.gather(direct("MPI_Igather", sendbuf, recvbuf), false, sendbuf, sendcount,
                    t(sendtype), recvbuf, recvcount, t(recvtype), root));
        });
    }

    public final Request iGather(Buffer buf, int count, Datatype type, int root) throws MPIException {
        return nonBlocking(MpiRegion.IGATHER, () -> {
            Communicator c = direct("MPI_Igather", buf);
            boolean isRoot = c.rank() == root;
            return new Request(DataMovement.gather(c, false, isRoot ? InPlace.BUFFER : buf, count, t(type),
                    isRoot ? buf : null, count, t(type), root));
        });
    }

    public final void gatherv(Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf, int[] recvcount,
            int[] displs, Datatype recvtype, int root) throws MPIException {
        collective(MpiRegion.GATHERV, root, () -> {
            DataMovement.gatherv(live("MPI_Gatherv"), true, sendbuf, sendcount, t(sendtype), recvbuf, recvcount, displs,
                    t(recvtype), root);
        });
    }

    /** In place, at the root. */
    public final void gatherv(Object recvbuf, int[] recvcount, int[] displs, Datatype recvtype, int root)
            throws MPIException {
        collective(MpiRegion.GATHERV, root, () -> {
            DataMovement.gatherv(live("MPI_Gatherv"), true, InPlace.BUFFER, 0, t(recvtype), recvbuf, recvcount, displs,
                    t(recvtype), root);
        });
    }

    /** In place, at the other processes. */
    public final void gatherv(Object sendbuf, int sendcount, Datatype sendtype, int root) throws MPIException {
        collective(MpiRegion.GATHERV, root, () -> {
            DataMovement.gatherv(live("MPI_Gatherv"), true, sendbuf, sendcount, t(sendtype), null, null, null, null,
                    root);
        });
    }

    public final Request iGatherv(Buffer sendbuf, int sendcount, Datatype sendtype, Buffer recvbuf,
            int[] recvcount, int[] displs, Datatype recvtype, int root) throws MPIException {
        return nonBlocking(MpiRegion.IGATHERV, () -> {
            return new Request(DataMovement.gatherv(direct("MPI_Igatherv", sendbuf, recvbuf), false, sendbuf,
                    sendcount, t(sendtype), recvbuf, recvcount, displs, t(recvtype), root));
        });
    }

    public final Request iGatherv(Buffer recvbuf, int[] recvcount, int[] displs, Datatype recvtype, int root)
            throws MPIException {
        return nonBlocking(MpiRegion.IGATHERV, () -> {
            return new Request(DataMovement.gatherv(direct("MPI_Igatherv", recvbuf), false, InPlace.BUFFER, 0,
                    t(recvtype), recvbuf, recvcount, displs, t(recvtype), root));
        });
    }

    public final Request iGatherv(Buffer sendbuf, int sendcount, Datatype sendtype, int root) throws MPIException {
        return nonBlocking(MpiRegion.IGATHERV, () -> {
            return new Request(DataMovement.gatherv(direct("MPI_Igatherv", sendbuf), false, sendbuf, sendcount,
                    t(sendtype), null, null, null, null, root));
        });
    }

    public final void scatter(Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf, int recvcount,
            Datatype recvtype, int root) throws MPIException {
        collective(MpiRegion.SCATTER, root, () -> {
            DataMovement.scatter(live("MPI_Scatter"), true, sendbuf, sendcount, t(sendtype), recvbuf, recvcount,
                    t(recvtype), root);
        });
    }

    /** In place: the root sends from {@code buf} (keeping its own block), the others receive into it. */
    public final void scatter(Object buf, int count, Datatype type, int root) throws MPIException {
        collective(MpiRegion.SCATTER, root, () -> {
            Communicator c = live("MPI_Scatter");
            boolean isRoot = c.rank() == root;
            DataMovement.scatter(c, true, isRoot ? buf : null, count, t(type), isRoot ? InPlace.BUFFER : buf, count,
                    t(type), root);
        });
    }

    public final Request iScatter(Buffer sendbuf, int sendcount, Datatype sendtype, Buffer recvbuf, int recvcount,
            Datatype recvtype, int root) throws MPIException {
        return nonBlocking(MpiRegion.ISCATTER, () -> {
            return new Request(DataMovement.scatter(direct("MPI_Iscatter", sendbuf, recvbuf), false, sendbuf,
                    sendcount, t(sendtype), recvbuf, recvcount, t(recvtype), root));
        });
    }

    public final Request iScatter(Buffer buf, int count, Datatype type, int root) throws MPIException {
        return nonBlocking(MpiRegion.ISCATTER, () -> {
            Communicator c = direct("MPI_Iscatter", buf);
            boolean isRoot = c.rank() == root;
            return new Request(DataMovement.scatter(c, false, isRoot ? buf : null, count, t(type),
                    isRoot ? InPlace.BUFFER : buf, count, t(type), root));
        });
    }

    public final void scatterv(Object sendbuf, int[] sendcount, int[] displs, Datatype sendtype, Object recvbuf,
            int recvcount, Datatype recvtype, int root) throws MPIException {
        collective(MpiRegion.SCATTERV, root, () -> {
            DataMovement.scatterv(live("MPI_Scatterv"), true, sendbuf, sendcount, displs, t(sendtype), recvbuf,
                    recvcount, t(recvtype), root);
        });
    }

    /** In place, at the root. */
    public final void scatterv(Object sendbuf, int[] sendcount, int[] displs, Datatype sendtype, int root)
            throws MPIException {
        collective(MpiRegion.SCATTERV, root, () -> {
            DataMovement.scatterv(live("MPI_Scatterv"), true, sendbuf, sendcount, displs, t(sendtype), InPlace.BUFFER,
                    0, t(sendtype), root);
        });
    }

    /** In place, at the other processes. */
    public final void scatterv(Object recvbuf, int recvcount, Datatype recvtype, int root) throws MPIException {
        collective(MpiRegion.SCATTERV, root, () -> {
            DataMovement.scatterv(live("MPI_Scatterv"), true, null, null, null, null, recvbuf, recvcount, t(recvtype),
                    root);
        });
    }

    public final Request iScatterv(Buffer sendbuf, int[] sendcount, int[] displs, Datatype sendtype,
            Buffer recvbuf, int recvcount, Datatype recvtype, int root) throws MPIException {
        return nonBlocking(MpiRegion.ISCATTERV, () -> {
            return new Request(DataMovement.scatterv(direct("MPI_Iscatterv", sendbuf, recvbuf), false, sendbuf,
                    sendcount, displs, t(sendtype), recvbuf, recvcount, t(recvtype), root));
        });
    }

    public final Request iScatterv(Buffer sendbuf, int[] sendcount, int[] displs, Datatype sendtype, int root)
            throws MPIException {
        return nonBlocking(MpiRegion.ISCATTERV, () -> {
            return new Request(DataMovement.scatterv(direct("MPI_Iscatterv", sendbuf), false, sendbuf, sendcount,
                    displs, t(sendtype), InPlace.BUFFER, 0, t(sendtype), root));
        });
    }

    public final Request iScatterv(Buffer recvbuf, int recvcount, Datatype recvtype, int root)
            throws MPIException {
        return nonBlocking(MpiRegion.ISCATTERV, () -> {
            return new Request(DataMovement.scatterv(direct("MPI_Iscatterv", recvbuf), false, null, null, null, null,
                    recvbuf, recvcount, t(recvtype), root));
        });
    }

    public final void allGather(Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf, int recvcount,
            Datatype recvtype) throws MPIException {
        collective(MpiRegion.ALLGATHER, Measurement.NO_ROOT, () -> {
            DataMovement.allGather(live("MPI_Allgather"), true, sendbuf, sendcount, t(sendtype), recvbuf, recvcount,
                    t(recvtype));
        });
    }

    /** In place: every process's own block is already in {@code buf}. */
    public final void allGather(Object buf, int count, Datatype type) throws MPIException {
        collective(MpiRegion.ALLGATHER, Measurement.NO_ROOT, () -> {
            DataMovement.allGather(live("MPI_Allgather"), true, InPlace.BUFFER, 0, t(type), buf, count, t(type));
        });
    }

    public final Request iAllGather(Buffer sendbuf, int sendcount, Datatype sendtype, Buffer recvbuf,
            int recvcount, Datatype recvtype) throws MPIException {
        return nonBlocking(MpiRegion.IALLGATHER, () -> {
            return new Request(DataMovement.allGather(direct("MPI_Iallgather", sendbuf, recvbuf), false, sendbuf,
                    sendcount, t(sendtype), recvbuf, recvcount, t(recvtype)));
        });
    }

    public final Request iAllGather(Buffer buf, int count, Datatype type) throws MPIException {
        return nonBlocking(MpiRegion.IALLGATHER, () -> {
            return new Request(DataMovement.allGather(direct("MPI_Iallgather", buf), false, InPlace.BUFFER, 0, t(type),
                    buf, count, t(type)));
        });
    }

    public final void allGatherv(Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf,
            int[] recvcount, int[] displs, Datatype recvtype) throws MPIException {
        collective(MpiRegion.ALLGATHERV, Measurement.NO_ROOT, () -> {
            DataMovement.allGatherv(live("MPI_Allgatherv"), true, sendbuf, sendcount, t(sendtype), recvbuf, recvcount,
                    displs, t(recvtype));
        });
    }

    public final void allGatherv(Object recvbuf, int[] recvcount, int[] displs, Datatype recvtype)
            throws MPIException {
        collective(MpiRegion.ALLGATHERV, Measurement.NO_ROOT, () -> {
            DataMovement.allGatherv(live("MPI_Allgatherv"), true, InPlace.BUFFER, 0, t(recvtype), recvbuf, recvcount,
                    displs, t(recvtype));
        });
    }

    public final Request iAllGatherv(Buffer sendbuf, int sendcount, Datatype sendtype, Buffer recvbuf,
            int[] recvcount, int[] displs, Datatype recvtype) throws MPIException {
        return nonBlocking(MpiRegion.IALLGATHERV, () -> {
            return new Request(DataMovement.allGatherv(direct("MPI_Iallgatherv", sendbuf, recvbuf), false, sendbuf,
                    sendcount, t(sendtype), recvbuf, recvcount, displs, t(recvtype)));
        });
    }

    public final Request iAllGatherv(Buffer buf, int[] count, int[] displs, Datatype type) throws MPIException {
        return nonBlocking(MpiRegion.IALLGATHERV, () -> {
            return new Request(DataMovement.allGatherv(direct("MPI_Iallgatherv", buf), false, InPlace.BUFFER, 0,
                    t(type), buf, count, displs, t(type)));
        });
    }

    public final void allToAll(Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf, int recvcount,
            Datatype recvtype) throws MPIException {
        collective(MpiRegion.ALLTOALL, Measurement.NO_ROOT, () -> {
            DataMovement.allToAll(live("MPI_Alltoall"), true, sendbuf, sendcount, t(sendtype), recvbuf, recvcount,
                    t(recvtype));
        });
    }

    public final Request iAllToAll(Buffer sendbuf, int sendcount, Datatype sendtype, Buffer recvbuf,
            int recvcount, Datatype recvtype) throws MPIException {
        return nonBlocking(MpiRegion.IALLTOALL, () -> {
            return new Request(DataMovement.allToAll(direct("MPI_Ialltoall", sendbuf, recvbuf), false, sendbuf,
                    sendcount, t(sendtype), recvbuf, recvcount, t(recvtype)));
        });
    }

    public final void allToAllv(Object sendbuf, int[] sendcount, int[] sdispls, Datatype sendtype,
            Object recvbuf, int[] recvcount, int[] rdispls, Datatype recvtype) throws MPIException {
        collective(MpiRegion.ALLTOALLV, Measurement.NO_ROOT, () -> {
            DataMovement.allToAllv(live("MPI_Alltoallv"), true, sendbuf, sendcount, sdispls, t(sendtype), recvbuf,
                    recvcount, rdispls, t(recvtype));
        });
    }

    public final Request iAllToAllv(Buffer sendbuf, int[] sendcount, int[] sdispls, Datatype sendtype,
            Buffer recvbuf, int[] recvcount, int[] rdispls, Datatype recvtype) throws MPIException {
        return nonBlocking(MpiRegion.IALLTOALLV, () -> {
            return new Request(DataMovement.allToAllv(direct("MPI_Ialltoallv", sendbuf, recvbuf), false, sendbuf,
                    sendcount, sdispls, t(sendtype), recvbuf, recvcount, rdispls, t(recvtype)));
        });
    }

    /** Displacements in bytes, one datatype per process (Open MPI 4.1 takes buffers here). */
    public final void allToAllw(Buffer sendBuf, int[] sendCount, int[] sDispls, Datatype[] sendTypes,
            Buffer recvBuf, int[] recvCount, int[] rDispls, Datatype[] recvTypes) throws MPIException {
        collective(MpiRegion.ALLTOALLW, Measurement.NO_ROOT, () -> {
            DataMovement.allToAllw(live("MPI_Alltoallw"), true, sendBuf, sendCount, sDispls, ts(sendTypes), recvBuf,
                    recvCount, rDispls, ts(recvTypes));
        });
    }

    public final Request iAllToAllw(Buffer sendBuf, int[] sendCount, int[] sDispls, Datatype[] sendTypes,
            Buffer recvBuf, int[] recvCount, int[] rDispls, Datatype[] recvTypes) throws MPIException {
        return nonBlocking(MpiRegion.IALLTOALLW, () -> {
            return new Request(DataMovement.allToAllw(direct("MPI_Ialltoallw", sendBuf, recvBuf), false, sendBuf,
                    sendCount, sDispls, ts(sendTypes), recvBuf, recvCount, rDispls, ts(recvTypes)));
        });
    }

    public final void neighborAllGather(Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf,
            int recvcount, Datatype recvtype) throws MPIException {
        collective(MpiRegion.NEIGHBOR_ALLGATHER, Measurement.NO_ROOT, () -> {
            Neighbourhood.allGather(live("MPI_Neighbor_allgather"), true, sendbuf, sendcount, t(sendtype), recvbuf,
                    recvcount, t(recvtype));
        });
    }

    public final Request iNeighborAllGather(Buffer sendbuf, int sendcount, Datatype sendtype, Buffer recvbuf,
            int recvcount, Datatype recvtype) throws MPIException {
        return nonBlocking(MpiRegion.INEIGHBOR_ALLGATHER, () -> {
            return new Request(Neighbourhood.allGather(direct("MPI_Ineighbor_allgather", sendbuf, recvbuf), false,
                    sendbuf, sendcount, t(sendtype), recvbuf, recvcount, t(recvtype)));
        });
    }

    public final void neighborAllGatherv(Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf,
            int[] recvcount, int[] displs, Datatype recvtype) throws MPIException {
        collective(MpiRegion.NEIGHBOR_ALLGATHERV, Measurement.NO_ROOT, () -> {
            Neighbourhood.allGatherv(live("MPI_Neighbor_allgatherv"), true, sendbuf, sendcount, t(sendtype), recvbuf,
                    recvcount, displs, t(recvtype));
        });
    }

    public final Request iNeighborAllGatherv(Buffer sendbuf, int sendcount, Datatype sendtype, Buffer recvbuf,
            int[] recvcount, int[] displs, Datatype recvtype) throws MPIException {
        return nonBlocking(MpiRegion.INEIGHBOR_ALLGATHERV, () -> {
            return new Request(Neighbourhood.allGatherv(direct("MPI_Ineighbor_allgatherv", sendbuf, recvbuf), false,
                    sendbuf, sendcount, t(sendtype), recvbuf, recvcount, displs, t(recvtype)));
        });
    }

    public final void neighborAllToAll(Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf,
            int recvcount, Datatype recvtype) throws MPIException {
        collective(MpiRegion.NEIGHBOR_ALLTOALL, Measurement.NO_ROOT, () -> {
            Neighbourhood.allToAll(live("MPI_Neighbor_alltoall"), true, sendbuf, sendcount, t(sendtype), recvbuf,
                    recvcount, t(recvtype));
        });
    }

    public final Request iNeighborAllToAll(Buffer sendbuf, int sendcount, Datatype sendtype, Buffer recvbuf,
            int recvcount, Datatype recvtype) throws MPIException {
        return nonBlocking(MpiRegion.INEIGHBOR_ALLTOALL, () -> {
            return new Request(Neighbourhood.allToAll(direct("MPI_Ineighbor_alltoall", sendbuf, recvbuf), false,
                    sendbuf, sendcount, t(sendtype), recvbuf, recvcount, t(recvtype)));
        });
    }

    public final void neighborAllToAllv(Object sendbuf, int[] sendcount, int[] sdispls, Datatype sendtype,
            Object recvbuf, int[] recvcount, int[] rdispls, Datatype recvtype) throws MPIException {
        collective(MpiRegion.NEIGHBOR_ALLTOALLV, Measurement.NO_ROOT, () -> {
            Neighbourhood.allToAllv(live("MPI_Neighbor_alltoallv"), true, sendbuf, sendcount, sdispls, t(sendtype),
                    recvbuf, recvcount, rdispls, t(recvtype));
        });
    }

    public final Request iNeighborAllToAllv(Buffer sendbuf, int[] sendcount, int[] sdispls, Datatype sendtype,
            Buffer recvbuf, int[] recvcount, int[] rdispls, Datatype recvtype) throws MPIException {
        return nonBlocking(MpiRegion.INEIGHBOR_ALLTOALLV, () -> {
            return new Request(Neighbourhood.allToAllv(direct("MPI_Ineighbor_alltoallv", sendbuf, recvbuf), false,
                    sendbuf, sendcount, sdispls, t(sendtype), recvbuf, recvcount, rdispls, t(recvtype)));
        });
    }

    public final void reduce(Object sendbuf, Object recvbuf, int count, Datatype type, Op op, int root)
            throws MPIException {
        collective(MpiRegion.REDUCE, root, () -> {
            Communicator c = live("MPI_Reduce");
            Reductions.reduce(c, true, sendbuf, recvbuf, count, t(type), Op.forCollective(op, type, c, "MPI_Reduce"),
                    root);
        });
    }

    /** In place: {@code buf} holds every process's operand and, at the root, the result. */
    public final void reduce(Object buf, int count, Datatype type, Op op, int root) throws MPIException {
        collective(MpiRegion.REDUCE, root, () -> {
            Communicator c = live("MPI_Reduce");
            Reductions.reduce(c, true, InPlace.BUFFER, buf, count, t(type), Op.forCollective(op, type, c, "MPI_Reduce"),
                    root);
        });
    }

    public final Request iReduce(Buffer sendbuf, Buffer recvbuf, int count, Datatype type, Op op, int root)
            throws MPIException {
        return nonBlocking(MpiRegion.IREDUCE, () -> {
            Communicator c = direct("MPI_Ireduce", sendbuf, recvbuf);
            return new Request(Reductions.reduce(c, false, sendbuf, recvbuf, count, t(type),
                    Op.forCollective(op, type, c, "MPI_Ireduce"), root));
        });
    }

    public final Request iReduce(Buffer buf, int count, Datatype type, Op op, int root) throws MPIException {
        return nonBlocking(MpiRegion.IREDUCE, () -> {
            Communicator c = direct("MPI_Ireduce", buf);
            return new Request(Reductions.reduce(c, false, InPlace.BUFFER, buf, count, t(type),
                    Op.forCollective(op, type, c, "MPI_Ireduce"), root));
        });
    }

    public final void allReduce(Object sendbuf, Object recvbuf, int count, Datatype type, Op op)
            throws MPIException {
        collective(MpiRegion.ALLREDUCE, Measurement.NO_ROOT, () -> {
            Communicator c = live("MPI_Allreduce");
            Reductions.allReduce(c, true, sendbuf, recvbuf, count, t(type),
                    Op.forCollective(op, type, c, "MPI_Allreduce"));
        });
    }

    public final void allReduce(Object buf, int count, Datatype type, Op op) throws MPIException {
        collective(MpiRegion.ALLREDUCE, Measurement.NO_ROOT, () -> {
            Communicator c = live("MPI_Allreduce");
            Reductions.allReduce(c, true, InPlace.BUFFER, buf, count, t(type),
                    Op.forCollective(op, type, c, "MPI_Allreduce"));
        });
    }

    public final Request iAllReduce(Buffer sendbuf, Buffer recvbuf, int count, Datatype type, Op op)
            throws MPIException {
        return nonBlocking(MpiRegion.IALLREDUCE, () -> {
            Communicator c = direct("MPI_Iallreduce", sendbuf, recvbuf);
            return new Request(Reductions.allReduce(c, false, sendbuf, recvbuf, count, t(type),
                    Op.forCollective(op, type, c, "MPI_Iallreduce")));
        });
    }

    public final Request iAllReduce(Buffer buf, int count, Datatype type, Op op) throws MPIException {
        return nonBlocking(MpiRegion.IALLREDUCE, () -> {
            Communicator c = direct("MPI_Iallreduce", buf);
            return new Request(Reductions.allReduce(c, false, InPlace.BUFFER, buf, count, t(type),
                    Op.forCollective(op, type, c, "MPI_Iallreduce")));
        });
    }

    public final void reduceScatter(Object sendbuf, Object recvbuf, int[] recvcounts, Datatype type, Op op)
            throws MPIException {
        collective(MpiRegion.REDUCE_SCATTER, Measurement.NO_ROOT, () -> {
            Communicator c = live("MPI_Reduce_scatter");
            Reductions.reduceScatter(c, true, sendbuf, recvbuf, recvcounts, t(type),
                    Op.forCollective(op, type, c, "MPI_Reduce_scatter"));
        });
    }

    /** In place: {@code buf} holds the whole vector; this process's part of the result lands at its start. */
    public final void reduceScatter(Object buf, int[] counts, Datatype type, Op op) throws MPIException {
        collective(MpiRegion.REDUCE_SCATTER, Measurement.NO_ROOT, () -> {
            Communicator c = live("MPI_Reduce_scatter");
            Reductions.reduceScatter(c, true, InPlace.BUFFER, buf, counts, t(type),
                    Op.forCollective(op, type, c, "MPI_Reduce_scatter"));
        });
    }

    public final Request iReduceScatter(Buffer sendbuf, Buffer recvbuf, int[] recvcounts, Datatype type, Op op)
            throws MPIException {
        return nonBlocking(MpiRegion.IREDUCE_SCATTER, () -> {
            Communicator c = direct("MPI_Ireduce_scatter", sendbuf, recvbuf);
            return new Request(Reductions.reduceScatter(c, false, sendbuf, recvbuf, recvcounts, t(type),
                    Op.forCollective(op, type, c, "MPI_Ireduce_scatter")));
        });
    }

    public final Request iReduceScatter(Buffer buf, int[] counts, Datatype type, Op op) throws MPIException {
        return nonBlocking(MpiRegion.IREDUCE_SCATTER, () -> {
            Communicator c = direct("MPI_Ireduce_scatter", buf);
            return new Request(Reductions.reduceScatter(c, false, InPlace.BUFFER, buf, counts, t(type),
                    Op.forCollective(op, type, c, "MPI_Ireduce_scatter")));
        });
    }

    public final void reduceScatterBlock(Object sendbuf, Object recvbuf, int recvcount, Datatype type, Op op)
            throws MPIException {
        collective(MpiRegion.REDUCE_SCATTER_BLOCK, Measurement.NO_ROOT, () -> {
            Communicator c = live("MPI_Reduce_scatter_block");
            Reductions.reduceScatterBlock(c, true, sendbuf, recvbuf, recvcount, t(type),
                    Op.forCollective(op, type, c, "MPI_Reduce_scatter_block"));
        });
    }

    public final void reduceScatterBlock(Object buf, int count, Datatype type, Op op) throws MPIException {
        collective(MpiRegion.REDUCE_SCATTER_BLOCK, Measurement.NO_ROOT, () -> {
            Communicator c = live("MPI_Reduce_scatter_block");
            Reductions.reduceScatterBlock(c, true, InPlace.BUFFER, buf, count, t(type),
                    Op.forCollective(op, type, c, "MPI_Reduce_scatter_block"));
        });
    }

    public final Request iReduceScatterBlock(Buffer sendbuf, Buffer recvbuf, int recvcount, Datatype type, Op op)
            throws MPIException {
        return nonBlocking(MpiRegion.IREDUCE_SCATTER_BLOCK, () -> {
            Communicator c = direct("MPI_Ireduce_scatter_block", sendbuf, recvbuf);
            return new Request(Reductions.reduceScatterBlock(c, false, sendbuf, recvbuf, recvcount, t(type),
                    Op.forCollective(op, type, c, "MPI_Ireduce_scatter_block")));
        });
    }

    public final Request iReduceScatterBlock(Buffer buf, int count, Datatype type, Op op) throws MPIException {
        return nonBlocking(MpiRegion.IREDUCE_SCATTER_BLOCK, () -> {
            Communicator c = direct("MPI_Ireduce_scatter_block", buf);
            return new Request(Reductions.reduceScatterBlock(c, false, InPlace.BUFFER, buf, count, t(type),
                    Op.forCollective(op, type, c, "MPI_Ireduce_scatter_block")));
        });
    }

    /** {@code inOutBuf[i] = inBuf[i] op inOutBuf[i]} locally (MPI_Reduce_local). */
    public static void reduceLocal(Object inBuf, Object inOutBuf, int count, Datatype type, Op op)
            throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.REDUCE_LOCAL);
        try {
            Communicator world = MPI.COMM_WORLD.live("MPI_Reduce_local");
            Reductions.reduceLocal(world, inBuf, inOutBuf, count, t(type),
                    Op.forData(op, type, world, "MPI_Reduce_local"));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.REDUCE_LOCAL);
        }
    }

    /**
     * MPI_Intercomm_create, called on the peer communicator (as in Open MPI) by every process of
     * {@code localComm}; the peer communicator only matters at the local leader.
     */
    public final Intercomm createIntercomm(Comm localComm, int localLeader, int remoteLeader, int tag)
            throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.INTERCOMM_CREATE);
        try {
            return new Intercomm(Intercommunicators.create(localComm.live("MPI_Intercomm_create"), localLeader,
                    handle, remoteLeader, tag));
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.INTERCOMM_CREATE);
        }
    }

    /** Body of a collective call. */
    interface CollectiveBody {
        void run() throws MPIException;
    }

    /** Body of a non-blocking collective call. */
    interface RequestBody {
        Request run() throws MPIException;
    }

    /**
     * Records a blocking collective as one region: ENTER, then COLLEXIT with the root and the payload bytes the
     * call reported (a call that failed its argument checks ends with a plain EXIT).
     */
    final void collective(MpiRegion region, int root, CollectiveBody body) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(region);
        boolean done = false;
        try {
            body.run();
            done = true;
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            if (done) {
                m.collExit(region, handle, root < 0 ? Measurement.NO_ROOT : root, Payload.sent(), Payload.received());
            } else {
                m.exit(region);
            }
        }
    }

    /** Records the start of a non-blocking collective as one region. */
    final Request nonBlocking(MpiRegion region, RequestBody body) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(region);
        try {
            return body.run();
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(region);
        }
    }

    /** The communicator for a non-blocking collective, after Open MPI's direct-buffer check. */
    final Communicator direct(String call, Object... buffers) throws MPIException {
        Communicator c = live(call);
        CollectivePort.requireDirect(call, buffers);
        return c;
    }

    static DataType t(Datatype type) {
        return Datatype.forTransfer(type);
    }

    private static DataType[] ts(Datatype[] types) {
        if (types == null) {
            return null;
        }
        DataType[] handles = new DataType[types.length];
        for (int i = 0; i < types.length; i++) {
            handles[i] = Datatype.forTransfer(types[i]);
        }
        return handles;
    }
}
