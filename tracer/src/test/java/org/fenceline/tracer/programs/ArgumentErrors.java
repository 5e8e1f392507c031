package org.fenceline.tracer.programs;

import mpi.Comm;
import mpi.Datatype;
import mpi.MPI;
import mpi.MPIException;

/** With MPI.ERRORS_RETURN, bad arguments raise MPIException naming the call and the argument. */
public class ArgumentErrors {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Comm world = MPI.COMM_WORLD;
        world.setErrhandler(MPI.ERRORS_RETURN);
        Check.isTrue(world.getErrhandler() == MPI.ERRORS_RETURN, "handler set");
        // MPI_Comm_call_errhandler runs the handler: under MPI.ERRORS_RETURN the call then simply returns.
        world.callErrhandler(MPI.ERR_OTHER);
        int[] four = new int[4];
        expect(c -> c.send(four, -1, MPI.INT, 0, 0), MPI.ERR_COUNT, "MPI_Send", "count=-1");
        expect(c -> c.send(four, 1, MPI.INT, 7, 0), MPI.ERR_RANK, "MPI_Send", "dest=7");
        expect(c -> c.recv(four, 1, MPI.INT, -5, 0), MPI.ERR_RANK, "MPI_Recv", "source=-5");
        expect(c -> c.send(four, 1, MPI.INT, 0, -3), MPI.ERR_TAG, "MPI_Send", "tag=-3");
        expect(c -> c.send(four, 5, MPI.INT, 0, 0), MPI.ERR_COUNT, "MPI_Send", "count=5");
        expect(c -> c.recv(four, 5, MPI.INT, 0, 0), MPI.ERR_COUNT, "MPI_Recv", "int[4]");
        // Any datatype may describe an int[] (its memory image, as in Open MPI), but only within its 16 bytes.
        expect(c -> c.send(four, 3, MPI.DOUBLE, 0, 0), MPI.ERR_COUNT, "MPI_Send", "int[4] (16 bytes)");
        expect(c -> c.send("text", 1, MPI.CHAR, 0, 0), MPI.ERR_BUFFER, "MPI_Send", "buf");
        Datatype uncommitted = Datatype.createContiguous(2, MPI.INT);
        expect(c -> c.send(four, 1, uncommitted, 0, 0), MPI.ERR_TYPE, "MPI_Send", "commit");
        Datatype vector = Datatype.createVector(2, 1, 3, MPI.INT);
        vector.commit();
        expect(c -> c.send(four, 2, vector, 0, 0), MPI.ERR_COUNT, "MPI_Send", "count=2");
        expect(c -> c.iRecv(MPI.newIntBuffer(2), 3, MPI.INT, 0, 0), MPI.ERR_COUNT, "MPI_Irecv", "count=3");
        try {
            MPI.Init(args);
            throw new AssertionError("second Init must fail");
        } catch (MPIException e) {
            Check.equal("MPI is already initialized.", e.getMessage(), "second Init");
        }
        // A truncated receive is an error too.
        int rank = world.getRank();
        world.send(new int[] {1, 2, 3}, 3, MPI.INT, rank, 9);
        expect(c -> c.recv(new int[2], 2, MPI.INT, rank, 9), MPI.ERR_TRUNCATE, "MPI_Recv", "longer");
        MPI.Finalize();
        try {
            world.getRank();
            throw new AssertionError("calls after Finalize must fail");
        } catch (MPIException e) {
            Check.equal("MPI is finalized.", e.getMessage(), "after Finalize");
        }
    }

    /** A call on a communicator that is expected to fail. */
    private interface CommCall {
        void accept(Comm comm) throws MPIException;
    }

    private static void expect(CommCall call, int errorClass, String callName, String argument) {
        try {
            call.accept(MPI.COMM_WORLD);
        } catch (MPIException e) {
            Check.equal(errorClass, e.getErrorClass(), "error class of: " + e.getMessage());
            Check.isTrue(e.getMessage().contains(callName) && e.getMessage().contains(argument),
                    "message should name " + callName + " and " + argument + ": " + e.getMessage());
            return;
        }
        throw new AssertionError(callName + " with a bad " + argument + " did not fail");
    }
}
