package org.fenceline.tracer.programs;

import mpi.Errhandler;
import mpi.File;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * The essence of Open MPI's Java tests errhandler/CommErrhandler, WinErrhandler and FileErrhandler: rank 1 calls the
 * MPI_ERRORS_ARE_FATAL handler of a communicator, a window or a file (args[0]: comm, win or file; args[1]: a
 * directory for the file) with MPI_ERR_COMM, MPI_ERR_WIN or MPI_ERR_FILE while rank 0 waits in a receive. On Open
 * MPI the job ends with that code as its exit status. The call must not come back, not even as an MPIException. The
 * file case first calls the handler under MPI_ERRORS_RETURN, which must return quietly, as the Open MPI test does.
 */
public class FatalErrorHandlers {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        Win win = new Win(MPI.newIntBuffer(1), 1, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        File file = args[0].equals("file") ? new File(MPI.COMM_WORLD, args[1] + "/fatal.dat",
                MPI.MODE_CREATE | MPI.MODE_RDWR) : null;
        if (rank == 1) {
            try {
                switch (args[0]) {
                    case "comm" -> MPI.COMM_WORLD.callErrhandler(MPI.ERR_COMM);
                    case "win" -> win.callErrhandler(MPI.ERR_WIN);
                    case "file" -> {
                        // As Open MPI's FileErrhandler: under MPI_ERRORS_RETURN the call returns, then fatal.
                        file.setErrhandler(MPI.ERRORS_ARE_FATAL);
                        Errhandler fatal = file.getErrhandler();
                        file.setErrhandler(MPI.ERRORS_RETURN);
                        file.callErrhandler(MPI.ERR_FILE);
                        file.setErrhandler(fatal);
                        file.callErrhandler(MPI.ERR_FILE);
                    }
                    default -> throw new IllegalArgumentException(args[0]);
                }
            } catch (MPIException e) {
                throw new AssertionError("MPI_ERRORS_ARE_FATAL came back as an MPIException", e);
            }
            throw new AssertionError("MPI_ERRORS_ARE_FATAL returned");
        }
        MPI.COMM_WORLD.recv(new int[1], 1, MPI.INT, 1, 0);
        MPI.Finalize();
    }
}
