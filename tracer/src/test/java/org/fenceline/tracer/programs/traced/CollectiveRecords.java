package org.fenceline.tracer.programs.traced;

import mpi.MPI;
import mpi.MPIException;
import org.fenceline.tracer.measure.Measurement;
import org.fenceline.tracer.measure.MpiRegion;
import org.fenceline.tracer.runtime.Communicator;
import org.fenceline.tracer.rank.ThisRank;

/**
 * A collective recorded by hand through the Measurement API, as the collective facade does, implemented here on
 * the facade's point-to-point calls: a gather of one int to root 1 on three ranks. The inner sends and receives
 * must leave no records, only ENTER and COLLEXIT.
 */
public class CollectiveRecords {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        int size = MPI.COMM_WORLD.getSize();
        int root = 1;
        Measurement m = Measurement.current();
        Communicator world = ThisRank.current().world();
        m.enter(MpiRegion.GATHER);
        if (rank == root) {
            for (int r = 0; r < size; r++) {
                if (r != root) {
                    MPI.COMM_WORLD.recv(new int[1], 1, MPI.INT, r, 0);
                }
            }
            m.collExit(MpiRegion.GATHER, world, root, 4, 4L * size);
        } else {
            MPI.COMM_WORLD.send(new int[] {rank}, 1, MPI.INT, root, 0);
            m.collExit(MpiRegion.GATHER, world, root, 4, 0);
        }
        MPI.Finalize();
    }
}
