package org.fenceline.tracer.programs;

import mpi.MPI;
import mpi.MPIException;
import mpi.Status;

/** Any number of ranks: a token travels the ring twice, then everyone reports to rank 0 with ANY_SOURCE. */
public class ManyRanks {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        int size = MPI.COMM_WORLD.getSize();
        int[] token = new int[1];
        for (int lap = 0; lap < 2; lap++) {
            if (rank == 0) {
                token[0] = lap * size;
                MPI.COMM_WORLD.send(token, 1, MPI.INT, 1 % size, lap);
                MPI.COMM_WORLD.recv(token, 1, MPI.INT, size - 1, lap);
                Check.equal(lap * size + size - 1, token[0], "token after a lap");
            } else {
                MPI.COMM_WORLD.recv(token, 1, MPI.INT, rank - 1, lap);
                token[0]++;
                MPI.COMM_WORLD.send(token, 1, MPI.INT, (rank + 1) % size, lap);
            }
        }
        if (rank == 0) {
            boolean[] seen = new boolean[size];
            for (int i = 1; i < size; i++) {
                int[] who = new int[1];
                Status s = MPI.COMM_WORLD.recv(who, 1, MPI.INT, MPI.ANY_SOURCE, 9);
                Check.equal(s.getSource(), who[0], "report source");
                seen[who[0]] = true;
            }
            for (int i = 1; i < size; i++) {
                Check.isTrue(seen[i], "rank " + i + " reported");
            }
        } else {
            MPI.COMM_WORLD.send(new int[] {rank}, 1, MPI.INT, 0, 9);
        }
        MPI.Finalize();
    }
}
