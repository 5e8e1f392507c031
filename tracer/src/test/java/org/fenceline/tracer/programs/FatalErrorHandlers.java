package org.fenceline.tracer.programs;

import mpi.File;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * The essence of Open MPI's Java tests errhandler/CommErrhandler, WinErrhandler and FileErrhandler: rank 1 calls the
 * MPI_ERRORS_ARE_FATAL handler of a communicator, a window or a file (args[0]: comm, win or file; args[1]: a
 * directory for the file) with MPI_ERR_COMM, MPI_ERR_WIN or MPI_ERR_FILE while rank 0 waits in a receive. On Open
 * MPI the job ends with that code as its exit status. The call must not come back, not even as an MPIException.
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
                        file.setErrhandler(MPI.ERRORS_ARE_FATAL);
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
