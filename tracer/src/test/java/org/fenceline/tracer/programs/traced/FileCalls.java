package org.fenceline.tracer.programs.traced;

import java.nio.IntBuffer;
import mpi.File;
import mpi.MPI;
import mpi.MPIException;

/** Two ranks, one call of each MPI-IO family, for the recorded region sequence (args[0]: the file). */
public class FileCalls {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        File f = new File(MPI.COMM_WORLD, args[0], MPI.MODE_RDWR | MPI.MODE_CREATE | MPI.MODE_DELETE_ON_CLOSE);
        f.setView(0, MPI.INT, MPI.INT, "native");
        f.writeAtAll(2L * rank, new int[] {rank, rank}, 2, MPI.INT);
        f.iWriteAt(4 + rank, MPI.newIntBuffer(1), 1, MPI.INT).waitFor();
        f.readOrdered(new int[1], 1, MPI.INT);
        f.read(IntBuffer.allocate(1), 1, MPI.INT);
        f.getSize();
        f.close();
        MPI.Finalize();
    }
}
