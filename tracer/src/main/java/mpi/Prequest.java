package mpi;

import org.fenceline.tracer.measure.Measurement;
import org.fenceline.tracer.measure.MpiRegion;
import org.fenceline.tracer.rank.ThisRank;
import org.fenceline.tracer.runtime.Communicator;
import org.fenceline.tracer.runtime.RuntimeRequest;
import org.fenceline.tracer.runtime.MpiError;

/**
 * A persistent request (MPI_Send_init, MPI_Recv_init, ...): started again and again with {@link #start()}. It
 * keeps its envelope so each start is recorded like the MPI_Isend or MPI_Irecv it stands for.
 */
public final class Prequest extends Request {
    private final Communicator comm;
    private final boolean receive;
    private final int peer;
    private final int tag;
    private final long bytes;
    private final boolean synchronous;

    private Prequest(RuntimeRequest handle, Communicator comm, boolean receive, int peer, int tag, long bytes,
            boolean synchronous) {
        super(handle);
        this.comm = comm;
        this.receive = receive;
        this.peer = peer;
        this.tag = tag;
        this.bytes = bytes;
        this.synchronous = synchronous;
    }

    static Prequest send(RuntimeRequest handle, Communicator comm, int dest, int tag, long bytes,
            boolean synchronous) {
        return new Prequest(handle, comm, false, dest, tag, bytes, synchronous);
    }

    static Prequest receive(RuntimeRequest handle, Communicator comm, int source, int tag) {
        return new Prequest(handle, comm, true, source, tag, 0, false);
    }

    public void start() throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.START);
        try {
            begin(m);
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.START);
        }
    }

    public static void startAll(Prequest[] requests) throws MPIException {
        Measurement m = Measurement.current();
        m.enter(MpiRegion.STARTALL);
        try {
            for (Prequest r : requests) {
                r.begin(m);
            }
        } catch (MpiError e) {
            throw MPIException.of(e);
        } finally {
            m.exit(MpiRegion.STARTALL);
        }
    }

    private void begin(Measurement m) throws MPIException {
        MPI.check();
        if (handle == null) {
            throw ThisRank.current().error(MPI.ERR_REQUEST, "MPI_Start: the request has been freed");
        }
        // A send is recorded before its message leaves (see Comm's non-blocking sends).
        long traceId = receive ? m.irecv(comm, peer, tag) : m.isend(comm, peer, tag, bytes, synchronous);
        handle.start();
        traced(traceId, receive);
    }
}
