package org.fenceline.tracer.programs.traced;

import java.nio.ByteBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Prequest;
import mpi.Request;

/**
 * Two ranks exchanging short messages as a halo exchange does: each posts its receive, sends, and waits for
 * both, the given number of times with MPI_Isend and as many with persistent requests (MPI_Start).
 * Arguments: exchanges.
 */
public class NonBlockingExchange {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int exchanges = Integer.parseInt(args[0]);
        int peer = 1 - MPI.COMM_WORLD.getRank();
        ByteBuffer out = MPI.newByteBuffer(64);
        ByteBuffer in = MPI.newByteBuffer(64);
        for (int i = 0; i < exchanges; i++) {
            Request receive = MPI.COMM_WORLD.iRecv(in, 64, MPI.BYTE, peer, 1);
            Request send = MPI.COMM_WORLD.iSend(out, 64, MPI.BYTE, peer, 1);
            Request.waitAll(new Request[] {receive, send});
        }
        Prequest receive = MPI.COMM_WORLD.recvInit(in, 64, MPI.BYTE, peer, 2);
        Prequest send = MPI.COMM_WORLD.sendInit(out, 64, MPI.BYTE, peer, 2);
        for (int i = 0; i < exchanges; i++) {
            receive.start();
            send.start();
            Request.waitAll(new Request[] {receive, send});
        }
        receive.free();
        send.free();
        MPI.Finalize();
    }
}
