package org.fenceline.tracer.programs;

import mpi.Comm;
import mpi.MPI;
import mpi.MPIException;

/**
 * Disagreements across ranks reported as MPI errors (with MPI.ERRORS_RETURN) where a message shows them
 * (mismatched operations and counts), plus local argument errors. Run on two ranks.
 */
public class CollectiveErrors {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Comm world = MPI.COMM_WORLD;
        world.setErrhandler(MPI.ERRORS_RETURN);
        int rank = world.getRank();
        expect(MPI.ERR_ROOT, () -> world.bcast(new int[1], 1, MPI.INT, 5), "root out of range");
        expect(MPI.ERR_OP, () -> world.allReduce(new double[1], new double[1], 1, MPI.DOUBLE, MPI.BAND),
                "BAND on doubles");
        expect(MPI.ERR_OP, () -> world.allReduce(new int[1], new int[1], 1, MPI.INT, MPI.REPLACE),
                "REPLACE in a collective");
        expect(MPI.ERR_OP, () -> world.allReduce(new int[1], new int[1], 1, MPI.INT, MPI.MAXLOC),
                "MAXLOC on plain ints");
        expect(MPI.ERR_BUFFER, () -> world.iBcast(null, 1, MPI.INT, 0), "null buffer");
        if (rank == 0) {
            expect(MPI.ERR_OP, () -> world.reduce(new int[1], new int[1], 1, MPI.INT, MPI.SUM, 0),
                    "mismatched ops");
        } else {
            world.reduce(new int[1], new int[1], 1, MPI.INT, MPI.MAX, 0);
        }
        if (rank == 0) {
            expect(MPI.ERR_COUNT, () -> world.reduce(new int[4], new int[4], 4, MPI.INT, MPI.SUM, 0),
                    "mismatched counts");
        } else {
            world.reduce(new int[2], new int[2], 2, MPI.INT, MPI.SUM, 0);
        }
        MPI.Finalize();
    }

    interface Call {
        void run() throws MPIException;
    }

    static void expect(int errorClass, Call call, String what) {
        try {
            call.run();
        } catch (MPIException e) {
            Check.equal(errorClass, e.getErrorClass(), what + " (" + e.getMessage() + ")");
            return;
        }
        throw new AssertionError(what + ": no MPIException");
    }
}
