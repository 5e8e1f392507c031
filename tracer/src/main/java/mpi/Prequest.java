package mpi;

import org.fenceline.tracer.runtime.RankRuntime;
import org.fenceline.tracer.runtime.RuntimeRequest;

/** A persistent request (MPI_Send_init, MPI_Recv_init, ...): started again and again with {@link #start()}. */
public final class Prequest extends Request {

    Prequest(RuntimeRequest handle) {
        super(handle);
    }

    public void start() throws MPIException {
        MPI.check();
        if (handle == null) {
            throw RankRuntime.current().error(MPI.ERR_REQUEST, "MPI_Start: the request has been freed");
        }
        handle.start();
    }

    public static void startAll(Prequest[] requests) throws MPIException {
        for (Prequest r : requests) {
            r.start();
        }
    }
}
