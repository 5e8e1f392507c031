package org.fenceline.tracer.programs;

import mpi.Intercomm;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;

/**
 * Four ranks: the even and the odd half of the world connect through a port that even rank 0 opens and sends to
 * odd rank 0; then the name service, and a connect to a port that was never opened.
 */
public class PortConnections {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        boolean even = rank % 2 == 0;
        Intracomm half = MPI.COMM_WORLD.split(rank % 2, rank);
        char[] port = new char[MPI.MAX_PORT_NAME];
        int[] length = new int[1];
        String name = null;
        if (rank == 0) {
            name = Intracomm.openPort();
            Check.isTrue(name.length() <= MPI.MAX_PORT_NAME, "port name fits MPI_MAX_PORT_NAME");
            length[0] = name.length();
            name.getChars(0, length[0], port, 0);
            MPI.COMM_WORLD.send(length, 1, MPI.INT, 1, 0);
            MPI.COMM_WORLD.send(port, length[0], MPI.CHAR, 1, 1);
        } else if (rank == 1) {
            MPI.COMM_WORLD.recv(length, 1, MPI.INT, 0, 0);
            MPI.COMM_WORLD.recv(port, length[0], MPI.CHAR, 0, 1);
            name = new String(port, 0, length[0]);
        }
        Intercomm inter = even ? half.accept(name, 0) : half.connect(name, 0);
        Check.equal(2, inter.getRemoteSize(), "remote size");
        Check.equal(half.getRank(), inter.getRank(), "local rank in the intercommunicator");
        // Each side sums the other side's world ranks: evens 0 + 2, odds 1 + 3.
        int[] sum = new int[1];
        inter.allReduce(new int[] {rank}, sum, 1, MPI.INT, MPI.SUM);
        Check.equal(even ? 4 : 2, sum[0], "allreduce over the intercommunicator");
        int[] token = {rank == 0 ? 42 : -1};
        if (even) {
            inter.bcast(token, 1, MPI.INT, half.getRank() == 0 ? MPI.ROOT : MPI.PROC_NULL);
        } else {
            inter.bcast(token, 1, MPI.INT, 0);
            Check.equal(42, token[0], "bcast from the accepting root");
        }
        inter.disconnect();
        if (rank == 0) {
            Intracomm.publishName("fenceline-test-service", name);
            Check.equal(name, Intracomm.lookupName("fenceline-test-service"), "lookup of the published port");
            Intracomm.unpublishName("fenceline-test-service", name);
            Intracomm.closePort(name);
        }
        MPI.COMM_WORLD.barrier();
        MPI.COMM_WORLD.setErrhandler(MPI.ERRORS_RETURN);
        half.setErrhandler(MPI.ERRORS_RETURN);
        expectError(MPI.ERR_NAME, () -> Intracomm.lookupName("fenceline-test-service"), "lookup after unpublish");
        expectError(MPI.ERR_PORT, () -> half.connect("fenceline-no-such-port", 0), "connect to an unknown port");
        String closed = name;
        if (rank == 0) {
            expectError(MPI.ERR_PORT, () -> half.connect(closed, 0), "connect to a closed port");
        } else if (even) {
            expectError(MPI.ERR_PORT, () -> half.connect(null, 0), "connect to a closed port (not root)");
        }
        MPI.Finalize();
    }

    private interface Call {
        Object run() throws MPIException;
    }

    private static void expectError(int errorClass, Call call, String what) {
        try {
            call.run();
            throw new AssertionError(what + ": no MPIException");
        } catch (MPIException e) {
            Check.equal(errorClass, e.getErrorClass(), what + ": " + e.getMessage());
        }
    }
}
