package org.fenceline.tracer.programs.traced;

import java.nio.IntBuffer;
import mpi.Comm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Prequest;
import mpi.Request;

/** Two ranks, one call of each point-to-point family, for the golden record sequences. */
public class PointToPointCalls {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Comm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        int peer = 1 - rank;
        int[] data = new int[4];
        if (rank == 0) {
            world.send(data, 4, MPI.INT, peer, 7);
            world.sSend(data, 2, MPI.INT, peer, 8);
        } else {
            world.recv(data, 4, MPI.INT, peer, 7);
            world.recv(data, 4, MPI.INT, MPI.ANY_SOURCE, MPI.ANY_TAG);
        }
        world.send(data, 1, MPI.INT, MPI.PROC_NULL, 9);
        world.sendRecv(data, 1, MPI.INT, peer, 10, new int[1], 1, MPI.INT, peer, 10);

        IntBuffer out = MPI.newIntBuffer(3);
        IntBuffer in = MPI.newIntBuffer(3);
        Request[] both = {world.iRecv(in, 3, MPI.INT, peer, 11), world.iSend(out, 3, MPI.INT, peer, 11)};
        Request.waitAll(both);

        Prequest persistent = rank == 0 ? world.sendInit(out, 2, MPI.INT, peer, 12)
                : world.recvInit(in, 2, MPI.INT, peer, 12);
        for (int i = 0; i < 2; i++) {
            persistent.start();
            persistent.waitFor();
        }
        persistent.free();
        MPI.Finalize();
    }
}
